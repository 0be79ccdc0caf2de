import { describe, expect, it } from "vitest";
import { BUDGET_DEFAULT_DEPOSIT, BUDGET_DEFAULT_REPAYMENT, budgetEstimate, readBudgetAmount } from "./budget-finder";

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
    expect(budgetEstimate({ repayment: "x", deposit: 5_000_000, frequency: "monthly" })).toBe(1_000_000);
    expect(budgetEstimate({ repayment: 2_000_000, deposit: -5, frequency: "monthly" })).toBe(60_000_000);
  });
});
