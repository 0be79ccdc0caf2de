/**
 * A fixed-rate car loan: repayments, balloon, fees and totals (issue 19 item 1;
 * spec 02 §3 'Finance lender: ... interestRate, establishmentFees, totalPayable').
 *
 * Conventions (docs/finance.md):
 * - repayments are made in arrears, the first one interval after settlement;
 * - the periodic rate is the nominal annual rate over the repayments a year (52, 26, 12);
 * - each repayment is rounded to the cent and the last one absorbs the rounding,
 *   as lenders do, so the schedule repays the amount financed exactly;
 * - the balloon (residual, final payment) is due with the last repayment.
 */
import { type Frequency, numberOfRepayments, REPAYMENTS_PER_YEAR } from "./frequency";
import { roundCents } from "./money";

/** The fees of one loan, in dollars, sorted by how the regulation treats them. */
export interface LoanFees {
  /** Credit fees paid at settlement, not borrowed: an establishment fee paid upfront. */
  paidUpfront: number;
  /** Credit fees added to the loan: an establishment fee financed, an agency fee. */
  financed: number;
  /**
   * Government fees added to the loan (the PPSR registration): part of the
   * amount of credit, and left out of the comparison rate (reg 100 'Cj ...
   * other than a government fee, charge or duty').
   */
  governmentFinanced: number;
  /** A credit fee charged every month (monthly admin, account keeping). */
  monthly: number;
}

export const NO_FEES: LoanFees = { paidUpfront: 0, financed: 0, governmentFinanced: 0, monthly: 0 };

export interface LoanInput {
  /** Credit for the car itself: price less deposit and trade-in, in dollars. */
  amountOfCredit: number;
  /** Nominal annual interest rate in percent: 7.99 is 7.99% p.a. */
  annualRate: number;
  termYears: number;
  frequency: Frequency;
  /** The balloon (residual, final payment) due with the last repayment, in dollars. */
  balloon?: number;
  fees?: Partial<LoanFees>;
}

export interface LoanQuote {
  frequency: Frequency;
  numberOfRepayments: number;
  /** The nominal rate over the repayments a year, as a fraction (0.0799 / 12). */
  periodicRate: number;
  amountOfCredit: number;
  /** Amount of credit plus every financed fee: what interest is charged on. */
  amountFinanced: number;
  balloon: number;
  /** Each regular repayment of principal and interest, to the cent. */
  repayment: number;
  /** The monthly fee as charged with each repayment: monthly x 12 / repayments a year, to the cent. */
  feePerRepayment: number;
  /** What the borrower pays each interval: repayment + feePerRepayment. */
  totalPerRepayment: number;
  /** The last repayment of principal and interest: the balloon plus the rounding left over. */
  finalRepayment: number;
  /** Sum of every repayment and periodic fee, balloon included. */
  totalRepayments: number;
  totalInterest: number;
  /** Upfront, financed, government and periodic fees together. */
  totalFees: number;
  /** Everything the borrower pays for the loan: total repayments plus fees paid upfront. */
  totalPayable: number;
  fees: LoanFees;
}

/** The level payment that repays `principal` less the discounted balloon over n intervals at rate i. */
export function levelRepayment(principal: number, periodicRate: number, n: number, balloon = 0): number {
  if (periodicRate === 0) return (principal - balloon) / n;
  const v = Math.pow(1 + periodicRate, -n);
  return ((principal - balloon * v) * periodicRate) / (1 - v);
}

/** Quotes a loan. Throws RangeError naming the field when an input is outside what a loan can be. */
export function quoteLoan(input: LoanInput): LoanQuote {
  const fees = checkFees({ ...NO_FEES, ...input.fees });
  const balloon = input.balloon ?? 0;
  const n = numberOfRepayments(input.termYears, input.frequency);
  check(Number.isFinite(input.amountOfCredit) && input.amountOfCredit >= 0, "amountOfCredit must be 0 or more");
  check(Number.isFinite(input.annualRate) && input.annualRate >= 0 && input.annualRate <= 100, "annualRate must be 0 to 100");
  check(n >= 1, "termYears must give at least one repayment");
  const amountFinanced = roundCents(input.amountOfCredit + fees.financed + fees.governmentFinanced);
  check(Number.isFinite(balloon) && balloon >= 0 && balloon <= amountFinanced, "balloon must be 0 to the amount financed");

  const perYear = REPAYMENTS_PER_YEAR[input.frequency];
  const periodicRate = input.annualRate / 100 / perYear;
  const repayment = roundCents(levelRepayment(amountFinanced, periodicRate, n, balloon));
  let balance = amountFinanced;
  for (let j = 1; j < n; j++) balance = balance * (1 + periodicRate) - repayment;
  const finalRepayment = roundCents(balance * (1 + periodicRate));

  const feePerRepayment = roundCents((fees.monthly * 12) / perYear);
  const totalRepayments = roundCents(repayment * (n - 1) + finalRepayment + feePerRepayment * n);
  const totalInterest = roundCents(repayment * (n - 1) + finalRepayment - amountFinanced);
  const totalFees = roundCents(fees.paidUpfront + fees.financed + fees.governmentFinanced + feePerRepayment * n);
  return {
    frequency: input.frequency,
    numberOfRepayments: n,
    periodicRate,
    amountOfCredit: input.amountOfCredit,
    amountFinanced,
    balloon,
    repayment,
    feePerRepayment,
    totalPerRepayment: roundCents(repayment + feePerRepayment),
    finalRepayment,
    totalRepayments,
    totalInterest,
    totalFees,
    totalPayable: roundCents(totalRepayments + fees.paidUpfront),
    fees,
  };
}

function checkFees(fees: LoanFees): LoanFees {
  for (const [name, amount] of Object.entries(fees)) {
    check(Number.isFinite(amount) && amount >= 0, `fees.${name} must be 0 or more`);
  }
  return fees;
}

function check(ok: boolean, message: string): asserts ok {
  if (!ok) throw new RangeError(message);
}
