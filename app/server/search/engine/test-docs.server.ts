import { SEARCH_PAGE_SIZE } from "~/domain/search/facets";
import type { CarType, StockStatus } from "~/domain/vehicle/vehicle";
import type { SearchDoc, SearchHit, SearchOptions, SearchQuery } from "../types.server";

/** Test builders for the engine: one document, one query, one set of options. */

export const NOW = Date.UTC(2026, 0, 15, 12);
export const DAY = 86_400_000;

export type DocOverrides = {
  id: number;
  values?: SearchDoc["values"];
  ranges?: SearchDoc["ranges"];
  sort?: Partial<SearchDoc["sort"]>;
  stock?: Partial<SearchDoc["stock"]>;
  text?: string;
};

/** A visible used Toyota Corolla unless told otherwise; price and year feed both sort keys and ranges. */
export function searchDoc({ id, values = {}, ranges = {}, sort = {}, stock = {}, text }: DocOverrides): SearchDoc {
  const price = sort.price ?? ranges.price ?? 20_000;
  const year = sort.year ?? ranges.year ?? 2020;
  const km = sort.km ?? ranges.km ?? 50_000;
  const created_at = sort.created_at ?? NOW - id * 1000;
  const v = { make: "Toyota", model: "Corolla", car_type: "used", status: "in_stock", certified: "false", ...values };
  return {
    id,
    values: v,
    ranges: { price, year, km, created_at_timestamp: Math.floor(created_at / 1000), ...ranges },
    sort: { custom_rank: 0, price, year, km, created_at, ...sort },
    stock: {
      status: v.status as StockStatus,
      car_type: v.car_type as CarType,
      show_on_dealer_website: true,
      sold_at: null,
      last_seen_at: NOW,
      photos_count: 10,
      ...stock,
    },
    text: text ?? `${v.make} ${v.model}`,
    hit: { id, name: `${year} ${v.make} ${v.model}` } as SearchHit,
  };
}

export function searchQuery(over: Partial<SearchQuery> = {}): SearchQuery {
  return { page: 1, sortBy: "custom_rank:desc", hitsPerPage: SEARCH_PAGE_SIZE, filters: {}, ranges: {}, ...over };
}

export function searchOptions(
  over: { stockFilter?: Partial<SearchOptions["stockFilter"]> } & Partial<Omit<SearchOptions, "stockFilter">> = {},
): SearchOptions {
  return {
    priceAscendingExcludesZero: false,
    certifiedOnly: false,
    ...over,
    stockFilter: {
      include_sold_cars_days: 3,
      freshness_days: 0,
      car_types: ["new", "demo", "used"],
      min_photos: 0,
      photos_required_for: ["new", "demo", "used"],
      ...over.stockFilter,
    },
  };
}
