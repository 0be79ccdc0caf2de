import { and, desc, eq } from "drizzle-orm";
import type { AnalyticsEventInput } from "~/domain/analytics/config";
import type { Db } from "../db/client.server";
import { analyticsEvents } from "../db/schema.server";
import { limiter } from "../security/rate-limit.server";

/**
 * First-party analytics (issue 10 §3): each event the browser records is a
 * row of analytics_events for the tenant whose site sent it.
 */

/**
 * Events per client address: a page view sends one or two, a busy shopper a
 * few a minute; a script filling the table meets this (docs/ARCHITECTURE.md
 * 'Request guards').
 */
export const analyticsEventLimit = limiter("analytics-events", {
  points: 120,
  duration: 60,
  message: "Too many analytics events from your network.",
});

export async function recordAnalyticsEvent(db: Db, tenantId: number, event: AnalyticsEventInput): Promise<void> {
  await db.insert(analyticsEvents).values({
    tenantId,
    eventId: event.event_id,
    path: event.path,
    carId: event.car_id ?? null,
    leadId: event.lead_id ?? null,
  });
}

/** The tenant's latest events, newest first (tests and the CLI). */
export function recentAnalyticsEvents(db: Db, tenantId: number, limit = 100) {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.tenantId, tenantId)))
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
}
