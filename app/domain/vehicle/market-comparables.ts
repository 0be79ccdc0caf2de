import { priceBasisOf, type AuState } from "./on-road-costs";

/**
 * Which cars a market price is computed from (issue 9, Deliver 1): in-stock
 * cars of the same make, model and badge, on a price basis that can be
 * compared, widened step by step only when too few remain, chosen
 * deterministically. The comparables query (app/server/vehicle/
 * market-price.server.ts) filters and orders the same way in SQL;
 * `rankCandidates` is this rule over an in-memory list, for the evaluation
 * (bench/market-price-eval.ts) and for the test that holds the two together.
 * The method: docs/market-price.md.
 */

/** A car as the market price reads it. `price` is its asking price (the reduced price when it has one). */
export interface MarketCar {
  id: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  /** Spec 01 §3 car_type: new, demo or used. */
  carType: string;
  price: number;
  priceType: string | null;
  /** The state of the car's location; null when its location is not known. */
  state: AuState | null;
  fuel: string | null;
  cylinders: number | null;
}

/** A stored car with what decides whether it is on the market at all. */
export interface MarketRow extends MarketCar {
  status: string;
  showOnDealerWebsite: boolean;
  /** The feed's `price` (before any reduction). */
  listedPrice: number;
}

/** A candidate with its widening step: 0-2 same badge and that many model years away; 3 same series, any badge. */
export interface Candidate extends MarketCar {
  tier: number;
}

/** Model years either side of the car that a comparable may be (the widest step). */
export const YEAR_REACH = 2;
/** The step at which the badge is dropped and the series kept. */
export const SERIES_TIER = YEAR_REACH + 1;
/** Fewer comparables than this, even at the widest step, gives the empty answer; a step is taken only while fewer remain. */
export const MIN_COMPARABLES = 3;
/** The most comparables an estimate uses: the closest ones. Also the SQL LIMIT (see rankCandidates). */
export const MAX_COMPARABLES = 20;

/** Text compared as the query compares it: lower case, absent as empty. */
export const key = (s: string | null | undefined) => (s ?? "").toLowerCase();

/**
 * Whether a price basis can be compared with the subject's: any stated basis
 * with any stated basis (converted through on-road costs), an unreadable or
 * missing one only with another such.
 */
export function basisComparable(subjectType: string | null, candidateType: string | null): boolean {
  return (priceBasisOf(subjectType) === null) === (priceBasisOf(candidateType) === null);
}

/**
 * New cars compare with new cars, demo and used cars with each other: a new
 * car has no kilometres and no first registration, and the step from new to
 * driven is a price cliff no per-kilometre rate describes.
 */
export function sameCondition(subjectType: string, candidateType: string): boolean {
  return (subjectType === "new") === (candidateType === "new");
}

/** The step at which `c` joins the subject's comparables, or null when it never does. */
export function tierOf(subject: MarketCar, c: MarketCar): number | null {
  const dy = Math.abs(c.year - subject.year);
  if (dy > YEAR_REACH) return null;
  if (key(c.badge) === key(subject.badge)) return dy;
  if (key(c.series) === key(subject.series)) return SERIES_TIER;
  return null;
}

/** Closest first: by step, then model years, then kilometres, then id. */
export function compareCandidates(subject: MarketCar, a: Candidate, b: Candidate): number {
  return (
    a.tier - b.tier ||
    Math.abs(a.year - subject.year) - Math.abs(b.year - subject.year) ||
    Math.abs(a.km - subject.km) - Math.abs(b.km - subject.km) ||
    a.id - b.id
  );
}

/** Whether a stored car is on the market: in stock or coming soon (never sold), advertised, priced above 10. */
export function onMarket(r: MarketRow): boolean {
  return r.status !== "sold" && r.showOnDealerWebsite && r.listedPrice > 10;
}

/**
 * The comparables query, in memory: the market's cars that may compare with
 * the subject, closest first, at most MAX_COMPARABLES. Taking only that many
 * loses nothing: every step's set is a prefix of this order, and
 * MAX_COMPARABLES >= MIN_COMPARABLES, so `selectComparables` picks the same
 * step and the same cars from this prefix as from the whole list.
 */
export function rankCandidates(subject: MarketCar, rows: readonly MarketRow[]): Candidate[] {
  const out: Candidate[] = [];
  for (const r of rows) {
    if (r.id === subject.id || !onMarket(r)) continue;
    if (key(r.make) !== key(subject.make) || key(r.model) !== key(subject.model)) continue;
    if (!sameCondition(subject.carType, r.carType) || !basisComparable(subject.priceType, r.priceType)) continue;
    const tier = tierOf(subject, r);
    if (tier !== null) out.push({ ...r, tier });
  }
  return out.sort((a, b) => compareCandidates(subject, a, b)).slice(0, MAX_COMPARABLES);
}

/**
 * The comparables an estimate uses: those of the first step with at least
 * MIN_COMPARABLES (same badge and year; then ±1, ±2 years; then the same
 * series with any badge), the closest MAX_COMPARABLES of them. Null when even
 * the widest step has too few.
 */
export function selectComparables(
  subject: MarketCar,
  candidates: readonly Candidate[],
): { step: number; comparables: Candidate[] } | null {
  const sorted = [...candidates].sort((a, b) => compareCandidates(subject, a, b));
  for (let step = 0; step <= SERIES_TIER; step++) {
    const set = sorted.filter((c) => c.tier <= step);
    if (set.length >= MIN_COMPARABLES) return { step, comparables: set.slice(0, MAX_COMPARABLES) };
  }
  return null;
}
