import { and, eq } from "drizzle-orm";
import { auPhoneE164 } from "~/domain/leads/forms/phone";
import { SPIN_TO_WIN_PATH } from "~/domain/spin-to-win/config";
import { prizeEmailSubject, prizeEmailText, prizeSms, type PrizeFacts } from "~/domain/spin-to-win/messages";
import { primaryLocation, siteUrl } from "~/domain/tenant/tenant-config";
import type { Db } from "../db/client.server";
import { spins, tenants, users } from "../db/schema.server";
import type { Mailer } from "../mail/mailer.server";
import { PermanentDeliveryError, type OutboxHandler } from "../outbox/types.server";
import type { SmsSender } from "../sms/sms-sender.server";
import { SPIN_PRIZE_JOB_KIND, spinPrizeJobPayloadSchema, type SpinPrizeJobPayload } from "./jobs.server";

/**
 * How the outbox sends a won prize to the shopper (spec 02 §2 /spin-to-win):
 * by the channel chosen when they spun (SMS to the phone they signed in
 * with, or email), with the claim reference (the dealer's lead), the prize's
 * conditions and, by email, the campaign's terms in full; the SMS links to
 * them.
 */
export interface SpinDeliveryDeps {
  db: Db;
  sms: SmsSender;
  mailer: Mailer;
  smsFrom?: string;
  mailFrom: string;
}

export function spinHandlers(deps: SpinDeliveryDeps): OutboxHandler<SpinPrizeJobPayload>[] {
  return [
    {
      kind: SPIN_PRIZE_JOB_KIND,
      payload: spinPrizeJobPayloadSchema,
      timeoutMs: 60_000,
      async run(job, signal) {
        const [row] = await deps.db
          .select({ spin: spins, user: users, config: tenants.config })
          .from(spins)
          .innerJoin(users, eq(users.id, spins.userId))
          .innerJoin(tenants, eq(tenants.id, spins.tenantId))
          .where(and(eq(spins.id, job.payload.spin), eq(spins.tenantId, job.tenantId)));
        if (!row) throw new PermanentDeliveryError(`Spin ${job.payload.spin} no longer exists.`);
        const { spin, user, config } = row;
        if (spin.outcome !== "prize" || !spin.prize || !spin.leadReference)
          throw new PermanentDeliveryError(`Spin ${spin.id} won no prize.`);
        const campaign = config.spin_to_win?.id === spin.campaignId ? config.spin_to_win : null;
        const pageUrl = siteUrl(config, SPIN_TO_WIN_PATH);
        const main = primaryLocation(config);
        const facts: PrizeFacts = {
          dealer: config.name,
          campaign: campaign?.title ?? "Spin to Win",
          firstName: user.firstName,
          prize: spin.prize,
          reference: spin.leadReference,
          claim: { location: main.name, phone: main.contact_detail.phone },
          pageUrl,
          campaignTerms: campaign?.terms ?? `The campaign's terms: ${pageUrl}`,
        };
        if (spin.channel === "email") {
          if (!/^[^\s@]+@[^\s@]+$/.test(user.email)) throw new PermanentDeliveryError("The shopper has no email address.");
          const sent = await deps.mailer.send({
            from: { name: config.name, address: deps.mailFrom },
            to: [user.email],
            subject: prizeEmailSubject(facts),
            text: prizeEmailText(facts),
            headers: { "X-Spin-Reference": spin.leadReference },
          });
          return { response: sent.response };
        }
        const to = auPhoneE164(user.phone);
        if (!to) throw new PermanentDeliveryError("The shopper's number is not a valid Australian number.");
        const sent = await deps.sms.send({ to, body: prizeSms(facts), from: deps.smsFrom, reference: `job-${job.id}` }, signal);
        return { response: sent.response };
      },
    },
  ];
}
