import { ALL_VALUE_FACETS, RANGE_FACETS, SEARCH_PAGE_SIZE, type FacetName, type SortBy } from "~/domain/search/facets";
import type { FacetResult, SearchHit, SearchOptions, SearchQuery, SearchResult } from "../types.server";
import { BitsetPool, countBits, decodeAndNot, decodeBits, popcount, wordsFor } from "./bitset.server";
import type { Eligibility } from "./eligibility.server";
import type { HitColumn } from "./hits.server";
import { countMulti, tallyFacetCounts, countSingle, valuesResult } from "./facet-counts.server";
import { rangeFilter, valueFilter } from "./filters.server";
import type { SortedPerm } from "./sorted-perm.server";
import { KeywordMatcher } from "./keyword.server";
import { SINGLE, type DocStore } from "./store.server";
import { queryWords } from "./tokens.server";

/** Counts as packed counters (RowLayout) and per facet value (at RowLayout.facetOffsets). */
export interface FacetCounts {
  packed: Uint32Array;
  facets: Uint32Array;
}

/** What a query reads: the columns plus the structures kept up to date for the current instant. */
export interface IndexState {
  store: DocStore;
  eligibility: Eligibility;
  /** Counts over the eligible set alone. */
  base: FacetCounts;
  sortPerms: Record<SortBy, SortedPerm>;
  /** Per range facet, slots with a value in ascending order. */
  rangePerms: SortedPerm[];
  options: SearchOptions;
}

const NV = ALL_VALUE_FACETS.length;

/**
 * Runs one query. Every filter becomes a bitset; one pass over the words gives
 * the full match M and, for each active facet j, M_j (every filter but j's
 * own), so each facet counts "every other filter but not its own" (spec 01 §3).
 * Scratch buffers are reused across calls; results are never cached.
 */
export class QueryRunner {
  private readonly pool = new BitsetPool();
  private readonly keywords = new KeywordMatcher();
  private list = new Uint32Array(0);
  private counts: FacetCounts = { packed: new Uint32Array(0), facets: new Uint32Array(0) };
  private packedRoom = new Uint32Array(0);
  private facetsRoom = new Uint32Array(0);
  private readonly pre = new Int32Array(NV + RANGE_FACETS.length + 2);

  run(st: IndexState, q: SearchQuery): Omit<SearchResult, "ms"> {
    const { store } = st;
    const words = wordsFor(store.high);
    const poolWords = wordsFor(store.cap);
    if (this.list.length < store.cap) this.list = new Uint32Array(store.cap);
    let p = 0;
    const E = st.eligibility.bits;

    // Filters that narrow every facet too: the keyword query and, for some tenants, price 0 under price:asc (spec 01 §5).
    let G: Uint32Array = E;
    const kw = q.query ? queryWords(q.query) : [];
    const featured = !st.sortPerms[q.sortBy] || q.sortBy === "custom_rank:desc";
    /** Under the Featured sort, keyword matches by rank (keyword.server.ts), best first; null when all rank alike. */
    let tiers: Uint32Array[] | null = null;
    const dropZero = q.sortBy === "price:asc" && st.options.priceAscendingExcludesZero;
    if (kw.length > 0 || dropZero) {
      G = this.pool.get(p++, poolWords);
      G.set(E.subarray(0, words));
      if (dropZero) {
        // Price 0 and below sit at the head of the price:asc order.
        const price = store.sortKeys.price;
        const ascending = st.sortPerms["price:asc"].perm;
        for (let i = 0; i < ascending.length && !(price[ascending[i]] > 0); i++)
          G[ascending[i] >>> 5] &= ~(1 << (ascending[i] & 31));
      }
      if (kw.length > 0) tiers = this.keywords.apply(store, kw, G, words, poolWords, featured);
    }

    // Facet filters; `active` holds value facet indexes, then NV + range facet index.
    const active: number[] = [];
    const filters: Uint32Array[] = [];
    ALL_VALUE_FACETS.forEach((name, f) => {
      const selected = q.filters[name];
      if (!selected || selected.length === 0) return;
      const bits = this.pool.get(p++, poolWords);
      valueFilter(store, f, selected, bits, words);
      active.push(f);
      filters.push(bits);
    });
    RANGE_FACETS.forEach((name, r) => {
      const range = q.ranges[name];
      if (!range || (range.min == null && range.max == null)) return;
      const bits = this.pool.get(p++, poolWords);
      rangeFilter(store.ranges[r], st.rangePerms[r].perm, range.min ?? -Infinity, range.max ?? Infinity, bits, words);
      active.push(NV + r);
      filters.push(bits);
    });

    const M = this.pool.get(p++, poolWords);
    const own = active.map(() => this.pool.get(p++, poolWords));
    this.combine(G, filters, M, own, words);

    const count = countBits(M, words);
    this.countAll(st, M, count, active, words);
    const ownSize = own.map((bits) => countBits(bits, words));
    active.forEach((f, j) => {
      if (f < NV) this.countOne(st, own[j], ownSize[j], f, words);
    });

    const facets = {} as Record<FacetName, FacetResult>;
    ALL_VALUE_FACETS.forEach((name, f) => {
      const dict = f < SINGLE ? store.singleDicts[f] : store.multiDicts[f - SINGLE];
      const at = store.layout.facetOffsets[f];
      const counts = this.counts.facets.subarray(at, at + dict.size);
      const hide = name === "certified" && st.options.certifiedOnly ? "false" : null;
      facets[name] = valuesResult(counts, dict, q.filters[name], hide);
    });
    RANGE_FACETS.forEach((name, r) => {
      const j = active.indexOf(NV + r);
      facets[name] = j < 0 ? this.minMax(st, r, M, count, words) : this.minMax(st, r, own[j], ownSize[j], words);
    });

    const hitsPerPage = Math.max(1, Math.floor(q.hitsPerPage) || SEARCH_PAGE_SIZE);
    const page = Math.max(1, Math.floor(q.page) || 1);
    const sort = st.sortPerms[q.sortBy] ?? st.sortPerms["custom_rank:desc"];
    const offset = (page - 1) * hitsPerPage;
    const hits = tiers
      ? pageOfTiers(sort.perm, store.hits, M, tiers, words, offset, hitsPerPage)
      : pageOf(sort.perm, store.hits, M, count, offset, hitsPerPage);
    return { hits, pages: Math.ceil(count / hitsPerPage), page, count, facets };
  }

