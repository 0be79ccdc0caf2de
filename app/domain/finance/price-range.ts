/**
 * The budget finder's price-range slider page (spec 02 §2 'a price-range
 * slider page'; §5 'Price range slider step 500, minimum stays below
 * maximum'; §9 'max 100000 when no range; slider defaults min 5000 max
 * 250000'; 01 §5 values clamped to the range, out-of-range attempts ignored).
 *
 * The track spans the stock's prices (the cars priced above the budget
 * finder's $1,000 floor, whole steps of $500 around them), or $1,000 to
 * $100,000 when no car has a price. The thumbs start at $5,000 and $250,000,
 * each kept on the track, and the minimum always stays at least one step
 * below the maximum.
 */
import { clamp } from "./money";
import { BUDGET_PRICE_ABOVE_FLOOR, BUDGET_PRICE_FLOOR } from "./budget-finder";

export const PRICE_RANGE_STEP = 500;
/** Spec 02 §9 'slider defaults min 5000 max 250000'. */
export const PRICE_RANGE_DEFAULTS = { min: 5_000, max: 250_000 } as const;
/** Spec 02 §9 'max 100000 when no range'. */
export const NO_RANGE_MAX = 100_000;

export interface PriceTrack {
  min: number;
  max: number;
  step: number;
}
export type PriceThumbs = readonly [number, number];

/** The track for the stock's observed prices (the price facet's min and max; null when no car has a price). */
export function priceTrack(observed: { min: number | null; max: number | null } | null): PriceTrack {
  const step = PRICE_RANGE_STEP;
  const top = observed?.max ?? null;
  if (top === null || !(top > BUDGET_PRICE_FLOOR)) return { min: BUDGET_PRICE_FLOOR, max: NO_RANGE_MAX, step };
  const min = Math.max(BUDGET_PRICE_FLOOR, Math.floor((observed?.min ?? 0) / step) * step);
  const max = Math.max(min + step, Math.ceil(top / step) * step);
  return { min, max, step };
}

/** A position on the track: clamped to it, on a whole step. */
export function snapPrice(track: PriceTrack, value: number): number {
  const steps = Math.round((clamp(value, track.min, track.max) - track.min) / track.step);
  return track.min + steps * track.step;
}

/**
 * Spec 02 §9: the thumbs a shopper starts with, put on the track. When the
 * defaults miss the track entirely (a dealer whose cheapest car is over
 * $250,000), the whole track.
 */
export function defaultPriceThumbs(track: PriceTrack): [number, number] {
  const lo = snapPrice(track, PRICE_RANGE_DEFAULTS.min);
  const hi = snapPrice(track, PRICE_RANGE_DEFAULTS.max);
  return lo < hi ? [lo, hi] : [track.min, track.max];
}

function typedNumber(typed: unknown): number | null {
  if (typeof typed === "number") return Number.isFinite(typed) ? typed : null;
  if (typeof typed !== "string" || typed.trim() === "") return null;
  const n = Number(typed.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? n : null;
}

/**
 * The thumbs a request asks for (the page's `min` and `max`): a missing or
 * non-number end takes its default; each is clamped to the track and put on
 * a step. When the minimum is not below the maximum, the end the shopper
 * gave wins (the maximum when both) and the other moves one step away.
 */
export function readPriceThumbs(track: PriceTrack, typed: { min?: unknown; max?: unknown }): [number, number] {
  const [dLo, dHi] = defaultPriceThumbs(track);
  const lo = typedNumber(typed.min);
  const hi = typedNumber(typed.max);
  const loV = lo === null ? dLo : snapPrice(track, lo);
  const hiV = hi === null ? dHi : snapPrice(track, hi);
  if (loV < hiV) return [loV, hiV];
  const step = track.step;
  if (lo !== null && hi === null) return loV + step <= track.max ? [loV, loV + step] : [track.max - step, track.max];
  return hiV - step >= track.min ? [hiV - step, hiV] : [track.min, track.min + step];
}

/**
 * Where the thumbs go when the shopper moves one (`which`) to `position`:
 * null for a position off the track (spec 01 §5 'out-of-range attempts are
 * ignored'); otherwise on a step, and a thumb stops one step short of the other.
 */
export function movePriceThumb(track: PriceTrack, current: PriceThumbs, which: 0 | 1, position: number): [number, number] | null {
  if (!Number.isFinite(position) || position < track.min || position > track.max) return null;
  const value = snapPrice(track, position);
  if (which === 0) return [Math.min(value, current[1] - track.step), current[1]];
  return [current[0], Math.max(value, current[0] + track.step)];
}

/**
 * The listing filter the thumbs stand for: both ends as chosen, the lower
 * one never under the budget finder's floor (spec 02 §9 'price above 1000'),
 * so the listing holds exactly the cars counted.
 */
export function priceRangeFilter([lo, hi]: PriceThumbs): { min: number; max: number } {
  return { min: Math.max(lo, BUDGET_PRICE_ABOVE_FLOOR), max: hi };
}
