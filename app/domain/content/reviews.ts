/**
 * Reviews of a location or dealership (spec 02 §2 'Reviews: a Google review
 * summary and a reviews sample'; §3 'Review' and 'Review summary'; §5 'Review
 * badge shown only if average rating is above a configured minimum and
 * reviews are not hidden. At most 4 full stars plus a partial star are
 * drawn.'; §9 'Reviews: minimum rating 4; Google reviews full quantity 12').
 */

export const DEFAULT_MINIMUM_RATING = 4;
export const REVIEW_SAMPLE_SIZE = 12;
export const STAR_COUNT = 5;
export const MAX_FULL_STARS = 4;

export interface Review {
  id: string;
  customer_name: string;
  text: string;
  /** 1 to 5. */
  rating: number;
  /** ISO date or date-time. */
  review_date: string;
  reply_text: string | null;
  reply_date: string | null;
  image: string | null;
}

/** Spec 02 §3: count and average_rating, the average as a string ('4.6'). */
export interface ReviewSummary {
  count: number;
  average_rating: string;
}

/** One decimal, rounded half up: 4.65 -> '4.7'. Ratings are whole stars, so ten times the sum is exact. */
function averageText(sum: number, count: number): string {
  return count === 0 ? "0.0" : (Math.round((sum * 10) / count) / 10).toFixed(1);
}

export function reviewSummary(reviews: readonly Pick<Review, "rating">[]): ReviewSummary {
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return { count: reviews.length, average_rating: averageText(sum, reviews.length) };
}

/** A dealership's summary from its locations' summaries, each weighted by its count. */
export function combineSummaries(summaries: readonly ReviewSummary[]): ReviewSummary {
  const count = summaries.reduce((n, s) => n + s.count, 0);
  const sum = summaries.reduce((n, s) => n + Number(s.average_rating) * s.count, 0);
  return { count, average_rating: averageText(sum, count) };
}

export interface ReviewSettings {
  hidden: boolean;
  /** The badge shows only above this average (default 4). */
  minimum_rating: number;
}

/** §5: strictly above the minimum (an average of exactly 4.0 shows no badge at the default), never when hidden or empty. */
export function showReviewBadge(summary: ReviewSummary, settings: ReviewSettings): boolean {
  const average = Number(summary.average_rating);
  return !settings.hidden && summary.count > 0 && Number.isFinite(average) && average > settings.minimum_rating;
}

export interface Stars {
  /** Whole stars drawn filled: at most 4. */
  full: number;
  /** The fifth-or-earlier star drawn partly filled, as a whole percentage of fill (1 to 100), or null when none. */
  partialPercent: number | null;
  /** Outlined stars making the row up to 5. */
  empty: number;
}

/**
 * §5 'At most 4 full stars plus a partial star are drawn.' Read literally:
 * the fill beyond the fourth star is always drawn as the partial star, so a
 * 4.6 is four full stars and a partial star filled 60%, and a 5.0 is four full
 * stars and a partial star filled 100% (which looks like a fifth full star but
 * is drawn by the partial rule). Under 4, the fraction is the partial star:
 * 3.2 is 3 full, one 20% partial and one empty. The row is always 5 stars.
 */
export function stars(average: number | string): Stars {
  const value = Math.min(STAR_COUNT, Math.max(0, Number(average) || 0));
  const full = Math.min(MAX_FULL_STARS, Math.floor(value));
  const partialPercent = Math.round((value - full) * 100);
  const partial = partialPercent > 0 ? partialPercent : null;
  return { full, partialPercent: partial, empty: STAR_COUNT - full - (partial === null ? 0 : 1) };
}

/** 'Rated 4.6 out of 5' for screen readers, since the stars themselves are drawn. */
export function starsLabel(average: number | string): string {
  return `Rated ${Number(average).toFixed(1)} out of 5`;
}

export interface ReviewSampleItem {
  id: string;
  customer_name: string;
  text: string;
  rating: number;
  review_date: string;
  image: string | null;
  reply: { text: string; date: string | null } | null;
}

/**
 * The reviews sample (§2): most recent first (ties by id, so the order is
 * stable), at most 12 (§9 'Google reviews full quantity 12'), each with the
 * dealer's reply when there is one.
 */
export function reviewSample(reviews: readonly Review[], limit = REVIEW_SAMPLE_SIZE): ReviewSampleItem[] {
  return [...reviews]
    .sort((a, b) => Date.parse(b.review_date) - Date.parse(a.review_date) || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      customer_name: r.customer_name,
      text: r.text,
      rating: r.rating,
      review_date: r.review_date,
      image: r.image,
      reply: r.reply_text?.trim() ? { text: r.reply_text, date: r.reply_date } : null,
    }));
}

/** A summary from a count and the sum of the ratings (what a database adds up), rounded as reviewSummary rounds. */
export function summaryFromTotals(count: number, ratingSum: number): ReviewSummary {
  return { count, average_rating: averageText(ratingSum, count) };
}
