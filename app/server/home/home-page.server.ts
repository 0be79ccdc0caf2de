import { dailyRandom, liveCampaignTiles } from "~/domain/content/campaign-tiles";
import { toCardVehicle } from "~/domain/search/card-fields";
import { cardView } from "~/domain/search/card-view";
import { bodyLinks, brandGroups, heroLead, makeLinks, priceLinks, type HomePageData } from "~/domain/content/home-page";
import { searchState } from "~/domain/search/query-edits";
import { locationCard, reviewSettings, visibleLocations } from "~/domain/locations/location-view";
import { combineSummaries, showReviewBadge } from "~/domain/content/reviews";
import { salesSoFarToday } from "~/domain/content/sales-counter";
import type { ValueFacet } from "~/domain/search/facets";
import { publicSite } from "~/domain/tenant/public-site";
import { primaryLocation, siteOrigin } from "~/domain/tenant/tenant-config";
import type { TenantScope } from "../context.server";
import { reviewSummaries } from "../reviews/reviews.server";
import { budgetFinderDefaults } from "~/domain/finance/budget-finder-query";
import { budgetFinderView } from "../finance/budget-finder.server";

/** Spec 02 §9 'Featured finance stock 6 cars': the home page's featured stock is as long. */
export const FEATURED_COUNT = 6;

/**
 * The home page (issue 12 deliver 1): one search of the tenant's index for
 * the quick links' facet counts and one for the featured stock (in stock,
 * the listing's 'Featured' order), the live campaign tiles, the visible
 * locations with their review summaries (one grouped query), the brands.
 * Everything is a function of the tenant's stock, config, reviews and the
 * clock, the same for every shopper, so the page can be cached.
 */
export async function homePageData({ tenant, db, index }: TenantScope, now: number): Promise<HomePageData> {
  const cfg = tenant.config;
  const summaries = await reviewSummaries(db, tenant.id);
  const all = index.search(searchState({ hitsPerPage: 1 }), now);
  const values = (f: ValueFacet) => {
    const r = all.facets[f];
    return r?.kind === "values" ? r.values : [];
  };
  const featured = index.search(searchState({ hitsPerPage: FEATURED_COUNT, filters: { status: ["in_stock"] } }), now);
  const site = publicSite(cfg);
  const locations = visibleLocations(cfg).map((l) => locationCard(cfg, l, summaries.byLocation.get(l.id), now));
  const whole = combineSummaries([...summaries.byDealership.values()]);
  const primary = primaryLocation(cfg);
  const origin = siteOrigin(cfg);
  return {
    siteName: cfg.name,
    lead: heroLead(
      cfg.stock_filter.car_types,
      cfg.locations.some((l) => l.visible && (l.location_type === "service" || l.location_type === "service-and-parts")),
    ),
    siteSlug: cfg.slug,
    quickLinks: { body: bodyLinks(values("body")), make: makeLinks(values("make")), price: priceLinks(values("price_range")) },
    budget: budgetFinderView(cfg, index, budgetFinderDefaults(), now),
    stockCount: all.count,
    featured: featured.hits.map((h) => cardView(toCardVehicle(h), site, now)),
    tiles: liveCampaignTiles(cfg.campaign_tiles, {
      now,
      carTypes: cfg.stock_filter.car_types,
      shuffle: cfg.search.shuffle_unpositioned_promos,
      random: dailyRandom(now),
    }),
    locations,
    reviews:
      whole.count > 0 && showReviewBadge(whole, reviewSettings(cfg))
        ? { summary: whole, href: `/locations/${primary.slug}#reviews` }
        : null,
    brands: brandGroups(cfg.brands),
    salesToday: cfg.sales_counter ? salesSoFarToday(now) : null,
    now,
    canonical: origin ? `${origin}/` : null,
  };
}
