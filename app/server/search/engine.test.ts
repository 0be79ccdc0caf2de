import { describe, expect, it, vi } from "vitest";
import { VALUE_FACETS, type FacetName, type ValueFacet } from "~/domain/search/facets";
import { SearchIndex } from "./engine.server";
import { DAY, NOW, searchDoc, searchOptions, searchQuery, type DocOverrides } from "./engine/test-docs.server";
import type { SearchOptions, SearchQuery, SearchResult } from "./types.server";

const build = (docs: DocOverrides[], options: SearchOptions = searchOptions()) => SearchIndex.build(docs.map(searchDoc), options);
const run = (index: SearchIndex, over: Partial<SearchQuery> = {}, now = NOW) => index.search(searchQuery(over), now);
const ids = (r: SearchResult) => r.hits.map((h) => h.id);

function values(r: SearchResult, facet: FacetName) {
  const f = r.facets[facet];
  if (f.kind !== "values") throw new Error(`${facet} is a range facet`);
  return f.values;
}
const counts = (r: SearchResult, facet: FacetName) => Object.fromEntries(values(r, facet).map((v) => [v.value, v.count]));

describe("value facets (spec 01 §3 'Search facets')", () => {
  // status, car_type and certified also drive the stock filter, so they take real values.
  const samples: Partial<Record<ValueFacet, [string, string]>> = {
    status: ["in_stock", "coming_soon"],
    car_type: ["used", "new"],
    certified: ["true", "false"],
  };

  it.each(VALUE_FACETS)("filters by %s and counts its values without its own filter", (facet) => {
    const [a, b] = samples[facet] ?? ["Alpha", "Beta"];
    const index = build([
      { id: 1, values: { [facet]: a } },
      { id: 2, values: { [facet]: b } },
      { id: 3, values: { [facet]: a } },
    ]);
    const r = run(index, { filters: { [facet]: [a] } });
    expect(ids(r)).toEqual([1, 3]);
    expect(r.count).toBe(2);
    expect(counts(r, facet)).toEqual({ [a]: 2, [b]: 1 });
    expect(ids(run(index, { filters: { [facet]: [b] } }))).toEqual([2]);
  });

  it("orders values by count, then by value, and matches any case but shows the stored spelling", () => {
    const makes = ["Mazda", "Toyota", "Audi", "Mazda", "Toyota", "Kia"];
    const index = build(makes.map((make, i) => ({ id: i + 1, values: { make } })));
    const r = run(index, { filters: { make: ["TOYOTA", "kia"] } });
    expect(ids(r)).toEqual([2, 5, 6]);
    expect(values(r, "make")).toEqual([
      { value: "Mazda", count: 2 },
      { value: "Toyota", count: 2 },
      { value: "Audi", count: 1 },
      { value: "Kia", count: 1 },
    ]);
  });

  it("always lists the selected values, at 0 when nothing matches them", () => {
    const index = build([
      { id: 1, values: { make: "Toyota", body: "SUV" } },
      { id: 2, values: { make: "Mazda", body: "Sedan" } },
    ]);
    const r = run(index, { filters: { make: ["Mazda", "Tesla"], body: ["SUV"] } });
    expect(r.count).toBe(0);
    // Make is counted under body=SUV: Mazda has none, Tesla is unknown to the index.
    expect(values(r, "make")).toEqual([
      { value: "Toyota", count: 1 },
      { value: "Mazda", count: 0 },
      { value: "Tesla", count: 0 },
    ]);
  });

  it("ORs values within a facet and ANDs across facets", () => {
    const index = build([
      { id: 1, values: { make: "Toyota", body: "SUV" } },
      { id: 2, values: { make: "Mazda", body: "SUV" } },
      { id: 3, values: { make: "Ford", body: "SUV" } },
      { id: 4, values: { make: "Toyota", body: "Sedan" } },
    ]);
    expect(ids(run(index, { filters: { make: ["Toyota", "Mazda"] } }))).toEqual([1, 2, 4]);
    expect(ids(run(index, { filters: { make: ["Toyota", "Mazda"], body: ["SUV"] } }))).toEqual([1, 2]);
    expect(ids(run(index, { filters: { make: ["Nobody"] } }))).toEqual([]);
  });

  it("counts each facet under every other filter but not its own", () => {
    const index = build([
      { id: 1, values: { make: "Toyota", body: "SUV" }, ranges: { km: 10_000 } },
      { id: 2, values: { make: "Toyota", body: "Sedan" }, ranges: { km: 20_000 } },
      { id: 3, values: { make: "Mazda", body: "SUV" }, ranges: { km: 30_000 } },
      { id: 4, values: { make: "Mazda", body: "SUV" }, ranges: { km: 40_000 } },
      { id: 5, values: { make: "Ford", body: "Ute" }, ranges: { km: 50_000 } },
      { id: 6, values: { make: "Mazda", body: "Sedan" }, ranges: { km: 90_000 } },
    ]);
    const r = run(index, { filters: { make: ["Toyota"], body: ["SUV"] }, ranges: { km: { max: 45_000 } } });
    expect(ids(r)).toEqual([1]);
    expect(values(r, "make")).toEqual([
      { value: "Mazda", count: 2 },
      { value: "Toyota", count: 1 },
    ]);
    // Equal counts in code-unit order, as every peer of the benchmark orders them.
    expect(values(r, "body")).toEqual([
      { value: "SUV", count: 1 },
      { value: "Sedan", count: 1 },
    ]);
    expect(counts(r, "model")).toEqual({ Corolla: 1 });
    // km's own range is left out: Toyota SUVs of any km.
    expect(r.facets.km).toEqual({ kind: "range", min: 10_000, max: 10_000 });
    expect(r.facets.price).toEqual({ kind: "range", min: 20_000, max: 20_000 });
  });

  it("counts the same when most of the stock matches (counted as base minus the rest)", () => {
    const docs = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      values: { make: i < 8 ? "Toyota" : "Mazda", body: i % 2 ? "SUV" : "Sedan", filtered_features: i % 3 ? ["Bluetooth"] : [] },
    }));
    const r = run(build(docs), { filters: { make: ["Toyota"] } });
    expect(r.count).toBe(8);
    expect(counts(r, "body")).toEqual({ SUV: 4, Sedan: 4 });
    expect(counts(r, "filtered_features")).toEqual({ Bluetooth: 5 });
    expect(counts(r, "make")).toEqual({ Toyota: 8, Mazda: 2 });
  });

  it("matches multi-value facets on any selected value and counts each value", () => {
    const index = build([
      { id: 1, values: { categories: ["SUVs & 4WDs", "Family"], filtered_features: ["Bluetooth", "Sunroof"] } },
      { id: 2, values: { categories: ["Family"], filtered_features: ["Bluetooth"] } },
      { id: 3, values: { categories: ["Performance"], filtered_features: [] } },
    ]);
    expect(ids(run(index, { filters: { categories: ["family"] } }))).toEqual([1, 2]);
    expect(ids(run(index, { filters: { categories: ["Performance", "SUVs & 4WDs"] } }))).toEqual([1, 3]);
    const r = run(index, { filters: { filtered_features: ["Sunroof"] } });
    expect(ids(r)).toEqual([1]);
    expect(counts(r, "categories")).toEqual({ Family: 1, "SUVs & 4WDs": 1 });
    expect(counts(r, "filtered_features")).toEqual({ Bluetooth: 2, Sunroof: 1 });
  });

  it("drops the 'false' certified value for certified-only tenants (spec 01 §5)", () => {
    const docs = [
      { id: 1, values: { certified: "true" } },
      { id: 2, values: { certified: "false" } },
    ];
    expect(counts(run(build(docs)), "certified")).toEqual({ true: 1, false: 1 });
    expect(values(run(build(docs, searchOptions({ certifiedOnly: true }))), "certified")).toEqual([{ value: "true", count: 1 }]);
  });
});

