import type { CardVehicle } from "~/domain/search/card-fields";
import type { FacetName, RangeFacet, ValueFacet } from "~/domain/search/facets";
import type { SearchQuery } from "~/domain/search/search-query";
import type { CarType, StockStatus, VehicleImage } from "~/domain/vehicle/vehicle";

/** The query is the listing's search state (app/domain/search/search-query.ts): defined there, once. */
export type { SearchQuery };

/**
 * The contract between the stock store, the in-process search engine, the
 * benchmark peers and the /api/search route.
 */

/** What a search result carries per vehicle: a card's fields (domain/search/card-fields.ts) and what the API adds. */
export interface SearchHit extends CardVehicle {
  /** Spec 01 §3: the item_type facet's value (car, motorcycle, caravan, ...), so a hit says what it is. */
  item_type: string;
  colour: string | null;
  stocknum: string | null;
  images: VehicleImage[];
  weekly_price: number | null;
  location: { id: string; name: string; slug: string; city: string; state: string } | null;
  dealership_id: string | null;
  dealership_slug: string | null;
}

/** One vehicle as the index holds it: facet values, ranges, sort keys, eligibility, text. */
export interface SearchDoc {
  id: number;
  values: Partial<Record<ValueFacet, string | string[] | null>>;
  ranges: Partial<Record<RangeFacet, number | null>>;
  sort: { custom_rank: number; price: number; year: number; km: number; created_at: number };
  /** Eligibility inputs for the stock filter (spec 02 §7 plus tenant conditions). */
  stock: {
    status: StockStatus;
    car_type: CarType;
    show_on_dealer_website: boolean;
    sold_at: number | null; // epoch ms
    last_seen_at: number; // epoch ms
    photos_count: number;
  };
  /** Descriptive words for keyword search (make, model, badge, series, colour, body, fuel, transmission, stocknum, ...). */
  text: string;
  hit: SearchHit;
}

export interface StockFilterOptions {
  include_sold_cars_days: number;
  freshness_days: number;
  car_types: CarType[];
  min_photos: number;
  photos_required_for: CarType[];
}

export interface SearchOptions {
  stockFilter: StockFilterOptions;
  /** Spec 01 §5: some tenants leave price 0 out of the price-ascending sort. */
  priceAscendingExcludesZero: boolean;
  /** Spec 01 §5: certified-only tenants drop the 'false' value of the certified facet. */
  certifiedOnly: boolean;
}

export type FacetResult =
  { kind: "values"; values: { value: string; count: number }[] } | { kind: "range"; min: number | null; max: number | null };

export interface SearchResult {
  hits: SearchHit[];
  /** Number of pages for count at hitsPerPage. */
  pages: number;
  page: number;
  count: number;
  facets: Record<FacetName, FacetResult>;
  ms: number;
}

/** What every engine in the benchmark implements. */
export interface SearchEngine {
  search(query: SearchQuery, now?: number): SearchResult | Promise<SearchResult>;
}
