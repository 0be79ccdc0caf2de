import { describe, expect, it } from "vitest";
import {
  DEFAULT_LISTING_PATH,
  canonicalHref,
  clearFiltersHref,
  effectiveState,
  listingHref,
  pathSlug,
  resolveListing,
  type ListingCatalogue,
  type ListingRoute,
} from "./listing-paths";
import type { ListingState } from "./query-edits";
import { slugify } from "../vehicle/vehicle";

const catalogue: ListingCatalogue = {
  makes: ["Toyota", "Mazda", "Land Rover", "Mercedes-Benz"],
  makeModels: ["Toyota RAV4", "Toyota HiLux", "Mazda CX-5", "Land Rover Range Rover Sport", "Mercedes-Benz C-Class"],
  dealerships: [{ slug: "harbourside-toyota", name: "Harbourside Toyota" }],
  locations: [{ slug: "manly", name: "Harbourside Manly" }],
};
const base: ListingState = { page: 1, sortBy: "custom_rank:desc", hitsPerPage: 21, filters: {}, ranges: {} };
const resolve = (path: string) => resolveListing(path.split("/").filter(Boolean), catalogue);
const route = (path: string): ListingRoute => {
  const r = resolve(path);
  if (!r.ok) throw new Error(`unresolved ${path}`);
  return r.route;
};

describe("listing paths (spec 01 §2 'Routes'; spec 02 §2 'Search')", () => {
  it("resolves every car-type listing", () => {
    expect(route("new-used-and-demo-cars")).toMatchObject({ kind: "car-type", listing: { carTypes: null } });
    expect(route("used-cars")).toMatchObject({ listing: { carTypes: ["used"] } });
    expect(route("new-and-demo-cars")).toMatchObject({ listing: { carTypes: ["new", "demo"] } });
    expect(route("new-cars")).toMatchObject({ listing: { carTypes: ["new"] } });
    expect(route("demo-cars")).toMatchObject({ listing: { carTypes: ["demo"] } });
    expect(route("")).toEqual({ kind: "search" });
  });

  it("resolves make and model slugs against the tenant's facet values, ignoring case", () => {
    expect(route("toyota")).toEqual({ kind: "make", make: "Toyota" });
    expect(route("Toyota/RAV4")).toEqual({ kind: "model", make: "Toyota", model: "RAV4" });
    expect(route("land-rover/range-rover-sport")).toEqual({ kind: "model", make: "Land Rover", model: "Range Rover Sport" });
    expect(route("mercedes-benz/c-class")).toEqual({ kind: "model", make: "Mercedes-Benz", model: "C-Class" });
    expect(route("Land%20Rover")).toEqual({ kind: "make", make: "Land Rover" });
  });

  it("resolves dealership and location slugs from the tenant config", () => {
    expect(route("harbourside-toyota")).toEqual({ kind: "dealership", slug: "harbourside-toyota", name: "Harbourside Toyota" });
    expect(route("manly")).toEqual({ kind: "location", slug: "manly", name: "Harbourside Manly" });
  });

  it("refuses unknown makes, unknown models and deeper paths (the route answers 404)", () => {
    expect(resolve("ferrari")).toEqual({ ok: false, reason: "unknown-make" });
    expect(resolve("toyota/corolla")).toEqual({ ok: false, reason: "unknown-model", make: "Toyota" });
    expect(resolve("toyota/rav4/gx")).toEqual({ ok: false, reason: "too-deep" });
    expect(resolve("mazda/rav4")).toMatchObject({ ok: false, reason: "unknown-model" });
  });

  it("slugs like the vehicle slugs do", () => {
    for (const s of ["Mercedes-Benz", "Land Rover", "Citroën", "A & B", " Alfa  Romeo "]) expect(pathSlug(s)).toBe(slugify(s));
  });

  it("adds what the path fixes to the query's state, the path winning", () => {
    const s = effectiveState(route("toyota/rav4"), { ...base, filters: { make: ["Mazda"], body: ["SUV"] } });
    expect(s.filters).toEqual({ make: ["Toyota"], model: ["RAV4"], body: ["SUV"] });
    expect(effectiveState(route("used-cars"), base).filters).toEqual({ car_type: ["used"] });
  });
});

describe("where a changed state is shown", () => {
  it("stays on the page while its fixed values hold, the rest in the query", () => {
    const r = route("toyota");
    expect(listingHref({ ...base, filters: { make: ["Toyota"], body: ["SUV"] } }, r)).toBe("/search/toyota?body=SUV");
    expect(listingHref({ ...base, filters: { car_type: ["used"] }, page: 2 }, route("used-cars"))).toBe(
      "/search/used-cars?page=2",
    );
    expect(listingHref({ ...base, query: "gx" }, { kind: "search" })).toBe("/search?query=gx");
  });

  it("moves to the listing that fits when a fixed value changes", () => {
    expect(listingHref({ ...base, filters: { make: ["Toyota", "Mazda"] } }, route("toyota"))).toBe(
      `${DEFAULT_LISTING_PATH}?make=Mazda&make=Toyota`,
    );
    expect(listingHref({ ...base, filters: { make: ["Toyota"] } }, route("toyota/rav4"))).toBe("/search/toyota");
    expect(listingHref({ ...base, filters: { car_type: ["new", "demo"] } }, route("used-cars"))).toBe(
      "/search/new-and-demo-cars",
    );
    expect(listingHref({ ...base, filters: { car_type: ["new", "used"] } }, route("used-cars"))).toBe(
      `${DEFAULT_LISTING_PATH}?car_type=new&car_type=used`,
    );
  });

  it("gives one canonical address per result set", () => {
    const s = { ...base, filters: { car_type: ["used"], make: ["Toyota"], model: ["RAV4"] } };
    expect(canonicalHref(s, route("used-cars"))).toBe("/search/toyota/rav4?car_type=used");
    expect(canonicalHref(s, route("toyota/rav4"))).toBe("/search/toyota/rav4?car_type=used");
    expect(canonicalHref({ ...base, filters: { car_type: ["demo"] } }, { kind: "search" })).toBe("/search/demo-cars");
    expect(canonicalHref({ ...base, filters: { location_name: ["Harbourside Manly"] } }, route("manly"))).toBe("/search/manly");
    expect(canonicalHref(base, route("new-used-and-demo-cars"))).toBe(DEFAULT_LISTING_PATH);
  });
});

describe("'Clear Filters' (spec 01 §2: returns to the base listing path)", () => {
  it("goes to the page's own path without its query", () => {
    expect(clearFiltersHref(route("used-cars"), { ...base, filters: { car_type: ["used"], make: ["Ferrari"] } })).toBe(
      "/search/used-cars",
    );
    expect(clearFiltersHref(route("toyota"), { ...base, filters: { make: ["Toyota"] }, ranges: { price: { max: 1 } } })).toBe(
      "/search/toyota",
    );
    expect(clearFiltersHref({ kind: "special-offers" }, { ...base, query: "x" })).toBe("/special-offers");
  });
  it("goes to the default listing when there is nothing left to clear, or from /search", () => {
    expect(clearFiltersHref(route("toyota"), { ...base, filters: { make: ["Toyota"] } })).toBe(DEFAULT_LISTING_PATH);
    expect(clearFiltersHref({ kind: "search" }, { ...base, query: "zzz" })).toBe(DEFAULT_LISTING_PATH);
    expect(clearFiltersHref({ kind: "special-offers" }, base)).toBe("/special-offers");
  });
});
