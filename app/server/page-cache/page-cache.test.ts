import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Response as ExpressResponse } from "express";
import { describe, expect, it } from "vitest";
import { keepWhenWhole } from "../http/react-router-handler.server";
import { PageCache, pageKey, type CachedPage } from "./page-cache.server";
import { scriptHash } from "./stored-page.server";

/** The page cache's rules; tests/integration/page-cache.test.ts runs it in the built server's request handler. */
const SITE = { tenantId: 1, stockRevision: 7, configRevision: 3 };
const NONCE = "0123456789abcdef0123456789abcdef";
const req = (url: string, extra: { method?: string; cookie?: string } = {}) => ({
  method: extra.method ?? "GET",
  url,
  cookie: extra.cookie,
});
const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html", ...headers } });
const resFor = (failed = false) => ({ locals: { cspNonce: NONCE, pageRender: { failed } } }) as unknown as ExpressResponse;

async function sendThrough(cache: PageCache, response: Response, res = resFor()): Promise<string> {
  const text = await keepWhenWhole(response, res, cache, "k").text();
  await cache.settled();
  return text;
}
const stored = (c: PageCache, key = "k") => (c as unknown as { lru: Map<string, CachedPage> }).lru.get(key);

describe("PageCache", () => {
  const cache = () => new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });

  it("decides by path, method, the session cookie and the tenant", () => {
    const c = cache();
    expect(c.decide(req("/search/used-cars?make=Kia"), SITE).kind).toBe("miss");
    expect(c.decide(req("/cars/2020-kia-rio"), SITE).kind).toBe("miss");
    expect(c.decide(req("/"), SITE).kind).toBe("miss");
    expect(c.decide(req("/blog/vehicle-reviews"), SITE).kind).toBe("miss");
    expect(c.decide(req("/budget-finder?repayment=450&deposit=5000"), SITE).kind).toBe("miss");
    expect(c.decide(req("/budget-finder/price-range"), SITE).kind).toBe("miss");
    expect(c.decide(req("/locations/greywattle-toyota-springwood"), SITE).kind).toBe("miss");
    expect(c.decide(req("/our-location/greywattle-toyota-springwood"), SITE).kind).toBe("miss");
    expect(c.decide(req("/dealer-locator?postcode=4000"), SITE).kind).toBe("miss");
    expect(c.decide(req("/brands"), SITE).kind).toBe("miss");
    expect(c.decide(req("/locations/a/b"), SITE).kind).toBe("none");
    expect(c.decide(req("/api/budget-finder?repayment=450"), SITE).kind).toBe("none");
    expect(c.decide(req("/contact"), SITE).kind).toBe("none");
    expect(c.decide(req("/cars/2020-kia-rio.data"), SITE).kind).toBe("none");
    expect(c.decide(req("/api/search"), SITE).kind).toBe("none");
    expect(c.decide(req("/cars/x/pdf"), SITE).kind).toBe("none");
    expect(c.decide(req("/search", { method: "POST" }), SITE).kind).toBe("bypass");
    expect(c.decide(req("/search", { cookie: "a=1; dp_session=xyz" }), SITE).kind).toBe("bypass");
    expect(c.decide(req("/search", { cookie: "not_dp_session=1" }), SITE).kind).toBe("miss");
    expect(c.decide(req("/search"), undefined).kind).toBe("bypass");
    expect(new PageCache({ maxBytes: 0, ttlMs: 60_000 }).decide(req("/search"), SITE).kind).toBe("none");
  });

  it("keys by tenant, both revisions and the URL with its query sorted", () => {
    expect(pageKey(SITE, "/search", "b=2&a=1&a=0")).toBe(pageKey(SITE, "/search", "a=1&a=0&b=2"));
    expect(pageKey(SITE, "/search", "a=1&a=0")).not.toBe(pageKey(SITE, "/search", "a=0&a=1"));
    const keys = new Set([
      pageKey(SITE, "/search", ""),
      pageKey({ ...SITE, tenantId: 2 }, "/search", ""),
      pageKey({ ...SITE, stockRevision: 8 }, "/search", ""),
      pageKey({ ...SITE, configRevision: 4 }, "/search", ""),
      pageKey(SITE, "/search/", ""),
    ]);
    expect(keys.size).toBe(5);
  });

  it("keeps a whole 200 HTML page without its nonce, with its inline scripts' hashes and compressed copies", async () => {
    const c = cache();
    const body = `<head><link rel="modulepreload" href="/a.js" nonce="${NONCE}"/></head><script nonce="${NONCE}">x</script><script nonce="${NONCE}" type="module">import("/a.js")</script>`;
    expect(await sendThrough(c, html(body))).toBe(body);
    const page = stored(c)!;
    expect(page.bodies.identity.toString()).toBe(
      '<head><link rel="modulepreload" href="/a.js"/></head><script>x</script><script type="module">import("/a.js")</script>',
    );
    expect(page.scriptHashes).toEqual([scriptHash("x"), scriptHash('import("/a.js")')]);
    expect(brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
    expect(page.headers.map(([n]) => n)).toEqual(["content-type"]);
  });

  it("does not keep a page whose inline scripts a hash might not match (it is rendered every time)", async () => {
    const c = cache();
    const page = { status: 200, headers: [["content-type", "text/html"]] as [string, string][], nonce: NONCE };
    expect(await c.store("k", { ...page, body: Buffer.from(`<script nonce="${NONCE}">a("<!--")</script>`) })).toBe(false);
    expect(await c.store("k", { ...page, body: Buffer.from(`<p data-n="${NONCE}"></p>`) })).toBe(false);
    expect(c.size.pages).toBe(0);
  });

  it("compresses a page rendered twice at once only once", async () => {
    const c = cache();
    const first = c.store("k", { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from("a"), nonce: NONCE });
    const second = c.store("k", { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from("b"), nonce: NONCE });
    expect(second).toBe(first);
    expect(await first).toBe(true);
    expect(stored(c)!.bodies.identity.toString()).toBe("a");
  });

  it("never keeps a page with Set-Cookie, another status, another type, a private one or one whose part failed", async () => {
    const cases: [Response, ExpressResponse?][] = [
      [html("a", { "Set-Cookie": "vid=1; Path=/" })],
      [html("a", {}, 404)],
      [html("a", {}, 500)],
      [new Response("{}", { headers: { "Content-Type": "application/json" } })],
      [html("a", { "Cache-Control": "private, max-age=0" })],
      [html("a"), resFor(true)],
    ];
    for (const [response, res] of cases) {
      const c = cache();
      await sendThrough(c, response, res);
      await c.settled();
      expect(c.size.pages).toBe(0);
    }
  });

  it("keeps nothing when the client goes away before the body ends", async () => {
    const c = cache();
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    const response = keepWhenWhole(new Response(body, { headers: { "Content-Type": "text/html" } }), resFor(), c, "k");
    const reader = response.body!.getReader();
    push!.enqueue(new TextEncoder().encode("<html>shell"));
    await reader.read();
    await reader.cancel();
    expect(c.size.pages).toBe(0);
  });

  it("is bounded in bytes (least recently used out) and by age", async () => {
    let now = 1_000;
    const c = new PageCache({ maxBytes: 100_000, ttlMs: 60_000, now: () => now });
    // Random bytes: the compressed copies are as large as the page.
    const page = {
      status: 200,
      headers: [["content-type", "text/html"]] as [string, string][],
      body: Buffer.from(randomBytes(2_000).toString("hex")),
      nonce: NONCE,
    };
    for (let i = 0; i < 30; i++) await c.store(`p${i}`, page);
    expect(c.size.bytes).toBeLessThanOrEqual(100_000);
    expect(c.size.pages).toBeLessThan(30);
    expect(c.decide(req("/search"), SITE).kind).toBe("miss");
    await c.store(pageKey(SITE, "/search", ""), page);
    expect(c.decide(req("/search"), SITE).kind).toBe("hit");
    now += 61_000;
    expect(c.decide(req("/search"), SITE).kind).toBe("miss");
    // A page larger than a tenth of the cache is not kept.
    expect(await c.store("big", { ...page, body: Buffer.from(randomBytes(5_000).toString("hex")) })).toBe(false);
  });
});
