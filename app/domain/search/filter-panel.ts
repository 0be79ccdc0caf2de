import { FACET_DISPLAY_LIMITS, type ValueFacet } from "./facets";
import type { SliderFacet } from "./range-slider";

export { visibleValues, type FacetValue } from "./visible-values";

/**
 * The filter panel of a listing as data (spec 01 §2 'Vehicle search listing',
 * §9 limits): which facets a shopper sees, in what order, how they are named,
 * which start open, and how many values each shows.
 */

export type FacetGroup =
  | {
      kind: "values";
      facet: ValueFacet;
      label: string;
      open: boolean;
      when?: "make-chosen" | "no-make-chosen" | "several-values" | "certified-site";
    }
  | { kind: "range"; facet: SliderFacet; label: string; open: boolean; when?: "has-data" | "subscription-site" }
  /** A range of listing dates offered as 'in the last N days' choices. */
  | { kind: "since"; facet: "created_at_timestamp"; label: string; open: boolean; days: readonly number[] };

/** Spec 01 §4 / §9: 'New Arrival' if created within the last 8 days. */
export const NEW_ARRIVAL_DAYS = 8;

export const FACET_GROUPS: readonly FacetGroup[] = [
  { kind: "values", facet: "car_type", label: "Condition", open: true },
  { kind: "values", facet: "make", label: "Make", open: true },
  { kind: "values", facet: "model", label: "Model", open: true, when: "make-chosen" },
  // Spec 01 §3 make_model (§9: list limit 30): the popular models before a make is chosen.
  { kind: "values", facet: "make_model", label: "Make and model", open: false, when: "no-make-chosen" },
  { kind: "range", facet: "price", label: "Price", open: true },
  { kind: "values", facet: "price_range", label: "Price range", open: false },
  { kind: "range", facet: "weekly_price_range", label: "Weekly repayment", open: false, when: "has-data" },
  { kind: "range", facet: "subscription_price", label: "Subscription", open: false, when: "subscription-site" },
  { kind: "values", facet: "body", label: "Body type", open: true },
  { kind: "values", facet: "tag", label: "Tags", open: false },
  { kind: "range", facet: "year", label: "Year", open: false },
  { kind: "range", facet: "km", label: "Kilometres", open: false },
  { kind: "values", facet: "fuel", label: "Fuel type", open: false },
  { kind: "values", facet: "transmission", label: "Transmission", open: false },
  { kind: "values", facet: "drive", label: "Drive type", open: false },
  { kind: "values", facet: "badge", label: "Badge", open: false, when: "make-chosen" },
  { kind: "values", facet: "colour", label: "Colour", open: false },
  { kind: "values", facet: "seats", label: "Seats", open: false },
  { kind: "values", facet: "filtered_features", label: "Features", open: false },
  { kind: "values", facet: "categories", label: "Categories", open: false },
  { kind: "values", facet: "certified", label: "Certified", open: false, when: "certified-site" },
  { kind: "values", facet: "location_name", label: "Location", open: false, when: "several-values" },
  { kind: "values", facet: "dealership_name", label: "Dealership", open: false, when: "several-values" },
  { kind: "values", facet: "city", label: "City", open: false, when: "several-values" },
  { kind: "values", facet: "state", label: "State", open: false, when: "several-values" },
  { kind: "values", facet: "item_type", label: "Vehicle type", open: false, when: "several-values" },
  { kind: "values", facet: "status", label: "Availability", open: false, when: "several-values" },
  { kind: "since", facet: "created_at_timestamp", label: "Listed", open: false, days: [NEW_ARRIVAL_DAYS, 30] },
];

/** Facets the page reads from a search result. */
export const LISTING_VALUE_FACETS: readonly ValueFacet[] = [
  ...new Set<ValueFacet>([...FACET_GROUPS.filter((g) => g.kind === "values").map((g) => g.facet as ValueFacet), "make_model"]),
];
export const LISTING_RANGE_FACETS: readonly SliderFacet[] = FACET_GROUPS.filter((g) => g.kind === "range").map(
  (g) => g.facet as SliderFacet,
);

/** Values shown before 'Show all …' (spec 01 §2: the make list shows 7, or the tenant's count). */
export const COLLAPSED_VALUE_COUNT = 7;

/** Spec 01 §2, §9 list limits: make_model 30 (our model list), city 20, dealership 40. */
export function facetLimit(facet: ValueFacet): number {
  if (facet === "model" || facet === "make_model") return FACET_DISPLAY_LIMITS.make_model ?? 30;
  return FACET_DISPLAY_LIMITS[facet] ?? Infinity;
}

/**
 * Maps, not object literals: a value comes from the query string, and
 * `?status=__proto__` must find no label rather than Object.prototype.
 */
const VALUE_LABELS = new Map<ValueFacet, ReadonlyMap<string, string>>([
  [
    "car_type",
    new Map([
      ["new", "New"],
      ["used", "Used"],
      ["demo", "Demo"],
    ]),
  ],
  [
    "status",
    new Map([
      ["in_stock", "In stock"],
      ["coming_soon", "Coming soon"],
      ["sold", "Recently sold"],
    ]),
  ],
  [
    "certified",
    new Map([
      ["true", "Certified pre-owned"],
      ["false", "Not certified"],
    ]),
  ],
  [
    "item_type",
    new Map([
      ["car", "Cars"],
      ["motorcycle", "Motorcycles"],
      ["truck", "Trucks"],
      ["caravan", "Caravans"],
    ]),
  ],
]);

export function valueLabel(facet: ValueFacet, value: string): string {
  const mapped = VALUE_LABELS.get(facet)?.get(value.toLowerCase());
  if (mapped) return mapped;
  if (facet === "seats") return `${value} seats`;
  return value;
}

/** The 'Show all …' label: 'Show all makes', 'Show all body types'. */
export function showAllLabel(label: string): string {
  const lower = label.toLowerCase();
  const plural = lower.endsWith("s") ? lower : lower.endsWith("y") ? `${lower.slice(0, -1)}ies` : `${lower}s`;
  return `Show all ${plural}`;
}

const DAY_MS = 86_400_000;

/**
 * The created_at_timestamp (seconds) a 'listed in the last N days' choice
 * filters from: the start of that UTC day, so the address stays the same all
 * day (and caches as one).
 */
export function listedSince(days: number, now: number): number {
  return (Math.floor(now / DAY_MS) - days) * 86_400;
}

/** 'Listed in the last 8 days' for a choice; the chip of any other start names its date. */
export function listedLabel(min: number, now: number, days: readonly number[]): string {
  const match = days.find((d) => listedSince(d, now) === min);
  if (match !== undefined) return `Listed in the last ${match} days`;
  const date = new Date(min * 1000).toLocaleDateString("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Listed since ${date}`;
}
