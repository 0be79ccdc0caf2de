import { describe, expect, it } from "vitest";
import type { CardVehicle } from "~/domain/card-vehicle";
import { CAR_TYPE_LISTINGS, type ListingRoute } from "~/domain/listing-route";
import type { ListingState } from "~/domain/listing-state";
import { publicSite } from "~/domain/site";
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
    const grid = gridView(hits, [{ title: "Sell your car", text: null, image_url: null, link: "/trade-in" }], site, now);
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
    const panel = panelView(facets, base, site);
    expect(panel.map((g) => g.facet)).toEqual(["car_type", "make", "price"]);
    expect(panel.find((g) => g.facet === "make")).toMatchObject({ initial: 10, showAll: "Show all makes" });
    expect(panel.find((g) => g.facet === "price")).toMatchObject({ bounds: { min: 8000, max: 62000 } });
    expect(panel.find((g) => g.facet === "car_type")).toMatchObject({ values: [{ value: "used", label: "Used", count: 3 }] });
    const withMake = panelView(facets, { ...base, filters: { make: ["Mazda"] } }, site);
    expect(withMake.map((g) => g.facet)).toContain("model");
  });

  it("offers each choice as a chip linking to the listing without it", () => {
    const state: ListingState = {
      ...base,
      query: "awd",
      filters: { car_type: ["used"], make: ["Mazda"] },
      ranges: { price: { max: 30000 } },
    };
    const route: ListingRoute = { kind: "car-type", listing: CAR_TYPE_LISTINGS[1] };
    expect(chipsView(route, state)).toEqual([
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
