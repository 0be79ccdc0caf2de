import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Vehicle } from "~/domain/vehicle";
import type { Tenant } from "../context.server";
import { vehicles } from "../db/schema.server";
import { findVehicleBySlug } from "../inventory/read.server";
import { getPlatform } from "../platform.server";

/** A vehicle slug as vehicleSlug makes them: lower-case words and digits joined by hyphens. */
export const vehicleSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(200);

export type VehicleLookup = { listed: true; vehicle: Vehicle } | { listed: false; vehicle: Vehicle | undefined };

/**
 * The tenant's vehicle at a slug, and whether it has a page: only what the
 * tenant's stock filter lists (spec 02 §7 'Search index queries'), so a car
 * sold beyond include_sold_cars_days or hidden from the website is a 404.
 */
export async function findListedVehicle(tenant: Tenant, slug: string | undefined): Promise<VehicleLookup> {
  const parsed = vehicleSlugSchema.safeParse(slug);
  if (!parsed.success) return { listed: false, vehicle: undefined };
  const { database, registry } = getPlatform();
  const vehicle = await findVehicleBySlug(database.db, tenant.id, parsed.data);
  if (!vehicle) return { listed: false, vehicle: undefined };
  if (!registry.index(tenant.id).isListed(vehicle.id)) return { listed: false, vehicle };
  return { listed: true, vehicle };
}

/** The page path of one of the tenant's vehicles by id, or null (another tenant's id is null too). */
export async function vehiclePathById(tenant: Tenant, id: number): Promise<string | null> {
  const [row] = await getPlatform()
    .database.db.select({ slug: vehicles.slug })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenant.id), eq(vehicles.id, id)));
  return row ? `/cars/${row.slug}` : null;
}
