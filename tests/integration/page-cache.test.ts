import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as AppEntry from "../../server/app";
import { ATTRIBUTION_COOKIE, attributionFromCookie } from "~/server/leads/attribution-cookie.server";
import { openTestPglite } from "../setup/databases";
import { rawRequest, type RawResponse } from "../setup/raw-http";

/**
 * The rendered-page cache (app/server/page-cache/) in the production build's
 * own request handler: build/server/index.js is server/app.ts, so this runs
 * createApp() with the platform the build starts (PGlite, demo tenants), in
 * this process, where the test can bump a tenant's revisions.
 */
type Entry = typeof AppEntry;

describe("the rendered-page cache", () => {
  let entry: Entry;
  let platform: Awaited<ReturnType<Entry["startPlatform"]>>;
  let server: http.Server;
  let port: number;
  let pageCache: ReturnType<Entry["createPageCache"]>;
  let dataDir: string;
  let carPath: string;
  const HOST = "greywattle.localhost";
  const LISTING = "/search/new-used-and-demo-cars";
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first (npx react-router build); npm test does.");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
    // The demo tenants, from the run's template rather than seeded here (tests/setup/databases.ts).
    await (await openTestPglite({ dataDir, template: "demo" })).close();
    Object.assign(process.env, {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SEED_DEMO: "auto",
      LOG_LEVEL: "warn",
      PAGE_CACHE_TTL_MS: "60000",
    });
    entry = (await import(path.resolve("build/server/index.js"))) as Entry;
    platform = await entry.startPlatform();
    pageCache = entry.createPageCache();
    const app = entry.createApp(platform, pageCache);
    server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    const search = JSON.parse((await get("/api/search?hitsPerPage=1")).body) as { hits: { path: string }[] };
    carPath = search.hits[0].path;
  }, 180_000);

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    if (platform) await entry.stopPlatform(platform);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request, answered and what it rendered stored (a page is kept once its compressed copies are made). */
  async function get(p: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
    const res = await rawRequest(port, { method, path: p, headers: { host: HOST, "user-agent": BROWSER, ...headers } });
    await pageCache.settled();
    return res;
  }
  const nonceOf = (res: RawResponse) => /'nonce-([0-9a-f]{32})'/.exec(String(res.headers["content-security-policy"]))![1];
  /** A rendered page as the cache keeps it: without its nonce. */
  const withoutNonce = (res: RawResponse) => res.body.split(` nonce="${nonceOf(res)}"`).join("");
  /** The text of each inline script a page would run (not JSON data blocks), and the script-src of its policy. */
  const inlineScripts = (res: RawResponse) =>
    [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs))
      .map(([, attrs, text]) => ({ attrs, text }));
  const scriptSrc = (res: RawResponse) =>
    /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))![1].split(" ");
  const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  async function bump(column: "stock_revision" | "config_revision") {
    await platform.database.db.execute(sql.raw(`UPDATE tenants SET ${column} = ${column} + 1 WHERE slug = 'greywattle'`));
    await platform.registry.refresh();
  }

  it("renders a page once: the second request is a HIT with the same page", async () => {
    const first = await get(`${LISTING}?sort=price-low`);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await get(`${LISTING}?sort=price-low`);
    expect(second.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-type"]).toMatch(/^text\/html/);
    expect(second.body).toBe(withoutNonce(first));
    const third = await get(`${LISTING}?sort=price-low`);
    expect(third.body).toBe(second.body);
    expect(third.headers.etag).toBe(second.headers.etag);

    for (const p of [carPath, "/special-offers"]) {
      expect((await get(p)).headers["x-cache"], p).toBe("MISS");
      expect((await get(p)).headers["x-cache"], p).toBe("HIT");
    }

    // A vehicle page showing a lead form carries its own submission id: never kept, never shared.
    const formPage = `${carPath}?form=enquiry`;
    const submissionId = (res: RawResponse) =>
      /name="submission_id"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="submission_id"/.exec(res.body);
    const a = await get(formPage);
    const b = await get(formPage);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.headers["x-cache"], b.headers["x-cache"]]).toEqual(["MISS", "MISS"]);
    expect(a.headers["cache-control"]).toMatch(/private/);
    expect(submissionId(a)).not.toBeNull();
    expect(submissionId(a)![0]).not.toBe(submissionId(b)![0]);
  });

  it("gives every rendered page its own nonce, the same in the header and the HTML", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      // A signed-in shopper's page is rendered every time.
      const res = await get(carPath, { cookie: "dp_session=x" });
      expect(res.headers["x-cache"]).toBe("BYPASS");
      const nonce = nonceOf(res);
      nonces.add(nonce);
      const inline = inlineScripts(res);
      expect(inline.length).toBeGreaterThan(2);
      for (const { attrs } of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it("gives a cached page a policy that allows exactly its inline scripts, by their hashes", async () => {
    for (const p of [carPath, LISTING]) {
      await get(p);
      const hit = await get(p);
      expect(hit.headers["x-cache"], p).toBe("HIT");
      expect(hit.body).not.toMatch(/\snonce=/);
      expect(String(hit.headers["content-security-policy"])).not.toContain("'nonce-");
      const hashes = [...new Set(inlineScripts(hit).map(({ text }) => hashOf(text)))];
      expect(hashes.length, p).toBeGreaterThan(2);
      expect(scriptSrc(hit)).toEqual(["'self'", ...hashes]);
    }
  });

  it("sends a hit compressed as stored, and 304 Not Modified to a browser that has it", async () => {
    const ae = { "accept-encoding": "gzip, deflate, br, zstd" };
    await get(carPath, ae);
    const hit = await get(carPath, ae);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.headers.vary).toBe("Accept-Encoding");
    expect(Number(hit.headers["content-length"])).toBeGreaterThan(1000);
    expect(hit.headers.etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(carPath, { ...ae, "if-none-match": hit.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["set-cookie"]).toHaveLength(1);
  });

  it("misses on another URL, another query and another tenant; the query's order does not matter", async () => {
    await get(`${LISTING}?sort=price-low&page=2`);
    expect((await get(`${LISTING}?page=2&sort=price-low`)).headers["x-cache"]).toBe("HIT");
    expect((await get(`${LISTING}?sort=price-high`)).headers["x-cache"]).toBe("MISS");
    const slug = ["coralview-kia", "ironbark-ridge"].find((s) => platform.registry.tenantBySlug(s));
    expect(slug).toBeDefined();
    const elsewhere = await get(`${LISTING}?sort=price-low`, { host: `${slug}.localhost` });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers["x-cache"]).toBe("MISS");
  });

  it("misses once the tenant's stock or config revision moves", async () => {
    await get(LISTING);
    expect((await get(LISTING)).headers["x-cache"]).toBe("HIT");
    await bump("stock_revision");
    expect((await get(LISTING)).headers["x-cache"]).toBe("MISS");
    expect((await get(LISTING)).headers["x-cache"]).toBe("HIT");
    await bump("config_revision");
    expect((await get(LISTING)).headers["x-cache"]).toBe("MISS");
    expect((await get(LISTING)).headers["x-cache"]).toBe("HIT");
  });

  it("bypasses a signed-in shopper (dp_session); a page sets no cookie but the visitor's own lead attribution", async () => {
    await get(carPath);
    const signedIn = await get(carPath, { cookie: "theme=x; dp_session=abc" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["x-cache"]).toBe("BYPASS");
    const names = (res: RawResponse) => [res.headers["set-cookie"] ?? []].flat().map((c) => c.split("=")[0]);
    for (const p of [LISTING, carPath, `${carPath}?show_phone=1`, "/special-offers"]) {
      for (let i = 0; i < 2; i++) expect(names(await get(p)), p).toEqual([ATTRIBUTION_COOKIE]);
    }
  });

  it("sends each visitor their own attribution cookie, from a cached page too (issue 17 §1)", async () => {
    const page = `${LISTING}?sort=year-new`;
    const pair = (res: RawResponse) => [res.headers["set-cookie"] ?? []].flat()[0].split(";")[0];
    const first = await get(`${page}&utm_source=alpha`);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await get(`${page}&utm_source=alpha`, { cookie: pair(await get("/?utm_source=beta")) });
    expect(second.headers["x-cache"]).toBe("HIT");
    const a = attributionFromCookie(pair(first), [HOST]);
    const b = attributionFromCookie(pair(second), [HOST]);
    expect(a).toMatchObject({ linked_query_params: { utm_source: "alpha" }, visited_pages: [`${page}&utm_source=alpha`] });
    expect(b).toMatchObject({
      linked_query_params: { utm_source: "alpha" },
      visited_pages: ["/?utm_source=beta", `${page}&utm_source=alpha`],
    });
    // Data requests and APIs record nothing: the browser's own copy covers a page with JavaScript.
    expect((await get("/api/search?hitsPerPage=1")).headers["set-cookie"]).toBeUndefined();
  });

  it("answers HEAD from the cache without a body, and leaves APIs, data requests and 404s alone", async () => {
    await get(LISTING);
    const head = await get(LISTING, {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body).toBe("");
    expect((await get("/api/search?hitsPerPage=1")).headers["x-cache"]).toBeUndefined();
    expect((await get(`${LISTING}.data`)).headers["x-cache"]).toBeUndefined();
    const missing = await get("/cars/no-such-car-anywhere");
    expect(missing.status).toBe(404);
    expect((await get("/cars/no-such-car-anywhere")).headers["x-cache"]).toBe("MISS");
  });

  it("renders a page's refused form POST (no JavaScript) as the page with the refusal, never from or into the cache", async () => {
    const refusedPost = (p: string) =>
      rawRequest(port, {
        method: "POST",
        path: p,
        headers: {
          host: HOST,
          "user-agent": BROWSER,
          accept: "text/html,application/xhtml+xml",
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        body: "lead_form=vehicle_enquiry&name=Jane",
      });
    // A page the cache holds is not what a refused POST of it answers, and stays as it was.
    await get(carPath);
    const cached = await get(carPath);
    expect(cached.headers["x-cache"]).toBe("HIT");
    const refused = await refusedPost(carPath);
    expect(refused.status).toBe(403);
    expect(refused.headers["x-cache"]).toBeUndefined();
    expect(refused.headers["cache-control"]).toBe("no-store");
    const after = await get(carPath);
    expect(after.headers["x-cache"]).toBe("HIT");
    expect(after.body).toBe(cached.body);
    // The page with the form posted: the refusal's message in the form's alert.
    const withForm = await refusedPost(`${carPath}?form=enquiry`);
    expect(withForm.status).toBe(403);
    expect(withForm.body).toContain('data-testid="lead-form-error"');
    expect(withForm.body).toContain("Forbidden: requests that change anything must come from this site;");
  });

  it("logs no server error when clients leave before their page is sent", async () => {
    const errors = vi.spyOn(entry.logger, "error");
    try {
      // Rendered (dp_session bypasses the cache), twenty at once, each left unread and then cut.
      const cut = () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            {
              host: "127.0.0.1",
              port,
              path: carPath,
              headers: { host: HOST, "user-agent": BROWSER, cookie: "dp_session=x" },
              agent: false,
            },
            (res) => {
              // Not read: the server's writes back up, and React waits to write the rest; then the client leaves.
              res.pause();
              setTimeout(() => {
                req.destroy();
                resolve();
              }, 200);
            },
          );
          req.on("error", (err: NodeJS.ErrnoException) => (err.code === "ECONNRESET" ? resolve() : reject(err)));
        });
      await Promise.all(Array.from({ length: 20 }, cut));
      await new Promise((r) => setTimeout(r, 1_000));
      expect(errors).not.toHaveBeenCalled();
      // The server is fine afterwards.
      expect((await get(carPath)).status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });
});
