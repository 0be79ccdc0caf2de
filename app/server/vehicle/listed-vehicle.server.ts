import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { VEHICLE_SLUG_MAX, type CarType, type Vehicle } from "~/domain/vehicle/vehicle";
import type { Db } from "../db/client.server";
import { vehicles } from "../db/schema.server";
import { findVehicleBySlug } from "../inventory/read.server";
import type { SearchIndex } from "../search/engine.server";

/** A vehicle slug as vehicleSlug and uniqueVehicleSlug make them: lower-case words and digits joined by hyphens. */
export const vehicleSlugSchema = z
  .string()
  .max(VEHICLE_SLUG_MAX)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export type VehicleLookup = { listed: true; vehicle: Vehicle } | { listed: false; vehicle: Vehicle | undefined };

/**
 * The tenant's vehicle at a slug, and whether it has a page: only what the
 * tenant's stock filter lists (spec 02 §7 'Search index queries'), so a car
 * sold beyond include_sold_cars_days or hidden from the website is a 404.
 */
export async function findListedVehicle(
  db: Db,
  index: SearchIndex,
  tenantId: number,
  slug: string | undefined,
): Promise<VehicleLookup> {
  const parsed = vehicleSlugSchema.safeParse(slug);
  if (!parsed.success) return { listed: false, vehicle: undefined };
  const vehicle = await findVehicleBySlug(db, tenantId, parsed.data);
  if (!vehicle) return { listed: false, vehicle: undefined };
  if (!index.isListed(vehicle.id)) return { listed: false, vehicle };
  return { listed: true, vehicle };
}

/** The page path of one of the tenant's vehicles by id, or null (another tenant's id is null too). */
export async function vehiclePathById(db: Db, tenantId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row ? `/cars/${row.slug}` : null;
}

/** What the phone reveal needs of one of the tenant's vehicles by id (its page, and what picks its number), or null. */
export async function revealTargetById(
  db: Db,
  tenantId: number,
  id: number,
): Promise<{ path: string; car_type: CarType; location_id: string | null } | null> {
  const [row] = await db
    .select({ slug: vehicles.slug, carType: vehicles.carType, locationId: vehicles.locationId })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row ? { path: `/cars/${row.slug}`, car_type: row.carType as CarType, location_id: row.locationId } : null;
}
