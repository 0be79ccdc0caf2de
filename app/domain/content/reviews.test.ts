import { describe, expect, it } from "vitest";
import { combineSummaries, reviewSample, reviewSummary, showReviewBadge, stars, starsLabel, type Review } from "./reviews";

const review = (id: string, rating: number, review_date: string, reply: Partial<Review> = {}): Review => ({
  id,
  customer_name: `Customer ${id}`,
  text: "Great service",
  rating,
  review_date,
  reply_text: null,
  reply_date: null,
  image: null,
  ...reply,
});

describe("review summary (spec 02 §3 'Review summary: count and average_rating (a string)')", () => {
  it("counts and averages to one decimal, as a string", () => {
    expect(reviewSummary([5, 5, 4, 5, 4].map((r, i) => review(String(i), r, "2026-01-01")))).toEqual({
      count: 5,
      average_rating: "4.6",
    });
    expect(reviewSummary([5, 5, 5].map((r, i) => review(String(i), r, "2026-01-01")))).toEqual({
      count: 3,
      average_rating: "5.0",
    });
    // 93 / 20 = 4.65 rounds half up.
    const twenty = [...Array(13).fill(5), ...Array(7).fill(4)].map((r, i) => review(String(i), r, "2026-01-01"));
    expect(reviewSummary(twenty).average_rating).toBe("4.7");
    expect(reviewSummary([])).toEqual({ count: 0, average_rating: "0.0" });
  });

  it("combines locations into a dealership, weighted by count", () => {
    expect(
      combineSummaries([
        { count: 30, average_rating: "4.0" },
        { count: 10, average_rating: "5.0" },
      ]),
    ).toEqual({ count: 40, average_rating: "4.3" });
    expect(combineSummaries([])).toEqual({ count: 0, average_rating: "0.0" });
  });
});

describe("review badge (spec 02 §5; §9 'minimum rating 4')", () => {
  const settings = { hidden: false, minimum_rating: 4 };
  it("shows only when the average is above the minimum", () => {
    expect(showReviewBadge({ count: 120, average_rating: "4.1" }, settings)).toBe(true);
    expect(showReviewBadge({ count: 120, average_rating: "4.0" }, settings)).toBe(false);
    expect(showReviewBadge({ count: 120, average_rating: "3.9" }, settings)).toBe(false);
    expect(showReviewBadge({ count: 120, average_rating: "4.5" }, { hidden: false, minimum_rating: 4.5 })).toBe(false);
    expect(showReviewBadge({ count: 120, average_rating: "4.6" }, { hidden: false, minimum_rating: 4.5 })).toBe(true);
  });
  it("never when reviews are hidden, when there are none, or when the average is unreadable", () => {
    expect(showReviewBadge({ count: 120, average_rating: "4.9" }, { hidden: true, minimum_rating: 4 })).toBe(false);
    expect(showReviewBadge({ count: 0, average_rating: "4.9" }, settings)).toBe(false);
    expect(showReviewBadge({ count: 3, average_rating: "n/a" }, settings)).toBe(false);
  });
});

describe("stars (spec 02 §5 'At most 4 full stars plus a partial star are drawn')", () => {
  it("4.6: four full stars and a partial star filled 60%", () => {
    expect(stars("4.6")).toEqual({ full: 4, partialPercent: 60, empty: 0 });
  });
  it("5.0: four full stars and a partial star filled 100%, never five full", () => {
    expect(stars(5)).toEqual({ full: 4, partialPercent: 100, empty: 0 });
    expect(stars(7)).toEqual({ full: 4, partialPercent: 100, empty: 0 });
  });
  it("4.0: four full stars and one empty", () => {
    expect(stars("4.0")).toEqual({ full: 4, partialPercent: null, empty: 1 });
  });
  it("under 4: the fraction is the partial star, the rest empty", () => {
    expect(stars(3.2)).toEqual({ full: 3, partialPercent: 20, empty: 1 });
    expect(stars(1)).toEqual({ full: 1, partialPercent: null, empty: 4 });
    expect(stars(0)).toEqual({ full: 0, partialPercent: null, empty: 5 });
    expect(stars("not a number")).toEqual({ full: 0, partialPercent: null, empty: 5 });
  });
  it("labels the stars for screen readers", () => {
    expect(starsLabel("4.6")).toBe("Rated 4.6 out of 5");
    expect(starsLabel(5)).toBe("Rated 5.0 out of 5");
  });
});

describe("reviews sample (spec 02 §2; §9 'Google reviews full quantity 12')", () => {
  it("lists the most recent first, with the dealer's reply", () => {
    const sample = reviewSample([
      review("a", 5, "2026-01-10"),
      review("b", 4, "2026-03-02T09:00:00+10:00", { reply_text: "Thanks Sam!", reply_date: "2026-03-03" }),
      review("c", 3, "2026-02-20", { reply_text: "  " }),
    ]);
    expect(sample.map((r) => r.id)).toEqual(["b", "c", "a"]);
    expect(sample[0].reply).toEqual({ text: "Thanks Sam!", date: "2026-03-03" });
    expect(sample[1].reply).toBeNull();
    expect(sample[2].reply).toBeNull();
  });
  it("keeps at most 12 by default, ties in id order", () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      review(`r${String(i).padStart(2, "0")}`, 5, `2026-01-${String(i + 1).padStart(2, "0")}`),
    );
    const sample = reviewSample(many);
    expect(sample).toHaveLength(12);
    expect(sample[0].id).toBe("r19");
    expect(reviewSample([review("b", 5, "2026-01-01"), review("a", 5, "2026-01-01")]).map((r) => r.id)).toEqual(["a", "b"]);
    expect(reviewSample(many, 3)).toHaveLength(3);
  });
});
