import { describe, expect, it } from "vitest";
import {
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  parseSearchParams,
  serializeSearchState,
  truncateQuery,
  type SearchQuery,
} from "./search-query";

const parse = (qs: string, opts?: { hitsPerPage?: number }) => parseSearchParams(new URLSearchParams(qs), opts);
const state = (over: Partial<SearchQuery> = {}): SearchQuery => ({
  page: 1,
  sortBy: "custom_rank:desc",
  hitsPerPage: 21,
  filters: {},
  ranges: {},
  ...over,
});

function ok(qs: string): SearchQuery {
  const r = parse(qs);
  if (!r.ok) throw new Error(`expected ${qs} to parse: ${JSON.stringify(r.errors)}`);
  return r.query;
}
function errors(qs: string) {
  const r = parse(qs);
  if (r.ok) throw new Error(`expected ${qs} to be refused`);
  return r.errors;
}

describe("parseSearchParams (spec 01 §2: query, page, sortBy and one parameter per facet)", () => {
  it("defaults to the first page of the featured sort, 21 per page", () => {
    expect(ok("")).toEqual(state());
    expect(parse("", { hitsPerPage: 12 })).toEqual({ ok: true, query: state({ hitsPerPage: 12 }) });
  });

  it("reads the query, page and sort", () => {
    expect(ok("query=%20toyota%20hybrid%20&page=3&sortBy=price:asc")).toEqual(
      state({ query: "toyota hybrid", page: 3, sortBy: "price:asc" }),
    );
    expect(ok("query=&page=&sortBy=")).toEqual(state());
  });

  it("reads repeated value facets and min:max ranges with either end open", () => {
    const q = ok(
      "make=Toyota&make=Mazda&make=Toyota&categories=Family&price=10000:30000&km=20000:&year=:2022&weekly_price_range=99.5:150",
    );
    expect(q.filters).toEqual({ make: ["Toyota", "Mazda"], categories: ["Family"] });
    expect(q.ranges).toEqual({
      price: { min: 10000, max: 30000 },
      km: { min: 20000 },
      year: { max: 2022 },
      weekly_price_range: { min: 99.5, max: 150 },
    });
    expect(ok("price=:&make=").ranges).toEqual({});
  });

  it("cuts a long query at a word boundary instead of refusing it (issue 9)", () => {
    const words = Array.from({ length: 14 }, (_, i) => `word${i}`);
    expect(ok(`query=${words.join("+")}`).query).toBe(words.slice(0, MAX_QUERY_WORDS).join(" "));
    // Words of 98, 98 and 5 letters: the third ends past 200 characters, so it goes whole.
    const cut = truncateQuery(`${"a".repeat(98)} ${"b".repeat(98)} camry`);
    expect(cut).toBe(`${"a".repeat(98)} ${"b".repeat(98)}`);
    expect(truncateQuery("x".repeat(250))).toBe("x".repeat(MAX_QUERY_LENGTH));
    expect(truncateQuery(`${"a".repeat(200)} b`)).toBe("a".repeat(200));
    expect(truncateQuery(`${"x".repeat(199)}😀`)).toBe("x".repeat(199));
    expect(truncateQuery("  toyota   hybrid  ")).toBe("toyota   hybrid");
    expect(ok(`query=${"x".repeat(201)}`).query).toBe("x".repeat(200));
  });

  it("ignores parameters it does not know", () => {
    expect(ok("utm_source=mail&gclid=x")).toEqual(state());
  });

  it.each([
    ["price=abc", "price"],
    ["price=10000", "price"],
    ["price=30000:10000", "price"],
    ["km=1:2:3", "km"],
    ["page=0", "page"],
    ["page=1.5", "page"],
    ["page=1001", "page"],
    ["sortBy=foo", "sortBy"],
    [`make=${"x".repeat(201)}`, "make"],
  ])("refuses %s naming the parameter", (qs, param) => {
    const e = errors(qs);
    expect(e.map((x) => x.param)).toEqual([param]);
    expect(e[0].message).not.toBe("");
  });

  it("reports every bad parameter at once", () => {
    expect(errors("page=0&sortBy=foo&price=x:").map((e) => e.param)).toEqual(["page", "sortBy", "price"]);
  });
});

describe("serializeSearchState (canonical listing URLs)", () => {
  it("writes query, facets in facet order with sorted values, then sortBy and page only when not the default", () => {
    const s = state({
      query: " rav4 ",
      filters: { model: ["RAV4"], make: ["Toyota", "Mazda"], categories: ["Family"] },
      ranges: { year: { min: 2018 }, price: { max: 30000 } },
      sortBy: "price:asc",
      page: 2,
    });
    expect(serializeSearchState(s).toString()).toBe(
      "query=rav4&make=Mazda&make=Toyota&model=RAV4&categories=Family&price=%3A30000&year=2018%3A&sortBy=price%3Aasc&page=2",
    );
    expect(serializeSearchState(state()).toString()).toBe("");
  });

  it("round-trips through parseSearchParams", () => {
    const s = state({
      query: "toyota hyb",
      filters: { make: ["Mazda", "Toyota"], filtered_features: ["Bluetooth"], certified: ["true"] },
      ranges: { km: { min: 0, max: 50000 }, created_at_timestamp: { min: 1700000000 } },
      sortBy: "km:desc",
      page: 7,
    });
    expect(ok(serializeSearchState(s).toString())).toEqual(s);
    const messy = "page=2&make=Toyota&query=suv&make=Audi&sortBy=year:asc";
    expect(serializeSearchState(ok(messy)).toString()).toBe("query=suv&make=Audi&make=Toyota&sortBy=year%3Aasc&page=2");
  });
});
