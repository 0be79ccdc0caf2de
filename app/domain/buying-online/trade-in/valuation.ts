import type { MarketCar } from "../../vehicle/market-comparables";
import type { MarketRange } from "../../vehicle/market-estimate";
import { CONFIDENCE_THRESHOLD } from "../../vehicle/market-price";
import type { AdjustmentAnswers } from "./adjustments";
import type { AuState, TradeInVehicle } from "./registration";
import type { TradeInConfig } from "./trade-in-config";

/**
 * The trade-in offer (spec 01 §3 'Trade-in valuation: offer_price,
 * adjustmentAnswers'; spec 02 §9 'Trade-in guidance: cars over 7 years or
 * 100,000 km may get no online estimate'). The market value of the shopper's
 * car is the vehicle page's market price (docs/market-price.md), worked out
 * from the platform's comparable stock across tenants; the offer is that
 * value less the reconditioning the answers call for and the dealer's
 * margin. Where the platform cannot back a number with cars for sale, there
 * is no number: the shopper is told why and offered an enquiry.
 */

/** Spec 02 §9, quoted. */
export const TRADE_IN_GUIDANCE = "Trade-in guidance: cars over 7 years or 100,000 km may get no online estimate.";
/** Spec 02 §9: over this many years old, no online estimate. */
export const MAX_AGE_YEARS = 7;
/** Spec 02 §9: over this many kilometres, no online estimate. */
export const MAX_KM = 100_000;

export const NO_ESTIMATE_TEXT = {
  tooFew:
    "We don't have enough comparable cars for sale right now to value your car online, so we won't guess. Send us an enquiry and our team will value it for you.",
  belowCosts:
    "Your car's market value is too close to the cost of getting it ready for sale for us to make an offer online. Send us an enquiry and our team will look at it with you.",
} as const;

/** The price basis the shopper's car is valued on: before government charges (a trade-in carries none). */
export const TRADE_IN_PRICE_TYPE = "Excl. Govt. Charges";

export interface TradeInOffer {
  kind: "offer";
  /** The offer range, whole hundreds of dollars. */
  low: number;
  high: number;
  reconditioning: number;
  /** The dealer's margin at each end of the range. */
  margin: { low: number; high: number };
  market: Pick<MarketRange, "min" | "max" | "estimate" | "count" | "step" | "confidence" | "description">;
}

export type Valuation =
  | TradeInOffer
  /** Spec 02 §9: too old or too far driven for an online estimate. */
  | { kind: "guidance"; reason: "age" | "km" }
  /** No comparable market to stand on, or nothing left after costs: no number. */
  | { kind: "no-estimate"; reason: "too-few" | "below-costs" };

/** Spec 02 §9: "cars over 7 years or 100,000 km". `currentYear` is the valuation's year (a model year counts as its calendar year). */
export function guidanceReason(vehicle: { year: number }, km: number, currentYear: number): "age" | "km" | null {
  if (currentYear - vehicle.year > MAX_AGE_YEARS) return "age";
  if (km > MAX_KM) return "km";
  return null;
}

/** The shopper's car as the market price reads it (market-comparables.ts): a used car, on the excluding-charges basis. */
export function tradeInSubject(vehicle: TradeInVehicle, km: number, state: AuState): MarketCar {
  return {
    id: 0,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    year: vehicle.year,
    km,
    carType: "used",
    price: 0,
    priceType: TRADE_IN_PRICE_TYPE,
    state,
    fuel: null,
    cylinders: null,
  };
}

/** The reconditioning the dealer expects for these answers (trade-in-config.ts `reconditioning`). */
export function reconditioningFor(answers: AdjustmentAnswers, cfg: TradeInConfig): number {
  const r = cfg.reconditioning;
  return r.condition[answers.condition] + r.service_history[answers.service_history] + r.accident_damage[answers.accident_damage];
}

/** The dealer's margin on a market value: its share, never less than the minimum. */
export function marginFor(value: number, cfg: TradeInConfig): number {
  return Math.max(Math.round((value * cfg.margin_percent) / 100), cfg.min_margin);
}

/** What the dealer can pay for a car worth `value` that needs `reconditioning`: rounded down to $100. */
export function offerFor(value: number, reconditioning: number, cfg: TradeInConfig): number {
  return Math.floor((value - reconditioning - marginFor(value, cfg)) / 100) * 100;
}

/**
 * The valuation: the spec's guidance first (no market is looked at for a car
 * too old or too far driven), then the market; the offer range runs from the
 * market range's low end (a car at the bottom of the market) to its estimate
 * (a typical one), each less reconditioning and margin. The market range is
 * trusted only where the vehicle page would show it (confidence above 0.2,
 * spec 01 §5/§9): otherwise the comparables are too few or too far apart.
 */
export function valueTradeIn(
  input: { vehicle: { year: number }; km: number; answers: AdjustmentAnswers },
  market: MarketRange | null,
  cfg: TradeInConfig,
  currentYear: number,
): Valuation {
  const reason = guidanceReason(input.vehicle, input.km, currentYear);
  if (reason) return { kind: "guidance", reason };
  if (!market || !(market.confidence > CONFIDENCE_THRESHOLD)) return { kind: "no-estimate", reason: "too-few" };
  const reconditioning = reconditioningFor(input.answers, cfg);
  // The estimate to $100, as the range's ends are (docs/market-price.md): no figure claims more precision than another.
  const estimate = Math.round(market.estimate / 100) * 100;
  const low = offerFor(market.min, reconditioning, cfg);
  const high = offerFor(estimate, reconditioning, cfg);
  if (low <= 0 || high <= 0) return { kind: "no-estimate", reason: "below-costs" };
  const { min, max, count, step, confidence, description } = market;
  return {
    kind: "offer",
    low: Math.min(low, high),
    high: Math.max(low, high),
    reconditioning,
    margin: { low: marginFor(min, cfg), high: marginFor(estimate, cfg) },
    market: { min, max, estimate, count, step, confidence, description },
  };
}
