import { and, desc, eq } from "drizzle-orm";
import { WATCHLIST_MESSAGES } from "~/domain/sign-in/gated";
import type { TenantScope } from "../context.server";
import { watchlist } from "../db/schema.server";
import { findVehiclesByIds } from "../inventory/read.server";

/**
 * The signed-in shopper's watchlist (spec 01 §4, §6, §7; issue 11 §6). Every
 * call takes the session's user: nothing a request body says (a phone number)
 * chooses whose list changes. Only this tenant's listed cars can be saved;
 * a sold car only if it was already saved.
 */

export type WatchlistOutcome = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

export async function saveCar(scope: TenantScope, userId: number, carId: number, now = Date.now()): Promise<WatchlistOutcome> {
  const { db, tenant, index } = scope;
  const [car] = await findVehiclesByIds(db, tenant.id, [carId]);
  if (!car || !index.isListed(car.id, now)) return { ok: false, status: 404, message: WATCHLIST_MESSAGES.unavailable };
  const saved = await db
    .select({ one: watchlist.vehicleId })
    .from(watchlist)
    .where(and(eq(watchlist.tenantId, tenant.id), eq(watchlist.userId, userId), eq(watchlist.vehicleId, carId)));
  if (saved.length) return { ok: true, message: WATCHLIST_MESSAGES.saved };
  if (car.status === "sold") return { ok: false, status: 409, message: WATCHLIST_MESSAGES.soldNotSaved };
  await db
    .insert(watchlist)
    .values({ tenantId: tenant.id, userId, vehicleId: carId, priceAtSave: car.price, savedAt: new Date(now) })
    .onConflictDoNothing();
  return { ok: true, message: WATCHLIST_MESSAGES.saved };
}

export async function removeCar(
  scope: Pick<TenantScope, "db" | "tenant">,
  userId: number,
  carId: number,
): Promise<WatchlistOutcome> {
  await scope.db
    .delete(watchlist)
    .where(and(eq(watchlist.tenantId, scope.tenant.id), eq(watchlist.userId, userId), eq(watchlist.vehicleId, carId)));
  return { ok: true, message: WATCHLIST_MESSAGES.removed };
}

/** The user's saved cars, newest first, with the price each had when saved. */
export async function savedCars(scope: Pick<TenantScope, "db" | "tenant">, userId: number) {
  return scope.db
    .select({ vehicleId: watchlist.vehicleId, priceAtSave: watchlist.priceAtSave, savedAt: watchlist.savedAt })
    .from(watchlist)
    .where(and(eq(watchlist.tenantId, scope.tenant.id), eq(watchlist.userId, userId)))
    .orderBy(desc(watchlist.savedAt));
}
