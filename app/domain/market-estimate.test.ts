import { describe, expect, it } from "vitest";
import { adjustedPrice, confidenceFor, estimateMarketPrice, fillFor, isComparable, weightedQuantile } from "./market-estimate";
import { shouldShowPriceComparison } from "./market-price";

const subject = { id: 1, make: "Toyota", model: "RAV4", year: 2021, km: 40000, price: 38000, badge: "GX" };
const comp = (id: number, year: number, km: number, price: number, extra: Partial<typeof subject> = {}) => ({
  ...subject,
  id,
  year,
  km,
  price,
  ...extra,
});

// docs/market-price.md: the platform's own estimate behind GET {vehicle path}/autogauge (spec 01 §7).
describe("isComparable", () => {
  it("takes the same make and model (any case) within 2 years and the km window", () => {
    expect(isComparable(subject, comp(2, 2019, 40000, 30000, { make: "TOYOTA", model: "rav4" }))).toBe(true);
    expect(isComparable(subject, comp(2, 2018, 40000, 30000))).toBe(false);
    expect(isComparable(subject, comp(2, 2021, 71000, 30000))).toBe(false);
    expect(isComparable(subject, comp(2, 2021, 40000, 30000, { model: "Corolla" }))).toBe(false);
  });
  it("never takes the car itself or an unpriced car", () => {
    expect(isComparable(subject, comp(1, 2021, 40000, 30000))).toBe(false);
    expect(isComparable(subject, comp(2, 2021, 40000, 0))).toBe(false);
  });
});

describe("adjustedPrice", () => {
  it("adds 8% a year newer for an older comparable and 1.5% per 10,000 km more driven", () => {
    expect(adjustedPrice(subject, comp(2, 2020, 40000, 30000))).toBeCloseTo(32400);
    expect(adjustedPrice(subject, comp(2, 2021, 60000, 30000))).toBeCloseTo(30900);
  });
  it("caps the adjustment at 35%", () => {
    expect(adjustedPrice({ ...subject, km: 0 }, comp(2, 2016, 400000, 10000))).toBeCloseTo(13500);
  });
});

describe("weightedQuantile", () => {
  it("is the plain median for equal weights", () => {
    const pts = [10, 20, 30].map((value) => ({ value, weight: 1 }));
    expect(weightedQuantile(pts, 0.5)).toBe(20);
    expect(
      weightedQuantile(
        [10, 20].map((value) => ({ value, weight: 1 })),
        0.5,
      ),
    ).toBe(15);
  });
});

describe("fillFor and confidenceFor", () => {
  it("fill is the share of the range above the listing price", () => {
    expect(fillFor(30000, 28000, 33000)).toBe(0.6);
    expect(fillFor(27000, 28000, 33000)).toBe(1);
    expect(fillFor(34000, 28000, 33000)).toBe(0);
  });
  it("confidence rises with the count and falls with the spread", () => {
    expect(confidenceFor(8, 29000, 30000, 31000)).toBeGreaterThan(confidenceFor(2, 29000, 30000, 31000));
    expect(confidenceFor(8, 20000, 30000, 40000)).toBeLessThan(confidenceFor(8, 29000, 30000, 31000));
    expect(confidenceFor(8, 10000, 30000, 50000)).toBe(0);
  });
});

describe("estimateMarketPrice", () => {
  const market = [
    comp(2, 2021, 35000, 39000),
    comp(3, 2021, 45000, 37500),
    comp(4, 2020, 50000, 35000),
    comp(5, 2022, 30000, 42000),
    comp(6, 2021, 42000, 38500),
    comp(7, 2019, 60000, 33000),
  ];
  it("answers the six fields of spec 01 §3 'Price-comparison response'", () => {
    const e = estimateMarketPrice(subject, 36000, market)!;
    expect(Object.keys(e).sort()).toEqual([
      "confidence",
      "description",
      "fill",
      "listing_price",
      "market_range_max",
      "market_range_min",
    ]);
    expect(e.listing_price).toBe(36000);
    expect(e.market_range_min).toBeLessThan(e.market_range_max);
    expect(e.market_range_min % 100).toBe(0);
    expect(e.fill).toBeGreaterThan(0.65);
    expect(e.description).toMatch(/^Based on 6 comparable Toyota RAV4 vehicles \(2019-2022\)/);
    expect(shouldShowPriceComparison(e)).toBe(true);
  });
  it("is empty with fewer than 2 comparables or without a listing price", () => {
    expect(estimateMarketPrice(subject, 36000, market.slice(0, 1))).toBeNull();
    expect(estimateMarketPrice(subject, 0, market)).toBeNull();
  });
});
