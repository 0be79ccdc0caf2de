import { describe, expect, it } from "vitest";
import { facetLimit, showAllLabel, valueLabel, visibleValues } from "./filter-panel";
import { modelsForMakes } from "./make-model";

describe("listing facets (spec 01 §2, §9)", () => {
  const makes = "ABCDEFGHIJ".split("").map((v, i) => ({ value: v, count: 10 - i }));
  it("shows 7 (or the tenant's count) before 'Show all makes', keeping chosen values visible", () => {
    expect(
      visibleValues(makes, [], 7, false)
        .map((v) => v.value)
        .join(""),
    ).toBe("ABCDEFG");
    expect(
      visibleValues(makes, ["j"], 7, false)
        .map((v) => v.value)
        .join(""),
    ).toBe("ABCDEFGJ");
    expect(visibleValues(makes, [], 7, true)).toHaveLength(10);
    expect(visibleValues(makes.slice(0, 8), [], 7, false)).toHaveLength(8);
    expect(showAllLabel("Make")).toBe("Show all makes");
    expect(showAllLabel("Body type")).toBe("Show all body types");
    expect(showAllLabel("Category")).toBe("Show all categories");
  });
  it("applies the list limits: make_model 30, city 20, dealership 40", () => {
    expect(facetLimit("model")).toBe(30);
    expect(facetLimit("make_model")).toBe(30);
    expect(facetLimit("city")).toBe(20);
    expect(facetLimit("dealership_name")).toBe(40);
    expect(facetLimit("make")).toBe(Infinity);
  });
  it("drops models of makes no longer chosen", () => {
    const mm = ["Toyota RAV4", "Toyota HiLux", "Mazda CX-5"];
    expect(modelsForMakes(["RAV4", "CX-5"], ["Toyota"], mm)).toEqual(["RAV4"]);
    expect(modelsForMakes(["RAV4"], [], mm)).toEqual([]);
  });
  it("names values as shoppers read them", () => {
    expect(valueLabel("car_type", "used")).toBe("Used");
    expect(valueLabel("status", "coming_soon")).toBe("Coming soon");
    expect(valueLabel("seats", "7")).toBe("7 seats");
    expect(valueLabel("make", "Toyota")).toBe("Toyota");
  });
  it("reads a value named like an object property as plain text (issue 8: ?status=__proto__ rendered an object)", () => {
    for (const facet of ["status", "car_type", "item_type", "certified"] as const) {
      for (const value of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
        expect(valueLabel(facet, value)).toBe(value);
      }
    }
  });
});
