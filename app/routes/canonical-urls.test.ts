import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingData } from "~/domain/search/listing-page-view";
import { vehicleInputSchema, vehicleSlug } from "~/domain/vehicle/vehicle";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader as printLoader } from "./print";
import { loader as robotsLoader } from "./robots";
import { loader as searchLoader } from "./search";
import { loader as sitemapLoader } from "./sitemap";
import { loader as vehicleLoader } from "./vehicle";

/**
 * Issue 8 'Canonical and Open Graph URLs copy the Host': every absolute URL a
 * page, the sitemap or robots.txt carries is on the tenant's configured
 * primary domain and scheme, whatever Host the request came with.
 */
describe("canonical, Open Graph, sitemap and robots URLs", () => {
  let t: TestPlatform;
  const car = vehicleRow({
    stocknum: "C1",
    make: "Kia",
    model: "Sportage",
    images: [{ image: "/demo-photos/suv-1.svg", thumb: null }],
  });
  const carSlug = vehicleSlug(vehicleInputSchema.parse(car));
  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "kia", domains: ["www.kia.example", "kia.example"] }), vehicles: [car] },
      { config: tenantConfig({ slug: "plain", domains: ["plain.example"], primary_domain: "plain.example", scheme: "http" }) },
      { config: tenantConfig({ slug: "dev" }), vehicles: [vehicleRow({ stocknum: "D1" })] },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  // What browsers, proxies and attackers send: a trailing dot, any port, another case, the dev name, the second domain.
  const hosts = [
    "www.kia.example",
    "www.kia.example.",
    "www.kia.example:8080",
    "WWW.KIA.EXAMPLE.:99",
    "kia.example",
    "kia.localhost:3000",
    "kia.localhost.",
  ];

  /** Every absolute URL in a text. */
  const urls = (text: string) =>
    text.match(/https?:\/\/[^\s"'<>\\]+/g)?.filter((u) => !u.startsWith("https://schema.org") && !u.includes("sitemaps.org")) ??
    [];

  async function everything(host: string): Promise<string> {
    const listing = (await searchLoader(
      t.args(`http://${host}/search/new-used-and-demo-cars`, { params: { "*": "new-used-and-demo-cars" } }),
    )) as ListingData;
    const page = (await vehicleLoader(t.args(`http://${host}/cars/${carSlug}`, { params: { slug: carSlug } }))).data;
    const print = await printLoader(t.args(`http://${host}/print?car_id=${carSlug}`));
    const sitemap = await (await sitemapLoader(t.args(`http://${host}/sitemap.xml`))).text();
    const robots = await robotsLoader(t.args(`http://${host}/robots.txt`)).text();
    return JSON.stringify({ canonical: listing.canonical, seo: page.seo, url: page.url, print, sitemap, robots });
  }

  it.each(hosts)("are on https://www.kia.example for Host %s", async (host) => {
    const text = await everything(host);
    // Ours, not the map links and schema.org's.
    const found = urls(text).filter((u) => /kia|localhost/i.test(new URL(u).hostname));
    expect(found.length).toBeGreaterThan(8);
    for (const u of found) expect(u, text).toMatch(/^https:\/\/www\.kia\.example\/[^:]*$/);
    expect(text).not.toMatch(/localhost|kia\.example\.|:8080|:99\b|http:\/\/www\.kia/i);
  });

  it("put the page, its photo, its offer and its crumbs there", async () => {
    const page = (await vehicleLoader(t.args(`http://kia.localhost.:3000/cars/${carSlug}`, { params: { slug: carSlug } }))).data;
    const tags = page.seo.tags;
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `https://www.kia.example/cars/${carSlug}` });
    expect(tags).toContainEqual({ property: "og:url", content: `https://www.kia.example/cars/${carSlug}` });
    expect(tags).toContainEqual({
      property: "og:image",
      content: expect.stringMatching(/^https:\/\/www\.kia\.example\/images\?src=/),
    });
    const sitemap = await (await sitemapLoader(t.args("http://kia.localhost/sitemap.xml"))).text();
    expect(sitemap).toContain(`<loc>https://www.kia.example/cars/${carSlug}</loc>`);
    await expect(robotsLoader(t.args("http://kia.localhost/robots.txt")).text()).resolves.toContain(
      "Sitemap: https://www.kia.example/sitemap.xml",
    );
  });

  it("follow the configured primary domain and scheme", async () => {
    const robots = await robotsLoader(t.args("http://plain.localhost:5173/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://plain.example/sitemap.xml");
  });

  it("are left out for a site with no domain: no canonical link, no Open Graph URL, no sitemap", async () => {
    const listing = (await searchLoader(
      t.args("http://dev.localhost:3000/search/new-used-and-demo-cars", { params: { "*": "new-used-and-demo-cars" } }),
    )) as ListingData;
    expect(listing.canonical).toBeNull();
    const devSlug = vehicleSlug(vehicleInputSchema.parse(vehicleRow({ stocknum: "D1" })));
    const page = (await vehicleLoader(t.args(`http://dev.localhost:3000/cars/${devSlug}`, { params: { slug: devSlug } }))).data;
    expect(urls(JSON.stringify(page.seo)).filter((u) => !u.includes("google.com"))).toEqual([]);
    expect(page.url).toBe(`/cars/${devSlug}`);
    const sitemap = await sitemapLoader(t.args("http://dev.localhost:3000/sitemap.xml"));
    expect(sitemap.status).toBe(404);
    expect(await robotsLoader(t.args("http://dev.localhost:3000/robots.txt")).text()).not.toContain("Sitemap");
  });
});
