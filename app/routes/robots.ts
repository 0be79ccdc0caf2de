import { robotsTxt } from "~/domain/sitemap";
import type { Route } from "./+types/robots";

/** GET /robots.txt: crawl the site, skip the APIs and print copies, here is the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
