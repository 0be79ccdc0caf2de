import { eq } from "drizzle-orm";
import { CAR_TYPE_LISTINGS, routePath, SPECIAL_OFFERS_PATH } from "~/domain/search/listing-paths";
import { splitMakeModel } from "~/domain/search/make-model";
import { searchState } from "~/domain/search/query-edits";
import type { SitemapEntry } from "~/domain/navigation/sitemap";
import type { Tenant } from "../context.server";
import { vehicles } from "../db/schema.server";
import type { Db } from "../db/client.server";
import type { SearchIndex } from "../search/engine.server";
import { locationSitemapPaths } from "../locations/location-paths.server";

/**
 * A tenant's sitemap entries: its listing pages (car-type listings, special
 * offers, each make and model with stock, its dealerships and locations) and
 * the page of every vehicle its stock filter lists.
 */
export async function sitemapEntries(db: Db, index: SearchIndex, tenant: Tenant, origin: string): Promise<SitemapEntry[]> {
  const at = (path: string) => `${origin}${path}`;
  const facets = index.search(searchState({ hitsPerPage: 1 })).facets;
  const values = (name: "make" | "make_model") => {
    const f = facets[name];
    return f.kind === "values" ? f.values.filter((v) => v.count > 0).map((v) => v.value) : [];
  };
  const makes = values("make");
  const listings: SitemapEntry[] = [
    ...CAR_TYPE_LISTINGS.map((l) => ({
      loc: at(routePath({ kind: "car-type", listing: l })),
      changefreq: "daily" as const,
      priority: 0.8,
    })),
    { loc: at(SPECIAL_OFFERS_PATH), changefreq: "daily", priority: 0.6 },
    ...makes.map((make) => ({ loc: at(routePath({ kind: "make", make })), changefreq: "daily" as const, priority: 0.6 })),
    ...values("make_model").flatMap((mm) => {
      const pair = splitMakeModel(mm, makes);
      return pair ? [{ loc: at(routePath({ kind: "model", ...pair })), changefreq: "daily" as const, priority: 0.5 }] : [];
    }),
    ...tenant.config.dealerships.map((d) => ({ loc: at(`/search/${d.slug}`), changefreq: "daily" as const, priority: 0.5 })),
    ...tenant.config.locations
      .filter((l) => l.visible)
      .map((l) => ({ loc: at(`/search/${l.slug}`), changefreq: "daily" as const, priority: 0.5 })),
    // Issue 12: the location pages and the dealer locator.
    ...locationSitemapPaths(tenant.config).map((path) => ({ loc: at(path), changefreq: "weekly" as const, priority: 0.5 })),
  ];
  const rows = await db
    .select({ id: vehicles.id, slug: vehicles.slug, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenant.id));
  const cars = rows
    .filter((r) => index.isListed(r.id))
    .map((r) => ({ loc: at(`/cars/${r.slug}`), lastmod: r.updatedAt, changefreq: "daily" as const, priority: 0.7 }));
  return [...listings, ...cars];
}
