import { brandOverviewPath } from "../content/brands";
import { escapeMarkup } from "../content/escape-markup";

/**
 * A tenant's sitemap.xml (its home, content, listing and vehicle pages) and robots.txt.
 * Pure text builders; the routes gather the URLs.
 */

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
  changefreq?: "hourly" | "daily" | "weekly";
  priority?: number;
}

/** The sitemap protocol allows 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The home page and the tenant's content (issue 12): its Markdown pages, sale
 * pages, blog lists and posts, each only once written (content-pages.ts
 * contentServedPaths).
 */
export function siteSitemapEntries(contentPaths: readonly string[], at: (path: string) => string): SitemapEntry[] {
  return [
    { loc: at("/"), changefreq: "daily", priority: 1 },
    ...contentPaths.map((path) => ({
      loc: at(path),
      changefreq: "weekly" as const,
      priority: path.startsWith("/blog/") ? 0.4 : 0.5,
    })),
  ];
}

/**
 * The brands pages (spec 01 §2 '/brands', '/{brand}/overview'), listed as
 * they are served: every brand in the tenant's config has an overview that
 * answers 200, with or without stock (routes/brands.overview.tsx 404s only a
 * segment that is not one of its brands). /brands always answers, but with
 * no brands and no make in stock it only says there is nothing to show, so
 * it is listed only when it lists something.
 */
export function brandSitemapPaths(brands: readonly { slug: string }[], makesInStock: number): string[] {
  if (brands.length === 0 && makesInStock === 0) return [];
  return ["/brands", ...brands.map((b) => brandOverviewPath(b.slug))];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const parts = [`<loc>${escapeMarkup(e.loc)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod.toISOString()}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority != null) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Crawl everything a shopper sees; keep out the APIs and the print and PDF
 * copies of vehicle pages. The sitemap's address is on the site's origin
 * (siteOrigin); a site with no domain has no sitemap, so no Sitemap line.
 */
export function robotsTxt(origin: string | null): string {
  const rules = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /print", "Disallow: /*/pdf$", ""];
  return [...rules, ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ""] : [])].join("\n");
}