describe("range facets", () => {
  const index = build(
    [10_000, 20_000, 30_000, 40_000].map((price, i) => ({
      id: i + 1,
      values: { make: i < 2 ? "Kia" : "Audi" },
      sort: { price },
    })),
  );

  it("keeps min <= value <= max with either end open", () => {
    expect(ids(run(index, { ranges: { price: { min: 20_000, max: 30_000 } } }))).toEqual([2, 3]);
    expect(ids(run(index, { ranges: { price: { min: 25_000 } } }))).toEqual([3, 4]);
    expect(ids(run(index, { ranges: { price: { max: 15_000 } } }))).toEqual([1]);
    expect(ids(run(index, { ranges: { price: {} } }))).toEqual([1, 2, 3, 4]);
  });

  it("reports min and max under the other filters only", () => {
    const r = run(index, { filters: { make: ["Audi"] }, ranges: { price: { max: 35_000 } } });
    expect(ids(r)).toEqual([3]);
    expect(r.facets.price).toEqual({ kind: "range", min: 30_000, max: 40_000 });
    expect(r.facets.year).toEqual({ kind: "range", min: 2020, max: 2020 });
  });

  it("finds min and max whether the matches spread over the range, cluster mid-range or rarely have the value", () => {
    // 3000 documents priced 1..3000; Kia holds the middle 100 prices, SUVs the middle 2000, Audi every third; 10 have a subscription price.
    const big = build(
      Array.from({ length: 3000 }, (_, i) => ({
        id: i + 1,
        values: { make: i >= 1450 && i < 1550 ? "Kia" : i % 3 ? "Mazda" : "Audi", body: i >= 500 && i < 2500 ? "SUV" : "Ute" },
        sort: { price: i + 1 },
        ranges: { subscription_price: i % 300 === 7 ? i : null },
      })),
    );
    expect(run(big, { filters: { make: ["Kia"] } }).facets.price).toEqual({ kind: "range", min: 1451, max: 1550 });
    expect(run(big, { filters: { make: ["Audi"] } }).facets.price).toEqual({ kind: "range", min: 1, max: 2998 });
    expect(run(big, { filters: { body: ["SUV"] } }).facets.price).toEqual({ kind: "range", min: 501, max: 2500 });
    expect(run(big, { filters: { make: ["Mazda", "Audi"] } }).facets.subscription_price).toEqual({
      kind: "range",
      min: 7,
      max: 2707,
    });
    expect(run(big, { filters: { make: ["Kia"] } }).facets.subscription_price).toEqual({ kind: "range", min: 1507, max: 1507 });
  });

  it("leaves out documents without the value, and reports nulls when none has one", () => {
    const withSub = build([
      { id: 1, ranges: { subscription_price: 150 } },
      { id: 2, ranges: { subscription_price: null } },
    ]);
    expect(ids(run(withSub, { ranges: { subscription_price: { min: 0 } } }))).toEqual([1]);
    expect(run(withSub).facets.subscription_price).toEqual({ kind: "range", min: 150, max: 150 });
    expect(run(withSub).facets.weekly_price_range).toEqual({ kind: "range", min: null, max: null });
  });
});

