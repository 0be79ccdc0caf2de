/**
 * Money at the edge: the engine works in dollars as floating point inside a
 * calculation and rounds once, to the cent, where an amount is shown or paid
 * (CONVENTIONS 'Money and maths': explicit rounding at the edge).
 */

/** Rounds to the nearest cent, halves away from zero (616.155549 -> 616.16). */
export function roundCents(amount: number): number {
  const cents = Math.abs(amount) * 100;
  // 1e-7 of a cent absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return (Math.sign(amount) * Math.round(cents + 1e-7)) / 100 || 0;
}

/** Rounds a percentage to 2 decimal places, as rates are shown (9.23378 -> 9.23). */
export function roundRate(percent: number): number {
  return roundCents(percent);
}

/** A finite number, or the fallback for NaN, Infinity and non-numbers. */
export function finiteOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Clamps into [min, max] and snaps to the nearest step counted from min (a slider's value). */
export function clampToStep(value: number, bounds: { min: number; max: number; step: number }): number {
  const { min, max, step } = bounds;
  const steps = Math.round((clamp(value, min, max) - min) / step);
  // When (max - min) is not a whole number of steps, the top step is the last one below max.
  const snapped = min + Math.min(steps, Math.floor((max - min) / step + 1e-9)) * step;
  return Number(snapped.toFixed(10));
}

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: 2 });

/** '$30,000' for whole dollars, '$616.16' otherwise. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? dollars.format(amount) : dollarsAndCents.format(amount);
}

/** '7.99% p.a.': always two decimals, so a rate and its comparison rate read alike. */
export function formatRate(percent: number): string {
  return `${roundRate(percent).toFixed(2)}% p.a.`;
}
