import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "../db/rows.server";
import type { DbOrTx } from "../tenants/repository.server";
import { vehicleViews, vehicles } from "../db/schema.server";
import type { CountedBy } from "./phone-reveals.server";

/**
 * Records a view of a vehicle page and answers the count (spec 01 §7
 * 'GET {baseAPI}/cars/{slug}/view.json'), raising it only for a visitor not
 * yet counted for this car today (issue 8: 2,000 requests made 2,000 views).
 * The insert into vehicle_views and the increment are one statement, so two
 * requests at once count once. Views are not search data: the row's revision
 * and updated_at stay as they are, so no index reload follows.
 */
export async function countView(db: DbOrTx, tenantId: number, vehicleId: number, by: CountedBy): Promise<number | null> {
  const result: unknown = await db.execute(sql`
    WITH counted AS (
      INSERT INTO ${vehicleViews} (tenant_id, vehicle_id, day, visitor)
      SELECT ${tenantId}, ${vehicleId}, ${by.day}::date, ${by.visitor}
      WHERE EXISTS (SELECT 1 FROM ${vehicles} WHERE tenant_id = ${tenantId} AND id = ${vehicleId})
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE ${vehicles} SET views = views + (SELECT count(*) FROM counted)
    WHERE tenant_id = ${tenantId} AND id = ${vehicleId}
    RETURNING views`);
  const rows = rowsOf<{ views: number | string }>(result);
  return rows[0] ? Number(rows[0].views) : null;
}

/** True when this visitor's view of the car is already counted for the day. */
export async function viewRecorded(db: DbOrTx, tenantId: number, vehicleId: number, by: CountedBy): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(vehicleViews)
    .where(
      and(
        eq(vehicleViews.tenantId, tenantId),
        eq(vehicleViews.vehicleId, vehicleId),
        eq(vehicleViews.day, by.day),
        eq(vehicleViews.visitor, by.visitor),
      ),
    )
    .limit(1);
  return Boolean(row);
}
