import type { ReviewSummary } from "~/domain/content/reviews";
import { Stars } from "./stars";

/** The review badge (spec 02 §2 details page 'review badge linking to #reviews'); drawn only when the badge rule allows. */
export function ReviewBadge({ summary, href = "#reviews" }: { summary: ReviewSummary; href?: string }) {
  return (
    <a className="review-badge" href={href}>
      <span className="review-badge__score">{summary.average_rating}</span>
      <Stars average={summary.average_rating} />
      <span className="review-badge__count">
        {summary.count.toLocaleString("en-AU")} {summary.count === 1 ? "review" : "reviews"}
      </span>
    </a>
  );
}
