/**
 * The budget finder's estimate ('Find cars for your budget', spec 02 §2, §5, §9).
 */
import { clamp, roundCents } from "./money";

export const BUDGET_FREQUENCIES = ["weekly", "monthly"] as const;
export type BudgetFrequency = (typeof BUDGET_FREQUENCIES)[number];

/** Spec 02 §9: 'default repayment 600 monthly or 200 weekly; default deposit 2000'. */
export const BUDGET_DEFAULT_REPAYMENT: Record<BudgetFrequency, number> = { monthly: 600, weekly: 200 };
export const BUDGET_DEFAULT_DEPOSIT = 2000;
/** Spec 02 §9: 'repayment x 12 (monthly) or 52 (weekly) x 5 years'. */
export const BUDGET_PERIODS_PER_YEAR: Record<BudgetFrequency, number> = { monthly: 12, weekly: 52 };
export const BUDGET_YEARS = 5;
/** Spec 02 §5: 'repayment and deposit inputs clamped 0 to 1,000,000'. */
export const BUDGET_INPUT = { min: 0, max: 1_000_000 } as const;

/** Spec 02 §5: 'a non-number becomes 0', then clamped 0 to 1,000,000. Accepts '$2,000' as typed. */
export function readBudgetAmount(typed: unknown): number {
  const n = typeof typed === "number" ? typed : typeof typed === "string" ? Number(typed.replace(/[$,\s]/g, "")) : Number.NaN;
  return Number.isFinite(n) ? clamp(n, BUDGET_INPUT.min, BUDGET_INPUT.max) : 0;
}

/** Spec 02 §9: 'estimate = repayment x 12 (monthly) or 52 (weekly) x 5 years + deposit'. */
export function budgetEstimate(input: { repayment: unknown; deposit: unknown; frequency: BudgetFrequency }): number {
  const repayment = readBudgetAmount(input.repayment);
  const deposit = readBudgetAmount(input.deposit);
  return roundCents(repayment * BUDGET_PERIODS_PER_YEAR[input.frequency] * BUDGET_YEARS + deposit);
}
