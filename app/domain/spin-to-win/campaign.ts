import { addDays, instantOf, MONTH_NAMES } from "../locations/time-zones";
import type { SpinToWinConfig } from "./config";

/**
 * When a campaign takes spins: from the start of `starts_on` to the end of
 * `ends_on` on the dealer's wall clock (its primary location's time zone),
 * and only while `enabled`.
 */

export type CampaignPhase = "off" | "upcoming" | "live" | "ended";

/** The instants the campaign opens (inclusive) and closes (exclusive: midnight after its last day). */
export function campaignWindow(
  c: Pick<SpinToWinConfig, "starts_on" | "ends_on">,
  zone: string,
): { opens: number; closes: number } {
  return { opens: instantOf(c.starts_on, 0, zone), closes: instantOf(addDays(c.ends_on, 1), 0, zone) };
}

export function campaignPhase(
  c: Pick<SpinToWinConfig, "enabled" | "starts_on" | "ends_on">,
  zone: string,
  now: Date | number,
): CampaignPhase {
  if (!c.enabled) return "off";
  const t = typeof now === "number" ? now : now.getTime();
  const { opens, closes } = campaignWindow(c, zone);
  if (t < opens) return "upcoming";
  return t < closes ? "live" : "ended";
}

/** "1 January 2026" for "2026-01-01" (a calendar date: no time zone involved). */
export function dayText(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** "1 January 2026 to 31 December 2027". */
export function campaignDatesText(c: Pick<SpinToWinConfig, "starts_on" | "ends_on">): string {
  return c.starts_on === c.ends_on ? dayText(c.starts_on) : `${dayText(c.starts_on)} to ${dayText(c.ends_on)}`;
}
