import { vehicleInputSchema, vehicleSlug, type Vehicle, type VehicleInput } from "~/domain/vehicle/vehicle";
import { vehicleRow } from "./builders";

/** A stored vehicle as pages see it (feed row validated, plus platform fields); override what a test is about. */
export function storedVehicle(overrides: Partial<VehicleInput> = {}, platform: Partial<Vehicle> = {}): Vehicle {
  const data = vehicleInputSchema.parse(vehicleRow(overrides));
  const slug = platform.slug ?? vehicleSlug(data);
  const now = new Date("2025-01-15T00:00:00Z");
  return {
    ...data,
    id: 1,
    tenant_id: 1,
    slug,
    path: `/cars/${slug}`,
    photos_count: data.images.length,
    views: 0,
    created_at: now,
    updated_at: now,
    sold_at: null,
    last_seen_at: now,
    ...platform,
  };
}
