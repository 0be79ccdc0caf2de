import { describe, expect, it } from "vitest";
import { describeReviewErrors, parseReviewsFile } from "./reviews-import";

const good = {
  id: "g-1",
  customer_name: "Priya N.",
  text: "Easy purchase, no pressure.",
  rating: 5,
  review_date: "2026-02-14T10:12:00+10:00",
  reply_text: "Thanks Priya, enjoy the car!",
  reply_date: "2026-02-15",
  image: "https://lh3.googleusercontent.com/a/photo.jpg",
};

describe("reviews import file (issue 12; spec 02 §3 'Review')", () => {
  it("accepts the spec's Review fields, a list or { reviews: [...] }", () => {
    const minimal = { id: 7, customer_name: "Tom", rating: 4, review_date: "2026-01-03", reply_text: null, reply_date: null };
    const { reviews, errors } = parseReviewsFile([good, minimal]);
    expect(errors).toEqual([]);
    expect(reviews[0]).toEqual(good);
    expect(reviews[1]).toEqual({ ...minimal, id: "7", text: "", image: null });
    expect(parseReviewsFile({ reviews: [good] }).reviews).toHaveLength(1);
  });

  it("reports each bad row by number and id, naming every field", () => {
    const { reviews, errors } = parseReviewsFile([
      good,
      { ...good, id: "g-2", rating: 6, review_date: "14/02/2026" },
      { id: "g-3", rating: 4.5, review_date: "2026-02-30" },
      { ...good, id: "g-4", reply_text: null },
      { ...good, id: "g-5", reply_date: "2026-01-01" },
      { ...good },
      "not a review",
    ]);
    expect(reviews.map((r) => r.id)).toEqual(["g-1"]);
    expect(describeReviewErrors(errors)).toEqual([
      "row 2 (id g-2): rating: must be 1 to 5; review_date: must be a date such as 2026-03-14 or 2026-03-14T09:30:00+10:00",
      "row 3 (id g-3): customer_name: is required; rating: must be a whole number of stars; review_date: is not a real date",
      "row 4 (id g-4): reply_date: is set but reply_text is empty",
      "row 5 (id g-5): reply_date: is before review_date",
      "row 6 (id g-1): id: g-1 is already used by row 1",
      "row 7: row: must be an object",
    ]);
  });

  it("refuses a file that is not a list of reviews", () => {
    expect(describeReviewErrors(parseReviewsFile({ data: [] }).errors)).toEqual([
      'row 0: the file must be a JSON list of reviews or { "reviews": [...] }',
    ]);
  });
});
