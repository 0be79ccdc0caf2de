import { describe, expect, it } from "vitest";
import { feedKey, isInStock, simpleSpecs, vehicleSlug, vehicleTitle } from "./vehicle";

describe("vehicle", () => {
  it("matches feed rows on stock number, else VIN, ignoring case", () => {
    expect(feedKey({ stocknum: "gx123", vin: "JT123" })).toBe("S:GX123");
    expect(feedKey({ stocknum: null, vin: "jt123" })).toBe("V:JT123");
    expect(feedKey({ stocknum: null, vin: null })).toBeNull();
  });

  it("counts coming-soon cars as in stock", () => {
    expect(isInStock("in_stock")).toBe(true);
    expect(isInStock("coming_soon")).toBe(true);
    expect(isInStock("sold")).toBe(false);
  });

  it("names and slugs a car by year, make, model (and badge, stock number)", () => {
    const car = { year: 2021, make: "Toyota", model: "RAV4", badge: "GX", stocknum: "GX123", vin: null };
    expect(vehicleTitle(car)).toBe("2021 Toyota RAV4");
    expect(vehicleSlug(car)).toMatch(/^2021-toyota-rav4-gx-gx123$/);
  });

  it("takes the simplified body, fuel, transmission and drive, fuel falling back to the raw value", () => {
    expect(
      simpleSpecs({
        simple_body: "SUV",
        simple_fuel: "Hybrid",
        fuel: "Petrol/Electric",
        simple_transmission: "Automatic",
        simple_drive: "AWD",
      }),
    ).toEqual({
      body: "SUV",
      fuel: "Hybrid",
      transmission: "Automatic",
      drive: "AWD",
    });
    expect(simpleSpecs({ fuel: "Diesel" })).toEqual({ body: null, fuel: "Diesel", transmission: null, drive: null });
  });
});
