import { robotsTxt } from "~/domain/navigation/sitemap";
import { siteOrigin } from "~/domain/tenant/tenant-config";
import { tenantContext } from "~/server/context.server";
import type { Route } from "./+types/robots";

/** GET /robots.txt: crawl the site, skip the APIs and print copies, here is the sitemap (on the primary domain). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(context.get(tenantContext).config)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
