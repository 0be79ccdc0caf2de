import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Db } from "../db/client.server";
import { tenants } from "../db/schema.server";
import { logger } from "../logger.server";
import { DeliveryError, PermanentDeliveryError, type OutboxHandler } from "../outbox/types.server";
import type { WebhookTransport } from "../leads/webhook-http.server";

/**
 * Spec 01 §7 'POST /api/miscellaneous | valuation response plus column_name
 * 'valuation' | only on certain sites; result logged'. On the spec's sites
 * the page posted the valuation to a service of the dealer's; here the sites
 * that configure one (`trade_in.miscellaneous_url`) get it from the outbox,
 * written with the valuation's lead in one statement (acceptLead's
 * `extraJobs`), delivered with retries by the same pinned HTTP as the lead
 * webhooks, and its result logged.
 */

export const MISCELLANEOUS_JOB_KIND = "trade-in.miscellaneous";

export const miscellaneousPayloadSchema = z.object({
  /** The valuation lead's row id (added by the statement that stores it). */
  lead: z.number().int().positive().optional(),
  body: z.record(z.string(), z.unknown()),
});
export type MiscellaneousPayload = z.output<typeof miscellaneousPayloadSchema>;

const TIMEOUT_MS = 15_000;

export interface MiscellaneousDeps {
  db: Db;
  transport: WebhookTransport;
  tenantById?: (id: number) => { slug: string; config: TenantConfig } | undefined;
}

export function miscellaneousHandlers(deps: MiscellaneousDeps): OutboxHandler<MiscellaneousPayload>[] {
  async function tenantOf(id: number): Promise<{ slug: string; config: TenantConfig } | undefined> {
    const known = deps.tenantById?.(id);
    if (known) return known;
    const [row] = await deps.db.select({ slug: tenants.slug, config: tenants.config }).from(tenants).where(eq(tenants.id, id));
    return row;
  }
  return [
    {
      kind: MISCELLANEOUS_JOB_KIND,
      payload: miscellaneousPayloadSchema,
      timeoutMs: TIMEOUT_MS + 1000,
      async run(job, signal) {
        const tenant = await tenantOf(job.tenantId);
        // Read at each attempt: a receiver removed from the config is not posted to any more.
        const url = tenant?.config.trade_in.miscellaneous_url;
        if (!tenant || !url)
          throw new PermanentDeliveryError("The site no longer posts valuations (trade_in.miscellaneous_url is not set).");
        const answer = await deps.transport({
          url,
          headers: { "content-type": "application/json", "user-agent": "dealer-platform/valuation" },
          // The lead's reference, from the job's subject ("lead:GR-7K3Q9DXM"): the dealer's service can match it to the lead.
          body: JSON.stringify({ ...job.payload.body, lead_id: job.subject?.replace(/^lead:/, "") ?? null }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        logger.info({ tenant: tenant.slug, job: job.id, status: answer.status }, "valuation posted to /api/miscellaneous");
        if (answer.status < 200 || answer.status >= 300)
          throw new DeliveryError(`HTTP ${answer.status}`, `HTTP ${answer.status}`);
        return { response: `HTTP ${answer.status}` };
      },
    },
  ];
}
