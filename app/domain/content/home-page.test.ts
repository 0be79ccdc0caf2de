import { describe, expect, it } from "vitest";
import { bodyLinks, brandGroups, heroLead, makeLinks, priceLinks } from "./home-page";

describe("home page quick links (issue 12 deliver 1: shop by body type, make and price, from the stock's facets)", () => {
  it("links body types with stock to the listing, most first, with canonical query strings", () => {
    const links = bodyLinks([
      { value: "Sedan", count: 12 },
      { value: "SUV", count: 40 },
      { value: "Cab Chassis", count: 0 },
      { value: "People Mover", count: 3 },
    ]);
    expect(links).toEqual([
      { label: "SUV", href: "/search/new-used-and-demo-cars?body=SUV", count: 40 },
      { label: "Sedan", href: "/search/new-used-and-demo-cars?body=Sedan", count: 12 },
      { label: "People Mover", href: "/search/new-used-and-demo-cars?body=People+Mover", count: 3 },
    ]);
    expect(bodyLinks(Array.from({ length: 20 }, (_, i) => ({ value: `B${i}`, count: i + 1 })))).toHaveLength(8);
  });

  it("links each make to its own listing path", () => {
    expect(
      makeLinks([
        { value: "Mercedes-Benz", count: 4 },
        { value: "Toyota", count: 9 },
      ]),
    ).toEqual([
      { label: "Toyota", href: "/search/toyota", count: 9 },
      { label: "Mercedes-Benz", href: "/search/mercedes-benz", count: 4 },
    ]);
  });

  it("offers the price buckets with stock, cheapest first", () => {
    const links = priceLinks([
      { value: "$100,000 and over", count: 2 },
      { value: "Under $10,000", count: 5 },
      { value: "$20,000 - $30,000", count: 0 },
    ]);
    expect(links.map((l) => l.label)).toEqual(["Under $10,000", "$100,000 and over"]);
    expect(links[0].href).toBe("/search/new-used-and-demo-cars?price_range=Under+%2410%2C000");
  });
});

describe("brands grid (spec 01 §1 'brands grid (car, motorcycle, truck and own-company brands)')", () => {
  it("groups brands by kind in the spec's order, each to /{slug}/overview with /brand-logos/{slug}.svg", () => {
    const groups = brandGroups([
      { name: "Yamaha", slug: "yamaha", kind: "motorcycle" },
      { name: "Toyota", slug: "toyota", kind: "car" },
      { name: "Greywattle Used", slug: "greywattle-used", kind: "own" },
      { name: "Ford", slug: "ford", kind: "car" },
    ]);
    expect(groups.map((g) => g.kind)).toEqual(["car", "motorcycle", "own"]);
    expect(groups[0].brands).toEqual([
      { name: "Toyota", href: "/toyota/overview", logo: "/brand-logos/toyota.svg" },
      { name: "Ford", href: "/ford/overview", logo: "/brand-logos/ford.svg" },
    ]);
    expect(brandGroups([])).toEqual([]);
  });
});

describe("heroLead", () => {
  it("names only the car types the tenant sells, and servicing only with a service location", () => {
    expect(heroLead(["new", "used", "demo"], true)).toBe("New, used and demo vehicles, servicing and parts.");
    expect(heroLead(["used"], false)).toBe("Used vehicles.");
    expect(heroLead(["demo", "new"], false)).toBe("New and demo vehicles.");
  });
});
