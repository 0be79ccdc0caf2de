import { RANGE_FACETS, SORT_OPTIONS, type SortBy } from "~/domain/search/facets";
import type { SearchDoc, SearchEngine, SearchOptions, SearchQuery, SearchResult } from "./types.server";
import { decodeBits, wordsFor } from "./engine/bitset.server";
import { Eligibility } from "./engine/eligibility.server";
import { countMulti, tallyFacetCounts, uncountSlot } from "./engine/facet-counts.server";
import { QueryRunner, type FacetCounts, type IndexState } from "./engine/query.server";
import { runInSlices, runToEnd, STEP, type Steps } from "./engine/slices.server";
import { denseRankSteps, orderByRankSteps, SortedPerm, type TieOrder } from "./engine/sorted-perm.server";
import { DocStore, SINGLE, type SortKey } from "./engine/store.server";

/**
 * The scratch space of a search (bitsets, the decoded slot list, facet
 * counters), one for the process: searches are synchronous, so no two use it
 * at once, and an index of its own for each of 1,000 tenants was some 30 kB
 * each, kept after its first search.
 */
const runner = new QueryRunner();

/**
 * The in-process faceted search over one tenant's stock (spec 01 §3, §7).
 * Documents live in typed-array columns; sort orders, the eligible set and the
 * stock-filter-only facet counts are derived, and brought up to date at the
 * next search after a change, so upserting a few documents stays cheap.
 */
export class SearchIndex implements SearchEngine {
  private readonly store = new DocStore();
  private readonly eligibility = new Eligibility();
  private sortPerms!: Record<SortBy, SortedPerm>;
  private rangePerms!: SortedPerm[];
  private base: FacetCounts = { packed: new Uint32Array(0), facets: new Uint32Array(0) };
  /** The eligible set and base counts must be recomputed (documents or options changed). */
  private stale = true;
  /** Being prepared in slices (prepareInSlices): not in service until that resolves. */
  private preparing = false;

  constructor(private options: SearchOptions) {
    this.makePerms();
  }

  /**
   * After travelling from a loader thread (transfer.server.ts, which drops
   * SortedPerm's spec): the orders made again around this index's own columns,
   * keeping the permutations that travelled.
   */
  revived(): void {
    const { sortPerms, rangePerms } = this;
    this.makePerms();
    for (const key of Object.keys(sortPerms) as SortBy[]) this.sortPerms[key].perm = sortPerms[key].perm;
    rangePerms.forEach((p, r) => (this.rangePerms[r].perm = p.perm));
  }

  private makePerms(): void {
    const alive = (s: number) => this.store.stock.alive[s] === 1;
    // Every sort breaks ties newest first, then by highest id, so pages are stable.
    const newestFirst = () => {
      const { sortKeys, ids } = this.store;
      const created = sortKeys.created_at;
      return (a: number, b: number) => created[b] - created[a] || ids[b] - ids[a];
    };
    this.sortPerms = Object.fromEntries(
      SORT_OPTIONS.map(({ value }) => {
        const [key, dir] = value.split(":") as [SortKey, "asc" | "desc"];
        const spec = {
          key: () => this.store.sortKeys[key],
          dir: dir === "asc" ? 1 : -1,
          include: alive,
          tie: newestFirst,
        } as const;
        return [value, new SortedPerm(spec)];
      }),
    ) as Record<SortBy, SortedPerm>;
    this.rangePerms = RANGE_FACETS.map(
      (_, r) =>
        new SortedPerm({
          key: () => this.store.ranges[r],
          dir: 1,
          include: (s) => alive(s) && !Number.isNaN(this.store.ranges[r][s]),
          tie: () => (a, b) => a - b,
        }),
    );
  }

  /** An index of the documents, with its sort orders and keyword postings ready. */
  static build(docs: readonly SearchDoc[], options: SearchOptions): SearchIndex {
    const index = new SearchIndex(options);
    index.upsert(docs);
    index.catchUp();
    index.store.tokens.prepare();
    return index;
  }

