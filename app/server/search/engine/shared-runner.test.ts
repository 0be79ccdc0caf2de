import { describe, expect, it } from "vitest";
import { SearchIndex } from "../engine.server";
import { NOW, searchDoc, searchOptions, searchQuery } from "./test-docs.server";

/** Indexes of different sizes and vocabularies, as different tenants' are. */
function tenantIndex(n: number, makes: string[], city: string): SearchIndex {
  const docs = Array.from({ length: n }, (_, i) =>
    searchDoc({
      id: i + 1,
      values: { make: makes[i % makes.length], model: `M${i % 7}`, city, colour: ["Red", "Blue", "White"][i % 3] },
      ranges: { price: 10_000 + i * 37, km: i * 1000, year: 2015 + (i % 10) },
      sort: { price: 10_000 + i * 37, year: 2015 + (i % 10), km: i * 1000 },
      text: `${makes[i % makes.length]} M${i % 7} STK${i}`,
    }),
  );
  return SearchIndex.build(docs, searchOptions());
}

describe("one scratch space for every index of the process", () => {
  it("gives each index the answers it gives alone, searched in turn with a larger and a smaller one", () => {
    const queries = [
      searchQuery(),
      searchQuery({ filters: { make: ["Kia"] } }),
      searchQuery({ filters: { colour: ["Red"], model: ["M3"] }, sortBy: "price:asc" }),
      searchQuery({ query: "kia m2", sortBy: "custom_rank:desc" }),
      searchQuery({ query: "springwood" }),
      searchQuery({ ranges: { price: { min: 12_000, max: 30_000 } }, page: 2 }),
    ];
    const alone = (build: () => SearchIndex) => {
      const index = build();
      return queries.map((q) => index.search(q, NOW));
    };
    const builds = [
      () => tenantIndex(3000, ["Kia", "Ford", "Mazda", "Toyota", "Hyundai", "BMW"], "Springwood"),
      () => tenantIndex(40, ["Kia", "Isuzu"], "Cleveland"),
      () => tenantIndex(700, ["Ford", "Kia", "Nissan"], "Springwood"),
    ];
    const expected = builds.map((b) => alone(b));
    const indexes = builds.map((b) => b());
    for (let round = 0; round < 2; round++)
      queries.forEach((q, k) =>
        indexes.forEach((index, t) => {
          const got = index.search(q, NOW);
          expect({ ...got, ms: 0 }, `tenant ${t}, query ${k}`).toEqual({ ...expected[t][k], ms: 0 });
        }),
      );
    // Answers known without the engine: one index's place names are not another's.
    indexes[0].search(searchQuery({ query: "springwood" }), NOW);
    expect(indexes[1].search(searchQuery({ query: "springwood" }), NOW).count).toBe(0);
    expect(indexes[1].search(searchQuery({ query: "cleveland" }), NOW).count).toBe(40);
    expect(indexes[2].search(searchQuery({ query: "springwood" }), NOW).count).toBe(700);
  });
});
