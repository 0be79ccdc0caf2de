import { describe, expect, it } from "vitest";
import { POSTCODE_FORMAT_MESSAGE } from "./dealer-locator";
import { locatorQuery } from "./locator-query";

describe("the dealer locator's postcode (spec 02 §5)", () => {
  const q = (s: string) => locatorQuery(new URLSearchParams(s));
  it("takes exactly four digits, trimmed", () => {
    expect(q("postcode=4000")).toEqual({ kind: "postcode", postcode: "4000" });
    expect(q("postcode=%200800%20")).toEqual({ kind: "postcode", postcode: "0800" });
  });
  it("is no search when absent or blank", () => {
    expect(q("")).toEqual({ kind: "none" });
    expect(q("postcode=%20")).toEqual({ kind: "none" });
  });
  it("refuses anything else with the spec's message", () => {
    for (const bad of ["400", "40000", "4,000", "abcd", "4 000"]) {
      expect(q(`postcode=${encodeURIComponent(bad)}`)).toMatchObject({ kind: "invalid", message: POSTCODE_FORMAT_MESSAGE });
    }
    expect(q(`postcode=${"9".repeat(5000)}`)).toMatchObject({ kind: "invalid", input: "9".repeat(16) });
  });
});
