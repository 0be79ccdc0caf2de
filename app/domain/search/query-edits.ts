import {
  ALL_FACETS,
  DEFAULT_SORT,
  RANGE_FACETS,
  SEARCH_PAGE_SIZE,
  type RangeFacet,
  type SortBy,
  type ValueFacet,
} from "./facets";
import type { SearchQuery } from "./search-query";
import { sameFacetValue } from "./facet-value-key";

/**
 * Browser-side helpers for the listing's URL state (spec 01 §2 'Vehicle search
 * listing', §4). search-query.ts parses with Zod, which must not reach the
 * browser bundle, so the canonical serialisation is mirrored here without it;
 * query-edits.test.ts proves both give the same query string for the same state.
 */

export type ListingState = SearchQuery;
export type Range = { min?: number; max?: number };

const RANGE_SET: ReadonlySet<string> = new Set(RANGE_FACETS);

/** A search state with the defaults (first page, default sort, a listing page of results, no filters); override what differs. */
export function searchState(over: Partial<ListingState> = {}): ListingState {
  return { page: 1, sortBy: DEFAULT_SORT, hitsPerPage: SEARCH_PAGE_SIZE, filters: {}, ranges: {}, ...over };
}

/** Same output as serializeSearchState (search-query.ts). */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const out = new URLSearchParams();
  const text = state.query?.trim();
  if (text) out.set("query", text);
  for (const facet of ALL_FACETS) {
    if (RANGE_SET.has(facet)) {
      const r = state.ranges[facet as RangeFacet];
      if (r && (r.min !== undefined || r.max !== undefined)) out.set(facet, `${r.min ?? ""}:${r.max ?? ""}`);
    } else {
      const values = [...new Set((state.filters[facet as ValueFacet] ?? []).map((v) => v.trim()).filter(Boolean))].sort();
      for (const v of values) out.append(facet, v);
    }
  }
  if (state.sortBy !== DEFAULT_SORT) out.set("sortBy", state.sortBy);
  if (state.page > 1) out.set("page", String(state.page));
  return out;
}

/** Facet values compare by the one key (facet-value-key.ts). */
export const sameValue = sameFacetValue;

export function hasValue(state: ListingState, facet: ValueFacet, value: string): boolean {
  return (state.filters[facet] ?? []).some((v) => sameValue(v, value));
}

/** Spec 01 §4: changing a filter or typing a query removes the page. */
export function toggleValue(state: ListingState, facet: ValueFacet, value: string): ListingState {
  const current = state.filters[facet] ?? [];
  const next = hasValue(state, facet, value) ? current.filter((v) => !sameValue(v, value)) : [...current, value];
  return withValues(state, facet, next);
}

export function withValues(state: ListingState, facet: ValueFacet, values: readonly string[]): ListingState {
  const filters = { ...state.filters, [facet]: [...values] };
  if (values.length === 0) delete filters[facet];
  return { ...state, filters, page: 1 };
}

export function withRange(state: ListingState, facet: RangeFacet, range: Range): ListingState {
  const ranges = { ...state.ranges, [facet]: range };
  if (range.min === undefined && range.max === undefined) delete ranges[facet];
  return { ...state, ranges, page: 1 };
}

export function withQuery(state: ListingState, query: string): ListingState {
  const text = query.trim();
  const next: ListingState = { ...state, page: 1 };
  if (text) next.query = text;
  else delete next.query;
  return next;
}

/** A new sort order starts again at page 1, like any other change of the result set. */
export function withSort(state: ListingState, sortBy: SortBy): ListingState {
  return { ...state, sortBy, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Everything the shopper chose cleared: no query, facets, ranges or page (the sort order stays). */
export function cleared(state: ListingState): ListingState {
  return { page: 1, sortBy: state.sortBy, hitsPerPage: state.hitsPerPage, filters: {}, ranges: {} };
}

/** True when the shopper has narrowed the listing by keyword, facet or range. */
export function isFiltered(state: ListingState): boolean {
  return (
    Boolean(state.query?.trim()) ||
    Object.values(state.filters).some((v) => v && v.length > 0) ||
    Object.keys(state.ranges).length > 0
  );
}

export function activeFilterCount(state: ListingState): number {
  let n = state.query?.trim() ? 1 : 0;
  for (const values of Object.values(state.filters)) n += values?.length ?? 0;
  n += Object.keys(state.ranges).length;
  return n;
}

/**
 * The state with each chosen value spelt as the stock spells it (spec 01 §3:
 * filters arrive from URLs in any case), so `?make=toyota` is named 'Toyota'
 * in headings, chips and links. Values the stock does not have stay as given.
 */
export function withCanonicalValues(state: ListingState, known: Partial<Record<ValueFacet, readonly string[]>>): ListingState {
  const filters: ListingState["filters"] = {};
  for (const [facet, values] of Object.entries(state.filters) as [ValueFacet, string[]][]) {
    const spellings = known[facet] ?? [];
    const out: string[] = [];
    for (const v of values ?? []) {
      const canonical = spellings.find((k) => sameValue(k, v)) ?? v;
      if (!out.some((o) => sameValue(o, canonical))) out.push(canonical);
    }
    filters[facet] = out;
  }
  return { ...state, filters };
}
