import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fromExcludingGovtCharges,
  onRoadCosts,
  priceBasisOf,
  stampDuty,
  toExcludingGovtCharges,
  type AuState,
} from "./on-road-costs";
import { AU_STATES } from "../tenant/tenant-config";

// Issue 9 (Found 1): 'Drive Away' and 'Excl. Govt. Charges' prices were compared as if alike.
describe("priceBasisOf", () => {
  it("reads the demo's and the synthetic stock's price types and the usual dealer spellings", () => {
    expect(priceBasisOf("Drive Away")).toBe("drive_away");
    expect(priceBasisOf("Driveaway")).toBe("drive_away");
    expect(priceBasisOf("Incl. ORC")).toBe("drive_away");
    expect(priceBasisOf("Excl. Govt. Charges")).toBe("excl_govt");
    expect(priceBasisOf("Excl. Gov. Charges")).toBe("excl_govt");
    expect(priceBasisOf("+ ORC")).toBe("excl_govt");
    expect(priceBasisOf("Plus On Road Costs")).toBe("excl_govt");
  });
  it("states no basis for a missing or unreadable price type", () => {
    expect(priceBasisOf(null)).toBeNull();
    expect(priceBasisOf("")).toBeNull();
    expect(priceBasisOf("POA")).toBeNull();
  });
});

// docs/market-price.md 'On-road costs': worked examples of each state's approximated duty scale.
describe("stampDuty", () => {
  it("follows each state's scale", () => {
    expect(stampDuty("NSW", 30_000)).toBeCloseTo(900);
    expect(stampDuty("NSW", 60_000)).toBeCloseTo(1_350 + 750);
    expect(stampDuty("VIC", 50_000)).toBeCloseTo(2_100);
    expect(stampDuty("VIC", 90_000)).toBeCloseTo(4_680);
    expect(stampDuty("QLD", 40_000, { cylinders: 4, fuel: "Diesel" })).toBeCloseTo(1_200);
    expect(stampDuty("QLD", 40_000, { cylinders: 6, fuel: "Diesel" })).toBeCloseTo(1_400);
    expect(stampDuty("QLD", 40_000, { cylinders: 8, fuel: "Petrol" })).toBeCloseTo(1_600);
    expect(stampDuty("QLD", 40_000, { cylinders: 0, fuel: "Electric" })).toBeCloseTo(800);
    expect(stampDuty("QLD", 120_000, { cylinders: 4 })).toBeCloseTo(6_000);
    expect(stampDuty("WA", 20_000)).toBeCloseTo(550);
    expect(stampDuty("WA", 40_000)).toBeCloseTo(2_000, 0);
    expect(stampDuty("WA", 60_000)).toBeCloseTo(3_900);
    expect(stampDuty("SA", 30_000)).toBeCloseTo(1_140);
    expect(stampDuty("TAS", 30_000)).toBeCloseTo(900);
    expect(stampDuty("TAS", 38_000)).toBeCloseTo(1_380);
    expect(stampDuty("TAS", 50_000)).toBeCloseTo(2_000);
    expect(stampDuty("ACT", 30_000, { fuel: "Petrol" })).toBeCloseTo(900);
    expect(stampDuty("ACT", 30_000, { fuel: "Electric" })).toBe(0);
    expect(stampDuty("NT", 30_000)).toBeCloseTo(900);
  });
  it("adds registration and CTP to make the on-road costs", () => {
    expect(onRoadCosts("QLD", 40_000, { cylinders: 4 })).toBeCloseTo(1_200 + 440 + 400);
  });
});

describe("toExcludingGovtCharges and fromExcludingGovtCharges", () => {
  it("takes a drive-away price back to the value its on-road costs were added to", () => {
    // QLD, 4 cylinders: value + 3% + $840 = $40,000, so value = $39,160 / 1.03.
    expect(toExcludingGovtCharges(40_000, "drive_away", "QLD", { cylinders: 4 })).toBeCloseTo(39_160 / 1.03, 0);
    expect(toExcludingGovtCharges(40_000, "excl_govt", "QLD")).toBe(40_000);
  });
  it("converts there and back to within a dollar, in every state, at any price", () => {
    fc.assert(
      fc.property(fc.constantFrom<AuState>(...AU_STATES), fc.integer({ min: 3_000, max: 300_000 }), (state, value) => {
        const driveAway = fromExcludingGovtCharges(value, "drive_away", state);
        const back = toExcludingGovtCharges(driveAway, "drive_away", state);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
