import { siteOrigin } from "~/domain/tenant/tenant-config";
import { contentServedPaths } from "~/domain/content/content-pages";
import { brandSitemapPaths, siteSitemapEntries, sitemapXml } from "~/domain/navigation/sitemap";
import { modelSitemapPaths } from "~/domain/model-range/model-view";
import { tenantScope } from "~/server/context.server";
import { stockSummary } from "~/server/navigation/site-nav.server";
import { sitemapEntries } from "~/server/vehicle/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * GET /sitemap.xml: the tenant's home, content, brands, model range, listing and vehicle pages, on its primary
 * domain and scheme (never the Host the request came with, issue 8). A site
 * with no domain has no sitemap: its URLs would have no host to be on.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const origin = siteOrigin(tenant.config);
  if (!origin) {
    return new Response("This site has no domain yet, so it has no sitemap (see the tenant config's domains).\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const at = (path: string) => `${origin}${path}`;
  const own = siteSitemapEntries(contentServedPaths(tenant.config.content_pages), at);
  const brands = brandSitemapPaths(tenant.config.brands, stockSummary(index).makes.length).map((path) => ({
    loc: at(path),
    changefreq: "weekly" as const,
    priority: 0.5,
  }));
  const models = modelSitemapPaths(tenant.config.models).map((path) => ({
    loc: at(path),
    changefreq: "weekly" as const,
    priority: 0.6,
  }));
  const xml = sitemapXml([...own, ...brands, ...models, ...(await sitemapEntries(db, index, tenant, origin))]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
