import { describe, expect, it } from "vitest";
import { financeEstimateOffered, weeklyEstimate } from "./feed-estimate";

// Spec 02 §5: "Finance estimate offered only for cars with the autograb option, status in_stock,
// not sold, not reserved and price over 200."
describe("financeEstimateOffered", () => {
  const car = {
    status: "in_stock",
    reserved: false,
    price: 30_000,
    autograb_data: { average_market_price: 31_000, state_average_market_price: null },
    youxQuote: { weeklyRepaymentAmount: 150, advertisedRate: 9.49 },
  };
  it("offers it for an in-stock, unreserved car over $200 with AutoGrab data", () => {
    expect(financeEstimateOffered(car)).toBe(true);
    expect(weeklyEstimate(car)).toEqual({ amount: 150, rate: 9.49 });
  });
  it("not on a reserved car, a coming-soon car or a sold car (issue 9 reproduction 15)", () => {
    expect(weeklyEstimate({ ...car, reserved: true })).toBeNull();
    expect(weeklyEstimate({ ...car, status: "coming_soon" })).toBeNull();
    expect(weeklyEstimate({ ...car, status: "sold" })).toBeNull();
  });
  it("not at $200 or under, nor without AutoGrab data, nor without a quote", () => {
    expect(financeEstimateOffered({ ...car, price: 200 })).toBe(false);
    expect(financeEstimateOffered({ ...car, price: 201 })).toBe(true);
    expect(financeEstimateOffered({ ...car, autograb_data: null })).toBe(false);
    expect(financeEstimateOffered({ ...car, autograb_data: { average_market_price: null } })).toBe(false);
    expect(weeklyEstimate({ ...car, youxQuote: null })).toBeNull();
    expect(weeklyEstimate({ ...car, youxQuote: { weeklyRepaymentAmount: 0, advertisedRate: 9 } })).toBeNull();
  });
});
