import { and, count, desc, eq } from "drizzle-orm";
import { WATCHLIST_MESSAGES } from "~/domain/sign-in/gated";
import { WATCHLIST_LIMIT } from "~/domain/sign-in/watchlist";
import type { TenantScope } from "../context.server";
import { watchlist } from "../db/schema.server";
import { findVehiclesByIds } from "../inventory/read.server";

/**
 * The signed-in shopper's watchlist (spec 01 §4, §6, §7; issue 11 §6). Every
 * call takes the session's user: nothing a request body says (a phone number)
 * chooses whose list changes. Only this tenant's listed cars can be saved;
 * a sold car only if it was already saved; at most WATCHLIST_LIMIT cars.
 */

export type WatchlistOutcome = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

type Scope = Pick<TenantScope, "db" | "tenant">;

export async function saveCar(scope: TenantScope, userId: number, carId: number, now = Date.now()): Promise<WatchlistOutcome> {
  const { db, tenant, index } = scope;
  const [car] = await findVehiclesByIds(db, tenant.id, [carId]);
  if (!car || !index.isListed(car.id, now)) return { ok: false, status: 404, message: WATCHLIST_MESSAGES.unavailable };
  const mine = and(eq(watchlist.tenantId, tenant.id), eq(watchlist.userId, userId));
  const saved = await db
    .select({ one: watchlist.vehicleId })
    .from(watchlist)
    .where(and(mine, eq(watchlist.vehicleId, carId)));
  if (saved.length) return { ok: true, message: WATCHLIST_MESSAGES.saved };
  if (car.status === "sold") return { ok: false, status: 409, message: WATCHLIST_MESSAGES.soldNotSaved };
  const [{ n }] = await db.select({ n: count() }).from(watchlist).where(mine);
  if (n >= WATCHLIST_LIMIT) return { ok: false, status: 409, message: WATCHLIST_MESSAGES.full };
  await db
    .insert(watchlist)
    .values({ tenantId: tenant.id, userId, vehicleId: carId, priceAtSave: car.price, savedAt: new Date(now) })
    .onConflictDoNothing();
  return { ok: true, message: WATCHLIST_MESSAGES.saved };
}

export async function removeCar(scope: Scope, userId: number, carId: number): Promise<WatchlistOutcome> {
  await scope.db
    .delete(watchlist)
    .where(and(eq(watchlist.tenantId, scope.tenant.id), eq(watchlist.userId, userId), eq(watchlist.vehicleId, carId)));
  return { ok: true, message: WATCHLIST_MESSAGES.removed };
}

/**
 * Issue 11 §6 "Local favourites merge into the account at sign-in": each of
 * the browser's favourites that this tenant lists and has not sold is saved
 * (the rules of saveCar, one by one, so the limit holds). Returns how many
 * are on the watchlist afterwards of those asked.
 */
export async function mergeFavourites(
  scope: TenantScope,
  userId: number,
  ids: readonly number[],
  now = Date.now(),
): Promise<number> {
  let merged = 0;
  for (const id of ids) if ((await saveCar(scope, userId, id, now)).ok) merged += 1;
  return merged;
}

/** The user's saved cars, newest first, with the price each had when saved. */
export async function savedCars(scope: Scope, userId: number) {
  return scope.db
    .select({ vehicleId: watchlist.vehicleId, priceAtSave: watchlist.priceAtSave, savedAt: watchlist.savedAt })
    .from(watchlist)
    .where(and(eq(watchlist.tenantId, scope.tenant.id), eq(watchlist.userId, userId)))
    .orderBy(desc(watchlist.savedAt))
    .limit(WATCHLIST_LIMIT);
}

/** Just the ids (the Save buttons' state on every page, from the root loader). */
export async function savedCarIds(scope: Scope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ id: watchlist.vehicleId })
    .from(watchlist)
    .where(and(eq(watchlist.tenantId, scope.tenant.id), eq(watchlist.userId, userId)))
    .limit(WATCHLIST_LIMIT);
  return rows.map((r) => r.id);
}
