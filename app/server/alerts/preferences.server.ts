import { and, eq } from "drizzle-orm";
import type { AlertChannel } from "~/domain/garage/watch-alerts";
import { users } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/** A shopper's alert setting as the unsubscribe page shows it (first name only: the page is reached by a link). */
export interface AlertSubscriber {
  firstName: string;
  channel: AlertChannel;
  hasEmail: boolean;
}

export async function alertSubscriber(db: DbOrTx, tenantId: number, userId: number): Promise<AlertSubscriber | null> {
  const [u] = await db
    .select({ firstName: users.firstName, channel: users.alertChannel, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u ? { firstName: u.firstName, channel: u.channel as AlertChannel, hasEmail: u.email.includes("@") } : null;
}

/** Sets how (or whether) the shopper gets watchlist alerts on this tenant's site; false when no such user. */
export async function setAlertChannel(
  db: DbOrTx,
  tenantId: number,
  userId: number,
  channel: AlertChannel,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ alertChannel: channel, alertChannelAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
