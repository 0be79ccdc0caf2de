import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { DbOrTx } from "../tenants/repository.server";
import { vehicles, type VehicleRow } from "../db/schema.server";

/**
 * The columns a Vehicle is made of: the feed record and the platform's
 * fields. The typed columns repeat fields of `data` for SQL's sake, so a
 * reader that only makes vehicles (the tenant registry reading a whole
 * stock) selects these alone: half the bytes to parse and map per row.
 */
const VEHICLE_FIELDS = {
  data: vehicles.data,
  status: vehicles.status,
  createdAt: vehicles.createdAt,
  id: vehicles.id,
  tenantId: vehicles.tenantId,
  slug: vehicles.slug,
  photosCount: vehicles.photosCount,
  views: vehicles.views,
  updatedAt: vehicles.updatedAt,
  soldAt: vehicles.soldAt,
  lastSeenAt: vehicles.lastSeenAt,
};
export type StoredVehicle = Pick<VehicleRow, keyof typeof VEHICLE_FIELDS>;

/** The stored vehicle as pages and the search index see it: feed data plus platform fields. */
export function rowToVehicle(row: StoredVehicle): Vehicle {
  return { ...row.data, ...platformFields(row) };
}

/**
 * rowToVehicle without the copy: the row's own `data` becomes the vehicle.
 * For a reader that owns the rows and drops them (the tenant registry reading
 * a whole stock): one object of every feed field less to collect per vehicle.
 */
export function rowIntoVehicle(row: StoredVehicle): Vehicle {
  return Object.assign(row.data, platformFields(row));
}

function platformFields(row: StoredVehicle) {
  return {
    // Typed columns win over the JSON where the platform changes them (status on full feeds).
    status: row.status as Vehicle["status"],
    created_at: row.createdAt,
    id: row.id,
    tenant_id: row.tenantId,
    slug: row.slug,
    path: `/cars/${row.slug}`,
    photos_count: row.photosCount,
    views: row.views,
    updated_at: row.updatedAt,
    sold_at: row.soldAt,
    last_seen_at: row.lastSeenAt,
  };
}

export async function findVehicleBySlug(db: DbOrTx, tenantId: number, slug: string): Promise<Vehicle | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.slug, slug)));
  return row ? rowToVehicle(row) : undefined;
}

/** The tenant's vehicles with these ids, in the order asked (ids of other tenants or none are left out). */
export async function findVehiclesByIds(db: DbOrTx, tenantId: number, ids: readonly number[]): Promise<Vehicle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, rowToVehicle(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The tenant's vehicles changed after the given stock revision (all of them for 0). */
export async function vehiclesChangedSince(db: DbOrTx, tenantId: number, revision: number): Promise<Vehicle[]> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), gt(vehicles.revision, revision)));
  return rows.map(rowToVehicle);
}

/**
 * The ids of the tenant's vehicles changed after a stock revision (all of
 * them for 0), ascending: the tenant registry learns how many changed before
 * it reads any, then reads them a page at a time by id (vehicleRowsWithIds).
 * One pass over the (tenant_id, revision) index; paging by `id > last ...
 * order by id limit n` instead read and sorted every changed row for each
 * page when the planner chose that index (79 s for 200,000 vehicles).
 */
export async function changedVehicleIds(db: DbOrTx, tenantId: number, revision: number): Promise<number[]> {
  // One text of ids rather than a row per id: 200,000 rows took the driver a
  // 120 ms block to parse, one string of them a few ms.
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${vehicles.id}::text, ',' order by ${vehicles.id})` })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), gt(vehicles.revision, revision)));
  return row?.ids ? row.ids.split(",").map(Number) : [];
}

/**
 * The stored rows of the tenant's vehicles with these ids, in id order (a
 * page of changedVehicleIds); the caller turns them into vehicles
 * (rowToVehicle) a slice at a time.
 */
export async function vehicleRowsWithIds(db: DbOrTx, tenantId: number, ids: readonly number[]): Promise<StoredVehicle[]> {
  if (ids.length === 0) return [];
  return db
    .select(VEHICLE_FIELDS)
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), sql`${vehicles.id} = any(${`{${ids.join(",")}}`}::bigint[])`))
    .orderBy(asc(vehicles.id));
}

export async function countVehicles(db: DbOrTx, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId));
  return row?.n ?? 0;
}

/** One of the tenant's vehicles by id (another tenant's id finds nothing). */
export async function findVehicleById(db: DbOrTx, tenantId: number, id: number): Promise<Vehicle | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  return row ? rowToVehicle(row) : undefined;
}

/** How many vehicles each tenant has (tenants with none are absent): the registry's loader threads take the largest first. */
export async function vehicleCountsByTenant(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ tenantId: vehicles.tenantId, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .groupBy(vehicles.tenantId);
  return new Map(rows.map((r) => [r.tenantId, r.n]));
}
