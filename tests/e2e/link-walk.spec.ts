import { expect, test, type APIRequestContext } from "./test";
import { PORT } from "./vehicle-fixtures";

/**
 * Every link of the listing and vehicle pages of the three demo tenants
 * answers (issue 9 deliver 5: 'a test walks every link of every listing and
 * vehicle page of the demo tenants and fails on a 404'). Bounded: the listing
 * pages the header, footer, breadcrumbs, promos and every facet value lead to
 * (up to 12 values a facet), plus the first 30 vehicle pages found on them,
 * then every link on any of those pages, each fetched once.
 */

const TENANTS = ["greywattle", "coralview-kia", "ironbark-ridge"];
const VEHICLES_PER_TENANT = 30;
const VALUES_PER_FACET = 12;

/** Same-site paths of a page's links (anchors and GET forms), without fragments. */
function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const href = m[1].replace(/&amp;/g, "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    out.add(href.split("#")[0] || "/");
  }
  return [...out];
}

/** Listing URLs with each value of each checkbox facet in the page (facet values are checkboxes, not links). */
function facetVariants(html: string, path: string): string[] {
  const byFacet = new Map<string, string[]>();
  for (const m of html.matchAll(/<input type="checkbox"[^>]*?name="([a-z_]+)" value="([^"]*)"/g)) {
    const list = byFacet.get(m[1]) ?? [];
    if (list.length < VALUES_PER_FACET) list.push(m[2].replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
    byFacet.set(m[1], list);
  }
  const out: string[] = [];
  for (const [facet, values] of byFacet)
    for (const v of values) out.push(`${path}?${new URLSearchParams({ [facet]: v }).toString()}`);
  return out;
}

/**
 * One request as a browser at the tenant's host makes it; redirects are followed by the walk itself (the Host
 * header must go along). HEAD where the page's links are not needed: the server runs the page's loaders (a
 * missing car, model or page is its 404) but does not render it, a tenth of a render's cost.
 */
async function fetchPage(
  request: APIRequestContext,
  tenant: string,
  path: string,
  method: "GET" | "HEAD",
): Promise<{ status: number; html: string; location: string | null }> {
  const res = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { host: `${tenant}.localhost:${PORT}` },
    maxRedirects: 0,
  });
  const type = res.headers()["content-type"] ?? "";
  const location = res.headers()["location"] ?? null;
  return { status: res.status(), html: type.includes("text/html") ? await res.text() : "", location };
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

// The three walks share nothing: let the two workers take them side by side.
test.describe.configure({ mode: "parallel" });

for (const tenant of TENANTS) {
  test(`${tenant}: every link of its listing and vehicle pages answers`, async ({ request }) => {
    test.setTimeout(600_000);
    const broken: string[] = [];
    const seen = new Map<string, number>();
    const pages = new Map<string, string>();
    const check = async (path: string, from: string, method: "GET" | "HEAD" = "GET") => {
      if (seen.has(path)) return;
      seen.set(path, 0);
      const { status, html, location } = await fetchPage(request, tenant, path, method);
      seen.set(path, status);
      if (status === 404 || status >= 500) broken.push(`${status} ${path} (linked from ${from}, ${method})`);
      if (html) pages.set(path, html);
      if (location?.startsWith("/")) await check(location, `${path} (redirect)`, method);
    };

    // 1. The listings: the default one and the offers page, then what their links and facets lead to.
    const start = ["/search/new-used-and-demo-cars", "/special-offers", "/search"];
    await inBatches(start, 3, (p) => check(p, "start"));
    const listings = new Set<string>(start);
    for (const p of start) {
      const html = pages.get(p) ?? "";
      for (const l of linksOf(html)) if (/^\/(search|special-offers)\b/.test(l)) listings.add(l);
      for (const v of facetVariants(html, p)) listings.add(v);
    }
    await inBatches([...listings], 6, (p) => check(p, "listing set"));

    // 2. The first vehicle pages linked from those listings.
    const vehicles = new Set<string>();
    for (const p of listings) {
      for (const l of linksOf(pages.get(p) ?? "")) {
        if (vehicles.size >= VEHICLES_PER_TENANT) break;
        if (/^\/cars\/[^/?]+$/.test(l)) vehicles.add(l);
      }
    }
    expect(vehicles.size).toBe(VEHICLES_PER_TENANT);
    await inBatches([...vehicles], 6, (p) => check(p, "listing"));

    // 3. Every link on every one of those pages: their answers, not their links (HEAD; the pages above were rendered).
    const linked = new Map<string, string>();
    for (const p of [...listings, ...vehicles]) for (const l of linksOf(pages.get(p) ?? "")) if (!linked.has(l)) linked.set(l, p);
    await inBatches([...linked], 8, ([l, from]) => check(l, from, "HEAD"));

    expect(seen.size).toBeGreaterThan(100);
    expect(broken, `${broken.length} broken links of ${seen.size}`).toEqual([]);
  });
}
