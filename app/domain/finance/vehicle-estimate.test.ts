import { describe, expect, it } from "vitest";
import { COMPARISON_RATE_WARNING } from "./comparison-rate";
import { DEFAULT_FINANCE_PROVIDER, financeProviderConfigSchema } from "./provider-config";
import { quickQuote } from "./quick-quote";
import { financeEstimateOffered, vehicleEstimate } from "./vehicle-estimate";

// Spec 02 §5: "Finance estimate offered only for cars with the autograb option, status in_stock,
// not sold, not reserved and price over 200."
describe("financeEstimateOffered", () => {
  const car = {
    status: "in_stock",
    reserved: false,
    price: 30_000,
    year: 2022,
    autograb_data: { average_market_price: 31_000, state_average_market_price: null },
    youxQuote: { weeklyRepaymentAmount: 150, advertisedRate: 9.49, comparisonRate: 10.1 },
  };
  const estimate = (c: typeof car | object) => vehicleEstimate({ ...car, ...c }, DEFAULT_FINANCE_PROVIDER, 2025);

  it("offers it for an in-stock, unreserved car over $200 with AutoGrab data; the lender's quote wins (spec 01 §3)", () => {
    expect(financeEstimateOffered(car)).toBe(true);
    const e = estimate({})!;
    expect(e.source).toBe("lender");
    expect(e.weeklyRepaymentAmount).toBe(150);
    expect(e.rates.interestRateText).toBe("9.49% p.a.");
    expect(e.rates.comparisonRateText).toBe("10.10% p.a.");
    expect(e.rates.warning).toBe(COMPARISON_RATE_WARNING);
    expect(e.disclaimer).toBe("Based on a 5-year term, 10% deposit and 30% final payment.");
  });

  it("not on a reserved car, a coming-soon car or a sold car (issue 9 reproduction 15)", () => {
    expect(estimate({ reserved: true })).toBeNull();
    expect(estimate({ status: "coming_soon" })).toBeNull();
    expect(estimate({ status: "sold" })).toBeNull();
  });

  it("not at $200 or under, nor without AutoGrab data", () => {
    expect(financeEstimateOffered({ ...car, price: 200 })).toBe(false);
    expect(financeEstimateOffered({ ...car, price: 201 })).toBe(true);
    expect(financeEstimateOffered({ ...car, autograb_data: null })).toBe(false);
    expect(financeEstimateOffered({ ...car, autograb_data: { average_market_price: null } })).toBe(false);
    expect(estimate({ autograb_data: null })).toBeNull();
  });

  it("without a lender's quote (or one without its comparison rate) the engine quotes the car at the spec's defaults", () => {
    const provider = financeProviderConfigSchema.parse({
      rateCard: {
        GREAT: [
          { maxVehicleAgeYears: 3, rate: 7.99 },
          { maxVehicleAgeYears: null, rate: 9.99 },
        ],
      },
      fees: { establishment: { amount: 395 }, monthlyAdmin: 8 },
    });
    const engine = quickQuote({ purchasePrice: 30_000, year: 2022, loanTerm: 5 }, provider, 2025);
    for (const youxQuote of [
      null,
      { weeklyRepaymentAmount: 0, advertisedRate: 9 },
      { weeklyRepaymentAmount: 99, advertisedRate: 9 },
    ]) {
      const e = vehicleEstimate({ ...car, youxQuote }, provider, 2025)!;
      expect(e.source).toBe("engine");
      expect(e.weeklyRepaymentAmount).toBe(engine.weeklyRepaymentAmount);
      expect(e.rates.interestRate).toBe(7.99);
      expect(e.rates.comparisonRate).toBe(engine.comparisonRate);
      expect(e.rates.comparisonRate).toBeGreaterThan(7.99);
    }
  });

  it("quotes a car's own price, even outside the quick quote form's 10,000 to 200,000 clamp", () => {
    const cheap = vehicleEstimate({ ...car, price: 6_000, youxQuote: null }, DEFAULT_FINANCE_PROVIDER, 2025)!;
    const clamped = quickQuote({ purchasePrice: 6_000 }, DEFAULT_FINANCE_PROVIDER, 2025);
    expect(cheap.weeklyRepaymentAmount).toBeLessThan(clamped.weeklyRepaymentAmount);
    // $6,000 less 10%, $1,800 balloon, 260 weekly repayments at 10%.
    expect(cheap.weeklyRepaymentAmount).toBeCloseTo(21.07, 2);
  });
});
