import { describe, expect, it } from "vitest";
import { mergeSimilar, similarListingQuery, similarPriceWindow, similarQueries, slugSearchWords } from "./similar-vehicles";

// Spec 01 §5: "Similar vehicle window: price within 10000 (price under 50000) or 25000 otherwise."
describe("similarPriceWindow", () => {
  it("is 10,000 either side under 50,000", () => {
    expect(similarPriceWindow(30000)).toEqual({ min: 20000, max: 40000 });
    expect(similarPriceWindow(49999)).toEqual({ min: 39999, max: 59999 });
  });
  it("is 25,000 either side from 50,000", () => {
    expect(similarPriceWindow(50000)).toEqual({ min: 25000, max: 75000 });
  });
  it("never goes below 0 and is absent without a price", () => {
    expect(similarPriceWindow(6000)).toEqual({ min: 0, max: 16000 });
    expect(similarPriceWindow(0)).toBeNull();
  });
});

// Spec 01 §9: "Similar vehicles: 6 results, 10 per query, in_stock only, excluding the same car".
describe("similarQueries", () => {
  it("asks for the same model first, in_stock only, 10 each, all within the window", () => {
    const qs = similarQueries({ id: 1, make: "Mazda", model: "CX-5", price: 30000, simple_body: "SUV" });
    expect(qs.map((q) => q.name)).toEqual(["same-model", "same-make", "same-body", "price-window"]);
    expect(qs[0].filters).toEqual({ status: ["in_stock"], make: ["Mazda"], model: ["CX-5"] });
    for (const q of qs) {
      expect(q.limit).toBe(10);
      expect(q.filters.status).toEqual(["in_stock"]);
      expect(q.price).toEqual({ min: 20000, max: 40000 });
    }
  });
  it("drops the body query without a body and the window query without a price", () => {
    expect(similarQueries({ id: 1, make: "Mazda", model: "CX-5", price: 0 }).map((q) => q.name)).toEqual([
      "same-model",
      "same-make",
    ]);
  });
});

// 'Find Me Something Similar' (spec 01 §4): one listing, the same body within the window.
describe("similarListingQuery", () => {
  it("is the same-body query with the window, else the window alone, else the same model", () => {
    const subject = { make: "Mazda", model: "CX-5", price: 30000, simple_body: "SUV" };
    expect(similarListingQuery(subject)).toMatchObject({
      name: "same-body",
      filters: { status: ["in_stock"], body: ["SUV"] },
      price: { min: 20000, max: 40000 },
    });
    expect(similarListingQuery({ ...subject, simple_body: null }).name).toBe("price-window");
    expect(similarListingQuery({ ...subject, price: 0 })).toMatchObject({ name: "same-model", price: null });
  });
});

// Spec 01 §7: "used for similar cars: same model first, de-duplicated by id, cut to 6".
describe("mergeSimilar", () => {
  const hit = (id: number, status = "in_stock") => ({ id, status });
  it("keeps query order, removes repeats and the car itself, cuts to 6", () => {
    const merged = mergeSimilar(1, [
      [hit(1), hit(2), hit(3)],
      [hit(3), hit(4), hit(5)],
      [hit(6), hit(7), hit(8)],
    ]);
    expect(merged.map((h) => h.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
  it("keeps only in_stock cars", () => {
    expect(mergeSimilar(1, [[hit(2, "sold"), hit(3, "coming_soon"), hit(4)]]).map((h) => h.id)).toEqual([4]);
  });
});

describe("slugSearchWords", () => {
  it("drops the stock number of an unknown slug", () => {
    expect(slugSearchWords("2021-toyota-rav4-gx-st1234")).toBe("2021 toyota rav4 gx");
    expect(slugSearchWords("mazda-cx-5")).toBe("mazda cx");
  });
});
