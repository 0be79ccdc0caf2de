import { safeVehicleUrl } from "./media-urls";

/**
 * The vehicle page's history report link (spec 01 §4 'history report button
 * only when the car has a file'; spec 01 §1 'switches features on or off:
 * ... history report'; spec 01 §3 'file (history report link)').
 */

/** The report's address when the tenant offers history reports and the car has one; otherwise null (no button). */
export function historyReportHref(historyReportOn: boolean, file: string | null | undefined): string | null {
  if (!historyReportOn) return null;
  // The feed's URL rule (media-urls.ts), again for a car stored before it.
  return safeVehicleUrl(file);
}
