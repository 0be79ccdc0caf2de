/**
 * The finance quick quote (spec 02 §2 'Quick Estimate' tab, §5, §7 POST
 * /api/youx/quote, §9): price, term, credit history and vehicle year give a
 * weekly repayment, the advertised rate and its comparison rate.
 */
import { z } from "zod";
import { regulatedComparisonRate } from "./comparison-rate";
import { type LoanQuote, quoteLoan } from "./loan";
import { clamp, roundCents, roundRate } from "./money";
import type { FinanceProviderConfig } from "./provider-config";
import { loanFeesOf } from "./provider-fees";
import { QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM } from "./calculator-bounds";
import { quickQuoteBasis } from "./calculator-disclaimer";
import { CREDIT_HISTORIES, type CreditHistory, rateFor } from "./rate-card";

/** Spec 02 §9: 'Finance quote: default price 30,000, term 5, credit GREAT'. */
export const QUICK_QUOTE_DEFAULTS = { purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: "GREAT" as CreditHistory };
export { QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM } from "./calculator-bounds";

/** Spec 02 §5 'Purchase price ... digits only': what the field keeps as it is typed. */
export function purchasePriceDigits(typed: string): string {
  return typed.replace(/\D/g, "");
}

/** Spec 02 §5 '... clamped to 10,000 to 200,000 on blur': an empty field becomes the minimum. */
export function clampPurchasePrice(value: number | string): number {
  const n = typeof value === "number" ? value : Number(purchasePriceDigits(value) || 0);
  return clamp(Number.isFinite(n) ? Math.round(n) : 0, QUICK_QUOTE_PRICE.min, QUICK_QUOTE_PRICE.max);
}

/** Spec 02 §5: term 1 to 7 whole years. */
export function clampLoanTerm(value: number): number {
  return clamp(
    Number.isFinite(value) ? Math.round(value) : QUICK_QUOTE_DEFAULTS.loanTerm,
    QUICK_QUOTE_TERM.min,
    QUICK_QUOTE_TERM.max,
  );
}

/**
 * The quote request (spec 02 §7 payload: selfAssessedCreditScore,
 * purchasePrice, loanTerm, year, vin, nvic, whoIsHelping). Price and term are
 * clamped as the form clamps them; a wrong type is refused naming the field.
 */
export const quickQuoteRequestSchema = z.object({
  selfAssessedCreditScore: z
    .enum(CREDIT_HISTORIES, { error: "must be GREAT, DECENT or POOR" })
    .default(QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore),
  purchasePrice: z
    .number({ error: "must be a price in dollars, such as 30000" })
    .default(QUICK_QUOTE_DEFAULTS.purchasePrice)
    .transform(clampPurchasePrice),
  loanTerm: z
    .number({ error: "must be a term in years, 1 to 7" })
    .default(QUICK_QUOTE_DEFAULTS.loanTerm)
    .transform(clampLoanTerm),
  year: z
    .number({ error: "must be a year, such as 2021" })
    .int("must be a whole year")
    .min(1900, "must be 1900 or later")
    .max(2100, "must be 2100 or earlier")
    .nullish(),
  vin: z.string().trim().max(17, "must be at most 17 characters").nullish(),
  nvic: z.string().trim().max(10, "must be at most 10 characters").nullish(),
  whoIsHelping: z.string().trim().max(120, "must be at most 120 characters").nullish(),
});
export type QuickQuoteRequest = z.input<typeof quickQuoteRequestSchema>;

/** Spec 02 §3 'Quote result: weeklyRepaymentAmount, advertisedRate, comparisonRate' (also the feed's youxQuote). */
export const quoteResultSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;

export interface QuickQuote extends QuoteResult {
  /** The loan behind weeklyRepaymentAmount: price less the deposit, with the final payment as a balloon. */
  loan: LoanQuote;
  disclaimer: string;
}

/** 'Based on a 5-year term, 10% deposit and 30% final payment.' (spec 02 §9). */
export function quickQuoteDisclaimer(loanTerm: number, provider: FinanceProviderConfig): string {
  return quickQuoteBasis(loanTerm, provider.quickQuote);
}

/**
 * The quote: the rate card's rate for the credit history and vehicle age,
 * applied to the price less the deposit with the final payment as a balloon,
 * repaid weekly with the provider's fees. weeklyRepaymentAmount is what the
 * shopper pays each week (the monthly fee included); comparisonRate is for the
 * regulated example at the same rate and fees. `asOfYear` dates the vehicle's age.
 */
export function quickQuote(request: QuickQuoteRequest, provider: FinanceProviderConfig, asOfYear: number): QuickQuote {
  const req = quickQuoteRequestSchema.parse(request);
  return quoteAtPrice(
    { price: req.purchasePrice, loanTerm: req.loanTerm, credit: req.selfAssessedCreditScore, year: req.year ?? null },
    provider,
    asOfYear,
  );
}

/**
 * The same quote for a price as it is, not clamped to the form's 10,000 to
 * 200,000: a car's own estimate (vehicle-estimate.ts) is for the car's price.
 */
export function quoteAtPrice(
  q: { price: number; loanTerm: number; credit: CreditHistory; year: number | null },
  provider: FinanceProviderConfig,
  asOfYear: number,
): QuickQuote {
  const rate = rateFor(provider.rateCard, q.credit, q.year, asOfYear);
  const fees = loanFeesOf(provider.fees);
  const deposit = roundCents((q.price * provider.quickQuote.depositPercent) / 100);
  const loan = quoteLoan({
    amountOfCredit: q.price - deposit,
    annualRate: rate,
    termYears: q.loanTerm,
    frequency: "weekly",
    balloon: roundCents((q.price * provider.quickQuote.finalPaymentPercent) / 100),
    fees,
  });
  return {
    weeklyRepaymentAmount: loan.totalPerRepayment,
    advertisedRate: roundRate(rate),
    comparisonRate: regulatedComparisonRate(rate, fees),
    loan,
    disclaimer: quickQuoteDisclaimer(q.loanTerm, provider),
  };
}
