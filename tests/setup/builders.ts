import { tenantConfigSchema, type TenantConfig, type TenantConfigInput } from "~/domain/tenant/tenant-config";
import type { VehicleInput } from "~/domain/vehicle/vehicle";

/** A minimal valid tenant config; override what a test is about. */
export function tenantConfig(overrides: Partial<TenantConfigInput> = {}): TenantConfig {
  const slug = overrides.slug ?? "test-motors";
  return tenantConfigSchema.parse({
    slug,
    name: "Test Motors",
    theme: { primary_colour: "#123456", secondary_colour: "#0a0a0a" },
    dealerships: [{ id: "d1", slug: `${slug}-dealer`, name: "Test Motors Dealership" }],
    locations: [
      {
        id: "l1",
        name: "Test Motors Brisbane",
        slug: `${slug}-brisbane`,
        primary: true,
        dealership_id: "d1",
        address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
        contact_detail: { phone: "07 3000 0000" },
      },
    ],
    ...overrides,
  });
}

let next = 1;
/** A valid feed row; override what a test is about. */
export function vehicleRow(overrides: Partial<VehicleInput> = {}): VehicleInput {
  const n = next++;
  return {
    stocknum: `ST${n}`,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    car_type: "used",
    status: "in_stock",
    price: 25990,
    km: 42000,
    location_id: "l1",
    images: [{ image: "/demo-photos/sedan-1.svg", thumb: null }],
    ...overrides,
  };
}
