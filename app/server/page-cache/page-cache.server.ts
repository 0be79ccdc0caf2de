import { parseCookie } from "cookie";
import { LRUCache } from "lru-cache";
import { SESSION_COOKIE } from "../auth/cookie.server";
import { logger } from "../logger.server";
import { preparePage, type RenderedPage, type StoredPage } from "./stored-page.server";

/**
 * The rendered-page cache (issue 8 §6 'Capacity'): whole HTML pages of the
 * anonymous shopper's pages, kept in this process's memory, so a page many
 * shoppers open is rendered once per change rather than once per visit.
 *
 * A page is stored under its tenant, its normalised URL (path and query) and
 * the tenant's stock and config revisions as this process's registry knows
 * them when the request begins (sync.server.ts). Every import, feed, stock
 * edit and `tenant apply` bumps one of the two, so a change is a new key and
 * the old pages are never served again; they age out of the LRU. The TTL
 * (PAGE_CACHE_TTL_MS, 60 s) bounds what a revision cannot see: the clock
 * (a page's "listed N days ago", a sale's end) and the market price the
 * vehicle page reads beside the stock.
 *
 * Which requests (decide()):
 * - only GET and HEAD of the pages in CACHED_PAGES; their HTML is a function of
 *   tenant, URL, stock and config alone (phone reveal by `?show_phone=1` is in
 *   the URL; favourites, compare lists and recent searches live in the
 *   browser's localStorage and are drawn there; the visitor cookie `vid` is
 *   set only by the counting endpoints, never by a page);
 * - not a request carrying the sign-in cookie `dp_session`: a signed-in page
 *   may show the shopper's own things (BYPASS);
 * - not React Router's data requests (`….data`), which are not HTML.
 * A request's own `Cache-Control: no-cache` (a browser's hard reload) is
 * ignored on purpose: it would let anyone make every request a render, and a
 * cached page is never older than the last change this process has seen.
 *
 * Which responses are stored (store()): status 200, HTML, no Set-Cookie, and
 * only once the whole body has been sent (streamed parts included) without
 * the client going away and without a render error in a streamed part
 * (entry.server.tsx marks those).
 *
 * What is kept is what is sent (stored-page.server.ts): the page's bytes
 * without the render's CSP nonce, brotli and gzip copies made once when it is
 * stored (off the event loop, in zlib's threads; until they are ready the page
 * is rendered as before), the SHA-256 hashes of its inline scripts for its
 * policy, and strong ETags. A hit is a look-up and a write: the copy the
 * browser accepts, or 304 Not Modified (http/react-router-handler.server.ts).
 */
export const CACHED_PAGES: readonly RegExp[] = [
  // Issue 12: the home page (stock, config, the clock within the TTL; reviews within the TTL too) and the blog (config).
  /^\/$/,
  /^\/blog(?:\/[^/]+)?$/,
  /^\/search(?:\/.*)?$/,
  /^\/special-offers$/,
  // Issue 19: the budget finder's pages (stock, config and the query string).
  /^\/budget-finder(?:\/price-range)?$/,
  /^\/cars\/[^/]+$/,
  /^\/compare$/,
  /^\/favourites$/,
  /^\/print$/,
  // Issue 21: the locations, the dealer locator and /brands (config, stock, reviews, and a location's
  // open-status line, the clock within the TTL; where JavaScript runs the page script recomputes that line).
  /^\/locations\/[^/]+$/,
  /^\/our-location\/[^/]+$/,
  /^\/dealer-locator$/,
  /^\/brands$/,
];

export interface SiteRevisions {
  tenantId: number;
  stockRevision: number;
  configRevision: number;
}

export type CachedPage = StoredPage;

