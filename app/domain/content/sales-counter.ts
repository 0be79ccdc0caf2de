import { localTime } from "../locations/time-zones";

/**
 * The sales counter (spec 02 §9 'Sales counter: 192 per day, one per 450
 * seconds, refresh every 150000 ms, Brisbane time zone'): a count that climbs
 * through the day by one every 450 seconds from midnight in Brisbane, so
 * every visitor sees the same number at the same moment and it starts again
 * at 0 each Brisbane midnight. The day's 192nd is reached at the following
 * midnight, when the count resets, so the count shown runs 0 to 191.
 */

export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_TIME_ZONE = "Australia/Brisbane";

/** The count so far today (Brisbane) at an instant. */
export function salesSoFarToday(now: Date | number): number {
  const ms = typeof now === "number" ? now : now.getTime();
  const here = localTime(ms, SALES_COUNTER_TIME_ZONE);
  const seconds = here.minutes * 60 + Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  return Math.min(SALES_PER_DAY - 1, Math.floor(seconds / SECONDS_PER_SALE));
}
