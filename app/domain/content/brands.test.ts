import { describe, expect, it } from "vitest";
import { brandLogoSlug, brandLogoUrl, brandsByKind, brandStockMake, findBrand, makeListingPath } from "./brands";
import { brandSchema } from "../tenant/tenant-config";

const brand = (b: Record<string, unknown>) => brandSchema.parse(b);

describe("brands (spec 01 §1 brands grid, §2 /brands and /{brand}/overview)", () => {
  const brands = [
    brand({ name: "Yamaha", slug: "yamaha", kind: "motorcycle" }),
    brand({ name: "Toyota", slug: "toyota" }),
    brand({ name: "Ironbark Caravans", slug: "ironbark-caravans", kind: "own", make: "Jayco" }),
    brand({ name: "Isuzu Trucks", slug: "isuzu-trucks", kind: "truck" }),
    brand({ name: "BYD", slug: "byd" }),
  ];

  it("finds only the tenant's own brand by its exact slug (anything else is the route's 404)", () => {
    expect(findBrand(brands, "toyota")?.name).toBe("Toyota");
    expect(findBrand(brands, "Toyota")).toBeNull();
    expect(findBrand(brands, "ford")).toBeNull();
    expect(findBrand(brands, "cars")).toBeNull();
    expect(findBrand([], "toyota")).toBeNull();
  });

  it("refuses a brand slug that is one of the platform's paths", () => {
    expect(brandSchema.safeParse({ name: "Search", slug: "search" }).success).toBe(false);
    expect(brandSchema.safeParse({ name: "Logos", slug: "brand-logos" }).success).toBe(false);
    expect(brandSchema.safeParse({ name: "Bad", slug: "Bad Slug" }).success).toBe(false);
  });

  it("groups by kind in the spec's order (car, motorcycle, truck, own), A to Z within", () => {
    expect(brandsByKind(brands).map((g) => [g.title, g.brands.map((b) => b.name)])).toEqual([
      ["Car Brands", ["BYD", "Toyota"]],
      ["Motorcycle Brands", ["Yamaha"]],
      ["Truck Brands", ["Isuzu Trucks"]],
      ["Our Brands", ["Ironbark Caravans"]],
    ]);
  });

  it("matches a brand to the make in stock by its make or name, ignoring case", () => {
    expect(brandStockMake(brands[1], ["TOYOTA", "Kia"])).toBe("TOYOTA");
    expect(brandStockMake(brands[2], ["Jayco"])).toBe("Jayco");
    expect(brandStockMake(brands[3], ["Isuzu"])).toBeNull();
  });

  it("draws a logo unless one is configured, at /brand-logos/{slug}.svg", () => {
    expect(brandLogoUrl(brands[0])).toBe("/brand-logos/yamaha.svg");
    expect(brandLogoUrl(brand({ name: "X", slug: "x", logo_url: "https://cdn.example/x.png" }))).toBe(
      "https://cdn.example/x.png",
    );
    expect(brandLogoSlug("mercedes-benz.svg")).toBe("mercedes-benz");
    for (const bad of ["toyota.png", "../toyota.svg", "Toyota.svg", "toyota", "-a.svg"]) expect(brandLogoSlug(bad)).toBeNull();
  });

  it("links to the listing paths of spec 01 §2", () => {
    expect(makeListingPath("Mercedes-Benz")).toBe("/search/mercedes-benz");
    expect(makeListingPath("Land Rover", "Range Rover Sport")).toBe("/search/land-rover/range-rover-sport");
  });
});