describe("keyword query", () => {
  const index = build([
    { id: 1, text: "2021 Toyota RAV4 GX" },
    { id: 2, text: "2019 Toyota Corolla Ascent", values: { make: "Toyota" } },
    { id: 3, text: "Mazda CX-5 Maxx", values: { make: "Mazda" } },
    { id: 4, text: "Honda CR-V VTi", values: { make: "Honda" } },
    { id: 5, text: "Škoda Octavia", values: { make: "Škoda" } },
  ]);
  const find = (query: string) => ids(run(index, { query }));

  it("needs every word to start some token, in any case", () => {
    expect(find("toy rav")).toEqual([1]);
    expect(find("TOYOTA")).toEqual([1, 2]);
    expect(find("toyota mazda")).toEqual([]);
    expect(find("rav4 x")).toEqual([]);
    expect(find("yota")).toEqual([]);
  });

  it("tokenises punctuation and accents the same on both sides", () => {
    expect(find("cr-v")).toEqual([4]);
    expect(find("crv")).toEqual([4]);
    expect(find("CX5")).toEqual([3]);
    expect(find("skoda")).toEqual([5]);
    expect(find("2019")).toEqual([2]);
    expect(find(" -- ")).toEqual([1, 2, 3, 4, 5]);
  });

  it("narrows the facets as well", () => {
    expect(counts(run(index, { query: "toyota" }), "make")).toEqual({ Toyota: 2 });
  });
});

