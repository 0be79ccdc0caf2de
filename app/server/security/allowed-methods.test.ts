import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { methodTable } from "./allowed-methods.server";

// Issue 8: TRACE was a 500 and a 405 page named internal route ids; the table is read from the routes.
describe("methodTable", () => {
  const route = (id: string, parentId: string | undefined, path: string | undefined, action: boolean, index = false) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: false,
    module: action ? { action: () => null, default: () => null } : { loader: () => null },
  });
  const routes = {
    root: route("root", undefined, "", false),
    "routes/home": route("routes/home", "root", undefined, false, true),
    "routes/cars": route("routes/cars", "root", "cars/:slug", false),
    "routes/reveal": route("routes/reveal", "root", "api/phone-reveal", true),
    "routes/book": route("routes/book", "root", "book-test-drive", true),
    "routes/not-found": { ...route("routes/not-found", "root", "*", false), module: { default: () => null } },
  } as unknown as ServerBuild["routes"];
  const table = methodTable(routes);

  it("lets GET and HEAD through everywhere, and writes only where there is an action", () => {
    expect(table.check("GET", "/anything/at/all")).toEqual({ ok: true });
    expect(table.check("HEAD", "/cars/x")).toEqual({ ok: true });
    expect(table.check("POST", "/api/phone-reveal")).toEqual({ ok: true });
    expect(table.check("POST", "/api/phone-reveal.data")).toEqual({ ok: true });
    expect(table.check("DELETE", "/api/phone-reveal")).toEqual({ ok: true });
    // A page whose path ends in a slash is asked at {path}_.data (v8_trailingSlashAwareDataRequests).
    expect(table.check("POST", "/book-test-drive/_.data")).toEqual({ ok: true });
    expect(table.check("POST", "/cars/x/_.data")).toMatchObject({ ok: false, status: 405 });
  });
  it("answers 405 with Allow for other methods and for writes to pages without an action; OPTIONS 204", () => {
    expect(table.check("POST", "/cars/x")).toEqual({ ok: false, status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(table.check("POST", "/_root.data")).toEqual({ ok: false, status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(table.check("POST", "/")).toMatchObject({ ok: false, status: 405 });
    expect(table.check("TRACE", "/")).toMatchObject({ ok: false, status: 405 });
    expect(table.check("PROPFIND", "/api/phone-reveal")).toEqual({ ok: false, status: 405, allow: "GET, HEAD, POST, OPTIONS" });
    expect(table.check("OPTIONS", "/api/phone-reveal")).toEqual({ ok: false, status: 204, allow: "GET, HEAD, POST, OPTIONS" });
  });

  it("tells pages (a component, or a page's .data) from resource routes, for the render queue", () => {
    expect(table.rendersPage("/book-test-drive")).toBe(true);
    expect(table.rendersPage("/book-test-drive/_.data")).toBe(true);
    expect(table.rendersPage("/no/such/page")).toBe(true);
    expect(table.rendersPage("/cars/x")).toBe(false); // a loader and no component: a resource route
    // Asked again, the kept answer is the same.
    expect(table.rendersPage("/cars/x")).toBe(false);
    expect(table.rendersPage("/book-test-drive")).toBe(true);
  });
});
