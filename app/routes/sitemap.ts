import { sitemapXml } from "~/domain/sitemap";
import { tenantScope } from "~/server/context.server";
import { sitemapEntries } from "~/server/vehicle/sitemap.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: the tenant's listing and vehicle pages, at the host it was asked on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const xml = sitemapXml(await sitemapEntries(db, index, tenant, new URL(request.url).origin));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
