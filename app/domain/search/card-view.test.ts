import { describe, expect, it } from "vitest";
import type { CardVehicle } from "./card-fields";
import { cardImage, cardView, similarHref, type CardSite } from "./card-view";

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
    expect(cardImage(v.primary_image_url)?.srcSet).toContain("w=320&fm=webp 320w");
  });

  it("offers Buy Online for an eligible car where checkout is enabled (spec 01 §4 'reserve or buy online'; §9 used cars)", () => {
    const shop = {
      ...site,
      features: { ...site.features, reserve_online: true },
      checkout: { path: "buy-online" as const, online_purchase: { enabled: true, makes: [] } },
    };
    expect(cardView(car, shop, now).buyOnlineHref).toBe("/checkout-journey?car_id=2021-toyota-rav4-gx-st7");
    expect(cardView(car, shop, now).reserveHref).toBe("/cars/2021-toyota-rav4-gx-st7/buy-online");
    expect(cardView({ ...car, car_type: "new" }, shop, now).buyOnlineHref).toBeNull();
    expect(cardView({ ...car, reserved: true }, shop, now).buyOnlineHref).toBeNull();
    expect(cardView(car, site, now).buyOnlineHref).toBeNull();
  });

  it("offers finance on in-stock cars where the site does (spec 01 §4 card actions), linking to #finance-form", () => {
    expect(cardView(car, site, now).financeHref).toBeNull();
    const fin = { ...site, features: { ...site.features, finance: true } };
    expect(cardView(car, fin, now).financeHref).toBe("/finance?vehiclePriceBudget=32990&car_id=7&car_type=used#finance-form");
    expect(cardView({ ...car, status: "sold" }, fin, now).financeHref).toBeNull();
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

  it("a sold car: the sold banner, no details, no favourites, only 'Find Me Something Similar' to similar cars in the window", () => {
    const v = cardView({ ...car, status: "sold" }, site, now);
    expect(v.banner).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(v.specs).toEqual([]);
    expect(v.savable).toBe(false);
    // Spec 01 §5 window (32,990 < 50,000: within 10,000), same body, in stock only (§9): never the sold car itself.
    expect(v.similarHref).toBe("/search/new-used-and-demo-cars?status=in_stock&body=SUV&price=22990%3A42990");
  });

  // The URL 'Find Me Something Similar' opens (spec 01 §4, §5 similar window; domain/vehicle/similar-vehicles.ts similarListingQuery).
  describe("similarHref", () => {
    const url = (car: Parameters<typeof similarHref>[0]) => {
      const u = new URL(similarHref(car), "http://site.test");
      return { path: u.pathname, params: Object.fromEntries(u.searchParams) };
    };
    it("under 50,000: the same body within 10,000 either side, in stock", () => {
      expect(url({ make: "Mazda", model: "CX-5", simple_body: "SUV", price: 30000 })).toEqual({
        path: "/search/new-used-and-demo-cars",
        params: { body: "SUV", price: "20000:40000", status: "in_stock" },
      });
    });
    it("from 50,000: within 25,000 either side", () => {
      expect(url({ make: "BMW", model: "X5", simple_body: "SUV", price: 80000 }).params.price).toBe("55000:105000");
      expect(url({ make: "BMW", model: "X3", simple_body: "SUV", price: 50000 }).params.price).toBe("25000:75000");
    });
    it("never below 0", () => {
      expect(url({ make: "Kia", model: "Picanto", simple_body: "Hatch", price: 6000 }).params.price).toBe("0:16000");
    });
    it("without a body type: the price window alone", () => {
      expect(url({ make: "Kia", model: "Picanto", simple_body: null, price: 15000 })).toEqual({
        path: "/search/new-used-and-demo-cars",
        params: { price: "5000:25000", status: "in_stock" },
      });
    });
    it("without a price (no window): the same make and model", () => {
      expect(similarHref({ make: "Land Rover", model: "Range Rover Sport", simple_body: "SUV", price: 0 })).toBe(
        "/search/land-rover/range-rover-sport?status=in_stock",
      );
    });
  });
});
