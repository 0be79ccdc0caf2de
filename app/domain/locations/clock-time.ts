/**
 * Times of day as dealers write them in config ("08:30", 24-hour) and as the
 * site shows them, the Australian way: '8:30 am – 5:30 pm' (spec 02 §2
 * opening-hours table, §4 opening-hours grouping).
 */

/** Minutes since midnight for "HH:MM" (00:00 to 24:00; 24:00 closes at midnight), or null. */
export function parseClock(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

/** '8:30 am', '12:00 pm' (noon), '12:00 am' (midnight, also for 24:00). */
export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, "0")} ${h24 < 12 ? "am" : "pm"}`;
}

/** An open period of one day, in minutes since midnight; close is after open. */
export interface Interval {
  open: number;
  close: number;
}

/** '8:30 am – 5:30 pm' (an en dash between spaces). */
export function formatInterval(i: Interval): string {
  return `${formatClock(i.open)} – ${formatClock(i.close)}`;
}

/** An interval from two "HH:MM" texts, or null when either is unreadable or close is not after open. */
export function intervalOf(open: string | null | undefined, close: string | null | undefined): Interval | null {
  if (open == null || close == null) return null;
  const o = parseClock(open);
  const c = parseClock(close);
  if (o === null || c === null || c <= o) return null;
  return { open: o, close: c };
}
