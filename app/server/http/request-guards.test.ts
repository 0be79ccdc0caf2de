import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/setup/raw-http";
import { securityHeaders } from "../security/security-headers.server";
import { requestGuards } from "./request-guards.server";

/** The guards in front of React Router (issue 8), with a stand-in for React Router that says what reached it. */
describe("request guards", () => {
  let server: Server;
  let port: number;
  const routes = {
    root: { id: "root", path: "", module: {} },
    "routes/reveal": { id: "routes/reveal", parentId: "root", path: "api/phone-reveal", module: { action: () => null } },
    "routes/feed": { id: "routes/feed", parentId: "root", path: "api/feed", module: { action: () => null } },
    "routes/car": { id: "routes/car", parentId: "root", path: "cars/:slug", module: { action: () => null } },
    "routes/any": { id: "routes/any", parentId: "root", path: "*", module: {} },
  } as unknown as ServerBuild["routes"];

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use(requestGuards(async () => routes));
    app.use((req, res) => {
      res.json({
        reached: true,
        host: res.locals.host,
        forwardedHost: req.headers["x-forwarded-host"] ?? null,
        method: req.method,
        origin: req.headers.origin ?? null,
        refusal: res.locals.refusal ?? null,
        contentLength: req.headers["content-length"] ?? null,
      });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const HOST = "greywattle.localhost:3000";
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(port, { method, path, headers: { host: HOST, ...headers }, body });

  it("answers 400 to a malformed or missing Host, before anything builds a URL from it", async () => {
    for (const host of ["greywattle.localhost:99999", "a, b", "exa mple", "x:"]) {
      const res = await rawRequest(port, { path: "/", headers: { host } });
      expect(res.status, host).toBe(400);
      expect(res.body).toBe("Bad request: the Host header must be one host name with an optional port.");
    }
    // HTTP/1.1 without Host is refused by Node itself; HTTP/1.0 without one reaches the guard.
    expect((await rawRequest(port, { path: "/", headers: {} })).status).toBe(400);
    // An absolute-form request target is not a path on this site; no page has a control character in its path.
    expect((await send("GET", "http://evil.example/")).status).toBe(400);
    expect((await send("GET", "/search/a%0d%0aSet-Cookie:x=1")).status).toBe(400);
    expect((await send("GET", "/search/%00")).status).toBe(400);
    expect((await send("GET", "/search/used-cars?q=%0d%0a")).status).toBe(200);
  });

  it("drops X-Forwarded-Host: the tenant comes from Host alone", async () => {
    const res = await send("GET", "/", { "x-forwarded-host": "ironbark-ridge.localhost" });
    expect(JSON.parse(res.body)).toMatchObject({
      reached: true,
      forwardedHost: null,
      host: { hostname: "greywattle.localhost" },
    });
  });

  it("answers 405 with Allow for unknown methods and writes to pages without an action, naming no route", async () => {
    const trace = await send("TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(trace.body).toBe("Method not allowed: this address accepts GET, HEAD, OPTIONS.");
    const post = await send("POST", "/search/used-cars", { origin: `http://${HOST}` });
    expect(post.status).toBe(405);
    expect(post.body).not.toMatch(/routes\//);
    const options = await send("OPTIONS", "/api/phone-reveal");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("judges the path React Router will route: dot segments resolved, a backslash read as a slash", async () => {
    // '/cars/..' is '/' to React Router, whose root has no action: the guard must not take it for a car page.
    for (const path of ["/cars/..", "/cars/%2e%2E", "/cars\\..", "/cars/x/../..?a=1"]) {
      const res = await send("PATCH", path, { origin: `http://${HOST}` });
      expect(res.status, path).toBe(405);
      expect(res.body).toBe("Method not allowed: this address accepts GET, HEAD, OPTIONS.");
    }
    expect(JSON.parse((await send("POST", "/search/../cars/x", { origin: `http://${HOST}` })).body)).toMatchObject({
      reached: true,
    });
  });

  it("refuses a state-changing request from another site with 403, and lets the site's own through", async () => {
    const evil = await send(
      "POST",
      "/api/phone-reveal",
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      "car_id=1",
    );
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body).error).toMatch(/^Forbidden: requests that change anything must come from this site; Origin/);
    expect((await send("POST", "/api/phone-reveal", {}, "car_id=1")).status).toBe(403);
    expect((await send("POST", "/api/phone-reveal", { origin: "http://ironbark-ridge.localhost:3000" })).status).toBe(403);
    expect((await send("POST", "/api/phone-reveal", { origin: `http://${HOST}` })).status).toBe(200);
    expect((await send("POST", "/api/phone-reveal", { referer: `http://${HOST}/cars/x` })).status).toBe(200);
    expect((await send("POST", "/api/phone-reveal", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    // The feed's callers are servers with a key: no Origin needed.
    expect((await send("POST", "/api/feed", {})).status).toBe(200);
  });

  it("lets a server's post to the exempt paths through from any origin, without the Origin React Router would abort on", async () => {
    for (const method of ["POST", "DELETE"]) {
      const res = await send(method, "/api/feed", { origin: "https://mail.example" });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ reached: true, origin: null });
    }
    const own = await send("POST", "/api/phone-reveal", { origin: `http://${HOST}` });
    expect(JSON.parse(own.body).origin).toBe(`http://${HOST}`);
  });

  it("refuses a declared body over the path's limit with 413 before reading it", async () => {
    const big = await send("POST", "/api/phone-reveal", { origin: `http://${HOST}`, "content-length": String(40 * 1024) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ error: "The request body is too large: this address accepts at most 32 kB." });
    const feed = await send("POST", "/api/feed", { "content-length": String(40 * 1024) }, "x".repeat(40 * 1024));
    expect(feed.status).toBe(200);
  });

  it("renders a page's refused form POST (no JavaScript) as the page: a GET with the refusal, the body unread", async () => {
    const form = { accept: "text/html,application/xhtml+xml", "content-type": "application/x-www-form-urlencoded" };
    const evil = await send("POST", "/cars/x?form=enquiry", { ...form, origin: "https://evil.example" }, "name=Jane");
    expect(evil.status).toBe(200);
    expect(evil.headers.connection).toBe("close");
    expect(JSON.parse(evil.body)).toMatchObject({
      method: "GET",
      contentLength: null,
      refusal: {
        status: 403,
        message: expect.stringMatching(/^Forbidden: requests that change anything must come from this site; Origin/),
      },
    });
    const big = await send("POST", "/cars/x", { ...form, origin: `http://${HOST}`, "content-length": String(40 * 1024) });
    expect(JSON.parse(big.body)).toMatchObject({
      method: "GET",
      refusal: { status: 413, message: "The request body is too large: this address accepts at most 32 kB." },
    });
    // The page's script (React Router's {path}.data) and API callers get the refusal itself.
    const data = await send("POST", "/cars/x.data", { ...form, origin: "https://evil.example" }, "name=Jane");
    expect(data.status).toBe(403);
    const api = await send("POST", "/api/phone-reveal", { ...form, origin: "https://evil.example" }, "car_id=1");
    expect(api.status).toBe(403);
    // The site's own form POST is not touched.
    const own = await send("POST", "/cars/x", { ...form, origin: `http://${HOST}` }, "name=Jane");
    expect(JSON.parse(own.body)).toMatchObject({ method: "POST", refusal: null });
  });

  it("puts the security headers on refusals too", async () => {
    const res = await send("TRACE", "/");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
