import { describe, expect, it } from "vitest";
import { displayPrice } from "./price-display";

const site = { subscriptionPricing: false, noPriceText: "Enquire for price." };

// Spec 01 §4 'Price display priority'.
describe("displayPrice", () => {
  it("shows the subscription price per week when the site offers subscriptions and it is above 0", () => {
    const d = displayPrice({ price: 30000, subscription_price: 189 }, { ...site, subscriptionPricing: true });
    expect(d).toMatchObject({ kind: "subscription", text: "$189", suffix: "/week" });
  });

  it("ignores the subscription price on sites without subscriptions", () => {
    expect(displayPrice({ price: 30000, subscription_price: 189 }, site)).toMatchObject({ kind: "price", text: "$30,000" });
  });

  it("prefers the reduced price, with the earlier price as was-price", () => {
    const d = displayPrice({ price: 32990, offer_price: 29990 }, site);
    expect(d).toMatchObject({ kind: "reduced", text: "$29,990", wasText: "$32,990" });
  });

  it("shows the normal price only above 10", () => {
    expect(displayPrice({ price: 10 }, site)).toMatchObject({ kind: "none", text: "Enquire for price." });
    expect(displayPrice({ price: 11 }, site)).toMatchObject({ kind: "price", text: "$11" });
  });

  it("shows was-price only when the earlier price is higher", () => {
    expect(displayPrice({ price: 25000, before_price: 27000 }, site)).toMatchObject({ wasPrice: 27000 });
    expect(displayPrice({ price: 25000, before_price: 24000 }, site)).toMatchObject({ wasPrice: null });
  });

  it("falls back to PREORDER, then to the tenant's no-price text", () => {
    expect(displayPrice({ price: 0, preorder: true }, site)).toMatchObject({ kind: "preorder", text: "PREORDER" });
    expect(displayPrice({ price: 0 }, { ...site, noPriceText: "Call for price" })).toMatchObject({ text: "Call for price" });
  });
});
