/**
 * Repayment frequencies (spec 02 §4 'frequency weekly, fortnightly, monthly';
 * §9 'Frequencies per year: weekly 52, fortnightly 26, monthly 12').
 */
import { roundCents } from "./money";

export const FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Spec 02 §9: repayments a year, used for the number of repayments and the periodic rate. */
export const REPAYMENTS_PER_YEAR: Record<Frequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/**
 * The comparison rate's "n" (NCCP Regulations 2010 reg 100(3)): "the number
 * of repayments per annum ... except that (a) if repayments are to be made
 * weekly, n is 52.18; and (b) if repayments are to be made fortnightly, n is 26.09".
 */
export const COMPARISON_RATE_N: Record<Frequency, number> = { weekly: 52.18, fortnightly: 26.09, monthly: 12 };

/** Spec 01 §9 'Weekly-to-monthly factor 4.33'; spec 02 §9 'Monthly = weekly x 4.33'. */
export const WEEKS_PER_MONTH = 4.33;

/** A weekly amount as the spec shows it monthly: weekly x 4.33, to the cent. */
export function monthlyFromWeekly(weekly: number): number {
  return roundCents(weekly * WEEKS_PER_MONTH);
}

/** The number of repayments in a term: 5 years monthly is 60, 2.5 years weekly is 130. */
export function numberOfRepayments(termYears: number, frequency: Frequency): number {
  return Math.round(termYears * REPAYMENTS_PER_YEAR[frequency]);
}

/** 'per week', 'per fortnight', 'per month'. */
export function perFrequency(frequency: Frequency): string {
  return { weekly: "per week", fortnightly: "per fortnight", monthly: "per month" }[frequency];
}
