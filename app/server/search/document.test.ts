import { describe, expect, it } from "vitest";
import { vehicleInputSchema, type Vehicle, type VehicleInput } from "~/domain/vehicle/vehicle";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { searchOptionsFor, toSearchDoc } from "./document.server";
import { SearchIndex } from "./engine.server";

const CREATED = new Date("2026-01-10T00:00:00Z");

/** A stored vehicle: a valid feed row plus what the platform keeps about it. */
function storedVehicle(overrides: Partial<VehicleInput> = {}, platform: Partial<Vehicle> = {}): Vehicle {
  return {
    ...vehicleInputSchema.parse(vehicleRow(overrides)),
    id: 42,
    tenant_id: 1,
    slug: "2021-toyota-corolla",
    path: "/cars/2021-toyota-corolla",
    photos_count: 1,
    views: 0,
    created_at: CREATED,
    updated_at: CREATED,
    sold_at: null,
    last_seen_at: CREATED,
    ...platform,
  };
}

/** Two dealerships, a Brisbane primary location and a Gold Coast one. */
const config = tenantConfig({
  dealerships: [
    { id: "d1", slug: "test-dealer", name: "Test Motors" },
    { id: "d2", slug: "coast-dealer", name: "Coast Motors" },
  ],
  locations: [
    {
      id: "l1",
      name: "Test Motors Brisbane",
      slug: "brisbane",
      primary: true,
      dealership_id: "d1",
      address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
      contact_detail: { phone: "07 3000 0000" },
    },
    {
      id: "l2",
      name: "Coast Motors Southport",
      slug: "southport",
      dealership_id: "d2",
      address: { street: "2 Beach Rd", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
      contact_detail: { phone: "07 5500 0000" },
    },
  ],
});

describe("toSearchDoc (spec 01 §3 'Search facets')", () => {
  it("takes location facets from the vehicle's location and its dealership", () => {
    const doc = toSearchDoc(storedVehicle({ location_id: "l2" }), config);
    expect(doc.values).toMatchObject({
      city: "Southport",
      state: "QLD",
      location_name: "Coast Motors Southport",
      dealership_name: "Coast Motors",
    });
    expect(doc.hit).toMatchObject({
      location: { id: "l2", name: "Coast Motors Southport", slug: "southport", city: "Southport", state: "QLD" },
      dealership_id: "d2",
      dealership_slug: "coast-dealer",
    });
  });

  it("falls back to the primary location when the vehicle's is unknown or missing", () => {
    for (const location_id of ["nowhere", null]) {
      expect(toSearchDoc(storedVehicle({ location_id }), config).values).toMatchObject({
        city: "Brisbane",
        dealership_name: "Test Motors",
      });
    }
  });

  it("derives the facet values", () => {
    const v = storedVehicle({
      make: "Toyota",
      model: "RAV4",
      badge: "GX",
      simple_body: "SUV",
      simple_fuel: null,
      fuel: "Hybrid",
      simple_transmission: "Automatic",
      simple_drive: "AWD",
      seats: 5,
      certified: true,
      price: 38_990,
      categories: ["Family"],
      filtered_features: ["Bluetooth"],
    });
    expect(toSearchDoc(v, config).values).toMatchObject({
      make: "Toyota",
      model: "RAV4",
      make_model: "Toyota RAV4",
      badge: "GX",
      body: "SUV",
      fuel: "Hybrid",
      transmission: "Automatic",
      drive: "AWD",
      seats: "5",
      certified: "true",
      price_range: "$30,000 - $40,000",
      status: "in_stock",
      car_type: "used",
      item_type: "car",
      categories: ["Family"],
      filtered_features: ["Bluetooth"],
    });
    expect(toSearchDoc(storedVehicle({ item_type: "motorcycle" }), config).hit.item_type).toBe("motorcycle");
    expect(toSearchDoc(v, config).hit.item_type).toBe("car");
    expect(
      toSearchDoc(storedVehicle({ simple_fuel: "Petrol", fuel: "ULP", certified: false, seats: null, price: 0 }), config).values,
    ).toMatchObject({
      fuel: "Petrol",
      certified: "false",
      seats: null,
      price_range: null,
    });
  });

  it("derives ranges, sort keys and stock-filter inputs", () => {
    const soldAt = new Date("2026-01-12T00:00:00Z");
    const v = storedVehicle(
      {
        price: 25_990,
        km: 42_000,
        year: 2021,
        custom_rank: 3,
        status: "sold",
        youxQuote: { weeklyRepaymentAmount: 129.5, advertisedRate: 8.9, comparisonRate: 9.4 },
      },
      { sold_at: soldAt, photos_count: 7 },
    );
    const doc = toSearchDoc(v, config);
    expect(doc.ranges).toEqual({
      price: 25_990,
      km: 42_000,
      year: 2021,
      subscription_price: null,
      weekly_price_range: 129.5,
      created_at_timestamp: CREATED.getTime() / 1000,
    });
    expect(doc.sort).toEqual({ custom_rank: 3, price: 25_990, year: 2021, km: 42_000, created_at: CREATED.getTime() });
    expect(doc.stock).toEqual({
      status: "sold",
      car_type: "used",
      show_on_dealer_website: true,
      sold_at: soldAt.getTime(),
      last_seen_at: CREATED.getTime(),
      photos_count: 7,
    });
    expect(doc.hit).toMatchObject({
      weekly_price: 129.5,
      created_at: CREATED.toISOString(),
      primary_image_url: "/demo-photos/sedan-1.svg",
    });
    expect(toSearchDoc(storedVehicle(), config).ranges.weekly_price_range).toBeNull();
  });

  it("puts the descriptive words into the keyword text, so a search finds them", () => {
    const v = storedVehicle({
      make: "Honda",
      model: "CR-V",
      badge: "VTi L7",
      colour: "Ignite Red",
      stocknum: "U1234",
      vin: "JHMRW1H51NX000001",
    });
    const doc = toSearchDoc(v, config);
    for (const word of ["Honda", "CR-V", "VTi", "Ignite", "U1234", "JHMRW1H51NX000001", "used"]) expect(doc.text).toContain(word);
    const index = SearchIndex.build([doc], searchOptionsFor(config));
    const find = (query: string) =>
      index.search({ query, page: 1, sortBy: "custom_rank:desc", hitsPerPage: 21, filters: {}, ranges: {} }, CREATED.getTime())
        .count;
    expect(find("honda crv red")).toBe(1);
    expect(find("u1234")).toBe(1);
    expect(find("honda civic")).toBe(0);
  });
});

describe("searchOptionsFor", () => {
  it("reads the tenant's stock filter and search switches", () => {
    const c = tenantConfig({
      stock_filter: { include_sold_cars_days: 7, freshness_days: 5 },
      search: { price_ascending_excludes_zero: true },
      features: { certified_badge: true, certified_only: true },
    });
    expect(searchOptionsFor(c)).toEqual({
      stockFilter: {
        include_sold_cars_days: 7,
        freshness_days: 5,
        car_types: ["new", "demo", "used"],
        min_photos: 0,
        photos_required_for: ["new", "demo", "used"],
      },
      priceAscendingExcludesZero: true,
      certifiedOnly: true,
    });
  });
});
