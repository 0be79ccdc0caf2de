import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  cleared,
  isFiltered,
  listingSearchParams,
  toggleValue,
  withQuery,
  withRange,
  withSort,
  withPage,
  searchState,
  withCanonicalValues,
  type ListingState,
} from "./query-edits";
import { parseSearchParams, serializeSearchState } from "./search-query";

const base: ListingState = { page: 1, sortBy: "custom_rank:desc", hitsPerPage: 21, filters: {}, ranges: {} };

describe("listing state (spec 01 §2 'Filters and query live in the URL query string', §4)", () => {
  const states: ListingState[] = [
    base,
    { ...base, query: " hybrid suv ", page: 3, sortBy: "price:asc" },
    { ...base, filters: { make: ["Toyota", "Mazda", "toyota"], model: ["RAV4"], categories: ["Family"] } },
    { ...base, ranges: { price: { min: 10000 }, km: { max: 50000 }, year: { min: 2018, max: 2022 } } },
    {
      ...base,
      filters: { car_type: ["used"], body: ["SUV", ""] },
      ranges: { weekly_price_range: { min: 100, max: 200 } },
      page: 2,
    },
  ];
  it.each(states.map((s, i) => [i, s] as const))("serialises state %i exactly like serializeSearchState", (_, s) => {
    expect(listingSearchParams(s).toString()).toBe(serializeSearchState(s).toString());
  });

  it("round-trips through parseSearchParams", () => {
    const s: ListingState = {
      ...base,
      query: "rav",
      filters: { make: ["Toyota"] },
      ranges: { price: { max: 30000 } },
      sortBy: "year:desc",
      page: 2,
    };
    const parsed = parseSearchParams(listingSearchParams(s));
    expect(parsed.ok && parsed.query).toEqual(s);
  });

  it("changing a filter, a range, the query or the sort removes the page (§4)", () => {
    const onPage3 = { ...base, page: 3 };
    expect(toggleValue(onPage3, "make", "Toyota").page).toBe(1);
    expect(withRange(onPage3, "price", { max: 20000 }).page).toBe(1);
    expect(withQuery(onPage3, "rav4").page).toBe(1);
    expect(withSort(onPage3, "price:asc").page).toBe(1);
    expect(withPage(base, 4).page).toBe(4);
  });

  it("ticks and unticks a value case-insensitively; an empty facet disappears", () => {
    const one = toggleValue(base, "make", "Toyota");
    expect(one.filters.make).toEqual(["Toyota"]);
    expect(toggleValue(one, "make", "toyota").filters).toEqual({});
  });

  it("clears an empty range and an empty query", () => {
    expect(withRange({ ...base, ranges: { price: { min: 1 } } }, "price", {}).ranges).toEqual({});
    expect(withQuery({ ...base, query: "x" }, "  ").query).toBeUndefined();
  });

  it("knows whether and how much the shopper has filtered", () => {
    const s: ListingState = { ...base, query: "x", filters: { make: ["A", "B"] }, ranges: { price: { max: 5 } } };
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered(s)).toBe(true);
    expect(activeFilterCount(s)).toBe(4);
    expect(cleared({ ...s, sortBy: "price:asc", page: 2 })).toEqual({ ...base, sortBy: "price:asc" });
  });
});

describe("withCanonicalValues (spec 01 §3: URL values in any case)", () => {
  it("spells chosen values as the stock does, once each, and leaves unknown ones alone", () => {
    const state = searchState({ filters: { make: ["toyota", "TOYOTA", "Lada"], body: ["suv"] } });
    const out = withCanonicalValues(state, { make: ["Toyota", "Mazda"], body: ["SUV"] });
    expect(out.filters).toEqual({ make: ["Toyota", "Lada"], body: ["SUV"] });
  });
});
