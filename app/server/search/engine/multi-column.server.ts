import { resized } from "./resized.server";
import { Postings } from "./postings.server";

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
  /** Null when the owner keeps its own postings (keyword tokens). */
  readonly postings: Postings | null;

  constructor({ postings = true }: { postings?: boolean } = {}) {
    this.postings = postings ? new Postings({ singleValued: false }) : null;
  }

  /** Value ids held across all slots. */
  get entries(): number {
    return this.used - this.garbage;
  }

  grow(cap: number): void {
    this.start = resized(this.start, cap);
    this.len = resized(this.len, cap);
  }

  /** Replaces the slot's list; `ids` must be unique and non-zero. Returns whether it changed. */
  set(slot: number, ids: readonly number[]): boolean {
    if (this.holds(slot, ids)) return false;
    this.clear(slot);
    if (ids.length === 0) return true;
    if (this.used + ids.length > this.data.length) this.reserve(ids.length);
    const at = this.used;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      this.data[at + i] = id;
      this.postings?.add(id, slot);
    }
    this.start[slot] = at;
    this.len[slot] = ids.length;
    this.used += ids.length;
    return true;
  }

  clear(slot: number): void {
    const n = this.len[slot];
    if (n === 0) return;
    const at = this.start[slot];
    if (this.postings) for (let i = at; i < at + n; i++) this.postings.remove(this.data[i], slot);
    this.len[slot] = 0;
    this.garbage += n;
  }

  /** Whether the slot's list already has exactly these ids (a re-sent feed row usually does). */
  private holds(slot: number, ids: readonly number[]): boolean {
    if (this.len[slot] !== ids.length) return false;
    const at = this.start[slot];
    const current = this.data.subarray(at, at + ids.length);
    return ids.every((id) => current.includes(id));
  }

  /** ORs the slots holding `id` into `bits`. */
  unionInto(id: number, bits: Uint32Array): void {
    this.postings?.unionInto(id, bits);
  }

  bytes(): number {
    return this.start.byteLength + this.len.byteLength + this.data.byteLength + (this.postings?.bytes() ?? 0);
  }

  /** The lists packed into a buffer of their size, their postings cut likewise (see Postings.trim). */
  trim(): void {
    if (this.data.length > this.entries) this.compact(this.entries);
    this.postings?.trim();
  }

  /** Room for `extra` more ids: compact when half the buffer is stale, else grow. */
  private reserve(extra: number): void {
    const live = this.used - this.garbage;
    this.compact(Math.max(256, (live + extra) * 2, this.garbage > live ? 0 : this.data.length * 2));
  }

  private compact(size: number): void {
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
