import { describe, expect, it } from "vitest";
import { dealLabel, gaugeLevel, readPriceComparison, shouldShowPriceComparison, showMarketPriceBadge } from "./market-price";

const full = {
  fill: 0.7,
  listing_price: 30000,
  market_range_min: 28000,
  market_range_max: 33000,
  confidence: 0.5,
  description: "x",
};

// Spec 01 §5: "Price comparison block is shown only when fill, listing_price, market_range_min,
// market_range_max and confidence are all present, confidence is above 0.2, and the market
// maximum is not below the listing price."
describe("shouldShowPriceComparison", () => {
  it("shows a complete answer with confidence above 0.2 and the maximum at or above the price", () => {
    expect(shouldShowPriceComparison(full)).toBe(true);
    expect(shouldShowPriceComparison({ ...full, market_range_max: 30000 })).toBe(true);
  });
  it("hides it when any of the five fields is missing", () => {
    for (const f of ["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const) {
      const rest: Partial<typeof full> = { ...full };
      delete rest[f];
      expect(shouldShowPriceComparison(rest)).toBe(false);
    }
  });
  it("hides it at confidence 0.2 or below", () => {
    expect(shouldShowPriceComparison({ ...full, confidence: 0.2 })).toBe(false);
    expect(shouldShowPriceComparison({ ...full, confidence: 0.21 })).toBe(true);
  });
  it("hides it when the market maximum is below the listing price", () => {
    expect(shouldShowPriceComparison({ ...full, market_range_max: 29999 })).toBe(false);
  });
  it("hides it for no answer", () => {
    expect(shouldShowPriceComparison(null)).toBe(false);
  });
});

// Spec 01 §8: "Empty price comparison response | 'No data returned'".
describe("readPriceComparison", () => {
  it("raises 'No data returned' for an empty answer", () => {
    expect(() => readPriceComparison(null)).toThrow("No data returned");
    expect(() => readPriceComparison({})).toThrow("No data returned");
  });
  it("keeps the numeric fields and the description", () => {
    expect(readPriceComparison({ ...full, fill: "0.7", extra: 1 })).toEqual({ ...full, fill: undefined });
  });
});

// Spec 01 §9: "gauge colour low below 0.3, medium 0.3 to 0.6, high above 0.6; label 'Good Deal'
// when fill is under 0.65, else 'Great Deal'".
describe("gaugeLevel and dealLabel", () => {
  it("colours by confidence", () => {
    expect(gaugeLevel(0.29)).toBe("low");
    expect(gaugeLevel(0.3)).toBe("medium");
    expect(gaugeLevel(0.6)).toBe("medium");
    expect(gaugeLevel(0.61)).toBe("high");
  });
  it("labels by fill", () => {
    expect(dealLabel(0.64)).toBe("Good Deal");
    expect(dealLabel(0.65)).toBe("Great Deal");
  });
});

// Spec 01 §5: "Market-price badge shows when the market average (state average if present)
// exceeds the price by more than 499 and the price is below the state average."
describe("showMarketPriceBadge", () => {
  it("needs the average to exceed the price by more than 499", () => {
    expect(showMarketPriceBadge(20000, { average_market_price: 20500 })).toBe(true);
    expect(showMarketPriceBadge(20000, { average_market_price: 20499 })).toBe(false);
  });
  it("prefers the state average when present", () => {
    expect(showMarketPriceBadge(20000, { average_market_price: 25000, state_average_market_price: 20300 })).toBe(false);
    expect(showMarketPriceBadge(20000, { average_market_price: 19000, state_average_market_price: 21000 })).toBe(true);
  });
  it("needs market data and a price", () => {
    expect(showMarketPriceBadge(20000, null)).toBe(false);
    expect(showMarketPriceBadge(0, { average_market_price: 25000 })).toBe(false);
  });
});
