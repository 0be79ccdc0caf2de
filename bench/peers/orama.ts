import { create, insertMultiple, search, type AnyOrama, type Results, type SearchParams } from "@orama/orama";
import {
  ALL_VALUE_FACETS,
  MULTI_VALUE_FACETS,
  RANGE_FACETS,
  SEARCH_PAGE_SIZE,
  type FacetName,
  type RangeFacet,
  type ValueFacet,
} from "~/domain/search/facets";
import type { FacetResult, SearchDoc, SearchEngine, SearchHit, SearchOptions, SearchResult } from "~/server/search/types.server";
import { Canonical, valuesResult } from "./facet-values";
import { allTokens, keywordWords, vehicleTokens, type BenchQuery } from "./keywords";

/**
 * Benchmark peer: the same documents and facets in @orama/orama 3, queried the
 * way its documentation suggests — `where` for the stock filter, value facets
 * and ranges, `term` for the keyword (prefix matching, every word required via
 * threshold 0), `sortBy`, `limit`/`offset`, `facets` for value counts.
 *
 * Where Orama has no direct equivalent:
 * - "each facet excludes its own filter": one extra search per actively
 *   filtered facet (value or range), with that facet's filter left out.
 * - range min/max: a `groupBy` over a constant property with a reducer that
 *   keeps the min and max of every range facet (one pass over the matches).
 * - the stock filter depends on the time: each document carries the last
 *   instant it is eligible (sold date + N days, last seen + freshness days;
 *   never for documents the tenant's car-type, website and photo rules
 *   exclude), and every query has `where: { eligible_until: { gte: now } }`,
 *   one range lookup instead of a clause per rule.
 * - sort ties: Orama orders equal keys by insertion order (reversed for DESC).
 *   Documents are inserted newest first, so ascending sorts tie-break like our
 *   engine (created_at desc, id desc); descending sorts tie-break the other way.
 * - keyword: text is pre-tokenised by our engine's tokenizer (vehicle words
 *   in `own`, with place names in `text`) so both see the same tokens; as
 *   ours, the first level with any match in the stock answers (own words,
 *   then with place names, then typos), found with preflight searches; Orama
 *   has no ranking by word groups within a level ('mazda 3' lists the Mazda3s
 *   first in ours), so a keyword page is compared only when all matches rank
 *   alike. For a misspelt query (BenchQuery.typos) Orama
 *   uses its own typo tolerance (`tolerance: 1`, Levenshtein), whose rules
 *   differ from ours: that query is compared on latency only.
 *   Orama's threshold-0 check counts matched *tokens* per document,
 *   not words: a word prefixing two tokens of one document (a VIN starting
 *   "HYB" and "hybrid") can stand in for a word that matched nothing, or push
 *   a full match over the count and drop it. The harness accepts a difference
 *   in keyword results only when this rule explains every differing document.
 */

const SORT_FIELDS = {
  custom_rank: "s_custom_rank",
  price: "s_price",
  year: "s_year",
  km: "s_km",
  created_at: "s_created_at",
} as const;
type SortField = keyof typeof SORT_FIELDS;
const DAY_MS = 86_400_000;

type Schema = Record<string, "string" | "number" | "boolean" | "enum" | "enum[]">;
type Where = Record<string, unknown>;

interface OramaDoc {
  id: string;
  [prop: string]: unknown;
}

interface MinMax {
  min: number;
  max: number;
}

export class OramaPeer implements SearchEngine {
  private constructor(
    private readonly db: AnyOrama,
    private readonly options: SearchOptions,
    private readonly canonical: Canonical,
    private readonly sortProps: Record<SortField, string>,
  ) {}

