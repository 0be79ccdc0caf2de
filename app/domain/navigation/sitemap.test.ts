import { describe, expect, it } from "vitest";
import { brandSitemapPaths, robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each URL, escaped, with its last change", () => {
    const xml = sitemapXml([
      { loc: "https://x.test/search?a=1&b=2" },
      { loc: "https://x.test/cars/a", lastmod: new Date("2025-01-02T03:04:05Z"), priority: 0.8 },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://x.test/search?a=1&amp;b=2</loc>");
    expect(xml).toContain(
      "<url><loc>https://x.test/cars/a</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod><priority>0.8</priority></url>",
    );
  });
});

describe("robotsTxt", () => {
  it("points at the tenant's sitemap and keeps crawlers out of the APIs", () => {
    const txt = robotsTxt("https://x.test");
    expect(txt).toContain("Sitemap: https://x.test/sitemap.xml");
    expect(txt).toContain("Disallow: /api/");
  });

  it("names no sitemap for a site with no domain", () => {
    const txt = robotsTxt(null);
    expect(txt).not.toContain("Sitemap");
    expect(txt).toContain("Disallow: /api/");
  });
});

describe("brandSitemapPaths (spec 01 §2 '/brands', '/{brand}/overview')", () => {
  it("lists /brands and every configured brand's overview, stocked or not (each answers 200)", () => {
    expect(brandSitemapPaths([{ slug: "toyota" }, { slug: "greywattle-trucks" }], 0)).toEqual([
      "/brands",
      "/toyota/overview",
      "/greywattle-trucks/overview",
    ]);
  });

  it("lists /brands for a site with makes in stock but no brands of its own (the manufacturer list)", () => {
    expect(brandSitemapPaths([], 3)).toEqual(["/brands"]);
  });

  it("lists nothing when /brands would only say there is nothing to show", () => {
    expect(brandSitemapPaths([], 0)).toEqual([]);
  });
});
