/**
 * The vehicle page's finance calculator panel (spec 02 §2 'Finance calculator
 * panel', §3 'Finance calculator inputs: amount, term, interest, tradeIn,
 * residual, total', §4 'total recalculated after each input change', §5, §9).
 */
import {
  CALCULATOR_DEFAULT_AMOUNT,
  CALCULATOR_DEFAULT_TERM,
  CALCULATOR_PRICE_MAX,
  CALCULATOR_RESIDUAL,
  CALCULATOR_TERM,
  CALCULATOR_TRADE_IN,
  ENQUIRE_FOR_FINANCE,
  ENQUIRE_THRESHOLD,
  type SliderBounds,
} from "./calculator-bounds";
import type { Frequency } from "./frequency";
import { type LoanQuote, quoteLoan } from "./loan";
import { clamp, clampToStep, formatMoney, roundCents } from "./money";
import type { FinanceProviderConfig } from "./provider-config";
import { loanFeesOf } from "./provider-fees";
import { type RateDisclosure, rateDisclosure } from "./rate-disclosure";

export interface CalculatorInputs {
  /** Purchase price, dollars. */
  amount: number;
  /** Years. */
  term: number;
  /** Percent per annum. */
  interest: number;
  /** Deposit or trade-in, dollars. */
  tradeIn: number;
  /** Residual (balloon), dollars. */
  residual: number;
}
export type CalculatorField = keyof CalculatorInputs;

export interface CalculatorBounds {
  amount: { min: number; max: number };
  term: SliderBounds;
  interest: SliderBounds;
  tradeIn: SliderBounds;
  residual: SliderBounds;
}

export function calculatorBounds(provider: FinanceProviderConfig): CalculatorBounds {
  return {
    amount: { min: provider.calculator.priceMin, max: CALCULATOR_PRICE_MAX },
    term: CALCULATOR_TERM,
    interest: provider.calculator.interest,
    tradeIn: CALCULATOR_TRADE_IN,
    residual: CALCULATOR_RESIDUAL,
  };
}

/** Spec 02 §9: the car's price, or 30000 when it has none; 5 years; the provider's default rate (8.5%). */
export function calculatorDefaults(price: number | null | undefined, provider: FinanceProviderConfig): CalculatorInputs {
  const amount = price != null && Number.isFinite(price) && price > 0 ? price : CALCULATOR_DEFAULT_AMOUNT;
  return { amount, term: CALCULATOR_DEFAULT_TERM, interest: provider.calculator.defaultInterest, tradeIn: 0, residual: 0 };
}

/** A typed value as a number: not a number is 0, and (spec 02 §5) 'negative price set to 0'. */
export function readCalculatorNumber(typed: string | number): number {
  const n = typeof typed === "number" ? typed : Number(typed.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Spec 02 §5: 'Cannot be less than {min} or more than $250,000' at or beyond the bounds; null inside them. */
export function amountMessage(amount: number, bounds: CalculatorBounds): string | null {
  if (amount > bounds.amount.min && amount < bounds.amount.max) return null;
  return `Cannot be less than ${formatMoney(bounds.amount.min)} or more than ${formatMoney(bounds.amount.max)}`;
}

/**
 * Spec 02 §5 'Out-of-range values clamp': every input into its bounds and onto
 * its slider step. The deposit cannot pass the price, nor the residual the
 * amount left to borrow, so the loan is always one a lender could write.
 */
function capped(bounds: SliderBounds, cap: number): SliderBounds {
  return { ...bounds, max: Math.max(bounds.min, Math.min(bounds.max, cap)) };
}

export function clampCalculatorInputs(inputs: CalculatorInputs, bounds: CalculatorBounds): CalculatorInputs {
  // Dollars and cents, so the caps below are exact and clamping twice changes nothing.
  const amount = roundCents(clamp(readCalculatorNumber(inputs.amount), bounds.amount.min, bounds.amount.max));
  // Capped on the slider's own steps (not at the raw cap), so an amount off the step (1,299.51)
  // gives a trade-in of 1,299.50 that a second clamp leaves alone.
  const tradeIn = clampToStep(readCalculatorNumber(inputs.tradeIn), capped(bounds.tradeIn, amount));
  const residual = clampToStep(readCalculatorNumber(inputs.residual), capped(bounds.residual, roundCents(amount - tradeIn)));
  return {
    amount,
    term: clampToStep(readCalculatorNumber(inputs.term), bounds.term),
    interest: clampToStep(readCalculatorNumber(inputs.interest), bounds.interest),
    tradeIn,
    residual,
  };
}

/** One input changed: the new inputs, clamped (the panel recalculates from them, spec 02 §4). */
export function setCalculatorInput(
  inputs: CalculatorInputs,
  field: CalculatorField,
  typed: string | number,
  bounds: CalculatorBounds,
): CalculatorInputs {
  return clampCalculatorInputs({ ...inputs, [field]: readCalculatorNumber(typed) }, bounds);
}

export type RepaymentDisplay =
  { kind: "amount"; amount: number; text: string } | { kind: "enquire"; text: typeof ENQUIRE_FOR_FINANCE };

/** Spec 02 §5: 'Repayment at or below $25 shows 'Enquire for Finance''. */
export function repaymentDisplay(amount: number): RepaymentDisplay {
  if (!(amount > ENQUIRE_THRESHOLD)) return { kind: "enquire", text: ENQUIRE_FOR_FINANCE };
  return { kind: "amount", amount, text: formatMoney(amount) };
}

export interface CalculatorResult {
  inputs: CalculatorInputs;
  frequency: Frequency;
  loan: LoanQuote;
  /** What the shopper pays each interval (fees included), or 'Enquire for Finance'. */
  repayment: RepaymentDisplay;
  /** Spec 02 §3 'total': the total payable over the loan, recalculated on every change. */
  total: number;
  /** The interest rate with its comparison rate and the warning (issue 19 item 8). */
  rates: RateDisclosure;
}

/** The panel's figures for the inputs (clamped first) at the chosen frequency. */
export function calculateFinance(
  inputs: CalculatorInputs,
  frequency: Frequency,
  provider: FinanceProviderConfig,
): CalculatorResult {
  const clamped = clampCalculatorInputs(inputs, calculatorBounds(provider));
  const amountOfCredit = clamped.amount - clamped.tradeIn;
  const loan = quoteLoan({
    amountOfCredit,
    annualRate: clamped.interest,
    termYears: clamped.term,
    frequency,
    balloon: clamped.residual,
    // A deposit that covers the price leaves nothing to borrow, so no lender fees either.
    fees: amountOfCredit > 0 ? loanFeesOf(provider.fees) : undefined,
  });
  return {
    inputs: clamped,
    frequency,
    loan,
    repayment: repaymentDisplay(loan.totalPerRepayment),
    total: loan.totalPayable,
    rates: rateDisclosure(clamped.interest, provider),
  };
}
