import { z } from "zod";
import {
  ALL_FACETS,
  ALL_VALUE_FACETS,
  DEFAULT_SORT,
  RANGE_FACETS,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  type RangeFacet,
  type SortBy,
  type ValueFacet,
} from "./facets";
/**
 * The listing's state lives in the URL (spec 01 §2 'Vehicle search listing',
 * §4): query, page, sortBy and one parameter per facet, named as the facet.
 * Value facets repeat (make=Toyota&make=Mazda); range facets are "min:max"
 * with either end optional. Unknown parameters are ignored; a known one that
 * cannot be read is an error naming it, so the route can answer 400.
 * Helpers that change a state (tick a value, set a range, drop the page) live
 * in query-edits.ts, which the browser can import without Zod.
 */

/**
 * A listing's search state, and the query the search engine answers
 * (server/search/types.server.ts re-exports it): one definition for both.
 */
export interface SearchQuery {
  query?: string;
  /** 1-based. */
  page: number;
  sortBy: SortBy;
  hitsPerPage: number;
  filters: Partial<Record<ValueFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, { min?: number; max?: number }>>;
}

export type SearchParamError = { param: string; message: string };
export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; errors: SearchParamError[] };

const MAX_PAGE = 1000;
const MAX_VALUES_PER_FACET = 50;
const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortBy, ...SortBy[]];
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A keyword query longer than a shopper types is cut, not refused (issue 9:
 * refusing replaced the whole listing): the first MAX_QUERY_WORDS words, then
 * at most MAX_QUERY_LENGTH characters, cut at a word boundary.
 */
export const MAX_QUERY_WORDS = 10;
export const MAX_QUERY_LENGTH = 200;

export function truncateQuery(text: string): string {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/);
  const kept = words.length > MAX_QUERY_WORDS ? words.slice(0, MAX_QUERY_WORDS).join(" ") : trimmed;
  if (kept.length <= MAX_QUERY_LENGTH) return kept;
  const head = kept.slice(0, MAX_QUERY_LENGTH + 1);
  const boundary = head.search(/\s\S*$/);
  // One word longer than the limit is cut inside it, never between the halves of a surrogate pair.
  const cut = boundary > 0 ? head.slice(0, boundary) : head.slice(0, MAX_QUERY_LENGTH).replace(/[\uD800-\uDBFF]$/, "");
  return cut.trim();
}

const querySchema = z.string().transform(truncateQuery);
const pageSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be 1 or more").max(MAX_PAGE, `must be at most ${MAX_PAGE}`));
const sortSchema = z.enum(SORT_VALUES, { error: `must be one of ${SORT_VALUES.join(", ")}` });
const valuesSchema = z
  .array(z.string().trim().max(200, "values must be at most 200 characters"))
  .max(MAX_VALUES_PER_FACET, `at most ${MAX_VALUES_PER_FACET} values`)
  .transform((vs) => [...new Set(vs.filter((v) => v !== ""))]);
const rangeSchema = z
  .string()
  .trim()
  .refine((s) => /^[^:]*:[^:]*$/.test(s), "must be min:max, either end optional")
  .transform((s) => s.split(":").map((x) => x.trim()))
  .refine((ends) => ends.every((x) => x === "" || NUMBER.test(x)), "min and max must be numbers")
  .transform(([min, max]) => ({ min: min === "" ? undefined : Number(min), max: max === "" ? undefined : Number(max) }))
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, "min must not exceed max");

/** Reads the listing's query string; blank parameters count as absent. */
export function parseSearchParams(params: URLSearchParams, opts: { hitsPerPage?: number } = {}): ParsedSearch {
  const errors: SearchParamError[] = [];
  const read = <T>(param: string, schema: z.ZodType<T>, raw: unknown): T | undefined => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    errors.push({ param, message: parsed.error.issues[0]?.message ?? "is not valid" });
    return undefined;
  };
  const single = (param: string) => {
    const v = params.get(param);
    return v === null || v.trim() === "" ? undefined : v;
  };

  const rawQuery = single("query");
  const rawPage = single("page");
  const rawSort = single("sortBy");
  const text = rawQuery === undefined ? undefined : read("query", querySchema, rawQuery);
  const query: SearchQuery = {
    page: (rawPage === undefined ? undefined : read("page", pageSchema, rawPage)) ?? 1,
    sortBy: (rawSort === undefined ? undefined : read("sortBy", sortSchema, rawSort)) ?? DEFAULT_SORT,
    hitsPerPage: opts.hitsPerPage ?? SEARCH_PAGE_SIZE,
    filters: {},
    ranges: {},
  };
  if (text) query.query = text;
  for (const facet of ALL_VALUE_FACETS) {
    const values = params.getAll(facet);
    if (values.length === 0) continue;
    const parsed = read(facet, valuesSchema, values);
    if (parsed?.length) query.filters[facet] = parsed;
  }
  for (const facet of RANGE_FACETS) {
    const raw = single(facet);
    if (raw === undefined) continue;
    const range = read(facet, rangeSchema, raw);
    if (range && (range.min !== undefined || range.max !== undefined)) query.ranges[facet] = range;
  }
  return errors.length ? { ok: false, errors } : { ok: true, query };
}

/**
 * The canonical query string of a search state: query, then facets in
 * ALL_FACETS order with values sorted, then sortBy unless the default, then
 * page when past the first. Listing pages use it for canonical URLs.
 */
export function serializeSearchState(query: SearchQuery): URLSearchParams {
  const out = new URLSearchParams();
  const text = query.query?.trim();
  if (text) out.set("query", text);
  for (const facet of ALL_FACETS) {
    if (isRangeFacet(facet)) {
      const r = query.ranges[facet];
      if (r && (r.min !== undefined || r.max !== undefined)) out.set(facet, `${r.min ?? ""}:${r.max ?? ""}`);
    } else {
      const values = [...new Set((query.filters[facet] ?? []).map((v) => v.trim()).filter(Boolean))].sort();
      for (const v of values) out.append(facet, v);
    }
  }
  if (query.sortBy !== DEFAULT_SORT) out.set("sortBy", query.sortBy);
  if (query.page > 1) out.set("page", String(query.page));
  return out;
}

function isRangeFacet(facet: string): facet is RangeFacet {
  return (RANGE_FACETS as readonly string[]).includes(facet);
}
