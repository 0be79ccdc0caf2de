import type { APIRequestContext } from "@playwright/test";

/**
 * Finding demo cars for the vehicle-page tests. The suite runs against the
 * seeded demo tenants (playwright.config.ts); which car has a 360° spin or a
 * long feature list is the demo data's business, so the tests look cars up
 * by what their pages show rather than by hard-coded slugs.
 */

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The demo tenants (demo/tenants/*.json): greywattle has the spins and masks phones; ironbark-ridge has the sticky bottom bar. */
export const GROUP = "greywattle";
export const BOTTOM_BAR_TENANT = "ironbark-ridge";

/** Where the group's canonical, Open Graph and sitemap URLs point: its primary domain (demo/tenants/greywattle.json). */
export const GROUP_ORIGIN = "https://www.greywattle-motors.example";

export function siteUrl(tenant: string, path = "/"): string {
  return `http://${tenant}.localhost:${PORT}${path}`;
}

/**
 * A request from the test process to a tenant. Node does not resolve
 * <slug>.localhost as Chromium does, so it goes to 127.0.0.1 with the
 * tenant's Host header (the server picks the tenant from the Host header).
 */
export function tenantGet(request: APIRequestContext, tenant: string, path: string) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${tenant}.localhost:${PORT}` } });
}

interface Hit {
  id: number;
  slug: string;
  path: string;
  status: string;
  photos_count: number;
  fuel: string | null;
  simple_fuel: string | null;
}

export interface FoundCar {
  id: number;
  tenant: string;
  slug: string;
  path: string;
  url: string;
  html: string;
}

const cache = new Map<string, FoundCar>();

/**
 * The first car of a tenant's search (by query string) whose page HTML passes
 * `test`. Pages are fetched a few at a time and the answer is remembered.
 */
export async function findCar(
  request: APIRequestContext,
  tenant: string,
  key: string,
  opts: { query?: string; hit?: (h: Hit) => boolean; page?: (html: string) => boolean } = {},
): Promise<FoundCar> {
  const cached = cache.get(`${tenant}:${key}`);
  if (cached) return cached;
  for (let page = 1; page <= 60; page++) {
    const res = await tenantGet(request, tenant, `/api/search?${opts.query ?? ""}&page=${page}`);
    if (!res.ok()) throw new Error(`search failed: ${res.status()}`);
    const { hits, pages } = (await res.json()) as { hits: Hit[]; pages: number };
    const candidates = hits.filter((h) => (opts.hit ? opts.hit(h) : true));
    for (let i = 0; i < candidates.length; i += 6) {
      const batch = await Promise.all(
        candidates.slice(i, i + 6).map(async (h) => ({ h, html: await (await tenantGet(request, tenant, h.path)).text() })),
      );
      const found = batch.find(({ html }) => (opts.page ? opts.page(html) : true));
      if (found) {
        const car = {
          id: found.h.id,
          tenant,
          slug: found.h.slug,
          path: found.h.path,
          url: siteUrl(tenant, found.h.path),
          html: found.html,
        };
        cache.set(`${tenant}:${key}`, car);
        return car;
      }
    }
    if (page >= pages) break;
  }
  throw new Error(`No ${key} car found at ${tenant}`);
}

/** A car with a 360° spin (the view switch shows it first). */
export const spinCar = (request: APIRequestContext) =>
  findCar(request, GROUP, "spin", { query: "status=in_stock", page: (html) => html.includes("360° Spin") });

/** An in-stock car with photos only, more than 3 (so the thumbnail strip shows), and more than 8 features. */
export const photoCar = (request: APIRequestContext) =>
  findCar(request, GROUP, "photos", {
    query: "status=in_stock",
    hit: (h) => h.photos_count > 3,
    page: (html) =>
      !html.includes("360° Spin") &&
      html.includes("Show All (") &&
      html.includes("Fuel Calculator") &&
      html.includes("Show More"),
  });

/** An in-stock car with a video file (the demo's walkaround videos). */
export const videoCar = (request: APIRequestContext) =>
  findCar(request, GROUP, "video", {
    query: "status=in_stock",
    page: (html) => html.includes('id="video-heading"') && html.includes("/demo-videos/"),
  });

/** A sold car still in the tenant's search (within include_sold_cars_days). */
export const soldCar = (request: APIRequestContext) => findCar(request, GROUP, "sold", { query: "status=sold" });

/** A car at a tenant with the sticky bottom bar. */
export const bottomBarCar = (request: APIRequestContext) =>
  findCar(request, BOTTOM_BAR_TENANT, "bottom-bar", { query: "status=in_stock" });
