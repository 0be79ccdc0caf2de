import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONSUMPTION,
  DEFAULT_DISTANCE_KM,
  DEFAULT_FUEL_PRICE,
  defaultConsumption,
  formatFuelCost,
  fuelCost,
  showFuelCalculator,
} from "./fuel-calculator";

// Spec 01 §5: "Fuel cost = distance/100 x consumption x fuel price, 2 decimals; consumption
// defaults to 10 L/100km when the variant has none." §9: "1.70 per litre, 250 km per week."
describe("fuelCost", () => {
  it("works the defaults: 250/100 x 10 x 1.70 = 42.50", () => {
    expect([DEFAULT_DISTANCE_KM, DEFAULT_CONSUMPTION, DEFAULT_FUEL_PRICE]).toEqual([250, 10, 1.7]);
    expect(fuelCost(250, 10, 1.7)).toBe(42.5);
    expect(formatFuelCost(42.5)).toBe("$42.50");
  });
  it("rounds to 2 decimals", () => {
    expect(fuelCost(333, 7.3, 1.899)).toBe(46.16); // 46.1624...
    expect(fuelCost(100, 1, 1.005)).toBe(1.01);
  });
  it("counts negative or missing inputs as 0", () => {
    expect(fuelCost(-5, 10, 1.7)).toBe(0);
    expect(fuelCost(Number.NaN, 10, 1.7)).toBe(0);
  });
});

describe("defaultConsumption", () => {
  it("uses the variant's combined figure, else 10", () => {
    expect(defaultConsumption({ fuelconsumptioncombined: 6.4 })).toBe(6.4);
    expect(defaultConsumption({})).toBe(10);
    expect(defaultConsumption(null)).toBe(10);
  });
});

// Spec 01 §2: "Fuel Calculator (hidden for electric fuel)".
describe("showFuelCalculator", () => {
  it("hides it for electric cars only", () => {
    expect(showFuelCalculator({ fuel: "Electric" })).toBe(false);
    expect(showFuelCalculator({ simple_fuel: "EV" })).toBe(false);
    expect(showFuelCalculator({ fuel: "Petrol - Electric Hybrid" })).toBe(true);
    expect(showFuelCalculator({ fuel: "Diesel" })).toBe(true);
    expect(showFuelCalculator({})).toBe(true);
  });
  it("hides it for caravans and trailers, which have no engine", () => {
    expect(showFuelCalculator({ item_type: "caravan", fuel: "Diesel" })).toBe(false);
    expect(showFuelCalculator({ item_type: "motorcycle", fuel: "Petrol" })).toBe(true);
  });
});
