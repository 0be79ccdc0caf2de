import { describe, expect, it } from "vitest";
import { formatSliderValue } from "../search/range-slider";
import { KMS_INPUT_SUFFIX, formatKm } from "./odometer";

describe("kilometres", () => {
  it("labels carry the unit (spec 01 §9 'km with unit'), one way for the listing's slider too", () => {
    expect(formatKm(45_000)).toBe("45,000 km");
    expect(formatSliderValue("km", 120_000)).toBe("120,000 km");
  });

  it("a kilometre input shows the ' kms' suffix (spec 02 §5, quoted)", () => {
    expect(KMS_INPUT_SUFFIX).toBe(" kms");
  });
});