describe("sorts (spec 01 §5, §7)", () => {
  const docs: DocOverrides[] = [
    { id: 1, sort: { custom_rank: 5, price: 30_000, year: 2020, km: 10_000, created_at: NOW - 4 * DAY } },
    { id: 2, sort: { custom_rank: 9, price: 10_000, year: 2022, km: 50_000, created_at: NOW - 3 * DAY } },
    { id: 3, sort: { custom_rank: 5, price: 20_000, year: 2018, km: 30_000, created_at: NOW - 1 * DAY } },
    { id: 4, sort: { custom_rank: 1, price: 0, year: 2022, km: 0, created_at: NOW - 2 * DAY } },
  ];
  const index = build(docs);
  const order = (sortBy: SearchQuery["sortBy"], i = index) => ids(run(i, { sortBy }));

  it("orders by each sort option, ties newest first", () => {
    expect(order("custom_rank:desc")).toEqual([2, 3, 1, 4]);
    expect(order("price:asc")).toEqual([4, 2, 3, 1]);
    expect(order("price:desc")).toEqual([1, 3, 2, 4]);
    expect(order("year:desc")).toEqual([4, 2, 1, 3]);
    expect(order("year:asc")).toEqual([3, 1, 4, 2]);
    expect(order("km:asc")).toEqual([4, 1, 3, 2]);
    expect(order("km:desc")).toEqual([2, 3, 1, 4]);
    expect(order("created_at:desc")).toEqual([3, 4, 2, 1]);
  });

  it("breaks a full tie by highest id", () => {
    const same = { custom_rank: 1, created_at: NOW - DAY };
    expect(
      order(
        "custom_rank:desc",
        build([
          { id: 7, sort: same },
          { id: 9, sort: same },
          { id: 8, sort: same },
        ]),
      ),
    ).toEqual([9, 8, 7]);
  });

  it("leaves price 0 out of price:asc, count included, when the tenant asks", () => {
    const excluding = build(docs, searchOptions({ priceAscendingExcludesZero: true }));
    const r = run(excluding, { sortBy: "price:asc" });
    expect(ids(r)).toEqual([2, 3, 1]);
    expect(r.count).toBe(3);
    expect(order("price:desc", excluding)).toEqual([1, 3, 2, 4]);
  });
});

