import { describe, expect, it } from "vitest";
import { demoConfig } from "../../../../tests/setup/demo-configs";
import { leadFormOptions } from "../lead-settings";
import {
  departmentLocation,
  formLocations,
  formOptionsFor,
  hoursByChoice,
  locationOfChoice,
  onlyFormLocation,
} from "./form-places";

/** Issue 17 §4: a form offers the places that have its department (spec 02 §3 location_type). */
describe("form places", () => {
  const grey = demoConfig("greywattle");
  const coral = demoConfig("coralview-kia");
  const options = (cfg: typeof grey) => leadFormOptions(cfg.lead, cfg, "2026-11-27");
  const names = (cfg: typeof grey, ids: string[]) => ids.map((id) => cfg.locations.find((l) => l.id === id)!.name);

  it("Greywattle's /service offers its service centre only, not its seven sales yards", () => {
    const all = options(grey).locations;
    expect(all).toHaveLength(8);
    const service = formOptionsFor("service_booking", options(grey), grey).locations.map((c) => c.value);
    expect(names(grey, service)).toEqual(["Greywattle Toyota Service Centre"]);
    expect(onlyFormLocation("service_booking", grey.locations)?.location_type).toBe("service-and-parts");
    expect(formOptionsFor("parts_accessories", options(grey), grey).locations.map((c) => c.value)).toEqual(service);
  });

  it("a test drive is at a sales yard; the contact form offers every place", () => {
    const sales = formOptionsFor("book_test_drive", options(grey), grey).locations;
    expect(sales).toHaveLength(7);
    expect(sales.every((c) => grey.locations.find((l) => l.id === c.value)!.location_type === "sales")).toBe(true);
    expect(formOptionsFor("general_contact", options(grey), grey)).toEqual(options(grey));
  });

  it("Coralview's service and parts departments are separate locations", () => {
    expect(formLocations("service_booking", coral.locations).map((l) => l.location_type)).toEqual(["service"]);
    expect(formLocations("parts_accessories", coral.locations).map((l) => l.location_type)).toEqual(["parts"]);
    expect(departmentLocation("parts_accessories", coral.locations)?.location_type).toBe("parts");
    expect(departmentLocation("general_contact", coral.locations)).toBeUndefined();
  });

  it("a site without a location of the kind offers them all; hidden locations never", () => {
    const salesOnly = { ...grey, locations: grey.locations.filter((l) => l.location_type === "sales") };
    expect(formLocations("service_booking", salesOnly.locations)).toHaveLength(7);
    expect(onlyFormLocation("service_booking", salesOnly.locations)).toBeUndefined();
    const hidden = grey.locations.map((l) => (l.location_type === "sales" ? l : { ...l, visible: false }));
    expect(formLocations("service_booking", hidden)).toHaveLength(7);
  });

  it("a dealership select is narrowed to the dealerships with such a place, and each choice has its hours", () => {
    const byDealer = { ...options(grey), contactSelect: "dealership" as const };
    const service = formOptionsFor("service_booking", byDealer, grey);
    expect(service.dealerships.map((d) => d.value)).toEqual(["greywattle-toyota"]);
    const yard = grey.locations.find((l) => l.slug === "greywattle-mazda-ringwood")!;
    expect(locationOfChoice("book_test_drive", grey, { location_id: yard.id })).toBe(yard);
    expect(locationOfChoice("book_test_drive", grey, { dealership_slug: "greywattle-mazda" })).toBe(yard);
    expect(locationOfChoice("book_test_drive", grey, { location_id: "2012" })).toBeUndefined();
    const hours = hoursByChoice("book_test_drive", grey, formOptionsFor("book_test_drive", options(grey), grey));
    expect(hours[yard.id]).toEqual(yard.contact_detail.opening_hours);
    expect(Object.keys(hours)).toHaveLength(7 + 7);
  });
});