  /**
   * Sort orders, keyword postings and eligibility brought up to date now, so
   * the first search after a large change does not pay for them (the tenant
   * registry calls it on an index built to one side, before swapping it in).
   */
  prepare(now: number = Date.now()): void {
    this.assertIdle();
    runToEnd(this.prepareSteps(now));
  }

  /**
   * `prepare` a slice at a time, giving the event loop a turn after each
   * `budgetMs` of work, so preparing a large index built to one side does not
   * stall other requests (docs/PERFORMANCE.md 'Index rebuilds'). Until it
   * resolves the index is not in service: searching or changing it throws.
   */
  async prepareInSlices(now: number = Date.now(), budgetMs?: number): Promise<void> {
    this.assertIdle();
    this.preparing = true;
    try {
      await runInSlices(this.prepareSteps(now), budgetMs);
    } finally {
      this.preparing = false;
    }
  }

  private *prepareSteps(now: number): Steps<void> {
    yield* this.store.trimSteps();
    yield;
    yield* this.catchUpSteps();
    yield* this.store.tokens.prepareSteps();
    if (!this.stale && this.eligibility.advance(now, (slot) => this.uncount(slot))) return;
    yield* this.recomputeSteps(now);
  }

  private assertIdle(): void {
    if (this.preparing) throw new Error("SearchIndex used while being prepared in slices");
  }

  /** Documents held, eligible or not. */
  get size(): number {
    return this.store.size;
  }

  /**
   * Room for this many documents at once: an index built from a known number
   * of vehicles then never copies its columns to grow (at 131,072 slots one
   * doubling held the event loop ~60 ms; docs/PERFORMANCE.md 'Stock feeds').
   */
  reserve(documents: number): void {
    this.store.reserve(documents);
  }

  /** Adds documents or replaces them by id; visible from the next search. */
  upsert(docs: readonly SearchDoc[]): void {
    this.assertIdle();
    for (const doc of docs) this.store.upsert(doc);
    if (docs.length) this.stale = true;
  }

  remove(ids: readonly number[]): void {
    this.assertIdle();
    for (const id of ids) this.store.remove(id);
    if (ids.length) this.stale = true;
  }

  setOptions(options: SearchOptions): void {
    this.assertIdle();
    this.options = options;
    this.stale = true;
  }

  search(query: SearchQuery, now: number = Date.now()): SearchResult {
    const started = performance.now();
    this.refresh(now);
    const result = runner.run(this.state(), query);
    return { ...result, ms: performance.now() - started };
  }

