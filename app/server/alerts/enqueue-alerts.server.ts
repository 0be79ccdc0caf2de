import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { primaryLocation, type TenantConfig } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { StockStatus } from "~/domain/vehicle/vehicle";
import { alertDay, alertPrice, watchAlertKind, type AlertState } from "~/domain/garage/watch-alerts";
import { rowsOf } from "../db/rows.server";
import { tenants, users, vehicles, watchlist } from "../db/schema.server";
import { notifyIfJobsSql } from "../outbox/enqueue.server";
import type { DbOrTx } from "../tenants/repository.server";
import { WATCH_ALERT_JOB_KIND } from "./jobs.server";

/**
 * Watchlist alerts from a stock import (issue 11 §8). The import reads the
 * saved cars' states before it writes (watchedVehicles: only cars some
 * subscribed shopper saved, never the whole stock), its writer notes which of
 * them it changed, and enqueueWatchAlerts turns those changes into alerts in
 * the import's own transaction: an alert and its outbox job exist exactly
 * when the stock change does.
 */

export interface WatchedVehicle {
  state: AlertState;
  locationId: string | null;
}

/** The tenant's saved cars with at least one subscribed watcher, as they are before the import writes. */
export async function watchedVehicles(tx: DbOrTx, tenantId: number): Promise<Map<number, WatchedVehicle>> {
  const watchers = tx
    .select({ id: watchlist.vehicleId })
    .from(watchlist)
    .innerJoin(users, and(eq(users.id, watchlist.userId), eq(users.tenantId, watchlist.tenantId)))
    .where(and(eq(watchlist.tenantId, tenantId), ne(users.alertChannel, "off")));
  const rows = await tx
    .select({
      id: vehicles.id,
      status: vehicles.status,
      price: vehicles.price,
      offerPrice: sql<number | null>`(${vehicles.data}->>'offer_price')::float8`,
      show: vehicles.showOnDealerWebsite,
      locationId: vehicles.locationId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, watchers)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        state: { status: r.status as StockStatus, price: r.price, offer_price: r.offerPrice, show_on_dealer_website: r.show },
        locationId: r.locationId,
      },
    ]),
  );
}

export interface PlannedAlert {
  vehicle_id: number;
  kind: string;
  day: string;
  price: number | null;
  previous_price: number | null;
}

/** The alerts the changes make (pure: which kind, which day, which prices). */
export function plannedAlerts(
  config: Pick<TenantConfig, "locations">,
  watched: ReadonlyMap<number, WatchedVehicle>,
  changes: ReadonlyMap<number, AlertState | "sold">,
  now: Date,
): PlannedAlert[] {
  const planned: PlannedAlert[] = [];
  for (const [id, change] of changes) {
    const before = watched.get(id);
    if (!before) continue;
    const after = change === "sold" ? { ...before.state, status: "sold" as const } : change;
    const kind = watchAlertKind(before.state, after);
    if (!kind) continue;
    const location = config.locations.find((l) => l.id === before.locationId) ?? primaryLocation(config as TenantConfig);
    planned.push({
      vehicle_id: id,
      kind,
      day: alertDay(now, timeZoneForLocation(location)),
      price: alertPrice(after),
      previous_price: alertPrice(before.state),
    });
  }
  return planned;
}

/**
 * One alert and one outbox job per subscribed watcher of each changed car,
 * unless that watcher already had an alert about that car on that day: the
 * unique key (tenant, user, car, day) makes the INSERT skip it, in this
 * process or any other, so a second drop the same day sends nothing. One
 * statement; the workers are woken when the transaction commits. Answers
 * how many alerts were enqueued.
 */
export async function enqueueWatchAlerts(
  tx: DbOrTx,
  tenantId: number,
  watched: ReadonlyMap<number, WatchedVehicle>,
  changes: ReadonlyMap<number, AlertState | "sold">,
  now: Date,
): Promise<number> {
  if (changes.size === 0) return 0;
  const [tenant] = await tx.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return 0;
  const planned = plannedAlerts(tenant.config, watched, changes, now);
  if (planned.length === 0) return 0;
  const result = await tx.execute(sql`
    with c as (
      select * from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb)
        as c(vehicle_id bigint, kind text, day date, price int, previous_price int)
    ),
    ins as (
      insert into watch_alerts (tenant_id, user_id, vehicle_id, kind, day, price, previous_price, created_at)
      select w.tenant_id, w.user_id, w.vehicle_id, c.kind, c.day, c.price, c.previous_price, ${now.toISOString()}::timestamptz
      from c
      join watchlist w on w.tenant_id = ${tenantId} and w.vehicle_id = c.vehicle_id
      join users u on u.id = w.user_id and u.tenant_id = w.tenant_id and u.alert_channel <> 'off'
      on conflict (tenant_id, user_id, vehicle_id, day) do nothing
      returning id, tenant_id
    ),
    jobs as (
      insert into outbox_jobs (tenant_id, kind, subject, payload)
      select tenant_id, ${WATCH_ALERT_JOB_KIND}, 'watch-alert:' || id, jsonb_build_object('alert', id) from ins
      returning id
    )
    select (select count(*) from jobs)::int as n, ${notifyIfJobsSql("jobs")} as notified`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}
