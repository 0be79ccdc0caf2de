import { describe, expect, it } from "vitest";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { compareView, rowDiffers } from "./compare-view";

// Spec 01 §1 'save or compare cars': cars side by side, key information, specifications and equipment.
describe("compareView", () => {
  const a = storedVehicle({
    stocknum: "A1",
    colour: "White",
    seats: 5,
    variant: { fuelconsumptioncombined: 6.1, towingcapacitybraked: 1500 },
    standardEquipment: ["Reversing camera", "Apple CarPlay", "Sunroof"],
  });
  const b = storedVehicle({
    stocknum: "B1",
    colour: "Blue",
    seats: 5,
    variant: { fuelconsumptioncombined: 6.1 },
    standardEquipment: ["Apple CarPlay", "Reversing camera", "Heated seats"],
  });
  const view = compareView([a, b], [], ["Brisbane", "Brisbane"]);
  const section = (id: string) => view.sections.find((s) => s.id === id)!;
  const row = (id: string, key: string) => section(id).rows.find((r) => r.key === key)!;

  it("lines up every car's value of each row, marking rows whose values differ", () => {
    expect(row("key", "colour")).toEqual({ key: "colour", label: "Exterior colour", values: ["White", "Blue"], differs: true });
    expect(row("key", "seats").differs).toBe(false);
  });

  it("puts measurements under Specifications; a value one car lacks is a difference", () => {
    expect(row("specs", "fuel_consumption")).toMatchObject({ values: ["6.1 L/100km", "6.1 L/100km"], differs: false });
    expect(row("specs", "towing")).toMatchObject({ values: ["1,500 kg", null], differs: true });
    expect(section("key").rows.some((r) => r.key === "towing")).toBe(false);
  });

  it("lists equipment as yes or missing per car, shared features first", () => {
    const rows = section("equipment").rows;
    expect(rows.map((r) => r.label)).toEqual(["Reversing camera", "Apple CarPlay", "Sunroof", "Heated seats"]);
    expect(rows[0]).toMatchObject({ values: ["Yes", "Yes"], differs: false });
    expect(rows[2]).toMatchObject({ values: ["Yes", null], differs: true });
  });

  it("never marks identifiers as differences, nor a single car's rows", () => {
    expect(row("key", "stocknum").differs).toBe(false);
    expect(rowDiffers("colour", ["White"])).toBe(false);
    expect(rowDiffers("colour", ["white ", "White"])).toBe(false);
  });
});
