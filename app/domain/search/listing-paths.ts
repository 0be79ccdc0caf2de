import { DEFAULT_SORT, type ValueFacet } from "./facets";
import { listingSearchParams, sameValue, type ListingState } from "./query-edits";
import { modelsOfMake } from "./make-model";
import type { CarType } from "../vehicle/vehicle";

/**
 * Which listing a path is (spec 01 §2 'Routes', spec 02 §2 'Search'), what it
 * filters by, and which path a search state is shown at. The path carries the
 * car type, make, model, dealership or location; everything else is in the
 * query string. Unknown paths are the caller's 404 (docs/decisions/unknown-listing-paths.md).
 */

export const DEFAULT_LISTING_PATH = "/search/new-used-and-demo-cars";
export const SPECIAL_OFFERS_PATH = "/special-offers";
export const SEARCH_PATH = "/search";

/**
 * What /special-offers lists (spec 01 §2 'offers page'): stock the dealer tags
 * as an offer (values of the tag facet; several values OR together).
 */
export const SPECIAL_OFFERS_FILTERS: Partial<Record<ValueFacet, string[]>> = { tag: ["Special Offer", "Demo Clearance"] };

export interface CarTypeListing {
  slug: string;
  carTypes: readonly CarType[] | null;
  /** "Used" in "Used Toyota Cars"; null for every car type. */
  adjective: string | null;
}

/** Spec 01 §2: the car-type listings. The order decides which path a car-type set is shown at. */
export const CAR_TYPE_LISTINGS: readonly CarTypeListing[] = [
  { slug: "new-used-and-demo-cars", carTypes: null, adjective: null },
  { slug: "used-cars", carTypes: ["used"], adjective: "Used" },
  { slug: "new-and-demo-cars", carTypes: ["new", "demo"], adjective: "New and Demo" },
  { slug: "new-cars", carTypes: ["new"], adjective: "New" },
  { slug: "demo-cars", carTypes: ["demo"], adjective: "Demo" },
];

export type ListingRoute =
  | { kind: "car-type"; listing: CarTypeListing }
  | { kind: "search" }
  | { kind: "make"; make: string }
  | { kind: "model"; make: string; model: string }
  | { kind: "dealership"; slug: string; name: string }
  | { kind: "location"; slug: string; name: string }
  | { kind: "special-offers" };

/** What a tenant's stock and config offer for resolving path segments. */
export interface ListingCatalogue {
  /** Values of the make facet over the tenant's whole stock. */
  makes: readonly string[];
  /** Values of the make_model facet ("Toyota RAV4"). */
  makeModels: readonly string[];
  dealerships: readonly { slug: string; name: string }[];
  locations: readonly { slug: string; name: string }[];
}

export type ResolvedListing =
  { ok: true; route: ListingRoute } | { ok: false; reason: "unknown-make" | "unknown-model" | "too-deep"; make?: string };

/** The one slug rule (app/domain/navigation/slug.ts), under the name listing paths use. */
import { slugify as pathSlug } from "../navigation/slug";

export { pathSlug };

/**
 * Resolves the segments after /search. Car-type slugs come first, then the
 * tenant's dealership and location slugs (config-unique), then makes; a
 * second segment is a model of the make. Matching ignores case and slugging.
 */
export function resolveListing(segments: readonly string[], catalogue: ListingCatalogue): ResolvedListing {
  const parts = segments.map((s) => pathSlug(decodeSegment(s))).filter(Boolean);
  if (parts.length === 0) return { ok: true, route: { kind: "search" } };
  if (parts.length > 2) return { ok: false, reason: "too-deep" };
  const [first, second] = parts;
  if (parts.length === 1) {
    const listing = CAR_TYPE_LISTINGS.find((l) => l.slug === first);
    if (listing) return { ok: true, route: { kind: "car-type", listing } };
    const dealership = catalogue.dealerships.find((d) => d.slug === first);
    if (dealership) return { ok: true, route: { kind: "dealership", slug: dealership.slug, name: dealership.name } };
    const location = catalogue.locations.find((l) => l.slug === first);
    if (location) return { ok: true, route: { kind: "location", slug: location.slug, name: location.name } };
  }
  const make = catalogue.makes.find((m) => pathSlug(m) === first);
  if (!make) return { ok: false, reason: "unknown-make" };
  if (!second) return { ok: true, route: { kind: "make", make } };
  const model = modelsOfMake(make, catalogue.makeModels).find((m) => pathSlug(m) === second);
  if (!model) return { ok: false, reason: "unknown-model", make };
  return { ok: true, route: { kind: "model", make, model } };
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // A malformed escape cannot name anything; it resolves as an unknown slug.
    return s;
  }
}

/** The facet values a route fixes. */
export function routeFilters(
  route: ListingRoute,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): Partial<Record<ValueFacet, string[]>> {
  switch (route.kind) {
    case "car-type":
      return route.listing.carTypes ? { car_type: [...route.listing.carTypes] } : {};
    case "search":
      return {};
    case "make":
      return { make: [route.make] };
    case "model":
      return { make: [route.make], model: [route.model] };
    case "dealership":
      return { dealership_name: [route.name] };
    case "location":
      return { location_name: [route.name] };
    case "special-offers":
      return specialOffers;
  }
}

