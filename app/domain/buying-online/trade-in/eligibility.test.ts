import { describe, expect, it } from "vitest";
import { tradeInAllowedFor, tradeInHref } from "./eligibility";

const site = (trade_in: boolean, car_types: ("new" | "demo" | "used")[] = ["new", "demo", "used"]) => ({
  features: { trade_in },
  trade_in: { car_types },
});

describe("spec 01 §4 'Trade-in button only when trade-in is allowed for the car'", () => {
  it("on a site with trade-in, for an in-stock car of the types the dealer takes trade-ins against", () => {
    expect(tradeInAllowedFor(site(true), { car_type: "used", status: "in_stock" })).toBe(true);
    expect(tradeInAllowedFor(site(true), { car_type: "new", status: "coming_soon" })).toBe(true);
    expect(tradeInAllowedFor(site(true, ["new"]), { car_type: "used", status: "in_stock" })).toBe(false);
  });
  it("never for a sold car, nor on a site without trade-in", () => {
    expect(tradeInAllowedFor(site(true), { car_type: "used", status: "sold" })).toBe(false);
    expect(tradeInAllowedFor(site(false), { car_type: "used", status: "in_stock" })).toBe(false);
  });
  it("links to the car's valuation (spec 01 §2 /cars/trade-in?car_id={id})", () => {
    expect(tradeInHref(42)).toBe("/cars/trade-in?car_id=42");
  });
});
