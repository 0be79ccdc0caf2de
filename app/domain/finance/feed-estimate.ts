/**
 * When a car shows a finance estimate (spec 02 §5: 'Finance estimate offered
 * only for cars with the autograb option, status in_stock, not sold, not
 * reserved and price over 200'), such as the sticky header's weekly repayment
 * and sample rate (spec 01 §2).
 *
 * The autograb option is read as the car carrying AutoGrab data (spec 01 §3
 * 'market data: autograb_data'): the feed marks a car as valued by AutoGrab
 * that way, and it is the only per-car AutoGrab field the spec names.
 */

export const FINANCE_ESTIMATE_MIN_PRICE = 200;

export interface EstimateCar {
  status: string;
  reserved: boolean;
  price: number;
  autograb_data?: { average_market_price?: number | null; state_average_market_price?: number | null } | null;
  youxQuote?: { weeklyRepaymentAmount: number; advertisedRate: number } | null;
}

export function financeEstimateOffered(car: EstimateCar): boolean {
  const autograb = car.autograb_data?.average_market_price != null || car.autograb_data?.state_average_market_price != null;
  return autograb && car.status === "in_stock" && !car.reserved && car.price > FINANCE_ESTIMATE_MIN_PRICE;
}

/** The weekly repayment and its rate, where an estimate is offered and the lender quoted one. */
export function weeklyEstimate(car: EstimateCar): { amount: number; rate: number } | null {
  const quote = car.youxQuote;
  if (!quote || !(quote.weeklyRepaymentAmount > 0) || !financeEstimateOffered(car)) return null;
  return { amount: quote.weeklyRepaymentAmount, rate: quote.advertisedRate };
}