export type CacheDecision =
  /** Not a cached page at all: no X-Cache header. */
  { kind: "none" } | { kind: "bypass" } | { kind: "hit"; key: string; page: CachedPage } | { kind: "miss"; key: string };

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export class PageCache {
  private readonly lru: LRUCache<string, CachedPage> | undefined;
  /** Pages being compressed for the store, by key: a page rendered twice meanwhile is compressed once. */
  private readonly storing = new Map<string, Promise<boolean>>();
  /** Keys of pages refused for their scripts, logged once each (such a page is rendered on every request). */
  private readonly refused = new Set<string>();

  constructor(opts: PageCacheOptions) {
    if (opts.maxBytes <= 0 || opts.ttlMs <= 0) return;
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: opts.maxBytes,
      // The three copies, the key (a UTF-16 string), the headers and the script hashes.
      sizeCalculation: (page, key) =>
        page.bodies.identity.length +
        page.bodies.br.length +
        page.bodies.gzip.length +
        2 * key.length +
        64 * page.headers.length +
        64 * page.scriptHashes.length +
        256,
      // A page larger than a tenth of the cache is served, not kept.
      maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 10)),
      ttl: opts.ttlMs,
      ttlAutopurge: false,
      // Read the clock on every look-up (cheaper than the default's timer per look-up).
      ttlResolution: 0,
      perf: opts.now ? { now: opts.now } : undefined,
    });
  }

  get enabled(): boolean {
    return this.lru !== undefined;
  }

  /** What to do with a request, before it is rendered. `site` is undefined for an unknown host. */
  decide(req: { method: string; url: string; cookie: string | undefined }, site: SiteRevisions | undefined): CacheDecision {
    if (!this.lru) return { kind: "none" };
    const q = req.url.indexOf("?");
    const pathname = q < 0 ? req.url : req.url.slice(0, q);
    if (!isCachedPage(pathname)) return { kind: "none" };
    if (req.method !== "GET" && req.method !== "HEAD") return { kind: "bypass" };
    if (!site || parseCookie(req.cookie ?? "")[SESSION_COOKIE] !== undefined) return { kind: "bypass" };
    const key = pageKey(site, pathname, q < 0 ? "" : req.url.slice(q + 1));
    const page = this.lru.get(key);
    return page ? { kind: "hit", key, page } : { kind: "miss", key };
  }

  /**
   * Keeps a whole rendered page when it may be shared (see the class comment),
   * once its compressed copies are made: true when it was kept.
   */
  store(key: string, page: RenderedPage): Promise<boolean> {
    const lru = this.lru;
    if (!lru || !storable(page)) return Promise.resolve(false);
    const pending = this.storing.get(key);
    if (pending) return pending;
    const stored = preparePage(page)
      .then((prepared) => {
        if (!prepared) {
          if (!this.refused.has(key)) {
            if (this.refused.size >= 1_000) this.refused.clear();
            this.refused.add(key);
            logger.warn({ key }, "page cache: a page whose inline scripts cannot be hashed is not kept");
          }
          return false;
        }
        lru.set(key, prepared);
        return lru.has(key);
      })
      .catch((err: unknown) => {
        logger.error({ err, key }, "page cache: compressing a page failed; it is not kept");
        return false;
      })
      .finally(() => this.storing.delete(key));
    this.storing.set(key, stored);
    return stored;
  }

  /** Resolves when the pages being stored now are stored (or refused): for tests. */
  async settled(): Promise<void> {
    await Promise.all(this.storing.values());
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }

  clear(): void {
    this.lru?.clear();
  }
}

export function isCachedPage(pathname: string): boolean {
  if (pathname.endsWith(".data")) return false;
  return CACHED_PAGES.some((p) => p.test(pathname));
}

/** Whether the response may be stored: a plain 200 HTML page that sets no cookie and asks not to be private. */
export function storable(page: { status: number; headers: [string, string][] }): boolean {
  if (page.status !== 200) return false;
  let html = false;
  for (const [name, value] of page.headers) {
    const n = name.toLowerCase();
    if (n === "set-cookie") return false;
    if (n === "cache-control" && /\b(?:private|no-store)\b/i.test(value)) return false;
    if (n === "content-type" && value.toLowerCase().startsWith("text/html")) html = true;
  }
  return html;
}

/**
 * tenant, revisions, path and query: the query's parameters sorted by name
 * (stable, so repeated parameters keep their order), so `?a=1&b=2` and
 * `?b=2&a=1` are one page. The path is kept as sent: React Router matches it
 * as sent too.
 */
export function pageKey(site: SiteRevisions, pathname: string, query: string): string {
  let search = "";
  if (query) {
    const params = new URLSearchParams(query);
    params.sort();
    search = params.toString();
  }
  return `${site.tenantId}:${site.configRevision}:${site.stockRevision} ${pathname}?${search}`;
}
