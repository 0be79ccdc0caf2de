import { describe, expect, it } from "vitest";
import { JOURNEYS, gateDecision, garagePath, garageRoute, isGated, signInConfigSchema, type GateSite } from "./journeys";

const site = (watchlist: boolean, sign_in: unknown = {}): GateSite => ({
  features: { watchlist },
  sign_in: signInConfigSchema.parse(sign_in),
});

describe("gated journeys per tenant (spec 02 §6; issue 11 §5)", () => {
  it("always gates my-garage, the watchlist and online payment", () => {
    const s = site(true);
    for (const j of ["my-garage", "watchlist", "online-payment"] as const) expect(isGated(s, j), j).toBe(true);
  });

  it("gates checkout, finance, spin-to-win and trade-in only where the site says (spec 02 §6 'per-site')", () => {
    const off = site(true);
    for (const j of ["checkout", "finance", "spin-to-win", "trade-in"] as const) expect(isGated(off, j), j).toBe(false);
    const on = site(true, { gated: { checkout: true, finance: true, spin_to_win: true, trade_in: true } });
    for (const j of ["checkout", "finance", "spin-to-win", "trade-in"] as const) expect(isGated(on, j), j).toBe(true);
    const some = site(true, { gated: { finance: true } });
    expect(JOURNEYS.filter((j) => isGated(some, j))).toEqual(["my-garage", "watchlist", "online-payment", "finance"]);
  });

  it("sends the anonymous to sign-in and lets the signed-in through (spec 02 §4)", () => {
    const s = site(true, { gated: { trade_in: true } });
    expect(gateDecision(s, "trade-in", false)).toBe("sign-in");
    expect(gateDecision(s, "trade-in", true)).toBe("through");
    expect(gateDecision(s, "finance", false)).toBe("through");
    expect(gateDecision(s, "my-garage", false)).toBe("sign-in");
  });

  it("puts the garage at the tenant's path, /my-garage by default, none where the garage is off", () => {
    expect(garagePath(site(true))).toBe("/my-garage");
    expect(garagePath(site(true, { garage_path: "mymotorama" }))).toBe("/mymotorama");
    expect(garagePath(site(false, { garage_path: "mymotorama" }))).toBeNull();
    expect(signInConfigSchema.safeParse({ garage_path: "elsewhere" }).success).toBe(false);
  });

  it("serves the own path, redirects the other names, and has no garage where it is off", () => {
    const s = site(true, { garage_path: "myblinkr" });
    expect(garageRoute(s, "/myblinkr")).toEqual({ kind: "serve" });
    expect(garageRoute(s, "/myblinkr/")).toEqual({ kind: "serve" });
    expect(garageRoute(s, "/my-garage")).toEqual({ kind: "redirect", to: "/myblinkr" });
    expect(garageRoute(site(false), "/my-garage")).toEqual({ kind: "absent" });
  });
});
