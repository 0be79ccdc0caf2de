import { describe, expect, it } from "vitest";
import { historyPath, parseHistory, rememberSearch, SEARCH_HISTORY_LIMIT } from "./search-history";

describe("search history (spec 02 §3 'last 5 searches with their path', §9)", () => {
  it("keeps the last 5, newest first, without repeats", () => {
    let list = rememberSearch([], { label: "a", path: "/search/a" });
    for (const x of ["b", "c", "d", "e", "f"]) list = rememberSearch(list, { label: x, path: `/search/${x}` });
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(list.map((e) => e.label)).toEqual(["f", "e", "d", "c", "b"]);
    list = rememberSearch(list, { label: "d again", path: "/search/d?page=3" });
    expect(list.map((e) => e.label)).toEqual(["d again", "f", "e", "c", "b"]);
  });
  it("drops the page from the path", () => {
    expect(historyPath("/search/used-cars?make=Toyota&page=2")).toBe("/search/used-cars?make=Toyota");
    expect(historyPath("/search/used-cars?page=2")).toBe("/search/used-cars");
  });
  it("reads stored history defensively", () => {
    expect(parseHistory("{")).toEqual([]);
    expect(
      parseHistory(
        JSON.stringify([
          { label: "x", path: "//evil.com" },
          { label: "y", path: "/search" },
        ]),
      ),
    ).toEqual([{ label: "y", path: "/search" }]);
  });
});