  bytes(): number {
    const counts = this.packedRoom.byteLength + this.facetsRoom.byteLength;
    return this.pool.bytes() + this.keywords.bytes() + this.list.byteLength + counts;
  }

  /** M = G & every filter; own[j] = G & every filter except j (prefix and suffix ANDs per word). */
  private combine(G: Uint32Array, filters: Uint32Array[], M: Uint32Array, own: Uint32Array[], words: number): void {
    const k = filters.length;
    const pre = this.pre;
    for (let w = 0; w < words; w++) {
      let acc = G[w];
      if (acc === 0 || k === 0) {
        M[w] = acc;
        for (let j = 0; j < k; j++) own[j][w] = 0;
        continue;
      }
      pre[0] = acc;
      for (let i = 0; i < k; i++) {
        acc &= filters[i][w];
        pre[i + 1] = acc;
      }
      M[w] = acc;
      let suffix = -1;
      for (let j = k - 1; j >= 0; j--) {
        own[j][w] = pre[j] & suffix;
        suffix &= filters[j][w];
      }
    }
  }

  /**
   * Decodes S into the scratch list, or, when S holds more than half the
   * eligible set, its complement within that set (then counts are base minus).
   */
  private decode(st: IndexState, S: Uint32Array, size: number, words: number): { n: number; sign: 1 | -1 } {
    if (size * 2 <= st.eligibility.size) return { n: decodeBits(S, words, this.list), sign: 1 };
    return { n: decodeAndNot(st.eligibility.bits, S, words, this.list), sign: -1 };
  }

  /** Counts every value facet over M (active ones are recounted over their own set afterwards). */
  private countAll(st: IndexState, M: Uint32Array, size: number, active: readonly number[], words: number): void {
    const { store, base } = st;
    const { layout } = store;
    const { n, sign } = this.decode(st, M, size, words);
    // Views of this index's size into buffers sized for the largest index searched (the runner is shared).
    if (this.packedRoom.length < base.packed.length) this.packedRoom = new Uint32Array(base.packed.length);
    if (this.facetsRoom.length < base.facets.length) this.facetsRoom = new Uint32Array(base.facets.length);
    this.counts = {
      packed: this.packedRoom.subarray(0, base.packed.length),
      facets: this.facetsRoom.subarray(0, base.facets.length),
    };
    const { packed, facets } = this.counts;
    if (sign === 1) packed.fill(0);
    else packed.set(base.packed);
    tallyFacetCounts(store.rows, layout.width, this.list, n, packed, sign);
    facets.fill(0);
    layout.expand(packed, facets);
    for (const i of layout.listed) {
      const f = SINGLE + i;
      if (active.includes(f)) continue;
      const from = layout.facetOffsets[f];
      const to = layout.facetOffsets[f + 1];
      if (sign === -1) facets.set(base.facets.subarray(from, to), from);
      countMulti(store.multi[i], this.list, n, facets.subarray(from, to), sign);
    }
  }

