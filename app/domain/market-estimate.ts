import type { PriceComparison } from "./market-price";

/**
 * The platform's own market-price estimate (spec 01 §3 'Price-comparison
 * response', §7 'GET {api}{vehicle path}/autogauge'), computed from comparable
 * vehicles in the stock the platform holds. The method is documented in
 * docs/market-price.md; every constant below is named there.
 */

export interface Comparable {
  id: number;
  year: number;
  km: number;
  price: number;
  badge?: string | null;
}

export interface Subject extends Comparable {
  make: string;
  model: string;
}

/** Comparables are taken within these distances of the subject. */
export const YEAR_WINDOW = 2;
export function kmWindow(km: number): number {
  return Math.max(30_000, km * 0.5);
}
/** Price adjustment for a comparable one model year older or newer. */
export const PER_YEAR = 0.08;
/** Price adjustment per 10,000 km of odometer difference. */
export const PER_10K_KM = 0.015;
/** An adjustment never moves a comparable's price by more than this share. */
export const MAX_ADJUSTMENT = 0.35;
/** Fewer comparables than this gives no estimate (an empty answer). */
export const MIN_COMPARABLES = 2;

/** Whether a stored vehicle may serve as a comparable for the subject. */
export function isComparable(subject: Subject, c: Comparable & { make: string; model: string }): boolean {
  return (
    c.id !== subject.id &&
    c.price > 10 &&
    c.make.toLowerCase() === subject.make.toLowerCase() &&
    c.model.toLowerCase() === subject.model.toLowerCase() &&
    Math.abs(c.year - subject.year) <= YEAR_WINDOW &&
    Math.abs(c.km - subject.km) <= kmWindow(subject.km)
  );
}

/** A comparable's price brought to the subject's year and odometer. */
export function adjustedPrice(subject: Comparable, c: Comparable): number {
  const years = subject.year - c.year;
  const tenKm = (c.km - subject.km) / 10_000;
  const raw = years * PER_YEAR + tenKm * PER_10K_KM;
  const factor = 1 + Math.max(-MAX_ADJUSTMENT, Math.min(MAX_ADJUSTMENT, raw));
  return c.price * factor;
}

/** Closer comparables count for more: 1 for an identical one, falling with distance; same badge x1.5. */
export function similarityWeight(subject: Comparable, c: Comparable): number {
  const yearTerm = Math.abs(subject.year - c.year) / (YEAR_WINDOW + 1);
  const kmTerm = Math.abs(subject.km - c.km) / kmWindow(subject.km);
  const badge = subject.badge && c.badge && subject.badge.toLowerCase() === c.badge.toLowerCase() ? 1.5 : 1;
  return badge / (1 + yearTerm + kmTerm);
}

/** The weighted quantile q (0..1) of values. */
export function weightedQuantile(points: { value: number; weight: number }[], q: number): number {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, p) => s + p.weight, 0);
  // Midpoint rule: each point sits at the centre of its weight, so an
  // unweighted median of two values is their average.
  let acc = 0;
  const centres = sorted.map((p) => {
    const c = (acc + p.weight / 2) / total;
    acc += p.weight;
    return c;
  });
  if (q <= centres[0]) return sorted[0].value;
  for (let i = 1; i < sorted.length; i++) {
    if (q <= centres[i]) {
      const t = (q - centres[i - 1]) / (centres[i] - centres[i - 1]);
      return sorted[i - 1].value + t * (sorted[i].value - sorted[i - 1].value);
    }
  }
  return sorted[sorted.length - 1].value;
}

/**
 * Confidence grows with the effective number of comparables and falls with
 * their spread: (1 - e^(-n/4)) x (1 - 1.5 x spread), spread being the market
 * range's width over the median, both clamped to 0..1.
 */
export function confidenceFor(effectiveCount: number, min: number, median: number, max: number): number {
  const sample = 1 - Math.exp(-effectiveCount / 4);
  const spread = median > 0 ? (max - min) / median : 1;
  const agreement = Math.max(0, Math.min(1, 1 - 1.5 * spread));
  return round(sample * agreement, 2);
}

/**
 * fill: the share of the market range lying above the listing price (1 at or
 * below the minimum, 0 at or above the maximum), the gauge's needle.
 */
export function fillFor(listingPrice: number, min: number, max: number): number {
  if (max <= min) return listingPrice <= min ? 1 : 0;
  return round(Math.max(0, Math.min(1, (max - listingPrice) / (max - min))), 2);
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/**
 * The estimate for a subject priced at listingPrice, or null (an empty answer)
 * when there are too few comparables or no listing price.
 */
export function estimateMarketPrice(
  subject: Subject,
  listingPrice: number,
  candidates: (Comparable & { make: string; model: string })[],
): PriceComparison | null {
  if (!(listingPrice > 10)) return null;
  const comps = candidates.filter((c) => isComparable(subject, c));
  if (comps.length < MIN_COMPARABLES) return null;
  const points = comps.map((c) => ({ value: adjustedPrice(subject, c), weight: similarityWeight(subject, c) }));
  const min = roundTo(weightedQuantile(points, 0.25), 100);
  const median = weightedQuantile(points, 0.5);
  const max = roundTo(weightedQuantile(points, 0.75), 100);
  const totalWeight = points.reduce((s, p) => s + p.weight, 0);
  const sumSquares = points.reduce((s, p) => s + p.weight * p.weight, 0);
  const effective = (totalWeight * totalWeight) / sumSquares;
  const years = comps.map((c) => c.year);
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  return {
    fill: fillFor(listingPrice, min, max),
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence: confidenceFor(effective, min, median, max),
    description:
      `Based on ${comps.length} comparable ${subject.make} ${subject.model} vehicles ` +
      `(${lo === hi ? lo : `${lo}-${hi}`}) in our stock, adjusted for year and kilometres. ` +
      `Typical market price ${aud.format(min)} to ${aud.format(max)}.`,
  };
}

function round(v: number, places: number): number {
  const f = 10 ** places;
  return Math.round(v * f) / f;
}

function roundTo(v: number, step: number): number {
  return Math.round(v / step) * step;
}
