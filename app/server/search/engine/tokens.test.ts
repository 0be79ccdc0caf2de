import { describe, expect, it } from "vitest";
import { TokenIndex } from "./tokens.server";

function matching(index: TokenIndex, word: string, slots: number): number[] {
  const bits = new Uint32Array(Math.ceil(slots / 32));
  index.matchPrefix(word, bits);
  return [...Array(slots).keys()].filter((s) => bits[s >>> 5] & (1 << (s & 31)));
}

describe("TokenIndex vocabulary across layouts", () => {
  it("finds laid-out and new tokens, keeps one entry per token, and lays out again after many changes", () => {
    const index = new TokenIndex();
    index.grow(2048);
    for (let s = 0; s < 1000; s++) index.set(s, `Toyota HiLux SR5 VIN${100000 + s} STK${s}`);
    index.prepare();
    expect(matching(index, "vin100007", 1000)).toEqual([7]);
    // Re-sent with the same identifier and a new word: the identifier is the laid-out token, not a second one.
    index.set(7, `Ford Ranger VIN100007 STK7 Wildtrak`);
    index.set(1000, `Kia EV9 VIN999999`);
    expect(matching(index, "vin100007", 1001)).toEqual([7]);
    expect(matching(index, "wildtrak", 1001)).toEqual([7]);
    expect(matching(index, "vin999999", 1001)).toEqual([1000]);
    expect(index.prefixRange("vin100007")[1] - index.prefixRange("vin100007")[0]).toBe(1);
    // More than the dirty limit: the vocabulary is merged and the postings laid out again.
    for (let s = 0; s < 700; s++) index.set(s, `Mazda CX-5 VIN${100000 + s} STK${s} NEW${s}`);
    index.set(1001, `Mazda CX-5 VIN100001`);
    index.prepare();
    expect(matching(index, "vin100001", 1002)).toEqual([1, 1001]);
    expect(matching(index, "new699", 1002)).toEqual([699]);
    expect(matching(index, "wildtrak", 1002)).toEqual([]);
    expect(matching(index, "toyota", 1002)).toEqual([...Array(300).keys()].map((i) => 700 + i));
    expect(index.prefixRange("vin100001")[1] - index.prefixRange("vin100001")[0]).toBe(1);
    expect(matching(index, "stk", 1002).length).toBe(1000);
  });
});
