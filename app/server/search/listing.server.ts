import { data, redirect } from "react-router";
import { toCardVehicle } from "~/domain/search/card-fields";
import { facetLimit, LISTING_RANGE_FACETS, LISTING_VALUE_FACETS } from "~/domain/search/filter-panel";
import { listingBreadcrumbs, listingMeta, searchLabel } from "~/domain/search/listing-meta";
import {
  canonicalHref,
  clearFiltersHref,
  effectiveState,
  listingHref,
  resolveListing,
  SPECIAL_OFFERS_FILTERS,
  type ListingRoute,
} from "~/domain/search/listing-paths";
import { sameFacetValue } from "~/domain/search/facet-value-key";
import { itemNoun, listingItemTypes } from "~/domain/search/item-nouns";
import { searchState, withCanonicalValues, withPage } from "~/domain/search/query-edits";
import { isModelOf } from "~/domain/search/make-model";
import { orderedPromos } from "~/domain/search/promo-cards";
import { ALL_VALUE_FACETS, SEARCH_PAGE_SIZE, type ValueFacet } from "~/domain/search/facets";
import { parseSearchParams } from "~/domain/search/search-query";
import type { ListingData, UnknownListing } from "~/domain/search/listing-page-view";
import { publicSite } from "~/domain/tenant/public-site";
import { siteOrigin, type TenantConfig } from "~/domain/tenant/tenant-config";
import type { Tenant } from "../context.server";
import { chipsView, gridView, pageLinksView, panelView, promoView, type FacetData } from "./listing-view.server";
import type { SearchIndex } from "./engine.server";

/**
 * Everything a listing page shows, for any listing path (spec 01 §2 'Vehicle
 * search listing', spec 02 §2 'Search'): the path resolved against the
 * tenant's stock and config, the URL's search state, one search, the facets a
 * shopper sees, promo cards, and the page's names and canonical address.
 */

export type ListingTarget = { kind: "search"; segments: string[] } | { kind: "special-offers" };

export function loadListing(request: Request, tenant: Tenant, index: SearchIndex, target: ListingTarget): ListingData {
  const url = new URL(request.url);
  const parsed = parseSearchParams(url.searchParams, { hitsPerPage: SEARCH_PAGE_SIZE });
  if (!parsed.ok) throw data({ errors: parsed.errors }, { status: 400 });

  const everything = index.search(searchState({ hitsPerPage: 1 }));
  const values = (f: ValueFacet) => {
    const r = everything.facets[f];
    return r?.kind === "values" ? r.values : [];
  };
  const makeModels = values("make_model").map((v) => v.value);

  let route: ListingRoute;
  if (target.kind === "special-offers") route = { kind: "special-offers" };
  else {
    const resolved = resolveListing(target.segments, {
      makes: values("make").map((v) => v.value),
      makeModels,
      dealerships: tenant.config.dealerships,
      locations: tenant.config.locations.filter((l) => l.visible),
    });
    if (!resolved.ok) {
      const body: UnknownListing = { unknownListing: true, make: resolved.make ?? null, makes: values("make").slice(0, 24) };
      throw data(body, { status: 404 });
    }
    route = resolved.route;
  }

  // Spec 01 §3: URL values in any case name the listing as the stock spells them ('?make=toyota' -> 'Toyota').
  const known: Partial<Record<ValueFacet, string[]>> = {};
  for (const f of ALL_VALUE_FACETS) known[f] = values(f).map((v) => v.value);
  const state = withCanonicalValues(effectiveState(route, parsed.query, SPECIAL_OFFERS_FILTERS), known);
  const result = index.search(state);
  if (result.pages > 0 && state.page > result.pages) {
    throw redirect(listingHref(withPage(state, result.pages), route, SPECIAL_OFFERS_FILTERS));
  }

  const facets: FacetData = { values: {}, ranges: {} };
  for (const f of LISTING_VALUE_FACETS) {
    const r = result.facets[f];
    if (r?.kind !== "values") continue;
    const chosen = state.filters[f] ?? [];
    const limit = facetLimit(f);
    facets.values[f] = r.values.filter((v, i) => i < limit || chosen.some((c) => sameFacetValue(c, v.value)));
  }
  for (const f of [...LISTING_RANGE_FACETS, "created_at_timestamp" as const]) {
    const r = result.facets[f];
    if (r?.kind === "range") facets.ranges[f] = { min: r.min, max: r.max };
  }

  const now = Date.now();
  const cfg = tenant.config;
  const site = publicSite(cfg);
  const offers = route.kind === "special-offers";
  const promos = orderedPromos(cfg.promos, {
    now,
    carTypes: state.filters.car_type,
    shuffle: cfg.search.shuffle_unpositioned_promos,
  }).map((p) => ({
    title: p.title,
    text: p.text ?? null,
    image_url: p.image_url ?? null,
    link: p.link,
    position: p.position ?? null,
  }));
  const hits = result.hits.map(toCardVehicle);
  const inResults = result.facets.item_type;
  const noun = itemNoun(
    listingItemTypes(state.filters.item_type, inResults?.kind === "values" ? inResults.values : [], values("item_type")),
  );

  return {
    route,
    state,
    here: listingHref(state, route, SPECIAL_OFFERS_FILTERS),
    count: result.count,
    page: result.page,
    pages: result.pages,
    grid: gridView(hits, offers ? [] : promos, site, now),
    promoStrip: offers ? promos.map(promoView) : [],
    panel: panelView(facets, state, site, now),
    chips: chipsView(route, state, now),
    pageLinks: pageLinksView(route, state, result.page, result.pages),
    makeModels: makeModels.filter((mm) => (state.filters.make ?? []).some((m) => isModelOf(mm, m))),
    meta: listingMeta(route, state, result.count, cfg.name, noun),
    historyLabel: searchLabel(route, state, noun),
    canonical: canonicalUrl(cfg, canonicalHref(state, route, SPECIAL_OFFERS_FILTERS)),
    crumbs: listingBreadcrumbs(route, state, noun),
    clearHref: clearFiltersHref(route, state, SPECIAL_OFFERS_FILTERS),
    emptyText: offers ? "offers" : "search",
  };
}

/** On the tenant's primary domain and scheme, never the request's Host (issue 8); none for a site with no domain. */
function canonicalUrl(cfg: TenantConfig, href: string): string | null {
  const origin = siteOrigin(cfg);
  return origin ? `${origin}${href}` : null;
}
