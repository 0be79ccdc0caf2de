import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { createContext, RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/setup/raw-http";
import { PageCache } from "../page-cache/page-cache.server";
import { withAnalyticsSources } from "../analytics/csp.server";
import { addToPolicy, securityHeaders } from "../security/security-headers.server";
import { reactRouterHandler } from "./react-router-handler.server";
import { WorkQueue } from "../work-queue.server";

/**
 * The response adapter with the security headers in front, as server/app.ts
 * mounts them, and a resource route that sets some of the same headers
 * (issue 17 item 13: images went out with `X-Content-Type-Options: nosniff, nosniff`).
 */
describe("reactRouterHandler: a route's headers next to the security headers", () => {
  let server: Server;
  let port: number;

  const build = testBuild({
    root: { id: "root", path: "", module: {} },
    "routes/picture": {
      id: "routes/picture",
      parentId: "root",
      path: "picture",
      module: {
        loader: () =>
          new Response("GIF89a", {
            headers: [
              ["Content-Type", "image/gif"],
              ["X-Content-Type-Options", "nosniff"],
              ["Referrer-Policy", "same-origin"],
              ["Set-Cookie", "a=1; Path=/"],
              ["Set-Cookie", "b=2; Path=/"],
            ],
          }),
      },
    },
  });

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use((_req, res, next) => {
      res.locals.host = { host: "x.localhost", hostname: "x.localhost" };
      next();
    });
    app.use(reactRouterHandler({ build: async () => build, getLoadContext: () => new RouterContextProvider() }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("sends each header once: the route's value replaces the middleware's, every cookie is kept", async () => {
    const res = await rawRequest(port, { path: "/picture", headers: { host: "x.localhost" } });
    expect(res.status).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });
});

/**
 * The page cache's hits as the adapter sends them (issue 21 item 1: a cached
 * page is bytes): a page "rendered" with the response's nonce, two inline
 * scripts of the server's and one injected into its content, on two tenants.
 */
describe("reactRouterHandler: a page cache hit is the stored bytes", () => {
  let server: Server;
  let port: number;
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
  const nonceContext = createContext<string>();
  const TAGS = { gtm_container_id: "GTM-AB12CD", ga_measurement_id: null };
  let renders = 0;
  const OURS = ['window.__ctx = {"a":1};', 'import("/assets/entry.js");'];

  const build = testBuild(
    {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/search": { id: "routes/search", parentId: "root", path: "search", module: { default: () => null } },
    },
    {
      default: (request: Request, status: number, headers: Headers, _ctx: unknown, load: RouterContextProvider) => {
        renders++;
        const nonce = load.get(nonceContext);
        const tenant = new URL(request.url).hostname;
        headers.set("Content-Type", "text/html");
        // A page's body is several hundred kB at most; this one is large enough to compress.
        const html =
          `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head>` +
          `<body><h1>${tenant}</h1><p>${"A car for every budget. ".repeat(200)}</p>` +
          "<div><script>injected()</script></div>" +
          `<script nonce="${nonce}">${OURS[0]}</script><script nonce="${nonce}" type="module">${OURS[1]}</script>` +
          `<script type="application/ld+json">{"@type":"Car"}</script></body></html>`;
        return new Response(request.method === "HEAD" ? null : html, { status, headers });
      },
    },
  );

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use((req, res, next) => {
      res.locals.host = { host: req.headers.host };
      // Tenant b configures a tag manager (analytics/csp.server.ts adds its hosts the same way).
      if (req.headers.host === "b.localhost") addToPolicy(res, "tags", (p) => withAnalyticsSources(p, TAGS));
      next();
    });
    app.use(
      reactRouterHandler({
        build: async () => build,
        getLoadContext: (_req, res) => {
          const context = new RouterContextProvider();
          context.set(nonceContext, res.locals.cspNonce as string);
          return context;
        },
        pageCache: {
          cache,
          siteOf: (host) => {
            const tenantId = { "a.localhost": 1, "b.localhost": 2 }[host.host];
            return tenantId ? { tenantId, stockRevision: 1, configRevision: 1 } : undefined;
          },
        },
        onPage: (_req, res) => void res.append("Set-Cookie", "seen=1; Path=/"),
      }),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** The answer's bytes as sent (rawRequest decodes them as text). */
  const get = (host: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/search", method, headers: { host, ...headers }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject).end();
    });
  /** A first visit after the cache was emptied: rendered, then stored. */
  const stored = async (host: string) => {
    cache.clear();
    const miss = await get(host);
    expect(miss.headers["x-cache"]).toBe("MISS");
    await cache.settled();
    return miss;
  };
  const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("sends the same bytes on every hit, with a policy allowing exactly the server's inline scripts", async () => {
    const miss = await stored("a.localhost");
    const rendered = renders;
    const [one, two] = [await get("a.localhost"), await get("a.localhost")];
    expect(renders).toBe(rendered);
    for (const hit of [one, two]) {
      expect(hit.status).toBe(200);
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-type"]).toBe("text/html");
      expect(hit.headers["content-length"]).toBe(String(hit.body.length));
      expect(hit.headers["set-cookie"]).toEqual(["seen=1; Path=/"]);
    }
    expect(two.body.equals(one.body)).toBe(true);
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(two.headers["content-security-policy"]).toBe(one.headers["content-security-policy"]);

    // The page as rendered, without the render's nonce; the policy names the hashes of the scripts that carried it.
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(String(miss.headers["content-security-policy"]))![1];
    const html = one.body.toString();
    expect(html).toBe(miss.body.toString().split(` nonce="${nonce}"`).join(""));
    const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)]
      .filter(([, attrs]) => !/\bsrc=|application\/ld\+json/.test(attrs))
      .map(([, , text]) => text);
    expect(inline).toEqual(["injected()", ...OURS]);
    const csp = String(one.headers["content-security-policy"]);
    const allowed = /script-src ([^;]*)/.exec(csp)![1].split(" ");
    expect(allowed).toEqual(["'self'", ...OURS.map(hashOf)]);
    expect(csp).not.toContain("nonce");
    expect(csp).toBe(String(miss.headers["content-security-policy"]).replace(`'nonce-${nonce}'`, OURS.map(hashOf).join(" ")));
  });

  it("sends the copy the browser accepts: brotli, then gzip, then none, varying by Accept-Encoding", async () => {
    await stored("a.localhost");
    const identity = await get("a.localhost");
    const br = await get("a.localhost", { "accept-encoding": "gzip, deflate, br, zstd" });
    const gz = await get("a.localhost", { "accept-encoding": "gzip, deflate" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 4);
    for (const res of [identity, br, gz]) {
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["content-length"]).toBe(String(res.body.length));
    }
    expect(new Set([identity, br, gz].map((r) => r.headers.etag)).size).toBe(3);
  });

  it("answers a repeat visit 304 Not Modified, with no body and the visit's cookie; HEAD as GET without a body", async () => {
    await stored("a.localhost");
    const ae = { "accept-encoding": "br" };
    const first = await get("a.localhost", ae);
    const again = await get("a.localhost", { ...ae, "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["set-cookie"]).toEqual(["seen=1; Path=/"]);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect((await get("a.localhost", { ...ae, "if-none-match": '"something-else"' })).status).toBe(200);
    // Another encoding is another representation.
    expect((await get("a.localhost", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! })).status).toBe(200);
    const head = await get("a.localhost", ae, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("never sends tenant A's page to tenant B", async () => {
    await stored("a.localhost");
    expect((await get("a.localhost")).headers["x-cache"]).toBe("HIT");
    const b = await get("b.localhost");
    expect(b.headers["x-cache"]).toBe("MISS");
    expect(b.body.toString()).toContain("<h1>b.localhost</h1>");
    await cache.settled();
    const [hitA, hitB] = [await get("a.localhost"), await get("b.localhost")];
    expect([hitA.headers["x-cache"], hitB.headers["x-cache"]]).toEqual(["HIT", "HIT"]);
    expect(hitA.body.toString()).toContain("<h1>a.localhost</h1>");
    expect(hitB.body.toString()).toContain("<h1>b.localhost</h1>");
    expect(hitB.body.toString()).not.toContain("a.localhost");
    expect(hitA.headers.etag).not.toBe(hitB.headers.etag);
    // Each tenant's hit goes out with its own policy: b's tag manager host, a's none.
    const scriptSrc = (res: { headers: http.IncomingHttpHeaders }) =>
      /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))![1];
    expect(scriptSrc(hitB)).toBe(`'self' ${OURS.map(hashOf).join(" ")} https://www.googletagmanager.com`);
    expect(scriptSrc(hitA)).toBe(`'self' ${OURS.map(hashOf).join(" ")}`);
  });
});

/** Renders wait their turn in the render queue (work-queue.server.ts); a request with a body never does. */
describe("reactRouterHandler: the render queue", () => {
  let server: Server;
  let port: number;
  const opened = { slow: 0, post: 0 };
  let finishSlow: (() => void)[] = [];

  const build = testBuild({
    root: { id: "root", path: "", module: {} },
    "routes/slow": {
      id: "routes/slow",
      parentId: "root",
      path: "slow",
      module: {
        loader: async () => {
          opened.slow++;
          await new Promise<void>((resolve) => finishSlow.push(resolve));
          return new Response("slow done");
        },
        action: async () => {
          opened.post++;
          return new Response("posted");
        },
      },
    },
  });

  // A room of 4: one client address may keep one request waiting.
  const queue = new WorkQueue("page rendering", 1, 4);

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      res.locals.host = { host: "x.localhost", hostname: "x.localhost" };
      // What request-guards.server.ts says of a page; /slow?resource stands for a resource route.
      res.locals.rendersPage = () => req.method === "GET" && !req.url.endsWith("?resource");
      next();
    });
    app.use(
      reactRouterHandler({
        build: async () => build,
        getLoadContext: () => new RouterContextProvider(),
        renderQueue: queue,
      }),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(done()).toBe(true);
  };

  const headers = { host: "x.localhost" };
  /** A GET of the slow page (or, with ?resource, of what stands for a resource route). */
  const slow = (path = "/slow") => rawRequest(port, { path, headers });
  /** Lets the oldest render still held finish. */
  const finishOne = () => finishSlow.shift()!();
  beforeEach(() => {
    opened.slow = 0;
    finishSlow = [];
  });

  it("starts a second render only when the first has its response; a POST goes past the queue", async () => {
    const first = slow();
    await until(() => opened.slow === 1);
    const second = slow();
    await new Promise((r) => setTimeout(r, 50));
    expect(opened.slow).toBe(1);
    const posted = await rawRequest(port, {
      method: "POST",
      path: "/slow",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(posted.body).toBe("posted");
    expect(opened.slow).toBe(1);
    finishOne();
    expect((await first).body).toBe("slow done");
    await until(() => opened.slow === 2);
    finishOne();
    expect((await second).body).toBe("slow done");
  });

  it("lets a resource route (an image, an API) past the queue while a page renders", async () => {
    const page = slow();
    await until(() => opened.slow === 1);
    const resource = slow("/slow?resource");
    await until(() => opened.slow === 2);
    finishOne();
    finishOne();
    expect((await page).body).toBe("slow done");
    expect((await resource).body).toBe("slow done");
  });

  it("renders nothing for a client that left while its request waited", async () => {
    const first = slow();
    await until(() => opened.slow === 1);
    const leaving = http.get({ host: "127.0.0.1", port, path: "/slow", headers, agent: false });
    leaving.on("error", () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    leaving.destroy();
    await new Promise((r) => setTimeout(r, 50));
    finishOne();
    expect((await first).body).toBe("slow done");
    const third = slow();
    await until(() => opened.slow === 2);
    finishOne();
    expect((await third).body).toBe("slow done");
    expect(opened.slow).toBe(2);
  });

  it("answers 503 at once, with Retry-After, past one client's share of the waiting room", async () => {
    const first = slow();
    await until(() => opened.slow === 1);
    const waiting = slow();
    await until(() => queue.waiting === 1);
    const refused = await slow();
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toContain("We're busy right now");
    expect(opened.slow).toBe(1);
    finishOne();
    expect((await first).body).toBe("slow done");
    await until(() => opened.slow === 2);
    finishOne();
    expect((await waiting).body).toBe("slow done");
  });
});

/**
 * A server build of the given routes (as React Router's build lists them) and
 * document entry, with what React Router reads besides them left empty; the
 * default entry answers 500 for a document, which these resource routes never ask.
 */
function testBuild(
  routes: Record<string, unknown>,
  entryModule: Record<string, unknown> = { default: () => new Response("no document here", { status: 500 }) },
): ServerBuild {
  return {
    routes,
    entry: { module: entryModule },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}