describe("stock filter (spec 02 §7, spec 01 §4, §9)", () => {
  const sold = (id: number, daysAgo: number): DocOverrides => ({
    id,
    values: { status: "sold" },
    stock: { sold_at: NOW - daysAgo * DAY },
  });

  it("keeps sold cars for 3 days by default, or the tenant's number of days", () => {
    const docs = [{ id: 1 }, { id: 2, values: { status: "coming_soon" } }, sold(3, 2), sold(4, 4)];
    expect(ids(run(build(docs)))).toEqual([1, 2, 3]);
    expect(ids(run(build(docs, searchOptions({ stockFilter: { include_sold_cars_days: 7 } }))))).toEqual([1, 2, 3, 4]);
  });

  it("answers isListed by the same stock filter, at the given instant", () => {
    const index = build([{ id: 1 }, sold(2, 2), sold(3, 4)]);
    expect([1, 2, 3, 99].map((id) => index.isListed(id, NOW))).toEqual([true, true, false, false]);
    expect(index.isListed(2, NOW + 2 * DAY)).toBe(false);
  });

  it("lets a sold car drop out as time passes, without a rebuild, and back for an earlier instant", () => {
    const index = build([{ id: 1 }, sold(2, 2)]);
    expect(counts(run(index), "status")).toEqual({ in_stock: 1, sold: 1 });
    expect(index.nextEligibilityChange(NOW)).toBe(NOW - 2 * DAY + 3 * DAY + 1);
    const later = run(index, {}, NOW + 1.5 * DAY);
    expect(ids(later)).toEqual([1]);
    expect(counts(later, "status")).toEqual({ in_stock: 1 });
    expect(ids(run(index, {}, NOW))).toEqual([1, 2]);
  });

  it("hides what the dealer website should not show, car types the tenant leaves out, and stale stock", () => {
    const docs: DocOverrides[] = [
      { id: 1 },
      { id: 2, stock: { show_on_dealer_website: false } },
      { id: 3, values: { car_type: "new" } },
      { id: 4, stock: { last_seen_at: NOW - 6 * DAY } },
      { id: 5, stock: { last_seen_at: NOW - 8 * DAY } },
    ];
    expect(ids(run(build(docs)))).toEqual([1, 3, 4, 5]);
    expect(ids(run(build(docs, searchOptions({ stockFilter: { car_types: ["used"], freshness_days: 7 } }))))).toEqual([1, 4]);
  });

  it("needs the minimum photos only for the listed car types", () => {
    const docs: DocOverrides[] = [
      { id: 1, stock: { photos_count: 3 } },
      { id: 2, stock: { photos_count: 2 } },
      { id: 3, values: { car_type: "new" }, stock: { photos_count: 0 } },
    ];
    const options = searchOptions({ stockFilter: { min_photos: 3, photos_required_for: ["used"] } });
    expect(ids(run(build(docs, options)))).toEqual([1, 3]);
    expect(ids(run(build(docs)))).toEqual([1, 2, 3]);
  });

  it("applies new options from setOptions", () => {
    const index = build([{ id: 1 }, sold(2, 5)]);
    index.setOptions(searchOptions({ stockFilter: { include_sold_cars_days: 7 } }));
    expect(ids(run(index))).toEqual([1, 2]);
  });
});

