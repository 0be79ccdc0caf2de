import { and, desc, eq, sql } from "drizzle-orm";
import { users, vehicles, watchAlerts } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/** One alert as an operator sees it (`npm run cli -- alerts list`): what, about which car, to whom, and how its delivery went. */
export interface AlertListing {
  id: number;
  createdAt: Date;
  day: string;
  kind: string;
  price: number | null;
  previousPrice: number | null;
  car: string;
  stocknum: string | null;
  shopper: string;
  phone: string;
  /** The shopper's setting now, and what delivery used (null: not delivered yet). */
  setting: string;
  channel: string | null;
  /** The outbox job's status (pending, running, done, dead), its attempts and last error. */
  job: { id: number; status: string; attempts: number; lastError: string | null } | null;
}

/** The tenant's latest alerts, newest first. */
export async function listAlerts(db: DbOrTx, tenantId: number, limit = 50): Promise<AlertListing[]> {
  const rows = await db
    .select({
      a: watchAlerts,
      car: sql<string>`${vehicles.year} || ' ' || ${vehicles.make} || ' ' || ${vehicles.model}`,
      stocknum: vehicles.stocknum,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      setting: users.alertChannel,
      job: sql<{ id: number; status: string; attempts: number; last_error: string | null } | null>`(
        select jsonb_build_object('id', j.id, 'status', j.status, 'attempts', j.attempts, 'last_error', j.last_error)
        from outbox_jobs j
        where j.tenant_id = ${watchAlerts.tenantId} and j.subject = 'watch-alert:' || ${watchAlerts.id}
        order by j.id desc limit 1)`,
    })
    .from(watchAlerts)
    .innerJoin(users, eq(users.id, watchAlerts.userId))
    .innerJoin(vehicles, eq(vehicles.id, watchAlerts.vehicleId))
    .where(and(eq(watchAlerts.tenantId, tenantId)))
    .orderBy(desc(watchAlerts.createdAt), desc(watchAlerts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.a.id,
    createdAt: r.a.createdAt,
    day: r.a.day,
    kind: r.a.kind,
    price: r.a.price,
    previousPrice: r.a.previousPrice,
    car: r.car,
    stocknum: r.stocknum,
    shopper: `${r.firstName} ${r.lastName}`.trim(),
    phone: r.phone,
    setting: r.setting,
    channel: r.a.channel,
    job: r.job ? { id: Number(r.job.id), status: r.job.status, attempts: r.job.attempts, lastError: r.job.last_error } : null,
  }));
}
