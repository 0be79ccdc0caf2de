import { describe, expect, it } from "vitest";
import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_DEFAULT_REPAYMENT,
  BUDGET_PRICE_ABOVE_FLOOR,
  BUDGET_PRICE_FLOOR,
  DEPOSIT_QUICK_PICKS,
  budgetEstimate,
  budgetIsBelowCheapest,
  budgetPriceRange,
  estimateBreakdown,
  readBudgetAmount,
  repaymentForFrequency,
} from "./budget-finder";

// Spec 02 §9: 'Budget finder: estimate = repayment x 12 (monthly) or 52 (weekly) x 5 years + deposit;
// default repayment 600 monthly or 200 weekly; default deposit 2000'. §5: 'repayment and deposit
// inputs clamped 0 to 1,000,000, a non-number becomes 0'.
describe("budget finder estimate", () => {
  it("has the spec's defaults", () => {
    expect(BUDGET_DEFAULT_REPAYMENT).toEqual({ monthly: 600, weekly: 200 });
    expect(BUDGET_DEFAULT_DEPOSIT).toBe(2000);
  });

  it("monthly: 600 x 12 x 5 + 2000 = 38,000; weekly: 200 x 52 x 5 + 2000 = 54,000", () => {
    expect(budgetEstimate({ repayment: 600, deposit: 2000, frequency: "monthly" })).toBe(38_000);
    expect(budgetEstimate({ repayment: 200, deposit: 2000, frequency: "weekly" })).toBe(54_000);
    expect(budgetEstimate({ repayment: 123.45, deposit: 0, frequency: "weekly" })).toBe(32_097);
  });

  it("clamps each input to 0 to 1,000,000 and reads a non-number as 0", () => {
    expect([-1, 0, 1_000_000, 1_000_001].map(readBudgetAmount)).toEqual([0, 0, 1_000_000, 1_000_000]);
    expect(["abc", "", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}].map(readBudgetAmount)).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(readBudgetAmount("$2,000")).toBe(2000);
    expect(readBudgetAmount("-50")).toBe(0);
    expect(readBudgetAmount("1,000,000.01")).toBe(1_000_000);
    expect(budgetEstimate({ repayment: "x", deposit: 5_000_000, frequency: "monthly" })).toBe(1_000_000);
    expect(budgetEstimate({ repayment: 2_000_000, deposit: -5, frequency: "monthly" })).toBe(60_000_000);
  });
});

describe("budget finder search", () => {
  it("searches above the $1,000 floor up to the estimate (spec 02 §7 range[price]=:{max}, §9 price above 1000)", () => {
    expect(BUDGET_PRICE_FLOOR).toBe(1000);
    expect(budgetPriceRange(38_000)).toEqual({ min: 1000.01, max: 38_000 });
    expect(BUDGET_PRICE_ABOVE_FLOOR).toBeGreaterThan(BUDGET_PRICE_FLOOR);
  });

  it("is below the cheapest car one cent under it, not at it (spec 02 §4); with no car every budget is", () => {
    expect(budgetIsBelowCheapest(12_989.99, 12_990)).toBe(true);
    expect(budgetIsBelowCheapest(12_990, 12_990)).toBe(false);
    expect(budgetIsBelowCheapest(1_000_000, null)).toBe(true);
  });

  it("offers the spec's quick-pick deposits: $5,000 to $70,000, or $300,000 to $800,000", () => {
    const ends = (xs: readonly number[]) => [xs[0], xs[xs.length - 1]];
    expect(ends(DEPOSIT_QUICK_PICKS.standard)).toEqual([5_000, 70_000]);
    expect(ends(DEPOSIT_QUICK_PICKS.alternative)).toEqual([300_000, 800_000]);
  });

  it("swaps a default repayment with the frequency, and keeps one the shopper typed", () => {
    expect(repaymentForFrequency(600, "monthly", "weekly")).toBe(200);
    expect(repaymentForFrequency(200, "weekly", "monthly")).toBe(600);
    expect(repaymentForFrequency(450, "monthly", "weekly")).toBe(450);
    expect(repaymentForFrequency(600, "monthly", "monthly")).toBe(600);
  });

  it("words the estimate", () => {
    expect(estimateBreakdown({ repayment: 600, deposit: 2000, frequency: "monthly" })).toBe(
      "$600 a month for 5 years, plus a $2,000 deposit",
    );
    expect(estimateBreakdown({ repayment: 1250, deposit: 0, frequency: "weekly" })).toBe("$1,250 a week for 5 years");
  });
});
