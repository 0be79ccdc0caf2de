/**
 * The budget finder's estimate and its search ('Find cars for your budget',
 * spec 02 §2, §4, §5, §7, §9; docs/finance.md 'Budget finder').
 */
import { clamp, formatMoney, roundCents } from "./money";

export const BUDGET_FREQUENCIES = ["weekly", "monthly"] as const;
export type BudgetFrequency = (typeof BUDGET_FREQUENCIES)[number];
/** The frequency a shopper starts with: the spec names the monthly default first (§9). */
export const BUDGET_DEFAULT_FREQUENCY: BudgetFrequency = "monthly";

/** Spec 02 §9: 'default repayment 600 monthly or 200 weekly; default deposit 2000'. */
export const BUDGET_DEFAULT_REPAYMENT: Record<BudgetFrequency, number> = { monthly: 600, weekly: 200 };
export const BUDGET_DEFAULT_DEPOSIT = 2000;
/** Spec 02 §9: 'repayment x 12 (monthly) or 52 (weekly) x 5 years'. */
export const BUDGET_PERIODS_PER_YEAR: Record<BudgetFrequency, number> = { monthly: 12, weekly: 52 };
export const BUDGET_YEARS = 5;
/** Spec 02 §5: 'repayment and deposit inputs clamped 0 to 1,000,000'. */
export const BUDGET_INPUT = { min: 0, max: 1_000_000 } as const;

/** Spec 02 §9 'search filter price above 1000': a car at $1,000 or less (no price, a placeholder) is in no budget. */
export const BUDGET_PRICE_FLOOR = 1000;
/**
 * The floor as the listing's range filter holds it (min <= price): the first
 * cent above $1,000, so the listing a budget links to holds exactly the cars
 * the budget finder counted.
 */
export const BUDGET_PRICE_ABOVE_FLOOR = BUDGET_PRICE_FLOOR + 0.01;

/**
 * Spec 02 §9: 'quick-pick deposits $5,000 to $70,000, or $300,000 to
 * $800,000 for the alternative set' (a dealer of high-priced stock chooses
 * the alternative set in its config: budget-finder-config.ts).
 */
export const DEPOSIT_QUICK_PICKS = {
  standard: [5_000, 10_000, 20_000, 30_000, 50_000, 70_000],
  alternative: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const satisfies Record<string, readonly number[]>;
export type DepositQuickPickSet = keyof typeof DEPOSIT_QUICK_PICKS;

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

/**
 * The repayment after the shopper switches frequency: a repayment still at the
 * old frequency's default becomes the new one's (600 a month -> 200 a week);
 * one the shopper typed is kept.
 */
export function repaymentForFrequency(repayment: number, from: BudgetFrequency, to: BudgetFrequency): number {
  return repayment === BUDGET_DEFAULT_REPAYMENT[from] ? BUDGET_DEFAULT_REPAYMENT[to] : repayment;
}

/** The price range a budget searches (spec 02 §7 'range[price]=:{max} appended', §9 'price above 1000'). */
export function budgetPriceRange(estimate: number): { min: number; max: number } {
  return { min: BUDGET_PRICE_ABOVE_FLOOR, max: estimate };
}

/**
 * Spec 02 §4: 'the view button is disabled and shows 0 cars found ... when
 * the budget is below the minimum price in the results'. `cheapest` is the
 * lowest price above the floor among the cars the shopper's other choices
 * (body) leave, null when there are none (then nothing is in any budget).
 */
export function budgetIsBelowCheapest(estimate: number, cheapest: number | null): boolean {
  return cheapest === null || estimate < cheapest;
}

/** Words for the estimate: '$600 a month for 5 years, plus a $2,000 deposit'. */
export function estimateBreakdown(input: { repayment: number; deposit: number; frequency: BudgetFrequency }): string {
  const per = input.frequency === "weekly" ? "a week" : "a month";
  const deposit = input.deposit > 0 ? `, plus a ${formatMoney(input.deposit)} deposit` : "";
  return `${formatMoney(input.repayment)} ${per} for ${BUDGET_YEARS} years${deposit}`;
}
