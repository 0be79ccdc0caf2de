import { describe, expect, it } from "vitest";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { detailsHeading, featureList, FEATURES_INITIAL, isShownValue, KEY_INFO_INITIAL, keyInformationRows } from "./spec-rows";

// Spec 01 §2: "Key information shows the first 4 specs and the rest after Show More. Spec rows
// with empty, null or 'null' values are hidden." §9: "Feature list initial 8; key info 4".
describe("keyInformationRows", () => {
  it("hides empty, null and 'null' values", () => {
    expect([null, undefined, "", "  ", "null", "NULL"].map(isShownValue)).toEqual([false, false, false, false, false, false]);
    expect([0, "Red", false].map(isShownValue)).toEqual([true, true, true]);
    const v = storedVehicle({
      colour: "null",
      interior_colour: "",
      trans: "Automatic",
      fuel: "Petrol",
      specifications: { sleeps: 4, axle_type: "null" },
    });
    const rows = keyInformationRows(v);
    const labels = rows.map((r) => r.label);
    expect(labels).not.toContain("Exterior colour");
    expect(labels).not.toContain("Interior colour");
    expect(labels).not.toContain("Axle type");
    expect(rows.find((r) => r.key === "spec_sleeps")).toEqual({ key: "spec_sleeps", label: "Sleeps", value: "4" });
  });
  it("labels a feed's specification key named like an object property as text (issue 8)", () => {
    const specifications = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
    const rows = keyInformationRows(storedVehicle({ specifications }));
    const labels = rows.filter((r) => r.key.startsWith("spec_")).map((r) => r.label);
    expect(labels.every((l) => typeof l === "string")).toBe(true);
    expect(labels).toContain("Constructor");
  });
  it("leads with odometer, body, transmission and fuel", () => {
    expect(KEY_INFO_INITIAL).toBe(4);
    const v = storedVehicle({ km: 42000, simple_body: "Sedan", trans: "Automatic", fuel: "Petrol" });
    expect(keyInformationRows(v).slice(0, 4)).toEqual([
      { key: "km", label: "Odometer", value: "42,000 km" },
      { key: "body", label: "Body", value: "Sedan" },
      { key: "transmission", label: "Transmission", value: "Automatic" },
      { key: "fuel", label: "Fuel type", value: "Petrol" },
    ]);
  });
});

describe("featureList", () => {
  it("drops blanks and repeats", () => {
    expect(FEATURES_INITIAL).toBe(8);
    expect(featureList({ standardEquipment: ["ABS", "abs", "", "null", "Cruise control"] })).toEqual(["ABS", "Cruise control"]);
  });
});

// Spec 01 §2: "Details box headed with the vehicle type and year, make, model, badge, series."
describe("detailsHeading", () => {
  it("joins type, year, make, model, badge and series", () => {
    expect(detailsHeading({ car_type: "used", year: 2021, make: "Toyota", model: "RAV4", badge: "GX", series: "MXAA52R" })).toBe(
      "Used 2021 Toyota RAV4 GX MXAA52R",
    );
    expect(detailsHeading({ car_type: "new", year: 2024, make: "Kia", model: "EV6", badge: null, series: "null" })).toBe(
      "New 2024 Kia EV6",
    );
  });
});
