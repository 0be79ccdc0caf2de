import { describe, expect, it } from "vitest";
import { SORT_OPTIONS } from "~/domain/search/facets";
import { SearchIndex } from "./engine.server";
import { DAY, NOW, searchDoc, searchOptions, searchQuery } from "./engine/test-docs.server";
import type { SearchDoc, SearchQuery, SearchResult } from "./types.server";

// Large enough that every sort order and the keyword vocabulary are sorted in
// several runs and merged (engine/slices.server.ts), as a real tenant's are.
const N = 50_000;
const MAKES = ["Toyota", "Mazda", "Ford", "Kia", "Hyundai", "Subaru", "Volkswagen", "Škoda"];

function stock(): SearchDoc[] {
  return Array.from({ length: N }, (_, i) => {
    const id = i + 1;
    const make = MAKES[i % MAKES.length];
    return searchDoc({
      id,
      values: { make, model: `M${i % 97}`, body: i % 3 ? "SUV" : "Sedan" },
      // Few distinct keys, so ties fall to the newest-first, highest-id break.
      sort: {
        price: 10_000 + (i % 701) * 50,
        year: 2005 + (i % 19),
        km: (i * 7919) % 250_000,
        created_at: NOW - (i % 1_009) * DAY,
      },
      stock: { status: i % 53 === 0 ? "sold" : "in_stock", sold_at: i % 53 === 0 ? NOW - (1 + (i % 5)) * DAY : null },
      text: `${make} M${i % 97} stock${id} ${i % 11 ? "sunroof" : "towbar"}`,
    });
  });
}

// The time a search took is the one field that differs.
const strip = (r: SearchResult) => ({ ...r, ms: 0 });

describe("SearchIndex.prepareInSlices", () => {
  it("yields to the event loop while it prepares a large index, and answers as one prepared at once", async () => {
    const docs = stock();
    const options = searchOptions();
    const atOnce = SearchIndex.build(docs, options);
    const sliced = new SearchIndex(options);
    sliced.upsert(docs);

    let ticks = 0;
    let ticking = true;
    const tick = () => {
      if (!ticking) return;
      ticks++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const preparing = sliced.prepareInSlices(NOW, 0);
    // Not in service until prepared: a half-prepared index is never searched.
    expect(() => sliced.search(searchQuery(), NOW)).toThrow(/being prepared/);
    await preparing;
    ticking = false;
    // Each of the many slices (thousands at this size) lets a waiting callback run.
    expect(ticks).toBeGreaterThan(200);

    const queries: Partial<SearchQuery>[] = [
      ...SORT_OPTIONS.map(({ value }) => ({ sortBy: value, hitsPerPage: N })),
      { query: "mazda sunroof" },
      { query: "towbr", sortBy: "price:asc" },
      { filters: { make: ["Kia", "Škoda"] }, ranges: { price: { min: 20_000, max: 30_000 } }, page: 3 },
    ];
    for (const q of queries) expect(strip(sliced.search(searchQuery(q), NOW))).toEqual(strip(atOnce.search(searchQuery(q), NOW)));
  });

  it("orders the whole stock by price, then newest first, then highest id", async () => {
    const docs = stock();
    const index = new SearchIndex(searchOptions({ stockFilter: { include_sold_cars_days: 0 } }));
    index.upsert(docs);
    await index.prepareInSlices(NOW);
    const expected = docs
      .filter((d) => d.stock.status !== "sold")
      .sort((a, b) => a.sort.price - b.sort.price || b.sort.created_at - a.sort.created_at || b.id - a.id)
      .map((d) => d.id);
    const got = index.search(searchQuery({ sortBy: "price:asc", hitsPerPage: N }), NOW).hits.map((h) => h.id);
    expect(got).toEqual(expected);
  });
});
