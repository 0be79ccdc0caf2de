import { describe, expect, it } from "vitest";
import { demoConfig } from "../../../tests/setup/demo-configs";
import { isServedPath, RESERVED_TOP_LEVEL_SEGMENTS } from "./served-paths";

describe("isServedPath: the paths the platform serves (issue 9)", () => {
  const site = demoConfig("greywattle");
  it("serves its listings, offers, vehicle pages, compare and saved cars", () => {
    for (const p of [
      "/",
      "/search",
      "/search/new-used-and-demo-cars",
      "/search/toyota/rav4",
      "/search/greywattle-ford-osborne-park",
      "/special-offers",
      "/cars/2023-ford-ranger-xl-4x4-gfo10651",
      "/compare",
      "/favourites",
      "/special-offers/",
    ])
      expect(isServedPath(site, p), p).toBe(true);
  });
  it("serves the trade-in valuation (issue 20 item 2) only where the site offers trade-in", () => {
    for (const p of ["/trade-in", "/cars/trade-in"]) {
      expect(isServedPath({ ...site, features: { trade_in: true } }, p), p).toBe(true);
      expect(isServedPath({ ...site, features: { trade_in: false } }, p), p).toBe(false);
    }
  });
  it("does not serve flows no issue has built yet, nor deeper listing paths", () => {
    for (const p of ["/about-us", "/search/a/b/c", "/cars/Not_A_Slug", "/contact-us/nowhere", "/contact-us/a/b"])
      expect(isServedPath(site, p), p).toBe(false);
  });
  it("serves the finance pages (spec 02 §2; issue 19) only where the site offers finance", () => {
    const paths = ["/finance", "/apply-for-finance", "/finance-enquiry", "/personalised/finance", "/finance/"];
    for (const p of paths) expect(isServedPath({ ...site, features: { finance: true } }, p), p).toBe(true);
    for (const p of paths) expect(isServedPath({ ...site, features: { finance: false } }, p), p).toBe(false);
    expect(isServedPath({ ...site, features: { finance: true } }, "/finance/other")).toBe(false);
  });
  it("serves the dealer locator and the site's own location pages (issue 12)", () => {
    for (const p of [
      "/dealer-locator",
      "/locations/greywattle-ford-osborne-park",
      "/our-location/greywattle-toyota",
      "/locations/greywattle-toyota/",
    ])
      expect(isServedPath(site, p), p).toBe(true);
    for (const p of ["/locations/nowhere", "/locations", "/our-location/a/b"]) expect(isServedPath(site, p), p).toBe(false);
  });

  it("serves the enquiry pages (spec 02 §2; issue 10), /contact-us/{slug} for the site's own locations", () => {
    for (const p of [
      "/contact",
      "/contact-us",
      "/book-test-drive/",
      "/service",
      "/sell-my-car",
      "/sell-your-car",
      "/vehicle-parts-and-accessories",
      "/careers",
      `/contact-us/${site.locations[0].slug}`,
    ])
      expect(isServedPath(site, p), p).toBe(true);
  });
  it("serves a content page the tenant wrote", () => {
    expect(isServedPath({ ...site, contentPaths: ["/about-us"] }, "/about-us")).toBe(true);
  });
  it("serves the model range's pages only for a tenant with a range: /models, its models, accessories where listed", () => {
    const models = [
      { slug: "rav4", accessories: [{ name: "Roof Racks" }] },
      { slug: "hilux", accessories: [] },
    ];
    for (const p of ["/models", "/models/", "/models/rav4", "/models/hilux", "/rav4/accessories"])
      expect(isServedPath({ ...site, models }, p), p).toBe(true);
    for (const p of [
      "/models/camry",
      "/hilux/accessories",
      "/camry/accessories",
      "/models/rav4/accessories",
      "/rav4/accessories/x",
    ])
      expect(isServedPath({ ...site, models }, p), p).toBe(false);
    for (const p of ["/models", "/models/rav4", "/rav4/accessories"])
      expect(isServedPath({ ...site, models: [] }, p), p).toBe(false);
    // A listing path stays a listing, whatever its second segment.
    expect(isServedPath({ ...site, models: [] }, "/search/accessories")).toBe(true);
  });
  it("keeps its own pages out of tenants' top-level slugs", () => {
    expect(RESERVED_TOP_LEVEL_SEGMENTS.has("compare")).toBe(true);
    expect(RESERVED_TOP_LEVEL_SEGMENTS.has("favourites")).toBe(true);
  });
});
