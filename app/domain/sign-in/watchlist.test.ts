import { describe, expect, it } from "vitest";
import { parseCarId, signInPath } from "./gated";
import { WATCHLIST_LIMIT, priceChange, showSave } from "./watchlist";

describe("watchlist rules (spec 01 §4; issue 11 §6, §7)", () => {
  it("shows no Save on a sold car unless it is already saved", () => {
    expect(showSave(false, false)).toBe(false);
    expect(showSave(false, true)).toBe(true);
    expect(showSave(true, false)).toBe(true);
  });

  it("gives the price change since saving in whole dollars", () => {
    expect(priceChange(32_000, 30_000)).toEqual({
      kind: "down",
      amount: 2000,
      text: "Down $2,000 since you saved it (was $32,000)",
    });
    expect(priceChange(30_000, 31_500)).toMatchObject({ kind: "up", amount: 1500 });
    expect(priceChange(30_000, 30_000.4)).toMatchObject({ kind: "same" });
    expect(priceChange(null, 30_000)).toEqual({ kind: "unknown" });
    // 0 is 'Enquire for price': nothing to compare.
    expect(priceChange(0, 30_000)).toEqual({ kind: "unknown" });
    expect(priceChange(30_000, 0)).toEqual({ kind: "unknown" });
  });

  it("bounds a shopper's list", () => {
    expect(WATCHLIST_LIMIT).toBe(100);
  });
});

describe("an anonymous Save carries its car through sign-in, safely", () => {
  it("adds car_id to a watchlist sign-in only", () => {
    expect(signInPath("watchlist", "/search/used-cars#car-7", "/search/used-cars", 7)).toBe(
      "/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%23car-7&back=%2Fsearch%2Fused-cars&car_id=7",
    );
    expect(signInPath("my-garage", "/my-garage", null, 7)).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage");
    expect(signInPath("watchlist", "https://evil.example/", null, -1)).toBe("/sign-in?type=watchlist&redirect=%2F");
  });

  it("reads car_id as a positive whole number only", () => {
    expect(parseCarId("42")).toBe(42);
    for (const bad of [null, "", "0", "-1", "1.5", "1e3", "042", "12abc", "99999999999999999", " 4"])
      expect(parseCarId(bad), String(bad)).toBeNull();
  });
});
