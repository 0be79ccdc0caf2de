import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../../tests/setup/raw-http";
import { securityHeaders } from "../security/security-headers.server";
import { reactRouterHandler } from "./react-router-handler.server";

/**
 * The response adapter with the security headers in front, as server/app.ts
 * mounts them, and a resource route that sets some of the same headers
 * (issue 17 item 13: images went out with `X-Content-Type-Options: nosniff, nosniff`).
 */
describe("reactRouterHandler: a route's headers next to the security headers", () => {
  let server: Server;
  let port: number;

  const build = {
    routes: {
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
    },
    entry: { module: { default: () => new Response("no document here", { status: 500 }) } },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.use((_req, res, next) => {
      res.locals.host = { host: "x.localhost" };
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
