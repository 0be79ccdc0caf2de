import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/setup/raw-http";
import { PERMISSIONS_POLICY, permissionsPolicy, securityHeaders, withNonce } from "./security-headers.server";

// Issue 8 'No security headers'.
describe("securityHeaders", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", ["loopback"]);
    app.use(securityHeaders);
    app.use(securityHeaders); // mounted twice (server.js and the app): one nonce, one set of headers
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

  it("lets a cached page go out with a fresh nonce", () => {
    const html = '<script nonce="aaaa1111">1</script><script nonce="aaaa1111">2</script>';
    expect(withNonce(html, "aaaa1111", "bbbb2222")).toBe(
      '<script nonce="bbbb2222">1</script><script nonce="bbbb2222">2</script>',
    );
  });
});
