import type { RangeFacet } from "./facets";
import { formatKm } from "../vehicle/odometer";

/**
 * The listing's range sliders (spec 01 §5): values are clamped to the range
 * min and max; the minimum cannot exceed the current maximum and vice versa;
 * price and km values round to the nearest 1000; default range maximum
 * 100000; step is one hundredth of the range; out-of-range attempts are
 * ignored (§8: 'ignored, console note only'). Labels per §9: price as
 * currency, subscription price per week, year plain, km with unit.
 *
 * The handles always stand where the URL says (issue 9 reproduction 7): the
 * step is one hundredth of the range in whole units (1000 for price and km),
 * so every position is a value the URL can hold, and the page moves the
 * handles to exact values itself (snapToStep, keyStep) rather than letting a
 * native step snap them elsewhere.
 */

export type SliderFacet = Extract<RangeFacet, "price" | "km" | "year" | "weekly_price_range" | "subscription_price">;
export const SLIDER_FACETS: readonly SliderFacet[] = ["price", "weekly_price_range", "subscription_price", "year", "km"];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export const DEFAULT_RANGE_MAX = 100_000;
const THOUSANDS: ReadonlySet<SliderFacet> = new Set(["price", "km"]);

/** Spec 01 §5: price and km round to the nearest 1000; the rest to whole units. */
export function roundSliderValue(facet: SliderFacet, value: number): number {
  return THOUSANDS.has(facet) ? Math.round(value / 1000) * 1000 : Math.round(value);
}

/**
 * The slider's range from the facet's min and max over the other filters.
 * Price and km widen to whole thousands; without data the range is 0 to 100000.
 * The step is a hundredth of the range rounded to whole units (at least one),
 * and the maximum is widened to a whole number of steps.
 */
export function sliderBounds(facet: SliderFacet, observed: { min: number | null; max: number | null } | null): SliderBounds {
  let min = observed?.min ?? null;
  let max = observed?.max ?? null;
  if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) {
    min = facet === "year" ? new Date().getFullYear() - 30 : 0;
    max = facet === "year" ? new Date().getFullYear() + 1 : DEFAULT_RANGE_MAX;
  }
  if (THOUSANDS.has(facet)) {
    min = Math.floor(min / 1000) * 1000;
    max = Math.ceil(max / 1000) * 1000;
    if (max <= min) max = min + 1000;
  } else {
    min = Math.floor(min);
    max = Math.ceil(max);
    if (max <= min) max = min + 1;
  }
  const unit = THOUSANDS.has(facet) ? 1000 : 1;
  const step = Math.max(unit, Math.round((max - min) / 100 / unit) * unit);
  return { min, max: min + Math.ceil((max - min) / step) * step, step };
}

/** A pointer's position as the nearest step of the range, within it. */
export function snapToStep(bounds: SliderBounds, position: number): number {
  const steps = Math.round((position - bounds.min) / bounds.step);
  return Math.min(bounds.max, Math.max(bounds.min, bounds.min + steps * bounds.step));
}

/**
 * Where a key moves a handle (the WAI-ARIA slider keys): arrows one step,
 * Page Up and Page Down ten, Home and End to the ends. A handle between steps
 * (a value typed into the URL) moves to the next step in that direction. Null
 * for other keys.
 */
export function keyStep(bounds: SliderBounds, value: number, key: string): number | null {
  const k = (value - bounds.min) / bounds.step;
  const to = (steps: number) => Math.min(bounds.max, Math.max(bounds.min, bounds.min + steps * bounds.step));
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return to(Math.floor(k + 1e-9) + 1);
    case "ArrowLeft":
    case "ArrowDown":
      return to(Math.ceil(k - 1e-9) - 1);
    case "PageUp":
      return to(Math.floor(k + 1e-9) + 10);
    case "PageDown":
      return to(Math.ceil(k - 1e-9) - 10);
    case "Home":
      return bounds.min;
    case "End":
      return bounds.max;
    default:
      return null;
  }
}

export type Thumbs = readonly [number, number];
export type SliderChange = { ok: true; value: [number, number] } | { ok: false; reason: string };

/**
 * The thumbs' next position when the shopper moves them from `current` to
 * `proposed`: out-of-range proposals are refused; positions clamp to the
 * range; the moved thumb cannot pass the other one. Thumbs move in steps of
 * one hundredth; the value they stand for is rounded (rangeFor, sliderValue).
 */
export function applySliderChange(bounds: SliderBounds, current: Thumbs, proposed: Thumbs): SliderChange {
  const [lo, hi] = proposed;
  if (![lo, hi].every(Number.isFinite) || lo < bounds.min || hi > bounds.max || lo > bounds.max || hi < bounds.min) {
    return { ok: false, reason: `slider ${lo}–${hi} is outside ${bounds.min}–${bounds.max}; ignored` };
  }
  let nextLo = lo;
  let nextHi = hi;
  if (nextLo !== current[0]) nextLo = Math.min(nextLo, current[1]);
  if (nextHi !== current[1]) nextHi = Math.max(nextHi, current[0]);
  return { ok: true, value: [Math.min(nextLo, nextHi), Math.max(nextLo, nextHi)] };
}

/** The value a thumb position stands for: rounded (price and km to 1000) and kept within the range. */
export function sliderValue(facet: SliderFacet, bounds: SliderBounds, position: number): number {
  return Math.min(bounds.max, Math.max(bounds.min, roundSliderValue(facet, position)));
}

/** The thumbs for a filter (open ends at the bounds), clamped into the bounds. */
export function thumbsFor(bounds: SliderBounds, range: { min?: number; max?: number } | undefined): [number, number] {
  const clamp = (v: number) => Math.min(bounds.max, Math.max(bounds.min, v));
  const lo = clamp(range?.min ?? bounds.min);
  const hi = clamp(range?.max ?? bounds.max);
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

/** The filter for thumb positions: rounded values; an end at its bound is left open, so the URL carries only what narrows. */
export function rangeFor(facet: SliderFacet, bounds: SliderBounds, [lo, hi]: Thumbs): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  const min = sliderValue(facet, bounds, lo);
  const max = sliderValue(facet, bounds, hi);
  if (min > bounds.min) out.min = min;
  if (max < bounds.max) out.max = max;
  return out;
}

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** Spec 01 §9: price as currency, subscription (weekly) price per week, year plain, km with unit. */
export function formatSliderValue(facet: SliderFacet, value: number): string {
  switch (facet) {
    case "price":
      return money.format(value);
    case "weekly_price_range":
    case "subscription_price":
      return `${money.format(value)}/week`;
    case "year":
      return String(Math.round(value));
    case "km":
      return formatKm(value);
  }
}
