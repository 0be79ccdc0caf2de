import { describe, expect, it } from "vitest";
import { contrastRatio, inkOf, textOn, themeVars } from "./brand-colours";

describe("brand colours stay legible (WCAG 2.1 AA, 4.5:1)", () => {
  it("computes contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });
  it("picks white text on dark fills and dark text on light ones", () => {
    expect(textOn("#0b3d91")).toBe("#ffffff");
    expect(textOn("#ffd400")).toBe("#111827");
  });
  it("darkens a light brand colour until it reads on white", () => {
    for (const c of ["#ffd400", "#00c2ff", "#e4572e", "#0b3d91"])
      expect(contrastRatio(inkOf(c), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(inkOf("#0b3d91")).toBe("#0b3d91");
    expect(themeVars({ primary_colour: "#ffd400", secondary_colour: "#111111" })["--on-brand-2"]).toBe("#ffffff");
  });
});
