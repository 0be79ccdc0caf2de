import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "../model-range/body-types";
import { budgetFinderConfigSchema } from "./budget-finder-config";

const issues = (input: unknown) => {
  const r = budgetFinderConfigSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("tenant config budget_finder", () => {
  it("defaults to the stock's bodies and the standard quick picks", () => {
    expect(budgetFinderConfigSchema.parse(undefined)).toEqual({ deposit_quick_picks: "standard" });
  });

  it("takes up to 20 of spec 02 §9's body types, each once, and the alternative quick picks", () => {
    expect(budgetFinderConfigSchema.parse({ body_types: [...BODY_TYPES], deposit_quick_picks: "alternative" })).toEqual({
      body_types: [...BODY_TYPES],
      deposit_quick_picks: "alternative",
    });
    expect(issues({ body_types: [...BODY_TYPES, "suv"] })).toEqual(["body_types: must list at most 20 body types"]);
    expect(issues({ body_types: ["suv", "suv"] })).toEqual(["body_types: must not list a body type twice"]);
    expect(issues({ body_types: [] })).toEqual([
      "body_types: must list at least one body type, or be left out for the stock's four",
    ]);
    expect(issues({ body_types: ["SUV"] })[0]).toMatch(/^body_types\.0: must be one of 4x4, bus, /);
    expect(issues({ deposit_quick_picks: "luxury" })).toEqual(["deposit_quick_picks: must be one of standard, alternative"]);
  });
});
