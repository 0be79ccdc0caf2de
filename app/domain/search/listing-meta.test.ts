import { describe, expect, it } from "vitest";
import { listingBreadcrumbs, listingHeading, listingMeta, searchLabel } from "./listing-meta";
import { CAR_TYPE_LISTINGS, type ListingRoute } from "./listing-paths";
import type { ListingState } from "./query-edits";

const base: ListingState = { page: 1, sortBy: "custom_rank:desc", hitsPerPage: 21, filters: {}, ranges: {} };
const all: ListingRoute = { kind: "car-type", listing: CAR_TYPE_LISTINGS[0] };

describe("listing names", () => {
  it("names the listing from its state", () => {
    expect(listingHeading(all, base)).toBe("New, Used and Demo Cars");
    expect(listingHeading(all, { ...base, filters: { car_type: ["used"], make: ["Toyota"], model: ["RAV4"] } })).toBe(
      "Used Toyota RAV4 Cars",
    );
    expect(listingHeading(all, { ...base, filters: { car_type: ["demo", "new"] } })).toBe("New and Demo Cars");
    expect(listingHeading(all, { ...base, filters: { car_type: ["used", "new"] } })).toBe("New and Used Cars");
    expect(listingHeading(all, { ...base, filters: { make: ["Toyota", "Mazda"] } })).toBe("New, Used and Demo Cars");
    expect(listingHeading({ kind: "special-offers" }, base)).toBe("Special Offers");
    expect(listingHeading({ kind: "search" }, { ...base, query: "hybrid" })).toBe("Search Results for “hybrid”");
    expect(listingHeading({ kind: "dealership", slug: "x", name: "Harbourside Toyota" }, base)).toBe(
      "Cars for Sale at Harbourside Toyota",
    );
  });

  it("gives a title and description with the count and page", () => {
    const m = listingMeta(all, { ...base, filters: { car_type: ["used"], make: ["Toyota"] }, page: 2 }, 42, "Harbourside Motors");
    expect(m.title).toBe("Used Toyota Cars for Sale – Page 2 | Harbourside Motors");
    expect(m.description).toBe(
      "Browse 42 used Toyota cars for sale at Harbourside Motors. Compare prices, kilometres and features, then enquire online.",
    );
    expect(listingMeta(all, base, 1, "X").description).toMatch(/^Browse 1 new, used and demo car for sale at X\./);
  });
});

describe("breadcrumbs (spec 02 §2 'Home, car-type listing, make, model, body, current page')", () => {
  it("lists Home, the car-type listing, make, model and body; the last is the current page", () => {
    const crumbs = listingBreadcrumbs(all, {
      ...base,
      filters: { car_type: ["used"], make: ["Toyota"], model: ["RAV4"], body: ["SUV"] },
    });
    expect(crumbs).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota?car_type=used" },
      { label: "RAV4", href: "/search/toyota/rav4?car_type=used" },
      { label: "SUV", href: null },
    ]);
  });
  it("ends on the page itself", () => {
    expect(listingBreadcrumbs(all, base)).toEqual([
      { label: "Home", href: "/" },
      { label: "All Cars", href: null },
    ]);
    expect(listingBreadcrumbs({ kind: "special-offers" }, base).at(-1)).toEqual({ label: "Special Offers", href: null });
  });
});

describe("recent-search labels (spec 02 §3)", () => {
  it("names a search by its heading, keywords and further filters", () => {
    expect(searchLabel(all, { ...base, filters: { car_type: ["used"], make: ["Toyota"] } })).toBe("Used Toyota Cars");
    expect(
      searchLabel(all, { ...base, query: "gx", filters: { make: ["Toyota"], body: ["SUV"] }, ranges: { price: { max: 30000 } } }),
    ).toBe("Toyota Cars “gx” + 2 filters");
    expect(searchLabel({ kind: "search" }, { ...base, query: "gx" })).toBe("Search Results for “gx”");
    expect(searchLabel(all, { ...base, filters: { make: ["Toyota", "Mazda"] } })).toBe("New, Used and Demo Cars + 2 filters");
  });
});
