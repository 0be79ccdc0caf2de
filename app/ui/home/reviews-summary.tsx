import type { ReviewSummary } from "~/domain/content/reviews";
import { Stars } from "~/ui/locations/stars";

/** The site's review summary (spec 02 §2 'a Google review summary'), drawn only when the badge rule allows it. */
export function ReviewsSummary({ summary, href, siteName }: { summary: ReviewSummary; href: string; siteName: string }) {
  return (
    <section className="home-section home-reviews" aria-labelledby="home-reviews-title">
      <h2 id="home-reviews-title">What our customers say</h2>
      <div className="home-reviews__card">
        <p className="home-reviews__score">
          <span className="home-reviews__average">{summary.average_rating}</span>
          <Stars average={summary.average_rating} size={24} />
        </p>
        <p className="home-reviews__text">
          {siteName} is rated {summary.average_rating} out of 5 from {summary.count.toLocaleString("en-AU")} Google{" "}
          {summary.count === 1 ? "review" : "reviews"}.
        </p>
        <a className="button button--line" href={href}>
          Read our reviews
        </a>
      </div>
    </section>
  );
}
