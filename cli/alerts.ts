import { and, eq } from "drizzle-orm";
import { normalisePhone } from "~/domain/leads/forms/phone";
import { ALERT_CHANNELS, type AlertChannel } from "~/domain/garage/watch-alerts";
import { setAlertChannel } from "~/server/alerts/preferences.server";
import { listAlerts } from "~/server/alerts/read.server";
import { users } from "~/server/db/schema.server";
import { fail, out, parseListArgs } from "./command";
import { withCliTenant } from "./database";

const USAGE = `Usage: npm run cli -- alerts <command>

  list <slug> [--limit N]             the tenant's latest watchlist alerts (default 50), newest first:
                                      id, made, day, kind, car, price, shopper, channel used, delivery
  channel <slug> <phone> <sms|email|off>   how a shopper gets alerts (e.g. asked by phone to stop them)

  Alerts are made by stock imports and feeds for saved cars whose price drops, or
  that are sold or back in stock, at most one per shopper and car a dealer day; the
  running server's outbox worker sends them (SMS to DATA_DIR/sms, or mail, without
  a provider configured).
`;

export async function runAlertsCommand(command: string | undefined, args: string[]): Promise<number> {
  if (command === "list") return list(args);
  if (command === "channel" && args.length === 3) return channel(args[0], args[1], args[2]);
  return fail(USAGE, 2);
}

async function list(args: string[]): Promise<number> {
  const parsed = parseListArgs(args);
  if (!parsed) return fail(USAGE, 2);
  const { slug, limit } = parsed;
  return withCliTenant(slug, async (db, tenant) => {
    const rows = await listAlerts(db, tenant.id, limit);
    if (rows.length === 0) out(`No alerts for ${tenant.slug}\n`);
    for (const a of rows) {
      const price = a.price === null ? "-" : `$${a.price}${a.previousPrice === null ? "" : ` (was $${a.previousPrice})`}`;
      const job = a.job ? `${a.job.status}, ${a.job.attempts} attempt${a.job.attempts === 1 ? "" : "s"}` : "no job";
      const error = a.job?.lastError ? ` (${a.job.lastError})` : "";
      out(
        `${a.id}\t${a.createdAt.toISOString()}\t${a.day}\t${a.kind}\t${a.car}${a.stocknum ? ` [${a.stocknum}]` : ""}\t${price}\t` +
          `${a.shopper} ${a.phone}\t${a.channel ?? `(${a.setting})`}\t${job}${error}\n`,
      );
    }
    return 0;
  });
}

async function channel(slug: string, phone: string, value: string): Promise<number> {
  if (!(ALERT_CHANNELS as readonly string[]).includes(value)) return fail(USAGE, 2);
  const normalised = normalisePhone(phone);
  return withCliTenant(slug, async (db, tenant) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.phone, normalised)));
    if (!user) return fail(`No shopper with phone ${normalised} on ${slug}`);
    await setAlertChannel(db, tenant.id, user.id, value as AlertChannel);
    out(`${slug} ${normalised}: alerts ${value === "off" ? "off" : `by ${value}`}\n`);
    return 0;
  });
}
