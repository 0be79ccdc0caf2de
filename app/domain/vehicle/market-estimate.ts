import { selectComparables, SERIES_TIER, type Candidate, type MarketCar } from "./market-comparables";
import type { PriceComparison } from "./market-price";
import { fromExcludingGovtCharges, priceBasisOf, toExcludingGovtCharges, type AuState, type PriceBasis } from "./on-road-costs";

/**
 * The platform's own market-price estimate (spec 01 §3 'Price-comparison
 * response', §7 'GET {api}{vehicle path}/autogauge'; issue 9, Deliver 1): the
 * comparables of ./market-comparables.ts brought to one price basis and to
 * the car's year and kilometres, their median the estimate, their quartiles
 * the market range. Every constant is named in docs/market-price.md.
 */

/** Price adjustment for a comparable one model year older or newer. */
export const PER_YEAR = 0.1;
/** Price adjustment per 10,000 km of odometer difference. */
export const PER_10K_KM = 0.015;
/** An adjustment never moves a comparable's price by more than this share. */
export const MAX_ADJUSTMENT = 0.35;
/** The market range never claims more precision than ±3% of the estimate. */
export const MIN_HALF_WIDTH = 0.03;
/** Confidence kept at each widening step: same year; ±1 year; ±2 years; same series, any badge. */
export const WIDENING_FACTOR = [1, 0.85, 0.7, 0.25] as const;
/** On-road costs for a car whose state is not known (its location is missing): the most populous state's. */
export const DEFAULT_STATE: AuState = "NSW";

export interface MarketEstimate {
  comparison: PriceComparison;
  /** The estimate of the car's market price, on its own price basis. */
  estimate: number;
  /** The widening step used (0-3) and how many comparables. */
  step: number;
  count: number;
}

/** A comparable's price brought to the subject's year and odometer. */
export function adjustedPrice(subject: { year: number; km: number }, c: { year: number; km: number }, price: number): number {
  const raw = (subject.year - c.year) * PER_YEAR + ((c.km - subject.km) / 10_000) * PER_10K_KM;
  return price * (1 + Math.max(-MAX_ADJUSTMENT, Math.min(MAX_ADJUSTMENT, raw)));
}

/** The q-quantile (0..1) of values, linearly interpolated between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
}

/**
 * Confidence: (1 - e^(-n/4)) for the count, x (1 - 1.5 x spread) for how far
 * the comparables agree (spread: the interquartile range over the median,
 * clamped), x the widening step's factor. Two decimals.
 */
export function confidenceFor(count: number, spread: number, step: number): number {
  const sample = 1 - Math.exp(-count / 4);
  const agreement = Math.max(0, Math.min(1, 1 - 1.5 * spread));
  const widening = WIDENING_FACTOR[Math.max(0, Math.min(SERIES_TIER, step))];
  return round(sample * agreement * widening, 2);
}

/**
 * fill: the share of the market range lying above the listing price (1 at or
 * below the minimum, 0 at or above the maximum), the gauge's needle.
 */
export function fillFor(listingPrice: number, min: number, max: number): number {
  if (max <= min) return listingPrice <= min ? 1 : 0;
  return round(Math.max(0, Math.min(1, (max - listingPrice) / (max - min))), 2);
}

/** The market for a car without a price of its own: the estimate, the range and how far to trust them. */
export interface MarketRange {
  /** The median of the adjusted comparables, on the subject's price basis. */
  estimate: number;
  /** The interquartile range, at least ±MIN_HALF_WIDTH of the estimate, rounded to $100. */
  min: number;
  max: number;
  confidence: number;
  description: string;
  step: number;
  count: number;
}

/**
 * The market for `subject` from its candidates (rankCandidates or the
 * comparables query), or null when there are too few comparables even
 * widened. The vehicle page's estimate (below) and the trade-in valuation
 * (../trade-in/valuation.ts) are both this.
 */
export function marketRange(subject: MarketCar, candidates: readonly Candidate[]): MarketRange | null {
  const chosen = selectComparables(subject, candidates);
  if (!chosen) return null;
  const { step, comparables } = chosen;
  const basis = priceBasisOf(subject.priceType);
  const home = subject.state ?? DEFAULT_STATE;
  // Everything is compared before government charges, each car with its own state's costs.
  const values = comparables.map((c) => adjustedPrice(subject, c, valueOf(c, priceBasisOf(c.priceType), c.state ?? home)));
  const median = quantile(values, 0.5);
  const q1 = quantile(values, 0.25);
  const q3 = quantile(values, 0.75);
  const onBasis = (v: number) => (basis ? fromExcludingGovtCharges(v, basis, home, subject) : v);
  const min = roundTo(onBasis(Math.min(q1, median * (1 - MIN_HALF_WIDTH))), 100);
  const max = roundTo(onBasis(Math.max(q3, median * (1 + MIN_HALF_WIDTH))), 100);
  const converted = basis !== null && comparables.some((c) => priceBasisOf(c.priceType) !== basis);
  return {
    estimate: onBasis(median),
    min,
    max,
    confidence: confidenceFor(comparables.length, median > 0 ? (q3 - q1) / median : 1, step),
    description: describe(subject, comparables, step, basis, converted, min, max),
    step,
    count: comparables.length,
  };
}

/**
 * The estimate for `subject` priced at `listingPrice` from its candidates
 * (rankCandidates or the comparables query), or null (the empty answer) when
 * there is no listing price or too few comparables even widened.
 */
export function estimateMarketPrice(
  subject: MarketCar,
  listingPrice: number,
  candidates: readonly Candidate[],
): MarketEstimate | null {
  if (!(listingPrice > 10)) return null;
  const market = marketRange(subject, candidates);
  if (!market) return null;
  const { estimate, min, max, step, count } = market;
  return {
    estimate,
    step,
    count,
    comparison: {
      fill: fillFor(listingPrice, min, max),
      listing_price: listingPrice,
      market_range_min: min,
      market_range_max: max,
      confidence: market.confidence,
      description: market.description,
    },
  };
}

function valueOf(c: Candidate, basis: PriceBasis | null, state: AuState): number {
  return basis ? toExcludingGovtCharges(c.price, basis, state, c) : c.price;
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

function describe(
  subject: MarketCar,
  comps: readonly Candidate[],
  step: number,
  basis: PriceBasis | null,
  converted: boolean,
  min: number,
  max: number,
): string {
  const years = comps.map((c) => c.year);
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  const span = lo === hi ? `${lo}` : `${lo}–${hi}`;
  const what =
    step === SERIES_TIER
      ? `${subject.make} ${subject.model}${subject.series ? ` ${subject.series}` : ""} vehicles of any trim`
      : `${[subject.make, subject.model, subject.badge].filter(Boolean).join(" ")} vehicles`;
  const onBasis = basis === "drive_away" ? " drive away" : basis === "excl_govt" ? " excluding government charges" : "";
  return (
    `Based on ${comps.length} comparable ${what} (${span}) for sale now, adjusted for year and kilometres` +
    (converted ? ", with other price bases converted using estimated on-road costs by state" : "") +
    `. Typical market price ${aud.format(min)} to ${aud.format(max)}${onBasis}.`
  );
}

function round(v: number, places: number): number {
  const f = 10 ** places;
  return Math.round(v * f) / f;
}

function roundTo(v: number, step: number): number {
  return Math.round(v / step) * step;
}
