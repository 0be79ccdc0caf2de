import { resized } from "./resized.server";

/**
 * Value id -> the slots holding it, as growable typed lists in no particular
 * order. Filtering ORs a value's list into a bitset in time proportional to
 * its matches; an upsert swaps a slot out of one list and onto another. For a
 * single-value column each slot's place in its list is kept, so that swap is
 * O(1) even in a list holding most of the stock; a multi-value column searches
 * the list (its values rarely change).
 *
 * A built index's lists are packed into one buffer (trim): value `id`'s
 * slots at packed[from[id] .. from[id] + lengths[id]), with room up to
 * from[id + 1]. A list that outgrows its part moves to a list of its own in
 * `own`. A typed array per list cost about 100 bytes of heap besides its
 * slots, and a small tenant has hundreds of values.
 */
export class Postings {
  private own: (Uint32Array | undefined)[] = [];
  private lengths: number[] = [];
  private packed = new Uint32Array(0);
  private from = new Uint32Array(1);
  /**
   * Slot -> index in its value's list (single-value columns only). 16 bits
   * while no list is longer than that (a tenant of up to 65,536 vehicles).
   */
  private at: Uint16Array | Uint32Array | null;

  constructor({ singleValued }: { singleValued: boolean }) {
    this.at = singleValued ? new Uint16Array(0) : null;
  }

  grow(cap: number): void {
    if (!this.at) return;
    this.at = resized(this.at, cap);
  }

  add(id: number, slot: number): void {
    while (this.lengths.length <= id) {
      this.own.push(undefined);
      this.lengths.push(0);
    }
    const n = this.lengths[id];
    const { list, start, room } = this.listOf(id);
    if (n < room) list[start + n] = slot;
    else {
      const grown = new Uint32Array(Math.max(4, n * 2));
      grown.set(list.subarray(start, start + n));
      grown[n] = slot;
      this.own[id] = grown;
    }
    if (this.at) {
      if (n > 0xffff && this.at instanceof Uint16Array) this.at = Uint32Array.from(this.at);
      this.at[slot] = n;
    }
    this.lengths[id] = n + 1;
  }

  remove(id: number, slot: number): void {
    if (id >= this.lengths.length) return;
    const { list, start } = this.listOf(id);
    const n = this.lengths[id];
    const i = this.at ? this.at[slot] : list.subarray(start, start + n).lastIndexOf(slot);
    if (i < 0 || i >= n || list[start + i] !== slot) return;
    const last = list[start + n - 1];
    list[start + i] = last;
    if (this.at) this.at[last] = i;
    this.lengths[id] = n - 1;
  }

  /** ORs the slots holding `id` into `bits`. */
  unionInto(id: number, bits: Uint32Array): void {
    if (id >= this.lengths.length) return;
    const { list, start } = this.listOf(id);
    const end = start + this.lengths[id];
    for (let i = start; i < end; i++) {
      const s = list[i];
      bits[s >>> 5] |= 1 << (s & 31);
    }
  }

  /**
   * The lists packed into one buffer of their size: a built index keeps no
   * room to grow (doubling had left a third of their bytes empty); a list
   * given another slot then moves out to one of its own (add).
   */
  trim(): void {
    const ids = this.lengths.length;
    const from = new Uint32Array(ids + 1);
    for (let id = 0; id < ids; id++) from[id + 1] = from[id] + this.lengths[id];
    const packed = new Uint32Array(from[ids]);
    for (let id = 0; id < ids; id++) {
      const { list, start } = this.listOf(id);
      packed.set(list.subarray(start, start + this.lengths[id]), from[id]);
      this.own[id] = undefined;
    }
    this.packed = packed;
    this.from = from;
  }

  bytes(): number {
    let n = this.packed.byteLength + this.from.byteLength + (this.at?.byteLength ?? 0);
    for (const l of this.own) if (l) n += l.byteLength + 64;
    return n;
  }

  /** Where value `id`'s slots are: a list of its own, or its part of the packed buffer. */
  private listOf(id: number): { list: Uint32Array; start: number; room: number } {
    const own = this.own[id];
    if (own) return { list: own, start: 0, room: own.length };
    // A value added after the last trim has no part: room 0, so its first slot gives it a list.
    if (id + 1 >= this.from.length) return { list: this.packed, start: 0, room: 0 };
    return { list: this.packed, start: this.from[id], room: this.from[id + 1] - this.from[id] };
  }
}
