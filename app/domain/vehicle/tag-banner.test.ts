import { describe, expect, it } from "vitest";
import { showsCertifiedBadge, tagBanner, type BannerSite, type BannerVehicle } from "./tag-banner";

const now = Date.parse("2025-06-20T00:00:00Z");
const day = 86_400_000;
const car: BannerVehicle = {
  status: "in_stock",
  reserved: false,
  tag: null,
  certified: false,
  make: "Mazda",
  car_type: "used",
  fuel: "Petrol",
  created_at: new Date(now - 30 * day).toISOString(),
};
const site: BannerSite = { features: { electric_hybrid_label: true, certified_badge: true }, texts: { soldText: "JUST SOLD" } };
const text = (v: Partial<BannerVehicle>, s: BannerSite = site) => tagBanner({ ...car, ...v }, s, now)?.text ?? null;

describe("tag banner priority (spec 01 §4)", () => {
  it("(1) electric or hybrid label first, when enabled", () => {
    expect(text({ fuel: "Petrol/Electric Hybrid", reserved: true, tag: "Hot" })).toBe("Hybrid");
    expect(text({ simple_fuel: "Electric", reserved: true })).toBe("Electric");
    expect(
      text(
        { simple_fuel: "Electric", reserved: true },
        { ...site, features: { ...site.features, electric_hybrid_label: false } },
      ),
    ).toBe("Reserved");
  });
  it("(2) Reserved before (3) the certified-used badge", () => {
    expect(text({ reserved: true, make: "Toyota", certified: true })).toBe("Reserved");
    expect(tagBanner({ ...car, make: "Toyota", certified: true }, site, now)).toEqual({
      kind: "certified",
      text: "Toyota Certified Pre-Owned",
    });
  });
  it("(3) certified only for used Toyotas with the site flag", () => {
    expect(text({ make: "Toyota", certified: true, car_type: "demo", tag: "Hot" })).toBe("Hot");
    expect(text({ make: "Mazda", certified: true })).toBeNull();
    expect(
      text({ make: "Toyota", certified: true }, { ...site, features: { ...site.features, certified_badge: false } }),
    ).toBeNull();
  });
  it("(4) own tag, (5) COMING SOON, (6) New Arrival within 8 days, (7) nothing", () => {
    expect(text({ tag: "Test Drive Only", status: "coming_soon" })).toBe("Test Drive Only");
    expect(text({ status: "coming_soon", created_at: new Date(now - day).toISOString() })).toBe("COMING SOON");
    expect(text({ created_at: new Date(now - 7.9 * day).toISOString() })).toBe("New Arrival");
    expect(text({ created_at: new Date(now - 8 * day).toISOString() })).toBeNull();
    expect(text({})).toBeNull();
  });
  it("sold shows the sold text (default 'JUST SOLD' or the tenant's) and never the certified badge", () => {
    expect(tagBanner({ ...car, status: "sold", make: "Toyota", certified: true, reserved: true }, site, now)).toEqual({
      kind: "sold",
      text: "JUST SOLD",
    });
    expect(text({ status: "sold" }, { ...site, texts: { soldText: "SOLD!" } })).toBe("SOLD!");
    expect(showsCertifiedBadge({ make: "Toyota", certified: true, status: "sold" }, site)).toBe(false);
    expect(showsCertifiedBadge({ make: "toyota", certified: true, status: "in_stock" }, site)).toBe(true);
  });
});
