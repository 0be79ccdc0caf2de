import { track } from "../../analytics/events";

/**
 * 'View History Report' (spec 01 §4 'history report button only when the car
 * has a file'): a plain link to the report, so it opens in a new tab with or
 * without JavaScript; a click records spec 01 §9 '60 history report'.
 */
export function HistoryReportLink({ href, carId }: { href: string; carId: number }) {
  return (
    <a
      className="button button--outline button--block history-report-link"
      href={href}
      target="_blank"
      rel="noopener"
      onClick={() => track("history_report", { car_id: carId })}
    >
      View History Report<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
