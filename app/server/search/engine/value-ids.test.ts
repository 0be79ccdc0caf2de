import { describe, expect, it } from "vitest";
import { SearchIndex } from "../engine.server";
import { NOW, searchDoc, searchOptions, searchQuery } from "./test-docs.server";

describe("single-value columns as narrow as their dictionaries", () => {
  it("filters and counts values past 255 once a column has widened, and after changes", () => {
    const docs = Array.from({ length: 1200 }, (_, i) => searchDoc({ id: i + 1, values: { make: "Kia", badge: `B${i % 600}` } }));
    const index = SearchIndex.build(docs.slice(0, 200), searchOptions());
    // Under 256 values so far (8 bits), then past them (16 bits) with stock already indexed.
    expect(index.search(searchQuery({ filters: { badge: ["B199"] } }), NOW).count).toBe(1);
    index.upsert(docs.slice(200));
    const found = index.search(searchQuery({ filters: { badge: ["B599"] } }), NOW);
    expect(found.count).toBe(2);
    expect(found.hits.map((h) => h.id).sort((a, b) => a - b)).toEqual([600, 1200]);
    expect(index.search(searchQuery({ filters: { badge: ["B199"] } }), NOW).count).toBe(2);
    const all = index.search(searchQuery(), NOW);
    const badges = all.facets.badge as { values: { value: string; count: number }[] };
    expect(badges.values.length).toBe(600);
    expect(badges.values.every((v) => v.count === 2)).toBe(true);
    index.upsert([searchDoc({ id: 1200, values: { make: "Kia", badge: "B3" } })]);
    expect(index.search(searchQuery({ filters: { badge: ["B599"] } }), NOW).count).toBe(1);
    expect(index.search(searchQuery({ filters: { badge: ["B3"] } }), NOW).count).toBe(3);
  });
});
