/**
 * Wherever an interest rate is shown, its comparison rate is shown beside it
 * with equal prominence, with the prescribed warning (issue 19 item 8; NCCP
 * Regulations 2010 reg 100). The UI takes both from one object, so it cannot
 * show a rate without its comparison rate or without the warning.
 */
import { COMPARISON_RATE_WARNING, REGULATED_EXAMPLE, regulatedComparisonRate } from "./comparison-rate";
import { formatMoney, formatRate, roundRate } from "./money";
import type { FinanceProviderConfig } from "./provider-config";
import { loanFeesOf } from "./provider-fees";
import { CREDIT_HISTORIES } from "./credit-history";

export interface RateDisclosure {
  interestRate: number;
  comparisonRate: number;
  /** '7.99% p.a.' */
  interestRateText: string;
  /** '9.23% p.a.' */
  comparisonRateText: string;
  /** What the comparison rate is calculated on: 'Comparison rate calculated on a $30,000 secured loan over 5 years.' */
  example: string;
  warning: typeof COMPARISON_RATE_WARNING;
}

export const COMPARISON_RATE_EXAMPLE = `Comparison rate calculated on a ${formatMoney(REGULATED_EXAMPLE.amountOfCredit)} ${
  REGULATED_EXAMPLE.secured ? "secured" : "unsecured"
} loan over ${REGULATED_EXAMPLE.termYears} years.`;

/** The rate, its comparison rate (the regulated example with the provider's fees) and the warning. */
export function rateDisclosure(annualRate: number, provider: FinanceProviderConfig): RateDisclosure {
  return disclosure(annualRate, regulatedComparisonRate(annualRate, loanFeesOf(provider.fees)));
}

/** The same for a lender's own quote (spec 02 §3 'Quote result: ... advertisedRate, comparisonRate'). */
export function quotedRateDisclosure(quote: { advertisedRate: number; comparisonRate: number }): RateDisclosure {
  return disclosure(quote.advertisedRate, quote.comparisonRate);
}

function disclosure(interestRate: number, comparisonRate: number): RateDisclosure {
  return {
    interestRate: roundRate(interestRate),
    comparisonRate: roundRate(comparisonRate),
    interestRateText: formatRate(interestRate),
    comparisonRateText: formatRate(comparisonRate),
    example: COMPARISON_RATE_EXAMPLE,
    warning: COMPARISON_RATE_WARNING,
  };
}

/**
 * The provider's range of comparison rates (spec 02 §9 'Comparison-rate range
 * 8.38% to 19.42% for one provider'): as configured, else the lowest and
 * highest comparison rate of its rate card with its fees.
 */
export function comparisonRateRange(provider: FinanceProviderConfig): { min: number; max: number } {
  if (provider.comparisonRateRange) return provider.comparisonRateRange;
  const fees = loanFeesOf(provider.fees);
  const rates = CREDIT_HISTORIES.flatMap((c) => provider.rateCard[c].map((b) => regulatedComparisonRate(b.rate, fees)));
  return { min: Math.min(...rates), max: Math.max(...rates) };
}

/** 'Comparison rates from 8.38% p.a. to 19.42% p.a.', or one rate when the range is a single rate. */
export function comparisonRateRangeText(range: { min: number; max: number }): string {
  if (roundRate(range.min) === roundRate(range.max)) return `Comparison rate ${formatRate(range.min)}`;
  return `Comparison rates from ${formatRate(range.min)} to ${formatRate(range.max)}`;
}
