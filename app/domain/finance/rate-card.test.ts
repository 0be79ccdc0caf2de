import { describe, expect, it } from "vitest";
import { CREDIT_HISTORIES, QUICK_QUOTE_DEFAULT_RATE, rateCardSchema, rateFor, vehicleAgeYears } from "./rate-card";

const card = rateCardSchema.parse({
  GREAT: [
    { maxVehicleAgeYears: 2, rate: 6.99 },
    { maxVehicleAgeYears: 7, rate: 8.49 },
    { maxVehicleAgeYears: null, rate: 10.99 },
  ],
  DECENT: [{ maxVehicleAgeYears: null, rate: 12.49 }],
  POOR: [
    { maxVehicleAgeYears: 5, rate: 15.99 },
    { maxVehicleAgeYears: null, rate: 18.99 },
  ],
});

describe("rate card by credit history and vehicle age (issue 19 item 1)", () => {
  it("offers the spec's credit histories (spec 02 §5 'GREAT, DECENT, POOR')", () => {
    expect(CREDIT_HISTORIES).toEqual(["GREAT", "DECENT", "POOR"]);
  });

  it("finds the band by the car's age in 2025: 2025 and 2023 cars are 0 and 2 years old", () => {
    expect(rateFor(card, "GREAT", 2025, 2025)).toBe(6.99);
    expect(rateFor(card, "GREAT", 2023, 2025)).toBe(6.99);
    expect(rateFor(card, "GREAT", 2022, 2025)).toBe(8.49);
    expect(rateFor(card, "GREAT", 2018, 2025)).toBe(8.49);
    expect(rateFor(card, "GREAT", 2017, 2025)).toBe(10.99);
    expect(rateFor(card, "DECENT", 1990, 2025)).toBe(12.49);
    expect(rateFor(card, "POOR", 2020, 2025)).toBe(15.99);
    expect(rateFor(card, "POOR", 2019, 2025)).toBe(18.99);
  });

  it("takes the oldest band for an unknown year, and age 0 for a next-year model", () => {
    expect(rateFor(card, "GREAT", null, 2025)).toBe(10.99);
    expect(rateFor(card, "GREAT", Number.NaN, 2025)).toBe(10.99);
    expect(vehicleAgeYears(2026, 2025)).toBe(0);
    expect(rateFor(card, "GREAT", 2026, 2025)).toBe(6.99);
  });

  it("defaults every history to the quick quote's 10% (spec 02 §9)", () => {
    const flat = rateCardSchema.parse({});
    expect(QUICK_QUOTE_DEFAULT_RATE).toBe(10);
    for (const c of CREDIT_HISTORIES) expect(rateFor(flat, c, 2015, 2025)).toBe(10);
  });

  it("refuses a card with a gap, an unordered band or a bad rate, naming the field", () => {
    const issues = (value: unknown) =>
      rateCardSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues({ GREAT: [{ maxVehicleAgeYears: 5, rate: 9 }] })).toEqual([
      "GREAT.0.maxVehicleAgeYears: the last band must be null (any older vehicle)",
    ]);
    expect(
      issues({
        DECENT: [
          { maxVehicleAgeYears: 5, rate: 9 },
          { maxVehicleAgeYears: 3, rate: 9 },
          { maxVehicleAgeYears: null, rate: 9 },
        ],
      }),
    ).toEqual(["DECENT.1.maxVehicleAgeYears: bands must go from newer to older vehicles"]);
    expect(
      issues({
        POOR: [
          { maxVehicleAgeYears: null, rate: 9 },
          { maxVehicleAgeYears: null, rate: 9 },
        ],
      }),
    ).toEqual(["POOR.0.maxVehicleAgeYears: only the last band may be null"]);
    expect(issues({ POOR: [{ maxVehicleAgeYears: null, rate: -1 }] })).toEqual(["POOR.0.rate: must be 0 or more"]);
    expect(issues({ POOR: [] })).toEqual(["POOR: must have at least one band"]);
  });
});
