import { locationJsonLd, locationMetaTags } from "~/domain/locations/seo";
import { locationPageTarget, locationPageView, type LocationPageView } from "~/domain/locations/location-view";
import type { MetaTag } from "~/domain/vehicle/seo";
import { siteUrl, siteOrigin } from "~/domain/tenant/tenant-config";
import type { Db } from "../db/client.server";
import type { Tenant } from "../context.server";
import { reviewSampleOf, reviewSummaries } from "../reviews/reviews.server";

export interface LocationPageData {
  view: LocationPageView;
  tags: MetaTag[];
  jsonLd: unknown[];
}

/**
 * `/locations/{slug}` and `/our-location/{slug}` (spec 02 §2 'Location
 * details page'): null for a slug that is neither a visible location nor a
 * dealership with one. Asked for by a dealership slug, the reviews are the
 * dealership's as a whole.
 */
export async function locationPageData(db: Db, tenant: Tenant, slug: string, now: number): Promise<LocationPageData | null> {
  const cfg = tenant.config;
  const target = locationPageTarget(cfg, slug);
  if (!target) return null;
  const of = target.dealership ? { dealershipId: target.dealership.id } : { locationId: target.location.id };
  const [summaries, sample] = await Promise.all([
    reviewSummaries(db, tenant.id),
    cfg.reviews.hidden ? Promise.resolve([]) : reviewSampleOf(db, tenant.id, of, cfg.reviews.sample_size),
  ]);
  const summary = target.dealership
    ? summaries.byDealership.get(target.dealership.id)
    : summaries.byLocation.get(target.location.id);
  const view = locationPageView(cfg, target, summary, sample, now, summaries.byLocation);
  // One canonical address per page: the /locations/ path, whichever alias was asked for.
  const url = siteOrigin(cfg) ? siteUrl(cfg, `/locations/${slug}`) : null;
  return {
    view,
    tags: locationMetaTags(view, cfg.name, url),
    jsonLd: [locationJsonLd(target.location, view, url)],
  };
}
