import { locationPageTarget } from "~/domain/locations/location-view";
import type { TenantConfig } from "~/domain/tenant/tenant-config";

/**
 * The location pages a tenant's sitemap lists (issue 12): the dealer locator,
 * every visible location's /locations/{slug}, and each dealership's page
 * when it has a visible location. The /our-location/ alias is left out: its
 * canonical address is the /locations/ one.
 */
export function locationSitemapPaths(cfg: Pick<TenantConfig, "locations" | "dealerships">): string[] {
  const slugs = [...cfg.locations.map((l) => l.slug), ...cfg.dealerships.map((d) => d.slug)].filter(
    (slug) => locationPageTarget(cfg, slug) !== null,
  );
  return ["/dealer-locator", ...slugs.map((s) => `/locations/${s}`)];
}
