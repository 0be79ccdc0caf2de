import { and, eq, sql } from "drizzle-orm";
import { auPhoneE164 } from "~/domain/leads/forms/phone";
import { siteUrl } from "~/domain/tenant/tenant-config";
import { vehicleTitle } from "~/domain/vehicle/vehicle";
import { z } from "zod";
import { alertEmailText, alertSms, alertSubject, WATCH_ALERT_KINDS, type AlertFacts } from "~/domain/garage/watch-alerts";
import type { Db } from "../db/client.server";
import { tenants, users, vehicles, watchAlerts, watchlist } from "../db/schema.server";
import type { Mailer } from "../mail/mailer.server";
import { PermanentDeliveryError, type OutboxHandler } from "../outbox/types.server";
import type { SmsSender } from "../sms/sms-sender.server";
import { WATCH_ALERT_JOB_KIND, watchAlertJobPayloadSchema, type WatchAlertJobPayload } from "./jobs.server";
import { unsubscribePath } from "./unsubscribe-token.server";

/**
 * How the outbox delivers a watchlist alert (issue 11 §8): by the shopper's
 * channel as it is at the attempt (SMS to the phone they signed in with, or
 * email), naming the dealer, the car and its price, with the one-click
 * unsubscribe link; for email also the List-Unsubscribe and
 * List-Unsubscribe-Post headers of RFC 8058. A shopper who unsubscribed, or
 * removed the car from their watchlist, since the alert was made is sent
 * nothing (the job ends done, saying so).
 */
export interface AlertDeliveryDeps {
  db: Db;
  sms: SmsSender;
  mailer: Mailer;
  /** The server secret (auth/secret.server.ts) the unsubscribe token is keyed from. */
  secret: Buffer;
  smsFrom?: string;
  mailFrom: string;
}

export function alertHandlers(deps: AlertDeliveryDeps): OutboxHandler<WatchAlertJobPayload>[] {
  return [
    {
      kind: WATCH_ALERT_JOB_KIND,
      payload: watchAlertJobPayloadSchema,
      timeoutMs: 60_000,
      async run(job, signal) {
        const [row] = await deps.db
          .select({ alert: watchAlerts, user: users, vehicle: vehicles, config: tenants.config })
          .from(watchAlerts)
          .innerJoin(users, eq(users.id, watchAlerts.userId))
          .innerJoin(vehicles, eq(vehicles.id, watchAlerts.vehicleId))
          .innerJoin(tenants, eq(tenants.id, watchAlerts.tenantId))
          .where(and(eq(watchAlerts.id, job.payload.alert), eq(watchAlerts.tenantId, job.tenantId)));
        if (!row) throw new PermanentDeliveryError(`Alert ${job.payload.alert} no longer exists.`);
        const { alert, user, vehicle, config } = row;
        const kind = z.enum(WATCH_ALERT_KINDS).safeParse(alert.kind);
        if (!kind.success) throw new PermanentDeliveryError(`Alert ${alert.id} has an unknown kind: ${alert.kind}.`);
        if (user.alertChannel === "off") return { response: "not sent: the shopper unsubscribed from alerts" };
        const [saved] = await deps.db
          .select({ userId: watchlist.userId })
          .from(watchlist)
          .where(
            and(
              eq(watchlist.tenantId, alert.tenantId),
              eq(watchlist.userId, alert.userId),
              eq(watchlist.vehicleId, alert.vehicleId),
            ),
          );
        if (!saved) return { response: "not sent: the car is no longer in the shopper's watchlist" };
        const unsubscribeUrl = siteUrl(config, unsubscribePath(deps.secret, { tenantId: alert.tenantId, userId: user.id }));
        const facts: AlertFacts = {
          kind: kind.data,
          dealer: config.name,
          car: vehicleTitle(vehicle),
          price: alert.price,
          previousPrice: alert.previousPrice,
          carUrl: siteUrl(config, `/cars/${vehicle.slug}`),
          unsubscribeUrl,
        };
        if (user.alertChannel === "email") {
          if (!/^[^\s@]+@[^\s@]+$/.test(user.email)) throw new PermanentDeliveryError("The shopper has no email address.");
          // RFC 8058 one-click needs an HTTPS URI; a site with no domain (development) gets the link in the text only.
          const headers = unsubscribeUrl.startsWith("https://")
            ? { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
            : undefined;
          const sent = await deps.mailer.send({
            from: { name: config.name, address: deps.mailFrom },
            to: [user.email],
            subject: alertSubject(facts),
            text: alertEmailText(facts),
            headers,
          });
          return { response: sent.response };
        }
        const to = auPhoneE164(user.phone);
        if (!to) throw new PermanentDeliveryError("The shopper's number is not a valid Australian number.");
        const sent = await deps.sms.send({ to, body: alertSms(facts), from: deps.smsFrom, reference: `job-${job.id}` }, signal);
        return { response: sent.response };
      },
      // The channel the alert went by (the shopper's at the attempt: 'off' when nothing was sent).
      settle: (job, outcome, settled) =>
        outcome === "done"
          ? sql`update watch_alerts set channel = (select u.alert_channel from users u where u.id = watch_alerts.user_id)
              where id = ${job.payload.alert} and ${settled}`
          : sql`select 1`,
    },
  ];
}