  private countOne(st: IndexState, S: Uint32Array, size: number, f: number, words: number): void {
    const { n, sign } = this.decode(st, S, size, words);
    const { facetOffsets } = st.store.layout;
    const c = this.counts.facets.subarray(facetOffsets[f], facetOffsets[f + 1]);
    if (sign === 1) c.fill(0);
    else c.set(st.base.facets.subarray(facetOffsets[f], facetOffsets[f + 1]));
    if (f >= SINGLE) countMulti(st.store.multi[f - SINGLE], this.list, n, c, sign);
    else countSingle(st.store.single[f], this.list, n, c, sign);
  }

  /**
   * A range facet's min and max over S: walk the column's sorted order in from
   * both ends. That takes a few steps when S is a fair share of the documents
   * having the value, and never more than the order's length; when that could
   * cost more than scanning S (S small, or clustered mid-range), scan S.
   */
  private minMax(st: IndexState, r: number, S: Uint32Array, size: number, words: number): FacetResult {
    if (size === 0) return { kind: "range", min: null, max: null };
    const col = st.store.ranges[r];
    const perm = st.rangePerms[r].perm;
    const scanCost = words + size;
    const whole = perm.length <= scanCost;
    // A random S is met every perm.length / size steps; allow 16 times that before giving up.
    const walk = 64 + 16 * Math.ceil(perm.length / size);
    const limit = whole ? perm.length : 2 * walk < scanCost ? walk : 0;
    let lo = 0;
    while (lo < limit && ((S[perm[lo] >>> 5] >>> (perm[lo] & 31)) & 1) === 0) lo++;
    const stop = perm.length - limit;
    let hi = perm.length - 1;
    while (hi >= stop && ((S[perm[hi] >>> 5] >>> (perm[hi] & 31)) & 1) === 0) hi--;
    if (whole || (lo < limit && hi >= stop)) {
      return lo <= hi ? { kind: "range", min: col[perm[lo]], max: col[perm[hi]] } : { kind: "range", min: null, max: null };
    }
    let min = Infinity;
    let max = -Infinity;
    for (let w = 0; w < words; w++) {
      let x = S[w];
      while (x !== 0) {
        const low = x & -x;
        const v = col[(w << 5) + 31 - Math.clz32(low)];
        if (v < min) min = v;
        if (v > max) max = v;
        x ^= low;
      }
    }
    return min <= max ? { kind: "range", min, max } : { kind: "range", min: null, max: null };
  }
}

/** The page's hits: walk the sort order, skipping matches before the offset. */
function pageOf(perm: Uint32Array, all: HitColumn, M: Uint32Array, count: number, offset: number, limit: number): SearchHit[] {
  const hits: SearchHit[] = [];
  if (offset >= count) return hits;
  let skip = offset;
  for (let i = 0; i < perm.length && hits.length < limit; i++) {
    const s = perm[i];
    if (((M[s >>> 5] >>> (s & 31)) & 1) === 0) continue;
    if (skip > 0) skip--;
    else hits.push(all.get(s)!);
  }
  return hits;
}

/** The page's hits when matches rank in tiers: whole tiers before the offset are skipped by their counts. */
function pageOfTiers(
  perm: Uint32Array,
  all: HitColumn,
  M: Uint32Array,
  tiers: readonly Uint32Array[],
  words: number,
  offset: number,
  limit: number,
): SearchHit[] {
  const hits: SearchHit[] = [];
  let skip = offset;
  for (const T of tiers) {
    if (hits.length >= limit) break;
    let size = 0;
    for (let w = 0; w < words; w++) {
      const x = T[w] & M[w];
      if (x !== 0) size += popcount(x);
    }
    if (skip >= size) {
      skip -= size;
      continue;
    }
    for (let i = 0; i < perm.length && hits.length < limit; i++) {
      const s = perm[i];
      if ((((M[s >>> 5] & T[s >>> 5]) >>> (s & 31)) & 1) === 0) continue;
      if (skip > 0) skip--;
      else hits.push(all.get(s)!);
    }
  }
  return hits;
}
