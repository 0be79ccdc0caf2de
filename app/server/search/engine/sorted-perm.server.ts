import { sortNumbers, STEP, type Steps } from "./slices.server";
import { TRANSFER_DROPS } from "./transfer.server";

/**
 * A permutation of document slots in a fixed order (a sort option, or a range
 * column ascending for its min/max): by `key` in direction `dir`, then by a
 * tie-break. A full build sorts numbers natively (dense ranks packed with the
 * tie position into one float64) rather than calling a comparator n log n
 * times, in runs merged a slice at a time (slices.server.ts); a small change is merged in: drop the changed slots, binary-search
 * each fresh one into place — O(n + k log n).
 */

export interface PermSpec {
  /** The current key column (columns are reallocated as the index grows). */
  key: () => Float64Array;
  dir: 1 | -1;
  include: (slot: number) => boolean;
  /** Orders slots with equal keys; must agree with the tie order given to rebuild. */
  tie: () => (a: number, b: number) => number;
}

/** A tie order over slots: position by slot, and slot by position (null: slot order itself). */
export interface TieOrder {
  position: Float64Array | null;
  slots: Uint32Array | null;
  span: number;
}

/** Replaces each value by its rank among the distinct values (descending when dir is -1). */
export function* denseRankSteps(values: Float64Array, dir: 1 | -1): Steps<Float64Array> {
  const sorted = yield* sortNumbers(values.slice());
  let u = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[u - 1]) sorted[u++] = sorted[i];
    if (i % STEP === STEP - 1) yield;
  }
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = u;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    out[i] = dir === 1 ? lo : u - 1 - lo;
    if (i % STEP === STEP - 1) yield;
  }
  return out;
}

/** The slots ordered by rank, then by tie position. */
export function* orderByRankSteps(slots: Uint32Array, ranks: Float64Array, tie: TieOrder): Steps<Uint32Array> {
  const unsorted = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    unsorted[i] = ranks[i] * tie.span + (tie.position ? tie.position[slots[i]] : slots[i]);
    if (i % STEP === STEP - 1) yield;
  }
  const packed = yield* sortNumbers(unsorted);
  const out = new Uint32Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const t = packed[i] % tie.span;
    out[i] = tie.slots ? tie.slots[t] : t;
    if (i % STEP === STEP - 1) yield;
  }
  return out;
}

export class SortedPerm {
  /** Its spec's closures cannot travel between threads: the index makes them again (SearchIndex.revived). */
  static {
    (SortedPerm.prototype as { [TRANSFER_DROPS]?: readonly string[] })[TRANSFER_DROPS] = ["spec"];
  }

  perm: Uint32Array = new Uint32Array(0);

  constructor(private readonly spec: PermSpec) {}

  /** `changed` lists slots added, replaced or removed since the last update; `mark` flags them. A rebuild yields as it goes. */
  *update(changed: readonly number[], mark: Uint8Array, high: number, ties: () => Steps<TieOrder>): Steps<void> {
    if (changed.length * 16 > this.perm.length) yield* this.rebuild(high, yield* ties());
    else this.merge(changed, mark);
  }

  bytes(): number {
    return this.perm.byteLength;
  }

  /** The new order replaces the old one in one step, at the end. */
  private *rebuild(high: number, tie: TieOrder): Steps<void> {
    const slots = new Uint32Array(high);
    let n = 0;
    for (let s = 0; s < high; s++) {
      if (this.spec.include(s)) slots[n++] = s;
      if (s % STEP === STEP - 1) yield;
    }
    const included = slots.slice(0, n);
    const key = this.spec.key();
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) values[i] = key[included[i]];
    yield;
    this.perm = yield* orderByRankSteps(included, yield* denseRankSteps(values, this.spec.dir), tie);
  }

  private merge(changed: readonly number[], mark: Uint8Array): void {
    const key = this.spec.key();
    const { dir } = this.spec;
    const tie = this.spec.tie();
    const compare = (a: number, b: number) => dir * (key[a] - key[b]) || tie(a, b);
    const fresh = changed.filter((s) => this.spec.include(s)).sort(compare);
    const old = this.perm;
    let kept = 0;
    const rest = new Uint32Array(old.length);
    for (let i = 0; i < old.length; i++) if (mark[old[i]] === 0) rest[kept++] = old[i];
    const out = new Uint32Array(kept + fresh.length);
    let from = 0;
    let o = 0;
    for (const s of fresh) {
      let lo = from;
      let hi = kept;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(rest[mid], s) < 0) lo = mid + 1;
        else hi = mid;
      }
      out.set(rest.subarray(from, lo), o);
      o += lo - from;
      out[o++] = s;
      from = lo;
    }
    out.set(rest.subarray(from, kept), o);
    this.perm = out;
  }
}
