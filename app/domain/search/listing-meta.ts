import { CARS, countOf, headingNoun, type ItemNoun } from "./item-nouns";
import { canonicalHref, carTypeListingFor, routeFilters, type ListingRoute } from "./listing-paths";
import { searchState, type ListingState } from "./query-edits";
import type { ValueFacet } from "./facets";

/**
 * What a listing is called: its heading, document title, meta description and
 * breadcrumbs (spec 02 §2 'Breadcrumbs: Home, car-type listing, make, model,
 * body, current page'). Derived from the search state, so the same results
 * carry the same names whichever path shows them. The stock's noun (cars,
 * motorcycles, caravans, vehicles) comes from item-nouns.ts.
 */

// A Map: the car type comes from the URL, and '__proto__' must be no label, not Object.prototype.
const CAR_TYPE_LABEL: ReadonlyMap<string, string> = new Map([
  ["new", "New"],
  ["used", "Used"],
  ["demo", "Demo"],
]);
const CAR_TYPE_ORDER = ["new", "used", "demo"];

export function carTypeLabel(carType: string): string {
  return CAR_TYPE_LABEL.get(carType.toLowerCase()) ?? carType;
}

function joinAnd(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "Used", "New and Demo", or null when every car type is shown. */
export function conditionWords(state: ListingState): string | null {
  const listing = carTypeListingFor(state);
  if (listing) return listing.adjective;
  const chosen = [...(state.filters.car_type ?? [])].sort(
    (a, b) => CAR_TYPE_ORDER.indexOf(a.toLowerCase()) - CAR_TYPE_ORDER.indexOf(b.toLowerCase()),
  );
  return joinAnd(chosen.map(carTypeLabel));
}

function only(state: ListingState, facet: ValueFacet): string | null {
  const v = state.filters[facet];
  return v && v.length === 1 ? v[0] : null;
}

/** "Used Toyota RAV4 Cars"; "New, Used and Demo Cars" when nothing narrows it. */
export function listingHeading(route: ListingRoute, state: ListingState, noun: ItemNoun = CARS): string {
  const Nouns = headingNoun(noun);
  switch (route.kind) {
    case "special-offers":
      return "Special Offers";
    case "dealership":
    case "location":
      return `${Nouns} for Sale at ${route.name}`;
    case "search":
      return state.query ? `Search Results for “${state.query}”` : "Search Our Stock";
    default: {
      const make = only(state, "make");
      const model = make ? only(state, "model") : null;
      const words = [conditionWords(state), make, model].filter(Boolean);
      return words.length ? `${words.join(" ")} ${Nouns}` : `New, Used and Demo ${Nouns}`;
    }
  }
}

export interface ListingMeta {
  heading: string;
  title: string;
  description: string;
  /** What the listing's stock is called ("cars", "motorcycles", "vehicles"). */
  noun: ItemNoun;
}

export function listingMeta(
  route: ListingRoute,
  state: ListingState,
  count: number,
  siteName: string,
  noun: ItemNoun = CARS,
): ListingMeta {
  const heading = listingHeading(route, state, noun);
  const page = state.page > 1 ? ` – Page ${state.page}` : "";
  const n = countOf(count, noun);
  let title: string;
  let what: string;
  switch (route.kind) {
    case "special-offers":
      title = heading;
      what = `${n} on special`;
      break;
    case "search":
      title = heading;
      what = state.query ? `${n} matching “${state.query}”` : `all ${n}`;
      break;
    case "dealership":
    case "location":
      title = heading;
      what = n;
      break;
    default: {
      title = `${heading} for Sale`;
      const make = only(state, "make");
      const model = make ? only(state, "model") : null;
      const words = [conditionWords(state)?.toLowerCase() ?? (make ? null : "new, used and demo"), make, model].filter(Boolean);
      what = `${count.toLocaleString("en-AU")} ${words.join(" ")} ${count === 1 ? noun.one : noun.many}`;
    }
  }
  const at = route.kind === "dealership" || route.kind === "location" ? `at ${route.name}, ${siteName}` : `at ${siteName}`;
  return {
    heading,
    noun,
    title: `${title}${page} | ${siteName}`,
    description: `Browse ${what} for sale ${at}. Compare prices, kilometres and features, then enquire online.`,
  };
}

export interface Crumb {
  label: string;
  /** Null for the current page. */
  href: string | null;
}

/** Spec 02 §2: Home, car-type listing, make, model, body; the last one is the current page. */
export function listingBreadcrumbs(route: ListingRoute, state: ListingState, noun: ItemNoun = CARS): Crumb[] {
  const Nouns = headingNoun(noun);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  const hrefFor = (facets: ValueFacet[]) => {
    const filters: ListingState["filters"] = {};
    for (const f of facets) if (state.filters[f]) filters[f] = state.filters[f];
    return canonicalHref(searchState({ hitsPerPage: state.hitsPerPage, filters }), { kind: "search" });
  };
  if (route.kind === "special-offers") crumbs.push({ label: "Special Offers", href: null });
  else if (route.kind === "search") crumbs.push({ label: "Search", href: null });
  else if (route.kind === "dealership" || route.kind === "location") {
    crumbs.push({ label: `All ${Nouns}`, href: hrefFor([]) }, { label: route.name, href: null });
  } else {
    const condition = conditionWords(state);
    crumbs.push({ label: condition ? `${condition} ${Nouns}` : `All ${Nouns}`, href: hrefFor(["car_type"]) });
    const make = only(state, "make");
    const model = make ? only(state, "model") : null;
    const body = only(state, "body");
    if (make) crumbs.push({ label: make, href: hrefFor(["car_type", "make"]) });
    if (model) crumbs.push({ label: model, href: hrefFor(["car_type", "make", "model"]) });
    if (body) crumbs.push({ label: body, href: hrefFor(["car_type", "make", "model", "body"]) });
  }
  crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1], href: null };
  return crumbs;
}

/**
 * How a search is named in the recent-searches list (spec 02 §3 'Search
 * history'): the heading, the keywords, and how many more filters it has.
 */
export function searchLabel(route: ListingRoute, state: ListingState, noun: ItemNoun = CARS): string {
  const heading = listingHeading(route, state, noun);
  const fixed = routeFilters(route);
  const inHeading = (facet: ValueFacet, values: string[]) =>
    facet in fixed ||
    facet === "car_type" ||
    ((facet === "make" || facet === "model") && only(state, "make") !== null && values.length === 1);
  let extra = Object.keys(state.ranges).length;
  for (const [facet, values] of Object.entries(state.filters) as [ValueFacet, string[]][])
    if (!inHeading(facet, values)) extra += values.length;
  const words = state.query && route.kind !== "search" ? ` “${state.query}”` : "";
  return `${heading}${words}${extra ? ` + ${extra} ${extra === 1 ? "filter" : "filters"}` : ""}`;
}
