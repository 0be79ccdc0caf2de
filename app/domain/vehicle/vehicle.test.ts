import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  VEHICLE_SLUG_MAX,
  feedKey,
  isInStock,
  simpleSpecs,
  truncateSlug,
  uniqueVehicleSlug,
  vehicleInputSchema,
  vehicleSlug,
  vehicleTitle,
} from "./vehicle";

describe("vehicle", () => {
  it("matches feed rows on stock number, else VIN, ignoring case", () => {
    expect(feedKey({ stocknum: "gx123", vin: "JT123" })).toBe("S:GX123");
    expect(feedKey({ stocknum: null, vin: "jt123" })).toBe("V:JT123");
    expect(feedKey({ stocknum: null, vin: null })).toBeNull();
  });

  it("takes a history report file only as an https address or a site path, with a clear message (spec 01 §3 'file')", () => {
    const row = { year: 2021, make: "Toyota", model: "RAV4", stocknum: "GX123", car_type: "used" as const };
    expect(vehicleInputSchema.parse({ ...row, file: " https://r.example/a.pdf " }).file).toBe("https://r.example/a.pdf");
    expect(vehicleInputSchema.parse({ ...row, file: "/reports/a.pdf" }).file).toBe("/reports/a.pdf");
    expect(vehicleInputSchema.parse({ ...row, file: "" }).file).toBeNull();
    expect(vehicleInputSchema.parse(row).file).toBeUndefined();
    const bad = vehicleInputSchema.safeParse({ ...row, file: "javascript:alert(1)" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["file"],
      message: "must be an https:// address or a path on this site, such as /photos/car.jpg",
    });
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

  it("cuts long words at a word boundary and keeps the stock number (issue 8: a 216-character slug was a 404)", () => {
    const long = { year: 2021, make: "Mercedes-Benz ".repeat(14), model: "Sprinter Van ".repeat(15), badge: null };
    const slug = vehicleSlug({ ...long, stocknum: "MB-77", vin: null });
    expect(slug.length).toBeLessThanOrEqual(VEHICLE_SLUG_MAX - 8);
    expect(slug).toMatch(/^2021-mercedes-benz-mercedes-benz-.*-mercedes-benz-mb-77$/);
    expect(truncateSlug("alpha-beta-gamma", 12)).toBe("alpha-beta");
    expect(truncateSlug("alpha-beta-gamma", 10)).toBe("alpha-beta");
    expect(truncateSlug("abcdefghijkl", 5)).toBe("abcde");
  });

  it("makes taken slugs unique with -2, -3, ...", () => {
    const taken = new Set(["2021-kia-rio-s1", "2021-kia-rio-s1-2"]);
    expect(uniqueVehicleSlug("2021-kia-rio-s1", taken)).toBe("2021-kia-rio-s1-3");
    expect(uniqueVehicleSlug("", taken)).toBe("vehicle");
    expect(taken.has("2021-kia-rio-s1-3")).toBe(true);
  });

  /** Any text the schema accepts for the slug's fields: long, accented, symbol-heavy ('&' becomes "and"). */
  const fieldText = (max: number) =>
    fc
      .array(fc.oneof(fc.constantFrom("&", " ", "-", "é", "Ä", "ß", "中", "/", "."), fc.string({ minLength: 1, maxLength: 8 })), {
        maxLength: 60,
      })
      .map((parts) => parts.join("").slice(0, max));

  it("gives every valid vehicle a slug the vehicle page accepts, however long its make, model, badge and stock number", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fieldText(200),
        fieldText(200),
        fieldText(200),
        fc.option(fieldText(200)),
        fc.nat({ max: 1_000 }),
        (year, make, model, badge, stocknum, clashes) => {
          const parsed = vehicleInputSchema.safeParse({ year, make, model, badge, stocknum, car_type: "used" });
          fc.pre(parsed.success);
          if (!parsed.success) return;
          const base = vehicleSlug(parsed.data);
          // The base and every suffix uniqueVehicleSlug may add to it.
          const taken = new Set([base, ...Array.from({ length: clashes }, (_, i) => `${base}-${i + 2}`)]);
          for (const slug of [base, uniqueVehicleSlug(base, taken)]) {
            expect(slug.length).toBeLessThanOrEqual(VEHICLE_SLUG_MAX);
            expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          }
          expect(base.startsWith(String(year))).toBe(true);
        },
      ),
      { numRuns: 500, seed: 8 },
    );
  });
});
