import type { FacetResult } from "../types";
import { compareStrings, type ValueDictionary } from "./dictionary";
import type { MultiColumn } from "./multi-column";

/**
 * Counting loops over a decoded slot list. `sign` +1 counts a matching set;
 * -1 subtracts a complement from the stock-filter-only base counts, which is
 * cheaper when more than half the eligible documents match.
 */

export function countSingle(col: Uint32Array, list: Uint32Array, n: number, counts: Uint32Array, sign: 1 | -1): void {
  if (sign === 1) for (let i = 0; i < n; i++) counts[col[list[i]]]++;
  else for (let i = 0; i < n; i++) counts[col[list[i]]]--;
}

export function countMulti(m: MultiColumn, list: Uint32Array, n: number, counts: Uint32Array, sign: 1 | -1): void {
  const { start, len, data } = m;
  for (let i = 0; i < n; i++) {
    const s = list[i];
    const from = start[s];
    const to = from + len[s];
    for (let j = from; j < to; j++) counts[data[j]] += sign;
  }
}

/** One slot's contribution, for documents leaving the eligible set between recomputes. */
export function uncountSlot(m: MultiColumn, slot: number, counts: Uint32Array): void {
  const from = m.start[slot];
  const to = from + m.len[slot];
  for (let j = from; j < to; j++) counts[m.data[j]]--;
}

let order = new Uint32Array(1024);

/**
 * A value facet's result: values with a count, plus the values the query
 * selects (even at 0, so a shopper can always untick them), by count
 * descending then value ascending.
 */
export function valuesResult(
  counts: Uint32Array,
  dict: ValueDictionary,
  selected: readonly string[] | undefined,
  /** A lower-case value never shown (spec 01 §5: certified-only tenants drop 'false'). */
  hide: string | null,
): FacetResult {
  if (order.length < counts.length) order = new Uint32Array(counts.length * 2);
  const selectedIds = new Set<number>();
  const unknown: string[] = [];
  for (const v of selected ?? []) {
    const id = dict.lookup(v);
    if (id > 0) selectedIds.add(id);
    else if (v.trim() !== "" && !unknown.some((u) => u.toLowerCase() === v.toLowerCase())) unknown.push(v.trim());
  }
  let n = 0;
  for (let id = 1; id < counts.length; id++) if (counts[id] > 0 || selectedIds.has(id)) order[n++] = id;
  const rank = dict.rank();
  const sorted = order.subarray(0, n).sort((a, b) => counts[b] - counts[a] || rank[a] - rank[b]);
  const values: { value: string; count: number }[] = [];
  for (let i = 0; i < n; i++) {
    const value = dict.values[sorted[i]];
    if (value.toLowerCase() !== hide) values.push({ value, count: counts[sorted[i]] });
  }
  if (unknown.length) {
    for (const value of unknown) if (value.toLowerCase() !== hide) values.push({ value, count: 0 });
    // Keep the zero-count tail in value order whether or not the index knows the value.
    const firstZero = values.findIndex((v) => v.count === 0);
    const tail = values.splice(firstZero).sort((a, b) => compareStrings(a.value, b.value));
    values.push(...tail);
  }
  return { kind: "values", values };
}
