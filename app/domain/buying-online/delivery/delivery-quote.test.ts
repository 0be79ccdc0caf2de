import { describe, expect, it } from "vitest";
import { POSTCODE_FORMAT_MESSAGE } from "../../locations/dealer-locator";
import { haversineKm } from "../../locations/distance";
import { tenantConfigSchema } from "../../tenant/tenant-config";
import { deliveryConfigSchema, type DeliveryConfig } from "./delivery-config";
import {
  EMPTY_POSTCODE,
  INVALID_POSTCODE_FORMAT,
  NO_DELIVERY_PRICE,
  deliveryAnswer,
  deliveryEstimate,
  readPostcode,
  type DeliveryDestination,
} from "./delivery-quote";

const brisbane = { lat: -27.4698, long: 153.0251 };
const cfg: DeliveryConfig = deliveryConfigSchema.parse({
  enabled: true,
  bands: [
    { up_to_km: 50, price: 0 },
    { up_to_km: 200, price: 350 },
    { up_to_km: 1000, price: 900 },
  ],
  state_surcharges: { NSW: 100 },
  remoteness_surcharges: { remote: 400, "very-remote": 800 },
  max_km: 800,
});

const place = (lat: number, long: number, more: Partial<DeliveryDestination> = {}): DeliveryDestination => ({
  lat,
  long,
  state: "QLD",
  remoteness: "major-cities",
  region: "Somewhere",
  ...more,
});

describe("delivery quote rules (issue 20 item 1; spec 01 §3, §5, §8)", () => {
  it("prices by the first distance band the haversine distance falls in, named by the region", () => {
    expect(deliveryEstimate(cfg, brisbane, place(-27.5, 153.0, { region: "Brisbane Inner City" }))).toEqual({
      price: 0,
      name: "Brisbane Inner City",
    });
    // Toowoomba, about 100 km west.
    const toowoomba = place(-27.5598, 151.9507, { remoteness: "inner-regional", region: "Toowoomba" });
    expect(haversineKm(brisbane, toowoomba)).toBeGreaterThan(50);
    expect(deliveryEstimate(cfg, brisbane, toowoomba)).toEqual({ price: 350, name: "Toowoomba" });
  });

  it("a band's distance is inclusive", () => {
    const one = deliveryConfigSchema.parse({ enabled: true, bands: [{ up_to_km: 100, price: 10 }] });
    const at = place(brisbane.lat, brisbane.long);
    expect(deliveryEstimate(one, brisbane, at)).toEqual({ price: 10, name: "Somewhere" });
  });

  it("adds the destination state's surcharge and its remoteness class's surcharge", () => {
    // Tweed Heads (NSW), ~90 km: band 350 + NSW 100.
    expect(deliveryEstimate(cfg, brisbane, place(-28.1787, 153.5414, { state: "NSW", region: "Richmond - Tweed" }))?.price).toBe(
      450,
    );
    // Remote QLD within 800 km: band 900 + remote 400.
    const remote = place(-26.4, 146.25, { remoteness: "remote", region: "Queensland - Outback" });
    expect(haversineKm(brisbane, remote)).toBeLessThan(800);
    expect(deliveryEstimate(cfg, brisbane, remote)).toEqual({ price: 1300, name: "Queensland - Outback" });
    expect(deliveryEstimate(cfg, brisbane, { ...remote, remoteness: "very-remote" })?.price).toBe(1700);
    // A class without a surcharge, or none known, adds nothing.
    expect(deliveryEstimate(cfg, brisbane, { ...remote, remoteness: null })?.price).toBe(900);
  });

  it("gives no estimate beyond max_km or the last band", () => {
    const cairns = place(-16.92, 145.77, { remoteness: "outer-regional" });
    expect(haversineKm(brisbane, cairns)).toBeGreaterThan(1000);
    expect(deliveryEstimate(cfg, brisbane, cairns)).toBeNull();
    // Rockhampton, ~520 km: inside the 1,000 km band, outside a 500 km maximum.
    const rocky = place(-23.3791, 150.51);
    expect(deliveryEstimate(cfg, brisbane, rocky)?.price).toBe(900);
    expect(deliveryEstimate({ ...cfg, max_km: 500 }, brisbane, rocky)).toBeNull();
    expect(deliveryEstimate({ ...cfg, max_km: null }, brisbane, cairns)).toBeNull();
  });

  it("gives no estimate for an unknown postcode or where delivery is off; the region falls back to the state", () => {
    expect(deliveryEstimate(cfg, brisbane, null)).toBeNull();
    expect(deliveryEstimate({ ...cfg, enabled: false }, brisbane, place(-27.5, 153.0))).toBeNull();
    expect(deliveryEstimate(cfg, brisbane, place(-27.5, 153.0, { region: null }))?.name).toBe("QLD");
    expect(deliveryAnswer("9999", null)).toEqual({ kind: "none", postcode: "9999", message: NO_DELIVERY_PRICE });
    expect(NO_DELIVERY_PRICE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it("reads a postcode: empty gives 'Please enter a postcode.', anything but 4 digits the spec 02 §5 message", () => {
    expect(readPostcode("")).toEqual({ ok: false, message: "Please enter a postcode." });
    expect(readPostcode("   ")).toEqual({ ok: false, message: EMPTY_POSTCODE });
    expect(readPostcode(null)).toEqual({ ok: false, message: EMPTY_POSTCODE });
    for (const bad of ["400", "40000", "40a0", "4 00", "-400"]) {
      expect(readPostcode(bad), bad).toEqual({ ok: false, message: INVALID_POSTCODE_FORMAT });
    }
    expect(INVALID_POSTCODE_FORMAT).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(INVALID_POSTCODE_FORMAT).toBe(POSTCODE_FORMAT_MESSAGE);
    expect(readPostcode(" 0870 ")).toEqual({ ok: true, postcode: "0870" });
  });
});

describe("delivery config (tenant config `delivery`)", () => {
  it("is off by default", () => {
    expect(deliveryConfigSchema.parse(undefined)).toEqual({
      enabled: false,
      bands: [],
      state_surcharges: {},
      remoteness_surcharges: {},
    });
  });

  it("names the field of a bad setting", () => {
    const issues = (input: unknown) => {
      const r = tenantConfigSchema.safeParse({ delivery: input });
      return r.success
        ? []
        : r.error.issues.filter((i) => i.path[0] === "delivery").map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issues({ enabled: true })).toContain("delivery.bands: must list at least one band when delivery is enabled");
    expect(
      issues({
        enabled: true,
        bands: [
          { up_to_km: 100, price: 1 },
          { up_to_km: 50, price: 2 },
        ],
      }),
    ).toContain("delivery.bands: must list up_to_km in increasing order");
    expect(issues({ bands: [{ up_to_km: 0, price: 1.5 }] })).toEqual(
      expect.arrayContaining(["delivery.bands.0.up_to_km: must be more than 0", "delivery.bands.0.price: must be whole dollars"]),
    );
    expect(issues({ state_surcharges: { QLD: -5 } })).toContain("delivery.state_surcharges.QLD: must not be negative");
    expect(issues({ state_surcharges: { XX: 5 } }).join()).toMatch(/delivery\.state_surcharges.*XX is not one of ACT, NSW/);
    expect(issues({ remoteness_surcharges: { remote: "lots" } })).toContain(
      "delivery.remoteness_surcharges.remote: must be a number of dollars",
    );
    expect(issues({ max_km: -1 })).toContain("delivery.max_km: must be more than 0");
  });
});
