import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewSubject, replaceReviews } from "~/server/reviews/reviews.server";
import { demoConfig } from "../../tests/setup/demo-configs";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as locatorLoader } from "./dealer-locator";
import { loader as locationLoader } from "./locations";

/** /locations/{slug}, /our-location/{slug} and /dealer-locator with their real loaders (issue 12). */
describe("location and dealer locator loaders", () => {
  let t: TestPlatform;
  const kia = demoConfig("coralview-kia");
  const review = (id: string, rating: number, date: string, reply: string | null = null) => ({
    id,
    customer_name: `Customer ${id}`,
    text: `Review ${id}`,
    rating,
    review_date: date,
    reply_text: reply,
    reply_date: null,
    image: null,
  });

  beforeAll(async () => {
    t = await openTestPlatform([{ config: kia }, { config: demoConfig("greywattle") }]);
    const id = t.ids["coralview-kia"];
    await replaceReviews(t.db, id, reviewSubject(kia, "coralview-kia-cleveland")!, [
      review("a", 5, "2026-10-01", "Thanks!"),
      review("b", 5, "2026-11-01"),
      review("c", 4, "2026-09-01"),
    ]);
    await replaceReviews(t.db, id, reviewSubject(kia, "coralview-kia-service")!, [
      review("s1", 4, "2026-08-01"),
      review("s2", 4, "2026-08-02"),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (host: string, path: string, slug: string) =>
    locationLoader(t.args(`http://${host}.localhost${path}`, { params: { slug } }) as never);

  it("shows a location: address, directions, hours by the grouping rule, open status, holidays, reviews and the department switch", async () => {
    const d = await page("coralview-kia", "/locations/coralview-kia-cleveland", "coralview-kia-cleveland");
    const v = d.view;
    expect(v.heading).toBe("Coralview Kia Cleveland");
    expect(v.card.street).toBe("118 Shore Street West");
    expect(v.card.locality).toBe("Cleveland QLD 4163");
    expect(v.card.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-27\.\d+,153\.\d+$/);
    // Thursday closes late, so Monday to Friday are not one row (spec 02 §4).
    expect(v.card.hours.map((r) => r.label)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(v.card.openText).toMatch(/^(Open now, closes|Closed, opens) /);
    expect(v.timeZone).toBe("Australia/Brisbane");
    expect(v.departments.map((x) => [x.label, x.href, x.current])).toEqual([
      ["Sales", "/locations/coralview-kia-cleveland", true],
      ["Service", "/locations/coralview-kia-service", false],
      ["Parts", "/locations/coralview-kia-parts", false],
    ]);
    // 4.7 > 4: badge; newest first; the reply shown.
    expect(v.reviews?.summary).toEqual({ count: 3, average_rating: "4.7" });
    expect(v.reviews?.badge).toBe(true);
    expect(v.reviews?.sample.map((r) => r.id)).toEqual(["b", "a", "c"]);
    expect(v.reviews?.sample[1].reply).toEqual({ text: "Thanks!", date: null });
    expect(v.card.dealerLicence).toBe("DL 3170824");
    // The 'Our Locations' carousel: the site's other locations, with their own ratings.
    expect(v.others.map((o) => o.slug)).toEqual(["coralview-kia-service", "coralview-kia-parts"]);
    expect(v.others[0].rating).toBeNull();
    const ld = d.jsonLd[0] as Record<string, unknown>;
    expect(ld["@type"]).toBe("AutoDealer");
    expect(ld.url).toBe("https://www.coralview-kia.example/locations/coralview-kia-cleveland");
    expect(ld.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Thursday", opens: "08:30", closes: "19:00" },
      ]),
    );
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "4.7", reviewCount: 3 });
  });

  it("shows no badge at an average of exactly the minimum (4.0), but still the reviews", async () => {
    const d = await page("coralview-kia", "/locations/coralview-kia-service", "coralview-kia-service");
    expect(d.view.card.rating).toBeNull();
    expect(d.view.reviews).toMatchObject({ summary: { count: 2, average_rating: "4.0" }, badge: false });
    expect(d.view.card.contact.label).toBe("Book a Service");
    expect((d.jsonLd[0] as Record<string, unknown>).aggregateRating).toBeUndefined();
  });

  it("serves a dealership slug with its own and its locations' reviews, and the alias with the canonical address", async () => {
    const d = await page("coralview-kia", "/our-location/coralview-kia", "coralview-kia");
    expect(d.view.heading).toBe("Coralview Kia");
    expect(d.view.card.slug).toBe("coralview-kia-cleveland");
    expect(d.view.reviews?.summary).toEqual({ count: 5, average_rating: "4.4" });
    expect(d.tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.coralview-kia.example/locations/coralview-kia",
    });
  });

  it("is a 404 for an unknown slug, or another tenant's", async () => {
    for (const slug of ["nowhere", "greywattle-toyota-springwood"]) {
      const thrown = await page("coralview-kia", `/locations/${slug}`, slug).catch((e: unknown) => e);
      expect((thrown as { init?: { status?: number } }).init?.status, slug).toBe(404);
    }
  });

  const locate = (query: string) => locatorLoader(t.args(`http://greywattle.localhost/dealer-locator${query}`) as never);

  it("lists the nearest locations to a postcode by haversine distance, nearest first", async () => {
    const d = await locate("?postcode=6000");
    expect(d.view.error).toBeNull();
    const r = d.view.results!;
    expect(r[0].card.slug).toBe("greywattle-ford-osborne-park");
    expect(r[0].distance).toMatch(/^\d+(\.\d)? km away$/);
    const melbourne = await locate("?postcode=3000");
    expect(
      melbourne.view
        .results!.slice(0, 2)
        .map((x) => x.card.slug)
        .sort(),
    ).toEqual(["greywattle-byd-ringwood", "greywattle-mazda-ringwood"]);
  });

  it("says 'Invalid postcode' for an unknown postcode and the format message for a malformed one, listing every location", async () => {
    const unknown = await locate("?postcode=0000");
    expect(unknown.view).toMatchObject({ error: "Invalid postcode", results: null, postcode: "0000" });
    expect(unknown.view.cards.length).toBe(8);
    const bad = await locate("?postcode=40a0");
    expect(bad.view.error).toBe("Invalid postcode. Please enter a 4-digit number.");
    const none = await locate("");
    expect(none.view).toMatchObject({ error: null, results: null, postcode: "" });
  });
});
