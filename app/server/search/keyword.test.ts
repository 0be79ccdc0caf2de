import { describe, expect, it } from "vitest";
import { SearchIndex } from "./engine.server";
import { searchDoc, searchOptions, searchQuery, type DocOverrides } from "./engine/test-docs.server";
import { tokenize } from "./engine/tokens.server";
import type { SearchQuery, SearchResult } from "./types.server";

/**
 * Keyword matching as a shopper writes (issue 9; spec 01 §2 'Keyword search
 * filters also include city, dealership or location_name'). Featured is
 * custom_rank descending, so a higher rank lists first within a tier.
 */

const build = (docs: DocOverrides[]) => SearchIndex.build(docs.map(searchDoc), searchOptions());
const ids = (r: SearchResult) => r.hits.map((h) => h.id);

const ringwood = { city: "Ringwood", location_name: "Greywattle Mazda Ringwood", dealership_name: "Greywattle Mazda" };
const springwood = { city: "Springwood", location_name: "Greywattle Toyota Springwood", dealership_name: "Greywattle Toyota" };

const index = build([
  { id: 1, text: "2022 Toyota HiLux SR5", values: springwood, sort: { custom_rank: 5 } },
  { id: 2, text: "2021 Toyota Camry Ascent", values: springwood, sort: { custom_rank: 4 } },
  { id: 3, text: "2020 Toyota Corolla Ascent Sport", values: springwood },
  { id: 4, text: "2023 Ford Ranger XLT", values: ringwood, sort: { custom_rank: 1, price: 52_000 } },
  { id: 5, text: "2019 Land Rover Range Rover Velar", values: ringwood, sort: { custom_rank: 9, price: 48_000 } },
  { id: 6, text: "2024 Toyota LandCruiser 300 GXL", values: springwood },
  { id: 7, text: "2021 Mazda CX-3 Maxx", values: ringwood, sort: { custom_rank: 8, price: 35_000 } },
  { id: 8, text: "2022 Mazda CX-30 G25", values: ringwood, sort: { custom_rank: 7, price: 32_000 } },
  { id: 9, text: "2023 Mazda Mazda3 G20 Pure", values: ringwood, sort: { custom_rank: 2, price: 30_000 } },
  { id: 10, text: "2018 Kia Sportage SX", values: ringwood, sort: { custom_rank: 3 } },
  { id: 11, text: "2020 Toyota RAV4 GX", values: springwood },
]);
const find = (query: string, over: Partial<SearchQuery> = {}) => ids(index.search(searchQuery({ query, ...over })));

describe("typos (issue 9: 4+ letters within one edit, 8+ within two)", () => {
  it("finds the cars shoppers misspell", () => {
    expect(find("toyta")).toEqual([1, 2, 3, 6, 11]);
    expect(find("Camery")).toEqual([2]);
    expect(find("corola")).toEqual([3]);
    expect(find("Rnager")).toEqual([4]);
    expect(find("hilx")).toEqual([1]);
    expect(find("toyta hilx")).toEqual([1]);
    expect(find("sprotgae")).toEqual([10]); // two swaps: 8 letters allow two edits
  });

  it("keeps short words and numbers exact", () => {
    expect(find("kai")).toEqual([]); // 3 letters: exact prefix only
    expect(find("gxl")).toEqual([6]);
    expect(find("2020")).toEqual([3, 11]); // not 2021, 2022, 2023
    expect(find("cx5")).toEqual([]);
    expect(find("sprtge")).toEqual([]); // two edits for 6 letters
  });

  it("lets only the last word match as a token prefix with a typo", () => {
    expect(find("corrol")).toEqual([3]); // "corol…" is one edit from "corrol"
    expect(find("corrol ascent")).toEqual([]);
    expect(find("ascent corrol")).toEqual([3]);
  });

  it("forgives typos only when the query as written finds nothing", () => {
    // "ranger" is exact for the Ranger and one edit from "range" (the Range Rover): the exact match answers, whatever the sort.
    expect(find("ranger")).toEqual([4]);
    expect(find("ranger", { sortBy: "price:asc" })).toEqual([4]);
    expect(index.search(searchQuery({ query: "ranger", hitsPerPage: 1 })).count).toBe(1);
    // Misspelt, it reaches both, in Featured order (the Range Rover ranks higher).
    expect(find("rangr")).toEqual([5, 4]);
  });
});

describe("compound names (issue 9: joined and split)", () => {
  it("joins adjacent query words", () => {
    expect(find("land cruiser")).toEqual([6]);
    expect(find("landcruiser")).toEqual([6]);
    expect(find("hi lux")).toEqual([1]);
    expect(find("land crusier")).toEqual([6]); // joined, then one swap
  });

  it("splits model names at letter/digit boundaries and joins hyphenated ones", () => {
    expect(find("cx3")).toEqual([7, 8]); // cx3 and, as a prefix, cx30
    expect(find("cx 30")).toEqual([8]);
    expect(find("mazda3")).toEqual([9]);
    expect(tokenize("Mazda3 CX-30 GFO10651 JHMRW1H51NX000001")).toEqual([
      "mazda3",
      "mazda",
      "3",
      "cx",
      "30",
      "cx30",
      "gfo10651",
      "jhmrw1h51nx000001",
    ]);
  });

  it("ranks the reading with the fewest groups first: 'mazda 3' lists the Mazda3 before CX-3 and CX-30", () => {
    expect(find("mazda 3")).toEqual([9, 7, 8]);
    expect(find("mazda 3", { sortBy: "price:asc" })).toEqual([9, 8, 7]);
  });
});

describe("places (spec 01 §2: city, location and dealership names)", () => {
  it("finds a site's cars by its suburb, location name or dealership name", () => {
    expect(find("Ringwood")).toEqual([5, 7, 8, 10, 9, 4]);
    expect(find("springwood")).toEqual([1, 2, 3, 6, 11]);
    expect(find("greywattle mazda ringwood")).toEqual([5, 7, 8, 10, 9, 4]);
    expect(find("springwod")).toEqual([1, 2, 3, 6, 11]); // typo
    // Not Springwood for Ringwood: an edit at the first letter counts as two.
    expect(find("ringwood")).toEqual(find("Ringwood"));
  });

  it("matches through the place only when the car's own words do not", () => {
    // The Mazdas, not the Mazda dealership's other cars.
    expect(find("mazda")).toEqual([7, 8, 9]);
    expect(find("kia ringwood")).toEqual([10]);
    expect(find("ford ringwood")).toEqual([4]);
  });
});
