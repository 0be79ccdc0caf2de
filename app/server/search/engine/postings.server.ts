/**
 * Value id -> the slots holding it, as growable typed lists in no particular
 * order. Filtering ORs a value's list into a bitset in time proportional to
 * its matches; an upsert swaps a slot out of one list and onto another. For a
 * single-value column each slot's place in its list is kept, so that swap is
 * O(1) even in a list holding most of the stock; a multi-value column searches
 * the list (its values rarely change).
 */
export class Postings {
  private lists: Uint32Array[] = [];
  private lengths: number[] = [];
  /** Slot -> index in its value's list (single-value columns only). */
  private at: Uint32Array | null;

  constructor({ singleValued }: { singleValued: boolean }) {
    this.at = singleValued ? new Uint32Array(0) : null;
  }

  grow(cap: number): void {
    if (!this.at) return;
    const at = new Uint32Array(cap);
    at.set(this.at);
    this.at = at;
  }

  add(id: number, slot: number): void {
    while (this.lists.length <= id) {
      this.lists.push(new Uint32Array(4));
      this.lengths.push(0);
    }
    let list = this.lists[id];
    const n = this.lengths[id];
    if (n === list.length) {
      const grown = new Uint32Array(Math.max(4, n * 2));
      grown.set(list);
      this.lists[id] = list = grown;
    }
    list[n] = slot;
    if (this.at) this.at[slot] = n;
    this.lengths[id] = n + 1;
  }

  remove(id: number, slot: number): void {
    const list = this.lists[id];
    const n = this.lengths[id];
    const i = this.at ? this.at[slot] : list.subarray(0, n).lastIndexOf(slot);
    if (i < 0 || list[i] !== slot) return;
    const last = list[n - 1];
    list[i] = last;
    if (this.at) this.at[last] = i;
    this.lengths[id] = n - 1;
  }

  /**
   * Each list cut to its length: a built index keeps no room to grow (the
   * doubling left a third of the lists' bytes empty; a later add grows a
   * list again).
   */
  trim(): void {
    // Packed into one buffer, each list a view of its part: an array buffer of its own cost each
    // of the hundreds of lists a small tenant has about 100 bytes besides its slots.
    let total = 0;
    for (let id = 0; id < this.lists.length; id++) total += this.lengths[id];
    const packed = new Uint32Array(total);
    let at = 0;
    for (let id = 0; id < this.lists.length; id++) {
      const n = this.lengths[id];
      packed.set(this.lists[id].subarray(0, n), at);
      // Full at its length: the next add copies it out into a list of its own (add).
      this.lists[id] = packed.subarray(at, at + n);
      at += n;
    }
  }

  /** ORs the slots holding `id` into `bits`. */
  unionInto(id: number, bits: Uint32Array): void {
    const list = this.lists[id];
    if (!list) return;
    const n = this.lengths[id];
    for (let i = 0; i < n; i++) {
      const s = list[i];
      bits[s >>> 5] |= 1 << (s & 31);
    }
  }

  bytes(): number {
    return this.lists.reduce((n, l) => n + l.byteLength + 64, 0) + (this.at?.byteLength ?? 0);
  }
}
