import { describe, expect, it } from "vitest";
import type { CardVehicle } from "./card-vehicle";
import { cardView, similarHref, type CardSite } from "./card-view";

const now = Date.parse("2026-06-20T00:00:00Z");
const car: CardVehicle = {
  id: 7,
  slug: "2021-toyota-rav4-gx-st7",
  path: "/cars/2021-toyota-rav4-gx-st7",
  name: "2021 Toyota RAV4 GX",
  year: 2021,
  make: "Toyota",
  model: "RAV4",
  badge: "GX",
  series: "MXAA52R",
  price: 32990,
  price_type: "Drive Away",
  before_price: null,
  subscription_price: null,
  preorder: false,
  car_type: "used",
  status: "in_stock",
  reserved: false,
  tag: null,
  certified: false,
  km: 45210,
  fuel: "Petrol",
  simple_fuel: "Petrol",
  simple_transmission: "Automatic",
  simple_body: "SUV",
  primary_image_url: "/demo-photos/suv-1.svg",
  photos_count: 8,
  created_at: "2026-01-01T00:00:00Z",
};
const site: CardSite = {
  features: {
    electric_hybrid_label: false,
    certified_badge: false,
    subscription_pricing: false,
    favourites_used_priced_only: false,
  },
  texts: { soldText: "JUST SOLD", noPriceText: "Enquire for price." },
};

describe("search card (spec 01 §4; spec 02 §2 'Search cards')", () => {
  it("shows year make model, badge and series, price and price type, and condition, transmission, odometer in km and fuel", () => {
    const v = cardView(car, site, now);
    expect(v.title).toBe("2021 Toyota RAV4");
    expect(v.subtitle).toBe("GX MXAA52R");
    expect(v.price).toEqual({ text: "$32,990", suffix: null, was: null, type: "Drive Away" });
    expect(v.specs).toEqual(["Used", "Automatic", "45,210 km", "Petrol"]);
    expect(v.savable).toBe(true);
    expect(v.similarHref).toBeNull();
    expect(v.image?.srcSet).toContain("w=320&fm=webp 320w");
  });

  it("prices by the display priority: was-price only when higher, subscription per week, PREORDER, the no-price text", () => {
    expect(cardView({ ...car, before_price: 35990 }, site, now).price.was).toBe("$35,990");
    expect(cardView({ ...car, before_price: 30000 }, site, now).price.was).toBeNull();
    const sub = { ...site, features: { ...site.features, subscription_pricing: true } };
    expect(cardView({ ...car, subscription_price: 189 }, sub, now).price).toEqual({
      text: "$189",
      suffix: "/week",
      was: null,
      type: "Subscription",
    });
    expect(cardView({ ...car, price: 0, preorder: true }, site, now).price.text).toBe("PREORDER");
    expect(cardView({ ...car, price: 10 }, site, now).price.text).toBe("Enquire for price.");
  });

  it("a sold car: the sold banner, no details, no favourites, only 'Find Me Something Similar' to its make, model and body", () => {
    const v = cardView({ ...car, status: "sold" }, site, now);
    expect(v.banner).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(v.specs).toEqual([]);
    expect(v.savable).toBe(false);
    // In stock only (spec 01 §9 similar: 'in_stock only, excluding the same car'): never the sold car itself.
    expect(v.similarHref).toBe("/search/toyota/rav4?status=in_stock&body=SUV");
    expect(similarHref({ make: "Land Rover", model: "Range Rover Sport", simple_body: null })).toBe(
      "/search/land-rover/range-rover-sport?status=in_stock",
    );
  });
});
