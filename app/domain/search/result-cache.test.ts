import { describe, expect, it } from "vitest";
import { RESULT_CACHE_LIMIT, ResultCache } from "./result-cache";

describe("client result cache (spec 01 §9 'at most 10 entries, oldest dropped')", () => {
  it("holds at most 10 result sets and drops the oldest", () => {
    const cache = new ResultCache<number>();
    for (let i = 1; i <= 12; i++) cache.set(`q${i}`, i);
    expect(RESULT_CACHE_LIMIT).toBe(10);
    expect(cache.size).toBe(10);
    expect(cache.get("q1")).toBeUndefined();
    expect(cache.get("q2")).toBeUndefined();
    expect(cache.get("q3")).toBe(3);
  });
  it("counts a read as use", () => {
    const cache = new ResultCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.keys()).toEqual(["a", "c"]);
  });
});
