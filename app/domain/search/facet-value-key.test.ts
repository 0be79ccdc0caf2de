import { describe, expect, it } from "vitest";
import { facetValueKey, sameFacetValue } from "./facet-value-key";

// Spec 01 §3: facet filters arrive from URLs in any case.
describe("facet value key", () => {
  it("ignores case, surrounding space and compatibility forms", () => {
    expect(sameFacetValue(" Toyota", "TOYOTA ")).toBe(true);
    expect(facetValueKey("ＲＡＶ４")).toBe("rav4");
    expect(sameFacetValue("CX-5", "CX-3")).toBe(false);
  });
});
