import { describe, expect, it } from "vitest";
import type { CardVehicle } from "~/domain/search/card-fields";
import { CAR_TYPE_LISTINGS, type ListingRoute } from "~/domain/search/listing-paths";
import type { ListingState } from "~/domain/search/query-edits";
import { publicSite } from "~/domain/tenant/public-site";
import { listedSince } from "~/domain/search/filter-panel";
import { tenantConfig } from "../../../tests/setup/builders";
import { chipsView, gridView, pageLinksView, panelView } from "./listing-view.server";

const base: ListingState = { page: 1, sortBy: "custom_rank:desc", hitsPerPage: 21, filters: {}, ranges: {} };
const all: ListingRoute = { kind: "car-type", listing: CAR_TYPE_LISTINGS[0] };
const now = Date.parse("2026-06-20T00:00:00Z");

function car(id: number, status: CardVehicle["status"] = "in_stock"): CardVehicle {
  return {
    id,
    slug: `car-${id}`,
    path: `/cars/car-${id}`,
    name: `Car ${id}`,
    year: 2020,
    make: "Mazda",
    model: "CX-5",
    badge: null,
    series: null,
    price: 20000,
    price_type: null,
    before_price: null,
    subscription_price: null,
    preorder: false,
    car_type: "used",
    status,
    reserved: false,
    tag: null,
    certified: false,
    km: 1000,
    fuel: null,
    simple_fuel: null,
    simple_transmission: null,
    simple_body: null,
    primary_image_url: null,
    photos_count: 0,
    created_at: "2020-01-01T00:00:00Z",
  };
}

describe("listing view", () => {
  it("collapses sold runs where the tenant enables it and places promos at its positions (spec 01 §2, §4)", () => {
    const site = publicSite(tenantConfig({ features: { collapse_sold_runs: true }, search: { promo_positions: [3] } }));
    const hits = [car(1), car(2, "sold"), car(3, "sold"), car(4), car(5)];
    const grid = gridView(
      hits,
      [{ title: "Sell your car", text: null, image_url: null, link: "/special-offers", position: null }],
      site,
      now,
    );
    expect(
      grid.map((g) => (g.kind === "promo" ? "promo" : `${g.card.id}${g.card.moreSold ? `+${g.card.moreSold}` : ""}`)),
    ).toEqual(["1", "2+1", "promo", "4", "5"]);
  });

  it("shows the make list with the tenant's count, models once a make is chosen, and no empty facet (spec 01 §2)", () => {
    const site = publicSite(tenantConfig({ search: { make_list_count: 10 } }));
    const facets = {
      values: {
        make: [{ value: "Mazda", count: 3 }],
        model: [{ value: "CX-5", count: 3 }],
        car_type: [{ value: "used", count: 3 }],
        colour: [],
      },
      ranges: { price: { min: 8450, max: 61990 }, weekly_price_range: { min: null, max: null } },
    };
    const panel = panelView(facets, base, site, now);
    expect(panel.map((g) => g.facet)).toEqual(["car_type", "make", "price"]);
    expect(panel.find((g) => g.facet === "make")).toMatchObject({ initial: 10, showAll: "Show all makes" });
    expect(panel.find((g) => g.facet === "price")).toMatchObject({ bounds: { min: 8000, max: 62000 } });
    expect(panel.find((g) => g.facet === "car_type")).toMatchObject({ values: [{ value: "used", label: "Used", count: 3 }] });
    const withMake = panelView(facets, { ...base, filters: { make: ["Mazda"] } }, site, now);
    expect(withMake.map((g) => g.facet)).toContain("model");
  });

  it("gives every spec facet the stock has a group: tags, make and model, price ranges in price order, listing date", () => {
    const site = publicSite(tenantConfig());
    const facets = {
      values: {
        make: [{ value: "Mazda", count: 3 }],
        tag: [
          { value: "Low KMs", count: 2 },
          { value: "Demo Clearance", count: 1 },
        ],
        make_model: [{ value: "Mazda CX-5", count: 3 }],
        price_range: [
          { value: "$30,000 - $40,000", count: 2 },
          { value: "Under $10,000", count: 1 },
        ],
      },
      ranges: { created_at_timestamp: { min: now / 1000 - 90 * 86_400, max: now / 1000 - 86_400 } },
    };
    const panel = panelView(facets, base, site, now);
    expect(panel.map((g) => g.facet)).toEqual(["make", "make_model", "price_range", "tag", "created_at_timestamp"]);
    expect(panel.find((g) => g.facet === "tag")).toMatchObject({
      label: "Tags",
      values: [{ value: "Low KMs" }, { value: "Demo Clearance" }],
    });
    const ranges = panel.find((g) => g.facet === "price_range");
    expect(ranges?.kind === "values" && ranges.values.map((v) => v.value)).toEqual(["Under $10,000", "$30,000 - $40,000"]);
    const listed = panel.find((g) => g.facet === "created_at_timestamp");
    expect(listed?.kind === "since" && listed.options.map((o) => o.label)).toEqual([
      "Listed in the last 8 days",
      "Listed in the last 30 days",
    ]);
    // Once a make is chosen the Model group takes over from 'Make and model'.
    const withMake = panelView(facets, { ...base, filters: { make: ["Mazda"] } }, site, now).map((g) => g.facet);
    expect(withMake).not.toContain("make_model");
  });

  it("names a listing-date filter in its chip", () => {
    const min = listedSince(8, now);
    expect(chipsView(all, { ...base, ranges: { created_at_timestamp: { min } } }, now)[0].label).toBe(
      "Listed in the last 8 days",
    );
    expect(chipsView(all, { ...base, ranges: { created_at_timestamp: { min: 1_750_000_000 } } }, now)[0].label).toBe(
      "Listed since 15 June 2025",
    );
  });

  it("offers each choice as a chip linking to the listing without it", () => {
    const state: ListingState = {
      ...base,
      query: "awd",
      filters: { car_type: ["used"], make: ["Mazda"] },
      ranges: { price: { max: 30000 } },
    };
    const route: ListingRoute = { kind: "car-type", listing: CAR_TYPE_LISTINGS[1] };
    expect(chipsView(route, state, now)).toEqual([
      { key: "query", label: "“awd”", href: "/search/used-cars?make=Mazda&price=%3A30000" },
      { key: "car_type:used", label: "Used", href: "/search/new-used-and-demo-cars?query=awd&make=Mazda&price=%3A30000" },
      { key: "make:Mazda", label: "Mazda", href: "/search/used-cars?query=awd&price=%3A30000" },
      { key: "price", label: "Price: up to $30,000", href: "/search/used-cars?query=awd&make=Mazda" },
    ]);
  });

  it("links pages of the same listing", () => {
    const links = pageLinksView(all, { ...base, sortBy: "price:asc" }, 2, 8);
    expect(links.prev).toBe("/search/new-used-and-demo-cars?sortBy=price%3Aasc");
    expect(links.next).toBe("/search/new-used-and-demo-cars?sortBy=price%3Aasc&page=3");
    expect(links.items.map((i) => (i.kind === "page" ? i.page : "…"))).toEqual([1, 2, 3, "…", 8]);
  });
});
