import type { ReviewSampleItem, ReviewSummary } from "~/domain/content/reviews";
import { Stars } from "./stars";

// One formatter for the list: making one costs more than the twelve dates it formats.
const reviewDate = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Australia/Brisbane",
});
const dateText = (iso: string) => reviewDate.format(new Date(Date.parse(iso)));

/** The reviews sample (spec 02 §2 'Reviews'): customer name, rating, date, text and the dealer's reply. */
export function ReviewsList({
  summary,
  badge,
  items,
  name,
}: {
  summary: ReviewSummary;
  badge: boolean;
  items: ReviewSampleItem[];
  name: string;
}) {
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title" tabIndex={-1}>
      <div className="reviews__head">
        <h2 id="reviews-title">Reviews</h2>
        {badge ? (
          <p className="reviews__summary">
            <span className="reviews__average">{summary.average_rating}</span>
            <Stars average={summary.average_rating} size={22} />
            <span>
              from {summary.count.toLocaleString("en-AU")} {summary.count === 1 ? "review" : "reviews"} of {name}
            </span>
          </p>
        ) : (
          <p className="reviews__summary">
            {summary.count.toLocaleString("en-AU")} {summary.count === 1 ? "review" : "reviews"} of {name}
          </p>
        )}
      </div>
      <ol className="reviews__list">
        {items.map((r) => (
          <li key={r.id} className="review">
            <div className="review__head">
              <span className="review__avatar" aria-hidden="true">
                {r.customer_name.slice(0, 1).toUpperCase()}
              </span>
              <div>
                <p className="review__name">{r.customer_name}</p>
                <p className="review__meta">
                  <Stars average={r.rating} size={15} /> <time dateTime={r.review_date}>{dateText(r.review_date)}</time>
                </p>
              </div>
            </div>
            {r.text ? <p className="review__text">{r.text}</p> : null}
            {r.reply ? (
              <div className="review__reply">
                <p className="review__reply-by">
                  Reply from the dealer
                  {r.reply.date ? (
                    <>
                      {" · "}
                      <time dateTime={r.reply.date}>{dateText(r.reply.date)}</time>
                    </>
                  ) : null}
                </p>
                <p>{r.reply.text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
