import { SINGLE, type DocStore } from "./store.server";

/**
 * Filter bitsets, each built in time proportional to its matches. Value
 * facets OR their selected values (spec 01 §2: several values of one facet
 * widen the search); a value the index has never seen matches nothing. Range
 * facets keep min <= value <= max; a document without the value drops out
 * while that range is set.
 */

/** `f` indexes ALL_VALUE_FACETS: single-value facets first, then multi-value ones. */
export function valueFilter(store: DocStore, f: number, selected: readonly string[], bits: Uint32Array, words: number): void {
  bits.fill(0, 0, words);
  const single = f < SINGLE;
  const dict = single ? store.singleDicts[f] : store.multiDicts[f - SINGLE];
  const postings = single ? store.singlePostings[f] : store.multi[f - SINGLE].postings!;
  for (const id of new Set(selected.map((v) => dict.lookup(v)))) if (id > 0) postings.unionInto(id, bits);
}

/** `perm` lists the slots having a value, in ascending value order. */
export function rangeFilter(
  col: Float64Array,
  perm: Uint32Array,
  lo: number,
  hi: number,
  bits: Uint32Array,
  words: number,
): void {
  bits.fill(0, 0, words);
  const to = lowerBound(col, perm, hi, true);
  for (let i = lowerBound(col, perm, lo, false); i < to; i++) {
    const s = perm[i];
    bits[s >>> 5] |= 1 << (s & 31);
  }
}

/** First position whose value is >= x (or > x when `after`). */
function lowerBound(col: Float64Array, perm: Uint32Array, x: number, after: boolean): number {
  let a = 0;
  let b = perm.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    const v = col[perm[mid]];
    if (v < x || (after && v === x)) a = mid + 1;
    else b = mid;
  }
  return a;
}
