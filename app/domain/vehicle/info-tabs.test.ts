import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { INFO_TAB_LABELS, reserveOnlineText, visibleInfoTabs } from "./info-tabs";

// Spec 01 §2: "Info tabs: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online,
// Protect Your Car, Features."
describe("info tabs", () => {
  it("uses the spec's tab names", () => {
    expect(Object.values(INFO_TAB_LABELS)).toEqual([
      "Dealer Comments",
      "What's Included",
      "Why Buy From Us?",
      "Reserve Online",
      "Protect Your Car",
      "Features",
    ]);
  });
  it("defaults every tab on in a tenant config, with wording", () => {
    const cfg = tenantConfig();
    expect(cfg.vehicle_page.info_tabs).toHaveLength(6);
    expect(cfg.vehicle_page.protect_your_car).toContain("Dash cams");
    expect(cfg.vehicle_page.reserve_deposit).toBe(200);
  });
  it("shows Reserve Online only for reserving tenants and in-stock cars, Features only with features, and drops empty lists", () => {
    const all = [
      "dealer_comments",
      "whats_included",
      "why_buy_from_us",
      "reserve_online",
      "protect_your_car",
      "features",
    ] as const;
    const ctx = {
      reserveOnline: false,
      inStock: true,
      featureCount: 0,
      lists: { whats_included: ["x"], why_buy_from_us: [], protect_your_car: ["y"] },
    };
    expect(visibleInfoTabs(all, ctx)).toEqual(["dealer_comments", "whats_included", "protect_your_car"]);
    expect(visibleInfoTabs(all, { ...ctx, reserveOnline: true, featureCount: 3 })).toEqual([
      "dealer_comments",
      "whats_included",
      "reserve_online",
      "protect_your_car",
      "features",
    ]);
    expect(visibleInfoTabs(all, { ...ctx, reserveOnline: true, inStock: false })).not.toContain("reserve_online");
  });
  it("keeps the spec's order with Features last, whatever order a stored config lists them in", () => {
    const ctx = { reserveOnline: true, inStock: true, featureCount: 3, lists: { whats_included: ["x"] } };
    expect(visibleInfoTabs(["features", "whats_included", "dealer_comments"], ctx)).toEqual([
      "dealer_comments",
      "whats_included",
      "features",
    ]);
    expect(tenantConfig().vehicle_page.info_tabs.at(-1)).toBe("features");
  });
  it("words Reserve Online by spec 01 §9 ($200, 48 hours, 100% refundable)", () => {
    expect(reserveOnlineText(200)).toBe(
      "Reserve this car online with a $200 deposit. We hold it for you for 48 hours, and the deposit is 100% refundable.",
    );
  });
});
