import { describe, expect, it } from "vitest";
import { rankCandidates, type MarketRow } from "./market-comparables";
import { marketRow } from "../../../tests/setup/market-row";
import { adjustedPrice, confidenceFor, estimateMarketPrice, fillFor, quantile } from "./market-estimate";
import { dealLabel, shouldShowPriceComparison } from "./market-price";
import { onRoadCosts, toExcludingGovtCharges } from "./on-road-costs";

const estimate = (subject: MarketRow, rows: MarketRow[], listing = subject.price) =>
  estimateMarketPrice(subject, listing, rankCandidates(subject, rows));

// docs/market-price.md: the platform's own estimate behind GET {vehicle path}/autogauge (spec 01 §7).
describe("adjustedPrice", () => {
  const subject = { year: 2021, km: 40_000 };
  it("adds 10% a year newer for an older comparable and 1.5% per 10,000 km more driven", () => {
    expect(adjustedPrice(subject, { year: 2020, km: 40_000 }, 30_000)).toBeCloseTo(33_000);
    expect(adjustedPrice(subject, { year: 2021, km: 60_000 }, 30_000)).toBeCloseTo(30_900);
    expect(adjustedPrice(subject, { year: 2022, km: 20_000 }, 30_000)).toBeCloseTo(26_100);
  });
  it("caps the adjustment at 35%", () => {
    expect(adjustedPrice({ year: 2021, km: 0 }, { year: 2016, km: 400_000 }, 10_000)).toBeCloseTo(13_500);
  });
});

describe("quantile", () => {
  it("interpolates between order statistics", () => {
    expect(quantile([30, 10, 20], 0.5)).toBe(20);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
  });
});

// Issue 9, Deliver 1: "the confidence falls when the set is small or widened".
describe("confidenceFor", () => {
  it("falls as the set gets smaller", () => {
    expect(confidenceFor(3, 0.05, 0)).toBeLessThan(confidenceFor(8, 0.05, 0));
    expect(confidenceFor(8, 0.05, 0)).toBeLessThan(confidenceFor(20, 0.05, 0));
  });
  it("falls at each widening step", () => {
    const byStep = [0, 1, 2, 3].map((step) => confidenceFor(10, 0.05, step));
    expect(byStep).toEqual([...byStep].sort((a, b) => b - a));
    expect(new Set(byStep).size).toBe(4);
  });
  it("falls as the comparables disagree, to 0 at a spread of two thirds", () => {
    expect(confidenceFor(10, 0.3, 0)).toBeLessThan(confidenceFor(10, 0.05, 0));
    expect(confidenceFor(10, 0.7, 0)).toBe(0);
  });
  it("keeps a set widened to other badges under the spec's 0.2 unless it is large and agrees closely", () => {
    // Spec 01 §9: "confidence threshold 0.2".
    expect(confidenceFor(3, 0, 3)).toBeLessThanOrEqual(0.2);
    expect(confidenceFor(20, 0.15, 3)).toBeLessThanOrEqual(0.2);
    expect(confidenceFor(20, 0.02, 3)).toBeGreaterThan(0.2);
  });
});

describe("fillFor", () => {
  it("is the share of the range above the listing price", () => {
    expect(fillFor(30_000, 28_000, 33_000)).toBe(0.6);
    expect(fillFor(27_000, 28_000, 33_000)).toBe(1);
    expect(fillFor(34_000, 28_000, 33_000)).toBe(0);
  });
});