  static async build(docs: readonly SearchDoc[], options: SearchOptions): Promise<OramaPeer> {
    const schema: Schema = { text: "string", own: "string", eligible_until: "number", g: "number" };
    for (const f of ALL_VALUE_FACETS) schema[f] = isMulti(f) ? "enum[]" : "enum";
    for (const r of RANGE_FACETS) schema[r] = "number";
    // A sort key equal to a range facet's value in every document sorts on that property (one index fewer).
    const sortProps = { ...SORT_FIELDS } as Record<SortField, string>;
    for (const k of ["price", "year", "km"] as const) if (docs.every((d) => d.ranges[k] === d.sort[k])) sortProps[k] = k;
    for (const k of Object.keys(sortProps) as SortField[]) schema[sortProps[k]] = "number";
    const sortable = Object.values(sortProps);
    const db = create({
      schema,
      sort: { unsortableProperties: Object.keys(schema).filter((p) => !sortable.includes(p)) },
    }) as unknown as AnyOrama;

    const sf = options.stockFilter;
    const canonical = new Canonical();
    const values = docs.map((d) =>
      ALL_VALUE_FACETS.map((f) => {
        const v = d.values[f];
        const list = v == null ? [] : Array.isArray(v) ? (isMulti(f) ? v : v.slice(0, 1)) : [v];
        return [...new Set(list.map((x) => canonical.add(f, String(x))).filter((x): x is string => x !== null))];
      }),
    );
    const valuesOf = new Map(docs.map((d, i) => [d.id, values[i]]));
    // Newest first, then highest id: ascending sorts then tie-break like our engine.
    const ordered = [...docs].sort((a, b) => b.sort.created_at - a.sort.created_at || b.id - a.id);
    const rows: OramaDoc[] = ordered.map((d) => {
      const row: OramaDoc = {
        id: String(d.id),
        hit: d.hit,
        text: allTokens(d).join(" "),
        own: vehicleTokens(d).join(" "),
        eligible_until: eligibleUntil(d.stock, sf),
        g: 0,
      };
      valuesOf.get(d.id)!.forEach((list, i) => {
        const f = ALL_VALUE_FACETS[i];
        if (isMulti(f)) row[f] = list;
        else if (list.length > 0) row[f] = list[0];
      });
      for (const r of RANGE_FACETS) {
        const v = d.ranges[r];
        if (typeof v === "number" && Number.isFinite(v)) row[r] = v;
      }
      for (const k of Object.keys(sortProps) as SortField[]) row[sortProps[k]] = d.sort[k];
      return row;
    });
    await insertMultiple(db, rows as never, 1000);
    return new OramaPeer(db, options, canonical, sortProps);
  }

  async search(q: BenchQuery, now: number = Date.now()): Promise<SearchResult> {
    const started = performance.now();
    const hitsPerPage = Math.max(1, Math.floor(q.hitsPerPage) || SEARCH_PAGE_SIZE);
    const page = Math.max(1, Math.floor(q.page) || 1);
    const words = q.query ? keywordWords(q.query) : [];
    const term = words.join(" ");
    const [sortKey, dir] = q.sortBy.split(":") as [SortField, "asc" | "desc"];

    const selected = (f: ValueFacet) => q.filters[f]?.map((v) => this.canonical.get(f, v));
    const activeValues = ALL_VALUE_FACETS.filter((f) => (q.filters[f]?.length ?? 0) > 0);
    const activeRanges = RANGE_FACETS.filter((r) => q.ranges[r] && (q.ranges[r]!.min != null || q.ranges[r]!.max != null));

    const where = (omit: FacetName | null): Where => {
      const and: Where[] = [{ eligible_until: { gte: now } }];
      if (q.sortBy === "price:asc" && this.options.priceAscendingExcludesZero) and.push({ [this.sortProps.price]: { gt: 0 } });
      for (const f of activeValues) {
        if (f === omit) continue;
        and.push({ [f]: isMulti(f) ? { containsAny: selected(f) } : { in: selected(f) } });
      }
      for (const r of activeRanges) {
        if (r === omit) continue;
        const { min, max } = q.ranges[r]!;
        and.push({ [r]: min != null && max != null ? { between: [min, max] } : min != null ? { gte: min } : { lte: max } });
      }
      return { and };
    };
    // As ours: the first level that matches anything in the stock (no facet filter) answers the keyword:
    // the vehicle's own words, then with its place names, then (a misspelt query) with typos forgiven.
    let keyword: Record<string, unknown> | null = null;
    if (term) {
      const levels = [
        { properties: ["own"], tolerance: 0 },
        { properties: ["text"], tolerance: 0 },
        ...(q.typos ? [{ properties: ["text"], tolerance: 1 }] : []),
      ];
      const stockOnly: Where[] = [{ eligible_until: { gte: now } }];
      if (q.sortBy === "price:asc" && this.options.priceAscendingExcludesZero)
        stockOnly.push({ [this.sortProps.price]: { gt: 0 } });
      for (const level of levels) {
        keyword = { term, threshold: 0, exact: false, ...level };
        const found = await search(this.db, params({ where: { and: stockOnly }, ...keyword, preflight: true }));
        if (found.count > 0) break;
      }
    }
    const base = (omit: FacetName | null): Record<string, unknown> => ({ where: where(omit), ...keyword });

    // The main search: hits, count, every facet without an active filter, and min/max of unfiltered ranges.
    const mainFacets = Object.fromEntries(
      ALL_VALUE_FACETS.filter((f) => !activeValues.includes(f)).map((f) => [f, { limit: 100_000 }]),
    );
    const freeRanges = RANGE_FACETS.filter((r) => !activeRanges.includes(r));
    const main = await search(
      this.db,
      params({
        ...base(null),
        sortBy: { property: this.sortProps[sortKey], order: dir === "asc" ? "ASC" : "DESC" },
        limit: hitsPerPage,
        offset: (page - 1) * hitsPerPage,
        facets: mainFacets,
        ...(freeRanges.length > 0 ? { groupBy: { properties: ["g"], reduce: minMaxReducer(freeRanges) } } : {}),
      }),
    );

    // One extra search per actively filtered facet, without its own filter.
    const extra = await Promise.all([
      ...activeValues.map((f) => search(this.db, params({ ...base(f), preflight: true, facets: { [f]: { limit: 100_000 } } }))),
      ...activeRanges.map((r) =>
        search(this.db, params({ ...base(r), preflight: true, groupBy: { properties: ["g"], reduce: minMaxReducer([r]) } })),
      ),
    ]);

    const facets = {} as Record<FacetName, FacetResult>;
    const counts = new Map<ValueFacet, Record<string, number>>();
    for (const f of ALL_VALUE_FACETS) if (!activeValues.includes(f)) counts.set(f, main.facets?.[f]?.values ?? {});
    activeValues.forEach((f, i) => counts.set(f, extra[i].facets?.[f]?.values ?? {}));
    for (const f of ALL_VALUE_FACETS)
      facets[f] = valuesResult(
        oramaCounts(counts.get(f)!),
        selected(f),
        f === "certified" && this.options.certifiedOnly ? "false" : null,
      );
    const mainMinMax = reduced(main);
    for (const r of freeRanges) facets[r] = rangeResult(mainMinMax[r]);
    activeRanges.forEach((r, i) => (facets[r] = rangeResult(reduced(extra[activeValues.length + i])[r])));

    const count = main.count;
    const hits = main.hits.map((h) => (h.document as unknown as { hit: SearchHit }).hit);
    return { hits, pages: Math.ceil(count / hitsPerPage), page, count, facets, ms: performance.now() - started };
  }
}

