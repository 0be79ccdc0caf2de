import { searchState, type ListingState } from "../search/query-edits";

/**
 * Similar vehicles on the vehicle page (spec 01 §5, §7, §9): the price window,
 * the queries run together, and how their results are merged.
 */

/** Spec 01 §9: "Similar vehicles: 6 results, 10 per query, in_stock only, excluding the same car; default grid has 6 placeholders." */
export const SIMILAR_COUNT = 6;
export const SIMILAR_PER_QUERY = 10;
export const SIMILAR_STATUS = "in_stock";
export const SIMILAR_PLACEHOLDERS = 6;

/**
 * Spec 01 §5: "Similar vehicle window: price within 10000 (price under 50000)
 * or 25000 otherwise." A car without a price (0) has no window.
 */
export function similarPriceWindow(price: number): { min: number; max: number } | null {
  if (!(price > 0)) return null;
  const within = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - within), max: price + within };
}

export interface SimilarSubject {
  id: number;
  make: string;
  model: string;
  price: number;
  simple_body?: string | null;
}

/** One query of the multi-search: exact-value filters plus the price window. */
export interface SimilarQuery {
  name: "same-model" | "same-make" | "same-body" | "price-window";
  filters: { status: string[]; make?: string[]; model?: string[]; body?: string[] };
  price: { min: number; max: number } | null;
  limit: number;
}

/**
 * The multi-search of spec 01 §7, most similar first: same model, same make,
 * same body type, then anything in the price window; each in_stock only and
 * limited to 10 (spec 01 §9).
 */
export function similarQueries(v: Omit<SimilarSubject, "id"> & { id?: number }): SimilarQuery[] {
  const price = similarPriceWindow(v.price);
  const status = [SIMILAR_STATUS];
  const queries: SimilarQuery[] = [
    { name: "same-model", filters: { status, make: [v.make], model: [v.model] }, price, limit: SIMILAR_PER_QUERY },
    { name: "same-make", filters: { status, make: [v.make] }, price, limit: SIMILAR_PER_QUERY },
  ];
  if (v.simple_body)
    queries.push({ name: "same-body", filters: { status, body: [v.simple_body] }, price, limit: SIMILAR_PER_QUERY });
  if (price) queries.push({ name: "price-window", filters: { status }, price, limit: SIMILAR_PER_QUERY });
  return queries;
}

/** One similar query as a search state: its filters, its price window as the price range. */
export function similarSearchState(q: SimilarQuery, over: Partial<ListingState> = {}): ListingState {
  return searchState({ filters: q.filters, ranges: q.price ? { price: { min: q.price.min, max: q.price.max } } : {}, ...over });
}

/**
 * 'Find Me Something Similar' on a car no longer in stock (spec 01 §4; spec
 * 02 §2, §4) opens one listing, where the vehicle page merges several queries.
 * Decision: the multi-search's same-body query — the same body type within the
 * similar price window (spec 01 §5), in stock only (§9) — since a listing
 * cannot put the same model first and a listing of one model is often empty.
 * Without a body type, the price window alone; without a price (no window),
 * the same make and model.
 */
export function similarListingQuery(v: Omit<SimilarSubject, "id">): SimilarQuery {
  const queries = similarQueries(v);
  const named = (name: SimilarQuery["name"]) => queries.find((q) => q.name === name);
  const windowed = similarPriceWindow(v.price) ? (named("same-body") ?? named("price-window")) : undefined;
  return windowed ?? named("same-model")!;
}

/**
 * Spec 01 §7: "results[].hits, used for similar cars: same model first,
 * de-duplicated by id, cut to 6", never the car itself and only in_stock.
 */
export function mergeSimilar<H extends { id: number; status: string }>(
  subjectId: number,
  results: readonly (readonly H[])[],
  limit: number = SIMILAR_COUNT,
): H[] {
  const seen = new Set<number>([subjectId]);
  const out: H[] = [];
  for (const hits of results) {
    for (const hit of hits) {
      if (out.length >= limit) return out;
      if (seen.has(hit.id) || hit.status !== SIMILAR_STATUS) continue;
      seen.add(hit.id);
      out.push(hit);
    }
  }
  return out;
}

/**
 * Words of an unknown slug worth searching for on the 404 page: the slug is
 * year-make-model-badge-stocknum (see vehicleSlug), so its last part, the
 * stock number, is dropped along with anything too short to mean much.
 */
export function slugSearchWords(slug: string): string {
  const parts = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (parts.length > 2) parts.pop();
  return parts
    .filter((p) => p.length >= 2 && !/^\d{5,}$/.test(p))
    .slice(0, 4)
    .join(" ");
}
