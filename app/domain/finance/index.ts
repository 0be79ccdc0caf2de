/**
 * The finance quote engine (issue 19; spec 02 §3-§5, §9; docs/finance.md).
 * Pure: no I/O, no React, no database. Import from "~/domain/finance".
 */
export {
  FREQUENCIES,
  type Frequency,
  REPAYMENTS_PER_YEAR,
  COMPARISON_RATE_N,
  WEEKS_PER_MONTH,
  monthlyFromWeekly,
  numberOfRepayments,
  perFrequency,
} from "./frequency";
export { roundCents, roundRate, formatMoney, formatRate } from "./money";
export { type LoanFees, type LoanInput, type LoanQuote, NO_FEES, levelRepayment, quoteLoan } from "./loan";
export {
  COMPARISON_RATE_WARNING,
  REGULATED_EXAMPLE,
  type CashFlow,
  cashFlowsOf,
  solvePeriodicRate,
  comparisonRate,
  exactComparisonRate,
  regulatedComparisonRate,
} from "./comparison-rate";
export {
  CREDIT_HISTORIES,
  type CreditHistory,
  QUICK_QUOTE_DEFAULT_RATE,
  type RateBand,
  type RateCard,
  rateCardSchema,
  rateFor,
  vehicleAgeYears,
} from "./rate-card";
export {
  financeProviderConfigSchema,
  type FinanceProviderConfig,
  type FinanceProviderConfigInput,
  type ProviderFees,
  DEFAULT_FINANCE_PROVIDER,
  loanFeesOf,
  ONE_SITE_FIXED_FEES,
  ONE_LENDER_ESTABLISHMENT_FEE,
  ONE_PROVIDER_COMPARISON_RATE_RANGE,
} from "./provider-config";
export {
  type RateDisclosure,
  COMPARISON_RATE_EXAMPLE,
  rateDisclosure,
  quotedRateDisclosure,
  comparisonRateRange,
  comparisonRateRangeText,
} from "./rate-disclosure";
export {
  QUICK_QUOTE_DEFAULTS,
  QUICK_QUOTE_PRICE,
  QUICK_QUOTE_TERM,
  purchasePriceDigits,
  clampPurchasePrice,
  clampLoanTerm,
  quickQuoteRequestSchema,
  type QuickQuoteRequest,
  quoteResultSchema,
  type QuoteResult,
  type QuickQuote,
  quickQuoteDisclaimer,
  quickQuote,
  quoteAtPrice,
} from "./quick-quote";
export * from "./calculator-bounds";
export {
  type CalculatorInputs,
  type CalculatorField,
  type CalculatorBounds,
  type CalculatorResult,
  type RepaymentDisplay,
  calculatorBounds,
  calculatorDefaults,
  readCalculatorNumber,
  amountMessage,
  clampCalculatorInputs,
  setCalculatorInput,
  repaymentDisplay,
  calculateFinance,
} from "./calculator";
export * from "./budget-finder";
export { type Disclaimer, DISCLAIMER_LIMIT, truncateDisclaimer, feesText, calculatorDisclaimer } from "./calculator-disclaimer";
export {
  type EstimateCar,
  type VehicleEstimate,
  FINANCE_ESTIMATE_MIN_PRICE,
  financeEstimateOffered,
  vehicleEstimate,
} from "./vehicle-estimate";