/** Orama's parameter types are keyed to a static schema; ours is built from the facet list. */
function params(p: Record<string, unknown>): SearchParams<AnyOrama> {
  return p as unknown as SearchParams<AnyOrama>;
}

/** Spec 02 §7 stock filter as one number: the last instant the document is in search. */
function eligibleUntil(st: SearchDoc["stock"], sf: SearchOptions["stockFilter"]): number {
  const NEVER = -Number.MAX_VALUE;
  if (!st.show_on_dealer_website || !sf.car_types.includes(st.car_type)) return NEVER;
  if (sf.min_photos > 0 && st.photos_count < sf.min_photos && sf.photos_required_for.includes(st.car_type)) return NEVER;
  let until = Number.MAX_VALUE;
  if (st.status !== "in_stock" && st.status !== "coming_soon") {
    if (st.sold_at == null) return NEVER;
    until = st.sold_at + sf.include_sold_cars_days * DAY_MS;
  }
  if (sf.freshness_days > 0) until = Math.min(until, st.last_seen_at + sf.freshness_days * DAY_MS);
  return until;
}

function isMulti(f: ValueFacet): boolean {
  return (MULTI_VALUE_FACETS as readonly string[]).includes(f);
}

function minMaxReducer(ranges: readonly RangeFacet[]) {
  return {
    reducer: (_values: unknown, acc: Record<string, MinMax>, res: { document: Record<string, unknown> }) => {
      for (const r of ranges) {
        const v = res.document[r];
        if (typeof v !== "number" || !Number.isFinite(v)) continue;
        const m = acc[r];
        if (v < m.min) m.min = v;
        if (v > m.max) m.max = v;
      }
      return acc;
    },
    getInitialValue: () =>
      Object.fromEntries(ranges.map((r) => [r, { min: Infinity, max: -Infinity }])) as Record<string, MinMax>,
  };
}

/** Merges the reducer output of every group (there is one, the constant `g`). */
function reduced(res: Results<unknown>): Record<string, MinMax> {
  const out: Record<string, MinMax> = {};
  for (const group of res.groups ?? []) {
    for (const [r, m] of Object.entries(group.result as unknown as Record<string, MinMax>)) {
      const o = (out[r] ??= { min: Infinity, max: -Infinity });
      o.min = Math.min(o.min, m.min);
      o.max = Math.max(o.max, m.max);
    }
  }
  return out;
}

/** Orama counts a document without the property under "". */
function oramaCounts(counts: Record<string, number>): { value: string; count: number }[] {
  return Object.entries(counts)
    .filter(([value]) => value !== "")
    .map(([value, count]) => ({ value, count }));
}

function rangeResult(m: MinMax | undefined): FacetResult {
  return m && m.min <= m.max ? { kind: "range", min: m.min, max: m.max } : { kind: "range", min: null, max: null };
}
