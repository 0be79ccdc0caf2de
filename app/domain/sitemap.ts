/**
 * A tenant's sitemap.xml (its listing and vehicle pages) and robots.txt.
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

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const parts = [`<loc>${escapeXml(e.loc)}</loc>`];
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
