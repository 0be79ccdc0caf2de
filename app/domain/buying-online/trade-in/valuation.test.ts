import { describe, expect, it } from "vitest";
import type { MarketRange } from "../../vehicle/market-estimate";
import type { AdjustmentAnswers } from "./adjustments";
import { tradeInConfigSchema } from "./trade-in-config";
import { guidanceReason, marginFor, offerFor, reconditioningFor, TRADE_IN_GUIDANCE, valueTradeIn } from "./valuation";

const cfg = tradeInConfigSchema.parse({});
const best: AdjustmentAnswers = { condition: "excellent", service_history: "full", accident_damage: "no", finance_owing: "no" };
const market = (over: Partial<MarketRange> = {}): MarketRange => ({
  estimate: 30_000,
  min: 28_000,
  max: 32_000,
  confidence: 0.66,
  description: "Based on 5 comparable cars",
  step: 0,
  count: 5,
  ...over,
});
const YEAR = 2026;

describe("spec 02 §9 trade-in guidance: 'cars over 7 years or 100,000 km may get no online estimate'", () => {
  it("quotes the spec's text", () => {
    expect(TRADE_IN_GUIDANCE).toBe("Trade-in guidance: cars over 7 years or 100,000 km may get no online estimate.");
  });
  it("a car 7 years old gets an estimate; 8 years old does not", () => {
    expect(guidanceReason({ year: YEAR - 7 }, 50_000, YEAR)).toBeNull();
    expect(guidanceReason({ year: YEAR - 8 }, 50_000, YEAR)).toBe("age");
  });
  it("100,000 km gets an estimate; 100,001 km does not", () => {
    expect(guidanceReason({ year: YEAR - 2 }, 100_000, YEAR)).toBeNull();
    expect(guidanceReason({ year: YEAR - 2 }, 100_001, YEAR)).toBe("km");
  });
  it("no market is consulted for a car over the limits: guidance, not a number", () => {
    expect(valueTradeIn({ vehicle: { year: YEAR - 9 }, km: 20_000, answers: best }, market(), cfg, YEAR)).toEqual({
      kind: "guidance",
      reason: "age",
    });
    expect(valueTradeIn({ vehicle: { year: YEAR - 1 }, km: 150_000, answers: best }, market(), cfg, YEAR)).toEqual({
      kind: "guidance",
      reason: "km",
    });
  });
});

describe("reconditioning by the adjustment answers (spec 01 §3 adjustmentAnswers)", () => {
  it("an excellent car with full history and no damage needs none", () => {
    expect(reconditioningFor(best, cfg)).toBe(0);
  });
  it("adds each answer's cost from the tenant's config; finance owing changes nothing", () => {
    const worn: AdjustmentAnswers = {
      condition: "fair",
      service_history: "partial",
      accident_damage: "yes",
      finance_owing: "yes",
    };
    expect(reconditioningFor(worn, cfg)).toBe(1800 + 500 + 2500);
    expect(reconditioningFor({ ...best, finance_owing: "yes" }, cfg)).toBe(0);
    const own = tradeInConfigSchema.parse({ reconditioning: { condition: { poor: 9000 } } });
    expect(reconditioningFor({ ...best, condition: "poor" }, own)).toBe(9000);
  });
});

describe("the dealer's margin (tenant config trade_in)", () => {
  it("is the configured share of the value, at least the minimum", () => {
    expect(marginFor(30_000, cfg)).toBe(3600); // 12%
    expect(marginFor(8_000, cfg)).toBe(1500); // 960 < the $1,500 minimum
    expect(marginFor(30_000, tradeInConfigSchema.parse({ margin_percent: 20, min_margin: 0 }))).toBe(6000);
  });
  it("the offer is value less reconditioning less margin, rounded down to $100", () => {
    expect(offerFor(30_000, 0, cfg)).toBe(26_400);
    expect(offerFor(30_050, 650, cfg)).toBe(25_700); // 30,050 - 650 - 3,606 = 25,794, down to $100
  });
});

describe("the offer range from the market (docs/trade-in.md)", () => {
  it("runs from the market range's low end to its estimate, each less reconditioning and margin", () => {
    const v = valueTradeIn({ vehicle: { year: YEAR - 3 }, km: 45_000, answers: best }, market(), cfg, YEAR);
    expect(v).toMatchObject({ kind: "offer", low: 24_600, high: 26_400, reconditioning: 0 });
    const worn = valueTradeIn(
      { vehicle: { year: YEAR - 3 }, km: 45_000, answers: { ...best, condition: "good", accident_damage: "yes" } },
      market(),
      cfg,
      YEAR,
    );
    expect(worn).toMatchObject({ kind: "offer", low: 24_600 - 3100, high: 26_400 - 3100, reconditioning: 3100 });
  });
  it("too few comparables: no number, said honestly", () => {
    expect(valueTradeIn({ vehicle: { year: YEAR - 3 }, km: 45_000, answers: best }, null, cfg, YEAR)).toEqual({
      kind: "no-estimate",
      reason: "too-few",
    });
  });
  it("comparables the vehicle page would not trust (confidence 0.2 or less, spec 01 §9) are too few as well", () => {
    const v = valueTradeIn({ vehicle: { year: YEAR - 3 }, km: 45_000, answers: best }, market({ confidence: 0.2 }), cfg, YEAR);
    expect(v).toEqual({ kind: "no-estimate", reason: "too-few" });
  });
  it("nothing left after costs: no offer rather than $0 or less", () => {
    const cheap = market({ estimate: 3000, min: 2500, max: 3500 });
    const v = valueTradeIn(
      { vehicle: { year: YEAR - 6 }, km: 90_000, answers: { ...best, condition: "poor" } },
      cheap,
      cfg,
      YEAR,
    );
    expect(v).toEqual({ kind: "no-estimate", reason: "below-costs" });
  });
});
