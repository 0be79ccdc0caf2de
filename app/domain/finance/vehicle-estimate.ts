/**
 * A car's finance estimate: the sidebar's quick estimate and the sticky
 * header's 'estimated weekly repayment and a sample rate' (spec 01 §2, §3
 * 'finance data: ... youxQuote'; spec 02 §3 Quote result, §5, §9).
 *
 * Offered only where spec 02 §5 offers it: 'Finance estimate offered only for
 * cars with the autograb option, status in_stock, not sold, not reserved and
 * price over 200'. The autograb option is read as the car carrying AutoGrab
 * data (spec 01 §3 'market data: autograb_data'): the feed marks a car as
 * valued by AutoGrab that way, and it is the only per-car AutoGrab field the
 * spec names.
 *
 * The lender's own quote wins: a car that comes with the feed's `youxQuote`
 * shows it as quoted; any other eligible car gets the engine's quick quote
 * for its price and year at the spec's defaults (5 years, GREAT credit).
 */
import { QUICK_QUOTE_DEFAULTS, quickQuoteDisclaimer, quoteAtPrice } from "./quick-quote";
import type { FinanceProviderConfig } from "./provider-config";
import { type RateDisclosure, quotedRateDisclosure } from "./rate-disclosure";

export const FINANCE_ESTIMATE_MIN_PRICE = 200;

export interface EstimateCar {
  status: string;
  reserved: boolean;
  price: number;
  year?: number | null;
  autograb_data?: { average_market_price?: number | null; state_average_market_price?: number | null } | null;
  youxQuote?: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate?: number | null } | null;
}

export function financeEstimateOffered(car: EstimateCar): boolean {
  const autograb = car.autograb_data?.average_market_price != null || car.autograb_data?.state_average_market_price != null;
  return autograb && car.status === "in_stock" && !car.reserved && car.price > FINANCE_ESTIMATE_MIN_PRICE;
}

export interface VehicleEstimate {
  /** What the shopper pays a week, the lender's fees included. */
  weeklyRepaymentAmount: number;
  /** The advertised rate with its comparison rate and the warning (issue 19 item 8). */
  rates: RateDisclosure;
  /** 'lender': the feed's youxQuote, shown as quoted; 'engine': our quick quote. */
  source: "lender" | "engine";
  /** 'Based on a 5-year term, 10% deposit and 30% final payment.' */
  disclaimer: string;
}

/** The estimate for a car, or null where spec 02 §5 offers none. */
export function vehicleEstimate(car: EstimateCar, provider: FinanceProviderConfig, asOfYear: number): VehicleEstimate | null {
  if (!financeEstimateOffered(car)) return null;
  const disclaimer = quickQuoteDisclaimer(QUICK_QUOTE_DEFAULTS.loanTerm, provider);
  const quoted = car.youxQuote;
  // A lender's quote without its comparison rate cannot be shown (item 8): the engine's is used instead.
  if (quoted && quoted.weeklyRepaymentAmount > 0 && quoted.comparisonRate != null && quoted.comparisonRate > 0) {
    return {
      weeklyRepaymentAmount: quoted.weeklyRepaymentAmount,
      rates: quotedRateDisclosure({ advertisedRate: quoted.advertisedRate, comparisonRate: quoted.comparisonRate }),
      source: "lender",
      disclaimer,
    };
  }
  const q = quoteAtPrice(
    {
      price: car.price,
      loanTerm: QUICK_QUOTE_DEFAULTS.loanTerm,
      credit: QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore,
      year: car.year ?? null,
    },
    provider,
    asOfYear,
  );
  return { weeklyRepaymentAmount: q.weeklyRepaymentAmount, rates: quotedRateDisclosure(q), source: "engine", disclaimer };
}
