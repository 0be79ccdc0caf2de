/**
 * The search facets of spec 01 §3 'Search facets', as data: the URL parameter
 * of each is its own name. Value facets filter by exact values (several values
 * OR together); range facets by "min:max" with either end optional.
 */

export const VALUE_FACETS = [
  "badge",
  "status",
  "car_type",
  "city",
  "colour",
  "dealership_name",
  "item_type",
  "location_name",
  "make",
  "make_model",
  "model",
  "price_range",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "certified",
] as const;

/** Facets whose documents carry several values each. */
export const MULTI_VALUE_FACETS = ["categories", "filtered_features"] as const;

export const RANGE_FACETS = ["price", "km", "year", "subscription_price", "weekly_price_range", "created_at_timestamp"] as const;

export type ValueFacet = (typeof VALUE_FACETS)[number] | (typeof MULTI_VALUE_FACETS)[number];
export type RangeFacet = (typeof RANGE_FACETS)[number];
export type FacetName = ValueFacet | RangeFacet;

export const ALL_VALUE_FACETS: readonly ValueFacet[] = [...VALUE_FACETS, ...MULTI_VALUE_FACETS];
export const ALL_FACETS: readonly FacetName[] = [...ALL_VALUE_FACETS, ...RANGE_FACETS];

/** Spec 01 §2, §9: how many values a listing shows of these facets. */
export const FACET_DISPLAY_LIMITS: Partial<Record<FacetName, number>> = {
  make_model: 30,
  city: 20,
  dealership_name: 40,
  location_name: 40,
};

export const SORT_OPTIONS = [
  { value: "custom_rank:desc", label: "Featured" },
  { value: "price:asc", label: "Price (low to high)" },
  { value: "price:desc", label: "Price (high to low)" },
  { value: "year:desc", label: "Year (newest first)" },
  { value: "year:asc", label: "Year (oldest first)" },
  { value: "km:asc", label: "Kilometres (lowest first)" },
  { value: "km:desc", label: "Kilometres (highest first)" },
  { value: "created_at:desc", label: "Recently added" },
] as const;

export type SortBy = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortBy = "custom_rank:desc";

/** Spec 01 §9. */
export const SEARCH_PAGE_SIZE = 21;

/**
 * Price buckets of the price_range facet. Each document falls in exactly one
 * bucket; the labels are what the URL carries.
 */
export const PRICE_BUCKETS: readonly { label: string; min: number; max: number }[] = [
  { label: "Under $10,000", min: 0, max: 10_000 },
  { label: "$10,000 - $20,000", min: 10_000, max: 20_000 },
  { label: "$20,000 - $30,000", min: 20_000, max: 30_000 },
  { label: "$30,000 - $40,000", min: 30_000, max: 40_000 },
  { label: "$40,000 - $50,000", min: 40_000, max: 50_000 },
  { label: "$50,000 - $75,000", min: 50_000, max: 75_000 },
  { label: "$75,000 - $100,000", min: 75_000, max: 100_000 },
  { label: "$100,000 and over", min: 100_000, max: Infinity },
];

/** The price_range label for a price; vehicles without a price (0) have none. */
export function priceBucket(price: number): string | null {
  if (!(price > 0)) return null;
  return PRICE_BUCKETS.find((b) => price >= b.min && price < b.max)?.label ?? null;
}
