import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/setup/raw-http";
import {
  addToPolicy,
  ContentSecurityPolicy,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  SECURITY_HEADERS,
  securityHeaders,
} from "./security-headers.server";

// Issue 8 'No security headers'.
describe("securityHeaders", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", ["loopback"]);
    app.use(securityHeaders);
    app.use(securityHeaders); // mounted twice (server.js and the app): one nonce, one set of headers
    app.use("/stripe", (_req, res, next) => {
      addToPolicy(res, "test", (policy) => policy.replace("frame-src", "frame-src https://js.stripe.com"));
      next();
    });
    app.use((_req, res) => {
      res.send(`<script nonce="${res.locals.cspNonce as string}"></script>`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const get = (headers: Record<string, string> = {}) => rawRequest(port, { headers: { host: "x.localhost", ...headers } });

  it("sends a policy that runs only our scripts and the response's own nonce", async () => {
    const res = await get();
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(res.body).toBe(`<script nonce="${nonce}"></script>`);
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data: blob: https:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(csp).not.toContain("upgrade-insecure-requests");
    const again = String((await get()).headers["content-security-policy"]);
    expect(again).not.toContain(nonce);
    expect(res.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
  });

  it("sends HSTS only when the request came over HTTPS (here: said by a trusted proxy)", async () => {
    expect((await get()).headers["strict-transport-security"]).toBeUndefined();
    const https = await get({ "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(https.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("sends a Permissions-Policy: unused powerful features off, payment for the site, the players' features for them", async () => {
    const policy = String((await get()).headers["permissions-policy"]);
    const features = new Map(policy.split(", ").map((d) => [d.slice(0, d.indexOf("=")), d.slice(d.indexOf("=") + 1)]));
    for (const off of [
      "camera",
      "microphone",
      "geolocation",
      "browsing-topics",
      "interest-cohort",
      "usb",
      "gyroscope",
      "display-capture",
    ])
      expect(features.get(off), off).toBe("()");
    expect(features.get("payment")).toBe("(self)");
    expect(features.get("clipboard-write")).toBe("(self)");
    expect(features.get("fullscreen")).toBe('(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(features.get("autoplay")).toBe(features.get("fullscreen"));
    expect(features.size).toBe(Object.keys(PERMISSIONS_POLICY).length);
    // The players framed by the CSP are the ones the policy names.
    const frameSrc = /frame-src ([^;]*)/.exec(String((await get()).headers["content-security-policy"]))![1];
    expect(
      `(self ${frameSrc
        .split(" ")
        .map((o) => `"${o}"`)
        .join(" ")})`,
    ).toBe(features.get("fullscreen"));
  });

  it("writes the policy in the header's structured-field form", () => {
    expect(permissionsPolicy({ camera: [], payment: ["self"], fullscreen: ["self", "https://a.example"] })).toBe(
      'camera=(), payment=(self), fullscreen=(self "https://a.example")',
    );
  });

  it("sends the same headers helmet did, as a table worked out once", async () => {
    const res = await get();
    const sent = Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) => !["content-type", "content-length", "date", "connection", "keep-alive", "etag"].includes(name),
      ),
    );
    expect(sent).toEqual({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-site",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": permissionsPolicy(),
      "content-security-policy": expect.any(String) as string,
    });
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(String(res.headers["content-security-policy"]))![1];
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'self';" +
        `script-src 'self' 'nonce-${nonce}';` +
        "script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob: https:;" +
        "media-src 'self' blob: https:;" +
        "font-src 'self' data:;" +
        "connect-src 'self';" +
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com;" +
        "worker-src 'self' blob:;" +
        "manifest-src 'self';" +
        "frame-ancestors 'none';" +
        "object-src 'none';" +
        "base-uri 'self';" +
        "form-action 'self'",
    );
  });

  it("gives a cached page the same policy with its scripts' hashes in place of a nonce", () => {
    const csp = SECURITY_HEADERS.plain.csp;
    expect(csp.withHashes(["'sha256-a'", "'sha256-b'"])).toBe(csp.withNonce("x").replace("'nonce-x'", "'sha256-a' 'sha256-b'"));
    expect(csp.withHashes([])).toContain("script-src 'self';script-src-attr 'none';");
    expect(() => new ContentSecurityPolicy("default-src 'self'")).toThrow();
  });

  it("adds a route's or a tenant's sources to the response's policy, worked out once per kind", async () => {
    const res = await rawRequest(port, { path: "/stripe", headers: { host: "x.localhost" } });
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)![1];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).toContain("frame-src https://js.stripe.com https://www.youtube-nocookie.com");
    expect(res.body).toBe(`<script nonce="${nonce}"></script>`);
    const add = (p: string) => `${p};x`;
    expect(SECURITY_HEADERS.plain.csp.adding("k", add)).toBe(SECURITY_HEADERS.plain.csp.adding("k", add));
    expect(SECURITY_HEADERS.plain.csp.adding("k", add)).not.toBe(SECURITY_HEADERS.https.csp.adding("k", add));
  });
});
