import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../tenants/repository.server";
import { vehicles } from "../db/schema.server";

/**
 * Records one view of a vehicle page and answers the new count (spec 01 §7
 * 'GET {baseAPI}/cars/{slug}/view.json'). Views are not search data: the row's
 * revision and updated_at stay as they are, so no index reload follows.
 */
export async function recordView(db: DbOrTx, tenantId: number, vehicleId: number): Promise<number | null> {
  const [row] = await db
    .update(vehicles)
    .set({ views: sql`${vehicles.views} + 1` })
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, vehicleId)))
    .returning({ views: vehicles.views });
  return row?.views ?? null;
}
