/**
 * The comparison rate, per the National Consumer Credit Protection Regulations
 * 2010 reg 100 (docs/finance.md has the formula and the worked cases):
 *
 *   comparison rate = n x r x 100%, where r solves
 *   sum_j A_j / (1 + r)^j = sum_j (R_j + C_j) / (1 + r)^j
 *
 * j counts repayment intervals from the first advance of credit (j = 0), A_j is
 * the credit provided at j, R_j the repayment and C_j the credit fees (not
 * government fees) paid at j; n is 12 monthly, 26.09 fortnightly, 52.18 weekly.
 * Reg 100(2): "a nominal rate per annum, together with the compounding
 * frequency", which is the repayment frequency.
 */
import { COMPARISON_RATE_N, type Frequency } from "./frequency";
import { type LoanFees, type LoanQuote, quoteLoan } from "./loan";
import { roundRate } from "./money";

/**
 * The example a comparison rate in an advertisement is calculated for: for a
 * fixed-term loan other than a home loan, $30,000 over 5 years, stated as
 * secured (a car loan is secured by the car).
 */
export const REGULATED_EXAMPLE = { amountOfCredit: 30_000, termYears: 5, frequency: "monthly", secured: true } as const;

/** The prescribed warning (short statement), quoted exactly. */
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** One cash flow of reg 100's equation, at time j (in repayment intervals). */
export interface CashFlow {
  j: number;
  /** A_j: credit provided at time j. */
  credit: number;
  /** R_j + C_j: repayment and credit fees paid at time j. */
  payment: number;
}

/** The cash flows of a quoted loan: credit (and fees paid upfront) at j = 0, then each repayment and its fee. */
export function cashFlowsOf(loan: LoanQuote): CashFlow[] {
  const credit = loan.amountOfCredit + loan.fees.governmentFinanced;
  const flows: CashFlow[] = [{ j: 0, credit, payment: loan.fees.paidUpfront }];
  for (let j = 1; j <= loan.numberOfRepayments; j++) {
    const repayment = j === loan.numberOfRepayments ? loan.finalRepayment : loan.repayment;
    flows.push({ j, credit: 0, payment: repayment + loan.feePerRepayment });
  }
  return flows;
}

/** sum_j (payment_j - credit_j) / (1 + r)^j: falls as r rises when every payment comes after the credit. */
function netPresentValue(flows: CashFlow[], r: number): number {
  let total = 0;
  for (const f of flows) total += (f.payment - f.credit) / Math.pow(1 + r, f.j);
  return total;
}

/**
 * The periodic rate r of reg 100's equation, by bisection: robust for any
 * fees, balloon and term, and exact to 1e-13 per interval (far below the
 * 0.005% a two-decimal rate can show). Null when no positive rate balances the
 * flows (no credit, or fees paid upfront that swallow the credit).
 */
export function solvePeriodicRate(flows: CashFlow[]): number | null {
  const credit = flows.reduce((s, f) => s + f.credit, 0);
  const upfront = flows.filter((f) => f.j === 0).reduce((s, f) => s + f.payment, 0);
  if (!(credit > 0) || upfront >= credit) return null;
  let lo = 0;
  let hi = 1;
  // Repays less than it lends (beyond half a cent of float noise): no rate >= 0 balances it.
  if (netPresentValue(flows, lo) < -0.005) return null;
  while (netPresentValue(flows, hi) > 0) {
    hi *= 2;
    if (hi > 1e6) return null;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    if (netPresentValue(flows, mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The comparison rate of a quoted loan in percent, unrounded: n x r x 100. */
export function exactComparisonRate(loan: LoanQuote): number | null {
  const r = solvePeriodicRate(cashFlowsOf(loan));
  return r === null ? null : COMPARISON_RATE_N[loan.frequency] * r * 100;
}

/** The comparison rate of a quoted loan, percent to 2 decimals (9.23). */
export function comparisonRate(loan: LoanQuote): number | null {
  const exact = exactComparisonRate(loan);
  return exact === null ? null : roundRate(exact);
}

/**
 * The comparison rate to advertise beside `annualRate`: the regulated example
 * ($30,000 over 5 years, monthly) with the lender's fees. Frequency may be
 * overridden for a product repaid only weekly or fortnightly.
 */
export function regulatedComparisonRate(
  annualRate: number,
  fees: Partial<LoanFees>,
  frequency: Frequency = REGULATED_EXAMPLE.frequency,
): number {
  const { amountOfCredit, termYears } = REGULATED_EXAMPLE;
  const loan = quoteLoan({ amountOfCredit, termYears, frequency, annualRate, fees });
  const rate = comparisonRate(loan);
  // The example lends $30,000: only fees paid upfront of $30,000 or more leave no rate.
  if (rate === null) throw new RangeError("fees.paidUpfront must be less than the $30,000 of the regulated example");
  return rate;
}
