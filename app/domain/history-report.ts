/**
 * The vehicle page's history report link (spec 01 §4 'history report button
 * only when the car has a file'; spec 01 §1 'switches features on or off:
 * ... history report'; spec 01 §3 'file (history report link)').
 */

/** What a history report `file` may be: a path on the site, or an http(s) address (no javascript:, data:, //host). */
export const HISTORY_REPORT_FILE = /^(\/(?!\/)[^\s\\]*|https?:\/\/[^\s/\\?#]+([/?#][^\s\\]*)?)$/i;
export const HISTORY_REPORT_FILE_MESSAGE =
  "must be the history report's address: an http:// or https:// URL, or a site path such as /reports/abc.pdf";

/** The report's address when the tenant offers history reports and the car has one; otherwise null (no button). */
export function historyReportHref(historyReportOn: boolean, file: string | null | undefined): string | null {
  if (!historyReportOn || !file) return null;
  return HISTORY_REPORT_FILE.test(file) ? file : null;
}