  /** Whether the tenant's stock filter lets this vehicle be listed (and so have a page) at `now`. */
  isListed(id: number, now: number = Date.now()): boolean {
    this.refresh(now);
    const slot = this.store.slotFor(id);
    return slot !== undefined && (this.eligibility.bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** The first instant after `now` at which a document leaves search by itself (sold window, freshness). */
  nextEligibilityChange(now: number = Date.now()): number {
    this.refresh(now);
    return this.eligibility.nextChange();
  }

  /** Rough size of the columns, dictionaries, postings and sort orders (the search scratch space is the process's, not the index's). */
  memoryBytes(): number {
    let n = this.store.bytes() + this.eligibility.bytes() + this.base.packed.byteLength + this.base.facets.byteLength;
    for (const p of [...Object.values(this.sortPerms), ...this.rangePerms]) n += p.bytes();
    return n;
  }

  private state(): IndexState {
    const { store, eligibility, base, sortPerms, rangePerms, options } = this;
    return { store, eligibility, base, sortPerms, rangePerms, options };
  }

  /** Catches derived structures up with document changes, option changes and the passage of time. */
  private refresh(now: number): void {
    this.assertIdle();
    this.catchUp();
    if (!this.stale && this.eligibility.advance(now, (slot) => this.uncount(slot))) return;
    this.recompute(now);
  }

  /** Brings the sort orders up to date with the documents changed since the last search. */
  private catchUp(): void {
    if (this.store.changed.length > 0) runToEnd(this.catchUpSteps());
  }

  private *catchUpSteps(): Steps<void> {
    const { store } = this;
    if (store.changed.length === 0) return;
    const { changed, changedMark: mark } = store;
    let ties: TieOrder | undefined;
    const newest = function* () {
      return (ties ??= yield* newestFirstOrder(store));
    };
    const bySlot = function* () {
      return { position: null, slots: null, span: store.cap };
    };
    for (const p of Object.values(this.sortPerms)) yield* p.update(changed, mark, store.high, newest);
    for (const p of this.rangePerms) yield* p.update(changed, mark, store.high, bySlot);
    store.clearChanges();
  }

  private recompute(now: number): void {
    runToEnd(this.recomputeSteps(now));
  }

  private *recomputeSteps(now: number): Steps<void> {
    const { store } = this;
    yield* this.eligibility.recompute(store.stock, store.high, this.options.stockFilter, now);
    const list = new Uint32Array(store.cap);
    const n = decodeBits(this.eligibility.bits, wordsFor(store.high), list);
    const { layout } = store;
    const packed = new Uint32Array(layout.span);
    for (let i = 0; i < n; i += STEP) {
      tallyFacetCounts(store.rows, layout.width, list.subarray(i), Math.min(STEP, n - i), packed, 1);
      yield;
    }
    const facets = new Uint32Array(layout.facetOffsets[layout.facetOffsets.length - 1]);
    layout.expand(packed, facets);
    for (const m of layout.listed) {
      const f = SINGLE + m;
      const counts = facets.subarray(layout.facetOffsets[f], layout.facetOffsets[f + 1]);
      for (let i = 0; i < n; i += STEP) {
        countMulti(store.multi[m], list.subarray(i), Math.min(STEP, n - i), counts, 1);
        yield;
      }
    }
    this.base = { packed, facets };
    this.stale = false;
  }

  /** A document left the eligible set as time passed: take it out of the base counts. */
  private uncount(slot: number): void {
    const { rows, layout, single, multi } = this.store;
    const { packed, facets } = this.base;
    for (let k = slot * layout.width; k < (slot + 1) * layout.width; k++) packed[rows[k]]--;
    for (let f = 0; f < SINGLE; f++) facets[layout.facetOffsets[f] + single[f][slot]]--;
    multi.forEach((m, i) => uncountSlot(m, slot, facets.subarray(layout.facetOffsets[SINGLE + i])));
  }
}

/** Live slots newest first, then by highest id: the tie-break of every sort option. */
function* newestFirstOrder(store: DocStore): Steps<TieOrder> {
  const all = new Uint32Array(store.high);
  let n = 0;
  for (let s = 0; s < store.high; s++) {
    if (store.stock.alive[s] === 1) all[n++] = s;
    if (s % STEP === STEP - 1) yield;
  }
  const live = all.subarray(0, n);
  const column = function* (values: Float64Array): Steps<Float64Array> {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      out[i] = values[live[i]];
      if (i % STEP === STEP - 1) yield;
    }
    return out;
  };
  const idRank = yield* denseRankSteps(yield* column(store.ids), -1);
  const byId: TieOrder = { position: new Float64Array(store.cap), slots: new Uint32Array(n), span: n };
  for (let i = 0; i < n; i++) {
    byId.position![live[i]] = idRank[i];
    byId.slots![idRank[i]] = live[i];
    if (i % STEP === STEP - 1) yield;
  }
  const order = yield* orderByRankSteps(live, yield* denseRankSteps(yield* column(store.sortKeys.created_at), -1), byId);
  const position = new Float64Array(store.cap);
  for (let i = 0; i < n; i++) {
    position[order[i]] = i;
    if (i % STEP === STEP - 1) yield;
  }
  return { position, slots: order, span: n };
}
