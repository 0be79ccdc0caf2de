import { and, eq } from "drizzle-orm";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Db } from "../db/client.server";
import { leads, tenants, type LeadRow } from "../db/schema.server";
import type { MailAddress, Mailer } from "../mail/mailer.server";
import { PermanentDeliveryError, type OutboxHandler, type OutboxJob } from "../outbox/types.server";
import { settleLeadJobSql } from "./delivery-status.server";
import { confirmationEmail, crmEmail, dealerEmail } from "./emails.server";
import { LEAD_JOB_KINDS, leadJobPayloadSchema, type LeadJobPayload } from "./jobs.server";
import { leadFacts, type LeadFacts } from "./lead-facts.server";
import type { DevelopmentReceiver } from "./development-receiver.server";
import { pinnedHttpTransport, type WebhookTransport } from "./webhook-http.server";
import { postWebhook, webhookBody } from "./webhook.server";

/**
 * How the outbox delivers a lead's jobs. Each attempt reads the lead and the
 * tenant's current config, so a webhook's new secret or URL applies to the
 * retries of leads already waiting; the recipients of an email were fixed
 * when the lead was accepted (its routing result).
 */

export interface LeadDeliveryDeps {
  db: Db;
  mailer: Mailer;
  /** The envelope sender of every lead email (MAIL_FROM); the display name is the site's or dealership's. */
  mailFrom: string;
  /**
   * How webhooks go out: pinned HTTP to checked public addresses (webhook-http.server.ts),
   * loopback only if WEBHOOK_ALLOW_LOOPBACK says so. Default: pinned HTTP, loopback refused.
   */
  webhookTransport?: WebhookTransport;
  /** Where targets with `development_receiver: true` deliver; without it their jobs fail, saying so. */
  developmentReceiver?: DevelopmentReceiver;
  clock?: () => Date;
  /**
   * The tenant's config as the process already holds it (TenantRegistry.tenantById), so
   * an attempt reads only the lead; without it, or for a tenant not loaded yet, the config is read too.
   */
  tenantById?: (id: number) => { slug: string; config: TenantConfig } | undefined;
}

const EMAIL_TIMEOUT_MS = 60_000;
const RECENT_LEADS = 500;
// The longest a target may be configured to wait (domain/leads/lead-settings.ts: timeout_ms at most 30 s), and a little.
const WEBHOOK_TIMEOUT_MS = 35_000;

export function leadHandlers(deps: LeadDeliveryDeps): OutboxHandler<LeadJobPayload>[] {
  const clock = deps.clock ?? (() => new Date());
  const http = deps.webhookTransport ?? pinnedHttpTransport({ allowLoopback: false });

  /**
   * What a lead said never changes after it is accepted, and its jobs (one per
   * target) usually run together: the row is read once for all of them.
   */
  const recent = new Map<number, Promise<LeadRow | undefined>>();
  function leadRow(id: number, tenantId: number): Promise<LeadRow | undefined> {
    let row = recent.get(id);
    if (!row) {
      row = deps.db
        .select()
        .from(leads)
        .where(and(eq(leads.id, id), eq(leads.tenantId, tenantId)))
        .then((rows) => rows[0]);
      recent.set(id, row);
      // A failed read is not kept; the oldest entries go past the bound.
      row.then(
        (r) => r ?? recent.delete(id),
        () => recent.delete(id),
      );
      for (const k of recent.keys()) {
        if (recent.size <= RECENT_LEADS) break;
        recent.delete(k);
      }
    }
    return row;
  }

  async function load(job: OutboxJob<LeadJobPayload>) {
    const known = deps.tenantById?.(job.tenantId);
    if (known) {
      const lead = await leadRow(job.payload.lead, job.tenantId);
      if (!lead) throw new PermanentDeliveryError(`Lead ${job.payload.lead} no longer exists.`);
      return { lead, config: known.config, facts: leadFacts(lead, known.config, known.slug) };
    }
    const [row] = await deps.db
      .select({ lead: leads, config: tenants.config, slug: tenants.slug })
      .from(leads)
      .innerJoin(tenants, eq(tenants.id, leads.tenantId))
      .where(eq(leads.id, job.payload.lead));
    if (!row || row.lead.tenantId !== job.tenantId)
      throw new PermanentDeliveryError(`Lead ${job.payload.lead} no longer exists.`);
    return { lead: row.lead, config: row.config, facts: leadFacts(row.lead, row.config, row.slug) };
  }
  const from = (f: LeadFacts): MailAddress => ({ name: f.site.name, address: deps.mailFrom });
  const recipients = (job: OutboxJob<LeadJobPayload>) => {
    if (!job.payload.to?.length) throw new PermanentDeliveryError("The job names no recipient.");
    return job.payload.to;
  };
  const settle: OutboxHandler<LeadJobPayload>["settle"] = (job, outcome, settled, now) =>
    settleLeadJobSql(job.payload.lead, outcome, settled, now);
  const base = { payload: leadJobPayloadSchema, settle };

  return [
    {
      ...base,
      kind: LEAD_JOB_KINDS.dealerEmail,
      timeoutMs: EMAIL_TIMEOUT_MS,
      async run(job) {
        const { facts } = await load(job);
        return deps.mailer.send(dealerEmail(facts, from(facts), recipients(job)));
      },
    },
    {
      ...base,
      kind: LEAD_JOB_KINDS.crmEmail,
      timeoutMs: EMAIL_TIMEOUT_MS,
      async run(job) {
        const { facts } = await load(job);
        return deps.mailer.send(crmEmail(facts, from(facts), recipients(job)));
      },
    },
    {
      ...base,
      kind: LEAD_JOB_KINDS.confirmation,
      timeoutMs: EMAIL_TIMEOUT_MS,
      async run(job) {
        const { facts } = await load(job);
        if (!facts.contact.email) throw new PermanentDeliveryError("The lead has no email address to confirm to.");
        return deps.mailer.send(confirmationEmail(facts, from(facts)));
      },
    },
    {
      ...base,
      kind: LEAD_JOB_KINDS.webhook,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      async run(job, signal) {
        const { lead, config, facts } = await load(job);
        const target = config.lead.webhooks.find((w) => w.id === job.payload.webhook);
        if (!target) throw new PermanentDeliveryError(`The webhook ${job.payload.webhook} is no longer configured.`);
        let transport = http;
        if (target.development_receiver) {
          if (!deps.developmentReceiver)
            throw new PermanentDeliveryError(
              `The webhook ${target.id} is the development receiver, which this process does not run.`,
            );
          transport = deps.developmentReceiver.transport(facts.site.slug, target);
        }
        return postWebhook(target, {
          body: webhookBody(facts, lead.payload),
          reference: lead.publicId,
          now: clock(),
          signal,
          transport,
        });
      },
    },
  ];
}