describe("paging (spec 01 §9: 21 per page)", () => {
  const index = build(Array.from({ length: 50 }, (_, i) => ({ id: i + 1 })));

  it("cuts pages of hitsPerPage and reports pages", () => {
    const first = run(index);
    expect(first.hits).toHaveLength(21);
    expect(first).toMatchObject({ count: 50, pages: 3, page: 1 });
    const last = run(index, { page: 3 });
    // The builder makes lower ids newer, so the default order is by id ascending.
    expect(ids(last)).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
    expect(ids(run(index, { page: 2, hitsPerPage: 10 }))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("answers a page past the end with no hits, not an error", () => {
    expect(run(index, { page: 4 })).toMatchObject({ hits: [], count: 50, pages: 3, page: 4 });
  });

  it("keeps the count exact above 1999 (spec 01 §7's hosted-service cap does not apply)", () => {
    const big = build(Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, values: { make: i % 2 ? "Kia" : "Audi" } })));
    const r = run(big);
    expect(r.count).toBe(2500);
    expect(r.pages).toBe(120);
    expect(run(big, { filters: { make: ["Kia"] } }).count).toBe(1250);
    expect(counts(r, "make")).toEqual({ Audi: 1250, Kia: 1250 });
  });

  it("reports its own time: the clock's difference across the search", () => {
    const clock = vi.spyOn(performance, "now").mockReturnValueOnce(1_000).mockReturnValueOnce(1_012.5);
    try {
      expect(run(index).ms).toBe(12.5);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("changes", () => {
  it("shows upserts and removals in the next search", () => {
    const index = build([
      { id: 1, values: { make: "Toyota" }, text: "Toyota Corolla" },
      { id: 2, values: { make: "Toyota" }, text: "Toyota Corolla" },
      { id: 3, values: { make: "Mazda" }, text: "Mazda CX-5" },
    ]);
    expect(counts(run(index), "make")).toEqual({ Toyota: 2, Mazda: 1 });
    index.upsert([searchDoc({ id: 2, values: { make: "Kia" }, sort: { price: 5 }, text: "Kia Picanto" })]);
    index.remove([1, 99]);
    expect(index.size).toBe(2);
    const r = run(index, { sortBy: "price:asc" });
    expect(ids(r)).toEqual([2, 3]);
    expect(counts(r, "make")).toEqual({ Kia: 1, Mazda: 1 });
    expect(ids(run(index, { query: "toyota" }))).toEqual([]);
    expect(ids(run(index, { query: "picanto" }))).toEqual([2]);

    index.upsert([searchDoc({ id: 4, values: { make: "Toyota" }, sort: { price: 1 }, text: "Toyota Yaris" })]);
    expect(ids(run(index, { sortBy: "price:asc" }))).toEqual([4, 2, 3]);
    expect(ids(run(index, { filters: { make: ["toyota"] }, query: "yar" }))).toEqual([4]);
    index.upsert([searchDoc({ id: 3, stock: { show_on_dealer_website: false } })]);
    expect(ids(run(index))).toEqual([2, 4]);
  });

  it("sees a re-sent row that only confirms the vehicle again (spec 01 §9 freshness)", () => {
    const options = searchOptions({ stockFilter: { freshness_days: 7 } });
    const index = build([{ id: 1 }, { id: 2, stock: { last_seen_at: NOW - 8 * DAY } }], options);
    expect(ids(run(index))).toEqual([1]);
    index.upsert([searchDoc({ id: 2, stock: { last_seen_at: NOW } })]);
    expect(ids(run(index))).toEqual([1, 2]);
    expect(counts(run(index), "make")).toEqual({ Toyota: 2 });
  });

  it("reports a memory estimate that covers the arrays it holds", () => {
    for (const n of [1, 5_000]) {
      const index = build(Array.from({ length: n }, (_, i) => ({ id: i + 1, text: `Toyota Corolla ${i}` })));
      run(index);
      const held = typedArrayBytes(index);
      // Every column, posting list and sort order is counted; strings and dictionaries add a little.
      expect(index.memoryBytes()).toBeGreaterThanOrEqual(held);
      expect(index.memoryBytes()).toBeLessThan(held * 1.25);
    }
  });
});

/** The bytes of every distinct ArrayBuffer reachable from `root` through properties, arrays, maps and sets. */
function typedArrayBytes(root: unknown): number {
  const seen = new Set<unknown>();
  const buffers = new Set<ArrayBufferLike>();
  const stack = [root];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== "object" || seen.has(v)) continue;
    seen.add(v);
    if (ArrayBuffer.isView(v)) buffers.add(v.buffer);
    else if (v instanceof ArrayBuffer) buffers.add(v);
    else if (v instanceof Map) for (const [k, x] of v) stack.push(k, x);
    else if (v instanceof Set) for (const x of v) stack.push(x);
    else for (const k of Object.getOwnPropertyNames(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  let bytes = 0;
  for (const b of buffers) bytes += b.byteLength;
  return bytes;
}

describe("reserve (room for a known number of documents)", () => {
  it("answers exactly as an index grown a document at a time, including documents held before it", () => {
    const docs = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      values: { make: i % 3 ? "Mazda" : "Kia", body: i % 2 ? "SUV" : "Sedan" },
    }));
    const grown = build(docs);
    const reserved = new SearchIndex(searchOptions());
    reserved.upsert(docs.slice(0, 100).map(searchDoc));
    reserved.reserve(1_000);
    reserved.upsert(docs.slice(100).map(searchDoc));
    for (const over of [{}, { filters: { make: ["Kia"] } }, { filters: { body: ["SUV"] }, page: 2 }]) {
      const a = run(grown, over);
      const b = run(reserved, over);
      expect(ids(b)).toEqual(ids(a));
      expect(b.count).toBe(a.count);
      expect(counts(b, "make")).toEqual(counts(a, "make"));
    }
    expect(reserved.size).toBe(300);
  });
});
