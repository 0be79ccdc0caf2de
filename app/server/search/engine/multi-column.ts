/**
 * A column where each slot holds several value ids (categories,
 * filtered_features, keyword tokens). Per-slot lists serve facet counting;
 * postings (value id -> slots) serve filtering. Both are patched in place on
 * upsert so a small stock change never rebuilds the whole column.
 */
export class MultiColumn {
  /** Slot -> offset and length of its list in `data`. */
  start = new Uint32Array(0);
  len = new Uint32Array(0);
  data = new Uint32Array(256);
  private used = 0;
  private garbage = 0;
  /** Value id -> slots holding it (unordered). */
  readonly postings: number[][] = [];

  grow(cap: number): void {
    const start = new Uint32Array(cap);
    start.set(this.start);
    const len = new Uint32Array(cap);
    len.set(this.len);
    this.start = start;
    this.len = len;
  }

  /** Replaces the slot's list; `ids` must be unique and non-zero. */
  set(slot: number, ids: readonly number[]): void {
    this.clear(slot);
    if (ids.length === 0) return;
    if (this.used + ids.length > this.data.length) this.reserve(ids.length);
    const at = this.used;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      this.data[at + i] = id;
      while (this.postings.length <= id) this.postings.push([]);
      this.postings[id].push(slot);
    }
    this.start[slot] = at;
    this.len[slot] = ids.length;
    this.used += ids.length;
  }

  clear(slot: number): void {
    const n = this.len[slot];
    if (n === 0) return;
    const at = this.start[slot];
    for (let i = at; i < at + n; i++) {
      const list = this.postings[this.data[i]];
      const pos = list.lastIndexOf(slot);
      list[pos] = list[list.length - 1];
      list.pop();
    }
    this.len[slot] = 0;
    this.garbage += n;
  }

  /** ORs the slots holding `id` into `bits`. */
  unionInto(id: number, bits: Uint32Array): void {
    const list = this.postings[id];
    if (!list) return;
    for (let i = 0; i < list.length; i++) {
      const s = list[i];
      bits[s >>> 5] |= 1 << (s & 31);
    }
  }

  bytes(): number {
    let postings = 0;
    for (const p of this.postings) postings += 16 + p.length * 8;
    return this.start.byteLength + this.len.byteLength + this.data.byteLength + postings;
  }

  /** Room for `extra` more ids: compact when half the buffer is stale, else grow. */
  private reserve(extra: number): void {
    const live = this.used - this.garbage;
    const size = Math.max(256, (live + extra) * 2, this.garbage > live ? 0 : this.data.length * 2);
    const data = new Uint32Array(size);
    let at = 0;
    for (let slot = 0; slot < this.len.length; slot++) {
      const n = this.len[slot];
      if (n === 0) continue;
      data.set(this.data.subarray(this.start[slot], this.start[slot] + n), at);
      this.start[slot] = at;
      at += n;
    }
    this.data = data;
    this.used = at;
    this.garbage = 0;
  }
}
