import { describe, expect, it } from "vitest";
import { LEAD_FORMS, carSubcategory, leadCategory, leadEventId } from "./kind";

describe("analytics event id per lead (spec 01 §9, spec 02 §7)", () => {
  it("enquiries: 14 new, 15 used; demo counts as new", () => {
    expect(leadEventId("vehicle_enquiry", { car_type: "new" })).toBe(14);
    expect(leadEventId("vehicle_enquiry", { car_type: "used" })).toBe(15);
    expect(leadEventId("vehicle_enquiry", { car_type: "demo" })).toBe(14);
    expect(leadEventId("request_photos", { car_type: "used" })).toBe(15);
  });

  it("test drives: 17 new, 48 used", () => {
    expect(leadEventId("test_drive", { car_type: "new" })).toBe(17);
    expect(leadEventId("test_drive", { car_type: "used" })).toBe(48);
  });

  it("a car tagged 'Test Drive Only' fires 17 (spec 01 §4)", () => {
    expect(leadEventId("test_drive", { car_type: "used", tag: "Test Drive Only" })).toBe(17);
    expect(leadEventId("vehicle_enquiry", { car_type: "used", tag: " test drive only " })).toBe(17);
    expect(leadEventId("vehicle_enquiry", { car_type: "used", tag: "Just Arrived" })).toBe(15);
  });

  it("22 default enquiry, 51 careers, 9 finance enquiry (spec 02 §7)", () => {
    for (const f of ["general_contact", "service_booking", "sell_my_car", "parts_accessories"] as const)
      expect(leadEventId(f)).toBe(22);
    expect(leadEventId("test_drive", null)).toBe(22);
    expect(leadEventId("careers")).toBe(51);
    expect(leadEventId("finance_application")).toBe(9);
  });
});

describe("lead category and subcategory (spec 01 §3 'Lead')", () => {
  it("files car leads under the car's type", () => {
    expect(carSubcategory("used")).toBe("Used Car");
    expect(leadCategory("vehicle_enquiry", { car: { car_type: "demo" } })).toEqual({
      category: "Vehicle Enquiry",
      subcategory: "Demo Car",
    });
    expect(leadCategory("test_drive")).toEqual({ category: "Test Drive", subcategory: null });
  });

  it("takes the general contact form's from the shopper, default General Enquiry (spec 02 §5)", () => {
    expect(leadCategory("general_contact")).toEqual({ category: "General Enquiry", subcategory: null });
    expect(leadCategory("general_contact", { chosen: { category: "Service", subcategory: "Recall" } })).toEqual({
      category: "Service",
      subcategory: "Recall",
    });
  });

  it("has a category for every form", () => {
    for (const f of LEAD_FORMS) expect(leadCategory(f).category).toMatch(/\S/);
  });
});
