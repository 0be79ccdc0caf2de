import { describe, expect, it } from "vitest";
import { leadFormOptions, submit, validCore } from "../../../../tests/setup/lead-builders";
import { MESSAGES } from "./fields";
import {
  careersSchema,
  generalContactDefaults,
  generalContactSchema,
  partsAccessoriesSchema,
  sellMyCarSchema,
  serviceBookingSchema,
} from "./page-forms";

const twoLocations = [
  { value: "l1", label: "Brisbane" },
  { value: "l2", label: "Gold Coast" },
];

describe("general contact (/contact, /contact-us; spec 02 §5)", () => {
  const o = leadFormOptions({
    categories: [
      { name: "General Enquiry", subcategories: [] },
      { name: "Service", subcategories: ["Recall", "Warranty"] },
    ],
  });
  const contact = { ...validCore, category: "General Enquiry", message: "Hello" };

  it("defaults the category select to General Enquiry", () => {
    expect(generalContactDefaults(o)).toEqual({ category: "General Enquiry" });
    expect(generalContactDefaults({ categories: [{ name: "Sales", subcategories: [] }] })).toEqual({ category: "Sales" });
  });

  it("requires a category from the list", () => {
    const schema = generalContactSchema(o);
    expect(submit(schema, contact).errors).toEqual({});
    expect(submit(schema, { ...contact, category: undefined }).errors).toEqual({ category: [MESSAGES.category] });
    expect(submit(schema, { ...contact, category: "Free stuff" }).errors).toEqual({ category: [MESSAGES.category] });
  });

  it("takes a subcategory only from the chosen category's list, and says so alongside other errors", () => {
    const schema = generalContactSchema(o);
    expect(submit(schema, { ...contact, category: "Service", subcategory: "Recall" }).value).toMatchObject({
      category: "Service",
      subcategory: "Recall",
    });
    expect(submit(schema, { ...contact, category: "General Enquiry", subcategory: "Recall" }).errors).toEqual({
      subcategory: [MESSAGES.subcategory],
    });
    expect(submit(schema, { ...contact, email: "", category: "Service", subcategory: "Oil" }).errors).toEqual({
      email: [MESSAGES.email],
      subcategory: [MESSAGES.subcategory],
    });
  });

  it("shows and requires the location select only when the site has several locations (spec 02 §5)", () => {
    expect("location_id" in generalContactSchema(o).shape).toBe(false);
    const several = generalContactSchema(leadFormOptions({ locations: twoLocations }));
    expect(submit(several, contact).errors).toEqual({ location_id: [MESSAGES.location] });
    expect(submit(several, { ...contact, location_id: "l9" }).errors).toEqual({ location_id: [MESSAGES.location] });
    expect(submit(several, { ...contact, location_id: "l2" }).value?.location_id).toBe("l2");
  });

  it("uses a dealership select instead where the site chooses by dealership", () => {
    const dealers = [
      { value: "north", label: "North Motors" },
      { value: "south", label: "South Motors" },
    ];
    const schema = generalContactSchema(
      leadFormOptions({ contactSelect: "dealership", dealerships: dealers, locations: twoLocations }),
    );
    expect(submit(schema, contact).errors).toEqual({ dealership_slug: [MESSAGES.dealership] });
    expect(submit(schema, { ...contact, dealership_slug: "south" }).value?.dealership_slug).toBe("south");
  });
});

describe("service booking (/service: rego, kms, preferred date)", () => {
  const schema = serviceBookingSchema(leadFormOptions({ today: "2025-03-12" }));
  const booking = { ...validCore, rego: "abc-123", kms: "45,000 kms", preferred_date: "2025-03-20", message: "Logbook service" };

  it("normalises rego and kms", () => {
    expect(submit(schema, booking).value).toMatchObject({ rego: "ABC123", kms: 45000, preferred_date: "2025-03-20" });
  });

  it("names each missing or bad field", () => {
    expect(submit(schema, { ...booking, rego: "", kms: "", preferred_date: "" }).errors).toEqual({
      rego: [MESSAGES.rego],
      kms: [MESSAGES.kms],
      preferred_date: [MESSAGES.serviceDate],
    });
    expect(submit(schema, { ...booking, rego: "TOO-LONG-REGO", kms: "-5", preferred_date: "2025-13-01" }).errors).toEqual({
      rego: [MESSAGES.regoInvalid],
      kms: [MESSAGES.kmsInvalid],
      preferred_date: [MESSAGES.dateInvalid],
    });
  });

  it("refuses a preferred date in the past or more than a year ahead", () => {
    expect(submit(schema, { ...booking, preferred_date: "2025-03-11" }).errors).toEqual({
      preferred_date: ["Preferred date must be today or later."],
    });
    expect(submit(schema, { ...booking, preferred_date: "2025-03-12" }).errors).toEqual({});
    expect(submit(schema, { ...booking, preferred_date: "2026-03-13" }).errors).toEqual({
      preferred_date: ["Preferred date must be within the next 12 months."],
    });
  });
});

describe("sell my car (/sell-my-car, /sell-your-car: rego, regoState, kms, year, make, model)", () => {
  const schema = sellMyCarSchema(leadFormOptions({ today: "2025-03-12" }));
  const car = { ...validCore, rego: "1ab2cd", regoState: "QLD", kms: "120000", year: "2018", make: "Mazda", model: "CX-5" };

  it("accepts the car's details", () => {
    expect(submit(schema, car).value).toMatchObject({
      rego: "1AB2CD",
      regoState: "QLD",
      kms: 120000,
      year: 2018,
      make: "Mazda",
      model: "CX-5",
    });
  });

  it("names each missing or bad field", () => {
    expect(submit(schema, { ...validCore }).errors).toMatchObject({
      rego: [MESSAGES.rego],
      regoState: [MESSAGES.regoState],
      kms: [MESSAGES.kms],
      year: [MESSAGES.year],
      make: [MESSAGES.make],
      model: [MESSAGES.model],
    });
    expect(submit(schema, { ...car, regoState: "XYZ", year: "2027" }).errors).toEqual({
      regoState: [MESSAGES.regoState],
      year: ["Year must be a year between 1900 and 2026."],
    });
  });
});

describe("parts and accessories, careers", () => {
  it("parts: the question is required, the car details optional", () => {
    const schema = partsAccessoriesSchema(leadFormOptions());
    expect(submit(schema, { ...validCore }).errors).toEqual({ message: [MESSAGES.message] });
    expect(submit(schema, { ...validCore, message: "Roof racks", make: "Toyota", year: "2020" }).value).toMatchObject({
      make: "Toyota",
      year: 2020,
    });
  });

  it("careers: a position and a message", () => {
    const schema = careersSchema(leadFormOptions());
    expect(submit(schema, { ...validCore, position: "Sales consultant", message: "My experience…" }).value).toMatchObject({
      position: "Sales consultant",
    });
    expect(submit(schema, { ...validCore, position: "x".repeat(121), message: "m" }).errors).toEqual({
      position: ["Position must be at most 120 characters."],
    });
  });
});