describe("estimateMarketPrice", () => {
  const ranger = marketRow({ id: 1, price: 37_990 });
  const xls = [
    marketRow({ km: 30_000, price: 41_990 }),
    marketRow({ km: 52_000, price: 38_990 }),
    marketRow({ km: 45_000, price: 39_990 }),
    marketRow({ km: 38_000, price: 40_990 }),
    marketRow({ km: 41_000, price: 39_490 }),
  ];
  const otherTrims = [
    marketRow({ badge: "Platinum 4x4", price: 61_990 }),
    marketRow({ badge: "Platinum 4x4", price: 66_990 }),
    marketRow({ badge: "Raptor 4x4", price: 59_990 }),
    marketRow({ badge: "Sport 4x4", price: 54_990 }),
  ];

  it("answers the six fields of spec 01 §3 'Price-comparison response'", () => {
    const e = estimate(ranger, xls)!;
    expect(Object.keys(e.comparison).sort()).toEqual([
      "confidence",
      "description",
      "fill",
      "listing_price",
      "market_range_max",
      "market_range_min",
    ]);
    expect(e.comparison.listing_price).toBe(37_990);
    expect(e.comparison.market_range_min % 100).toBe(0);
    expect(e.comparison.market_range_max % 100).toBe(0);
    expect(e.comparison.description).toBe(
      "Based on 5 comparable Ford Ranger XL 4x4 vehicles (2023) for sale now, adjusted for year and kilometres. " +
        "Typical market price $39,100 to $41,500 drive away.",
    );
  });

  // Issue 9, Found 1: 'Great Deal – Market price $38,900–$53,800' for a base XL at $37,990.
  it("prices a Ranger XL against XLs, whatever Platinums, Raptors and Sports are for sale", () => {
    const e = estimate(ranger, [...xls, ...otherTrims])!;
    expect(e.comparison).toEqual(estimate(ranger, xls)!.comparison);
    expect(e.comparison.market_range_max).toBeLessThan(42_000);
    expect(e.estimate).toBeGreaterThan(39_000);
    expect(e.estimate).toBeLessThan(41_000);
  });

  it("does not give every XL the maximum fill: one priced in the market gets the needle mid-range", () => {
    const atMarket = marketRow({ id: 2, price: 39_990 });
    const c = estimate(atMarket, xls)!.comparison;
    expect(c.fill).toBeGreaterThan(0.2);
    expect(c.fill).toBeLessThan(0.8);
  });

  it("brings an Excl. Govt. Charges car and drive-away comparables to one basis, with each car's own state", () => {
    const egc = marketRow({ id: 3, priceType: "Excl. Govt. Charges", state: "QLD", price: 36_990 });
    const e = estimate(egc, xls)!;
    const driveAwayMedian = estimate(marketRow({ id: 4, price: 36_990 }), xls)!.estimate;
    // The WA drive-away median, less WA on-road costs (duty on the value, registration, CTP).
    const value = toExcludingGovtCharges(driveAwayMedian, "drive_away", "WA", { cylinders: 4 });
    expect(e.estimate).toBeCloseTo(value, -1);
    expect(driveAwayMedian - e.estimate).toBeCloseTo(onRoadCosts("WA", value, { cylinders: 4 }), -1);
    expect(e.comparison.description).toMatch(/with other price bases converted using estimated on-road costs by state/);
    expect(e.comparison.description).toMatch(/excluding government charges\.$/);
  });

  it("never claims more precision than ±3%: a car priced at an unanimous market is a 'Good Deal', not a 'Great Deal'", () => {
    const same = [1, 2, 3, 4].map(() => marketRow({ carType: "new", km: 10, price: 55_990 }));
    const c = estimate(marketRow({ id: 5, carType: "new", km: 10, price: 55_990 }), same)!.comparison;
    expect(c.market_range_min).toBeLessThan(55_990);
    expect(c.market_range_max).toBeGreaterThan(55_990);
    expect(dealLabel(c.fill)).toBe("Good Deal");
  });

  // Spec 01 §5: shown only when ... confidence is above 0.2 and the market maximum is not below the listing price.
  it("is hidden on thin evidence: three cars of other badges give a confidence of 0.2 or less", () => {
    const thin = [
      marketRow({ badge: "XLT 4x4", price: 45_990 }),
      marketRow({ badge: "Wildtrak 4x4", price: 52_990 }),
      marketRow({ badge: "XLS 4x4", price: 41_990 }),
    ];
    const e = estimate(ranger, thin)!;
    expect(e.step).toBe(3);
    expect(e.comparison.confidence).toBeLessThanOrEqual(0.2);
    expect(shouldShowPriceComparison(e.comparison)).toBe(false);
    expect(e.comparison.description).toMatch(/^Based on 3 comparable Ford Ranger PY vehicles of any trim \(2023\)/);
  });

  it("is hidden for a car priced above the market's maximum", () => {
    const c = estimate(marketRow({ id: 6, price: 49_990 }), xls)!.comparison;
    expect(c.confidence).toBeGreaterThan(0.2);
    expect(shouldShowPriceComparison(c)).toBe(false);
  });

  it("is shown, with a confidence that falls as the set shrinks, for a well-evidenced car", () => {
    const five = estimate(ranger, xls)!.comparison;
    const three = estimate(ranger, xls.slice(0, 3))!.comparison;
    expect(shouldShowPriceComparison(five)).toBe(true);
    expect(three.confidence).toBeLessThan(five.confidence);
  });

  it("is empty without a listing price or with too few comparables", () => {
    expect(estimateMarketPrice(ranger, 0, rankCandidates(ranger, xls))).toBeNull();
    expect(estimate(ranger, xls.slice(0, 2))).toBeNull();
  });
});
