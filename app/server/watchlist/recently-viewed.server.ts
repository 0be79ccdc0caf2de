import { and, desc, eq, lt, sql } from "drizzle-orm";
import { garagePath } from "~/domain/sign-in/journeys";
import { currentUser } from "../auth/current-user.server";
import type { TenantScope } from "../context.server";
import { recentlyViewed } from "../db/schema.server";

/**
 * Recently viewed cars for My Garage (issue 11 §7), kept on the server for
 * the signed-in shopper rather than in the browser: My Garage then shows them
 * on the server's first paint and on every device the shopper signs in on,
 * as it does their saved cars. Only signed-in views on a site with the garage
 * are recorded (their pages are never cached, so the loader runs for each),
 * one row per car, the newest RECENTLY_VIEWED_KEEP kept: anonymous browsing
 * is stored nowhere.
 */
export const RECENTLY_VIEWED_KEEP = 12;

type Scope = Pick<TenantScope, "db" | "tenant">;

/** For the vehicle page's loader: records the view when a signed-in shopper opens a car. */
export async function recordRecentlyViewedFor(
  scope: Scope,
  request: Request,
  vehicleId: number,
  now = new Date(),
): Promise<void> {
  if (!garagePath(scope.tenant.config)) return;
  const user = await currentUser(scope, request);
  if (!user) return;
  await recordRecentlyViewed(scope, user.id, vehicleId, now);
}

export async function recordRecentlyViewed(scope: Scope, userId: number, vehicleId: number, now = new Date()): Promise<void> {
  const { db, tenant } = scope;
  await db
    .insert(recentlyViewed)
    .values({ tenantId: tenant.id, userId, vehicleId, viewedAt: now })
    .onConflictDoUpdate({
      target: [recentlyViewed.tenantId, recentlyViewed.userId, recentlyViewed.vehicleId],
      set: { viewedAt: now },
    });
  // Past the newest KEEP, older views go (the KEEP-th newest view time is the cut).
  const mine = and(eq(recentlyViewed.tenantId, tenant.id), eq(recentlyViewed.userId, userId));
  const [cut] = await db
    .select({ at: recentlyViewed.viewedAt })
    .from(recentlyViewed)
    .where(mine)
    .orderBy(desc(recentlyViewed.viewedAt))
    .offset(RECENTLY_VIEWED_KEEP - 1)
    .limit(1);
  if (cut) await db.delete(recentlyViewed).where(and(mine, lt(recentlyViewed.viewedAt, cut.at)));
}

/** The shopper's recently viewed car ids, newest first. */
export async function recentlyViewedIds(scope: Scope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ id: recentlyViewed.vehicleId })
    .from(recentlyViewed)
    .where(and(eq(recentlyViewed.tenantId, scope.tenant.id), eq(recentlyViewed.userId, userId)))
    .orderBy(desc(recentlyViewed.viewedAt), sql`${recentlyViewed.vehicleId} desc`)
    .limit(RECENTLY_VIEWED_KEEP);
  return rows.map((r) => r.id);
}