export function routePath(route: ListingRoute): string {
  switch (route.kind) {
    case "car-type":
      return `/search/${route.listing.slug}`;
    case "search":
      return SEARCH_PATH;
    case "make":
      return `/search/${pathSlug(route.make)}`;
    case "model":
      return `/search/${pathSlug(route.make)}/${pathSlug(route.model)}`;
    case "dealership":
    case "location":
      return `/search/${route.slug}`;
    case "special-offers":
      return SPECIAL_OFFERS_PATH;
  }
}

/** The search state a URL stands for: its query string plus what the path fixes (the path wins). */
export function effectiveState(
  route: ListingRoute,
  fromQuery: ListingState,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): ListingState {
  return { ...fromQuery, filters: { ...fromQuery.filters, ...routeFilters(route, specialOffers) } };
}

function sameValues(a: readonly string[] | undefined, b: readonly string[]): boolean {
  const x = a ?? [];
  return x.length === b.length && b.every((v) => x.some((w) => sameValue(v, w)));
}

/** True when the state still has exactly the values the route fixes. */
export function routeHolds(
  route: ListingRoute,
  state: ListingState,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): boolean {
  const fixed = routeFilters(route, specialOffers);
  return (Object.keys(fixed) as ValueFacet[]).every((f) => sameValues(state.filters[f], fixed[f] ?? []));
}

function hrefAt(route: ListingRoute, state: ListingState, specialOffers: Partial<Record<ValueFacet, string[]>>): string {
  const filters = { ...state.filters };
  for (const f of Object.keys(routeFilters(route, specialOffers)) as ValueFacet[]) delete filters[f];
  const qs = listingSearchParams({ ...state, filters }).toString();
  return qs ? `${routePath(route)}?${qs}` : routePath(route);
}

/** The car-type listing whose car types are exactly the state's (none chosen = every car type). */
export function carTypeListingFor(state: ListingState): CarTypeListing | null {
  const chosen = state.filters.car_type ?? [];
  if (chosen.length === 0) return CAR_TYPE_LISTINGS[0];
  return CAR_TYPE_LISTINGS.find((l) => l.carTypes && sameValues(chosen, l.carTypes)) ?? null;
}

function single(values: readonly string[] | undefined): string | null {
  return values && values.length === 1 ? values[0] : null;
}

/**
 * Where a state is shown after the shopper changes it on `current`: the same
 * path while its fixed values still hold (a model page falls back to its make
 * page), otherwise the matching car-type listing with the rest in the query.
 */
export function listingHref(
  state: ListingState,
  current: ListingRoute,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): string {
  if (routeHolds(current, state, specialOffers)) return hrefAt(current, state, specialOffers);
  if (current.kind === "model") {
    const make: ListingRoute = { kind: "make", make: current.make };
    if (routeHolds(make, state)) return hrefAt(make, state, specialOffers);
  }
  const listing = carTypeListingFor(state);
  return hrefAt(
    listing ? { kind: "car-type", listing } : { kind: "car-type", listing: CAR_TYPE_LISTINGS[0] },
    state,
    specialOffers,
  );
}

/**
 * The canonical address of a state (one per result set, for search engines):
 * dealership, location, offers and keyword pages are their own; otherwise a
 * single make (and model) has its own path, else the car-type listing.
 */
export function canonicalHref(
  state: ListingState,
  current: ListingRoute,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): string {
  if (current.kind === "dealership" || current.kind === "location" || current.kind === "special-offers") {
    if (routeHolds(current, state, specialOffers)) return hrefAt(current, state, specialOffers);
  }
  const make = single(state.filters.make);
  if (make) {
    const model = single(state.filters.model);
    return hrefAt(model ? { kind: "model", make, model } : { kind: "make", make }, state, specialOffers);
  }
  const listing = carTypeListingFor(state) ?? CAR_TYPE_LISTINGS[0];
  return hrefAt({ kind: "car-type", listing }, state, specialOffers);
}

/**
 * Spec 01 §2: 'Clear Filters' returns to the base listing path: the page's own
 * path without its query. When there is nothing to clear there (or on /search)
 * it goes to the default listing; the offers page stays the offers page.
 */
export function clearFiltersHref(
  route: ListingRoute,
  state: ListingState,
  specialOffers: Partial<Record<ValueFacet, string[]>> = SPECIAL_OFFERS_FILTERS,
): string {
  const base = routePath(route);
  const somethingToClear = hrefAt(route, { ...state, sortBy: DEFAULT_SORT, page: 1 }, specialOffers) !== base;
  if (route.kind !== "search" && somethingToClear) return base;
  return route.kind === "special-offers" ? SPECIAL_OFFERS_PATH : DEFAULT_LISTING_PATH;
}
