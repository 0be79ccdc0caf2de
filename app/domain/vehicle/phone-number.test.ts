import { describe, expect, it } from "vitest";
import { demoConfig } from "../../../tests/setup/demo-configs";
import { tenantConfig } from "../../../tests/setup/builders";
import { maskPhone, publicPhone, shownPhone, telHref, vehiclePhone } from "./phone-number";

// Spec 01 §9: "Phone numbers differ per dealership and car type by configuration."
// Issue 9: the car's own location and dealership come first, a tenant-wide number only when the location has none.
describe("vehiclePhone on the demo tenants' shapes", () => {
  it("a multi-state group (Greywattle): the car's own location, never another state's used-car centre", () => {
    const cfg = demoConfig("greywattle");
    // /cars/2023-ford-ranger-xl-4x4-gfo10651 stands at Greywattle Ford Osborne Park, WA.
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "2051" })).toBe("08 9446 3300");
    expect(vehiclePhone(cfg, { car_type: "new", location_id: "2031" })).toBe("03 9870 2200");
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "2071" })).toBe("07 3277 8800");
    // The group's 1300 number only for a car whose location the config does not know.
    expect(vehiclePhone(cfg, { car_type: "new", location_id: "9999" })).toBe("1300 000 471");
    expect(vehiclePhone(cfg, { car_type: "used", location_id: null })).toBe("1300 000 471");
  });

  it("a single franchise with a used-car department (Coralview): the dealership's number for used cars", () => {
    const cfg = demoConfig("coralview-kia");
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "1011" })).toBe("07 3821 4411");
    expect(vehiclePhone(cfg, { car_type: "new", location_id: "1011" })).toBe("07 3821 4400");
    expect(vehiclePhone(cfg, { car_type: "demo", location_id: "1011" })).toBe("07 3821 4400");
  });

  it("one site, several dealerships (Ironbark): each dealership's own numbers", () => {
    const cfg = demoConfig("ironbark-ridge");
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "3011" })).toBe("07 4632 9111");
    expect(vehiclePhone(cfg, { car_type: "new", location_id: "3011" })).toBe("07 4632 9100");
    // The motorcycle and caravan dealerships have no used-car department number: their location's.
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "3021" })).toBe("07 4632 9150");
    expect(vehiclePhone(cfg, { car_type: "used", location_id: "3031" })).toBe("07 4661 3300");
  });

  it("falls back to the primary location when nothing else is configured", () => {
    expect(vehiclePhone(tenantConfig(), { car_type: "used", location_id: "nowhere" })).toBe("07 3000 0000");
  });
});

// Spec 01 §4: "Phone number is masked until clicked in some configurations; on reveal a call is made."
describe("what a page may carry of the number", () => {
  it("a masking tenant's page has the masked form only, until revealed; its structured data never has it", () => {
    const cfg = demoConfig("greywattle");
    const car = { car_type: "used" as const, location_id: "2051" };
    expect(shownPhone(cfg, car, { revealed: false })).toEqual({ masked: "08 9446 XXXX", number: null, revealRequired: true });
    expect(shownPhone(cfg, car, { revealed: true })?.number).toBe("08 9446 3300");
    expect(publicPhone(cfg, car)).toBeNull();
  });

  it("other tenants show and publish it", () => {
    const cfg = demoConfig("coralview-kia");
    const car = { car_type: "new" as const, location_id: "1011" };
    expect(shownPhone(cfg, car, { revealed: false })).toEqual({
      masked: "07 3821 XXXX",
      number: "07 3821 4400",
      revealRequired: false,
    });
    expect(publicPhone(cfg, car)).toBe("07 3821 4400");
  });

  it("masks the last four digits and dials digits only", () => {
    expect(maskPhone("07 3000 1234")).toBe("07 3000 XXXX");
    expect(maskPhone("(07) 3000 12 34")).toBe("(07) 3000 XX XX");
    expect(telHref("(07) 3000 1234")).toBe("tel:0730001234");
  });
});
