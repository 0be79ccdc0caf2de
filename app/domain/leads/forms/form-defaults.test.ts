import { describe, expect, it } from "vitest";
import { formDefaults } from "./form-defaults";

const car = {
  id: 42,
  year: 2021,
  make: "Land Rover",
  model: "Defender",
  badge: "110 SE",
  stocknum: "ST1",
  car_type: "used" as const,
  status: "in_stock" as const,
};

describe("form defaults from a car (spec 01 §3 'Form defaults')", () => {
  it("has the spec's fields, with opt_in true", () => {
    expect(formDefaults("vehicle_enquiry", car, "test-motors-dealer")).toEqual({
      dealership_slug: "test-motors-dealer",
      manufacturer_slug: "land-rover",
      stock_number: "ST1",
      "Vehicle Make": "Land Rover",
      "Vehicle Model": "Defender",
      car_type: "used",
      car_id: 42,
      vehicle_status: "in_stock",
      opt_in: true,
      message: "Hi, I'm interested in the 2021 Land Rover Defender 110 SE (stock no. ST1). Is it still available?",
      subcategory: "Used Car",
    });
  });

  it("words the message per form; request photos starts with none (spec 01 §5: optional message)", () => {
    expect(formDefaults("test_drive", { ...car, badge: null, stocknum: null }, "d").message).toBe(
      "Hi, I'd like to book a test drive of the 2021 Land Rover Defender.",
    );
    expect(formDefaults("request_photos", car, "d").message).toBe("");
    expect(formDefaults("request_photos", { ...car, stocknum: null }, "d").stock_number).toBeNull();
  });
});
