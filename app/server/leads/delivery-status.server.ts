import { and, eq, sql, type SQL } from "drizzle-orm";
import { leads } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/**
 * A lead's delivery state (issue 10 §4): pending while any of its jobs is
 * unsettled, then failed when one was dead-lettered, else delivered; none
 * when it had nowhere to go. Kept as two counters updated by one statement in
 * the transaction that settles each job: the row lock orders two jobs
 * settling at once in two processes, and each sees the other's count.
 */

/**
 * One of the lead's jobs is done or dead: the statement the outbox runs with
 * the job's own (OutboxHandler.settle), only when `settled` holds. In SET, the
 * columns are the row before this update.
 */
export function settleLeadJobSql(leadRowId: number, outcome: "done" | "dead", settled: SQL, now: Date): SQL {
  const dead = outcome === "dead" ? 1 : 0;
  return sql`update leads set
      jobs_open = greatest(jobs_open - 1, 0),
      jobs_dead = jobs_dead + ${dead}::int,
      delivery_status = case when jobs_open - 1 > 0 then 'pending' when jobs_dead + ${dead}::int > 0 then 'failed' else 'delivered' end,
      delivered_at = case when jobs_open - 1 <= 0 and jobs_dead + ${dead}::int = 0 then ${now.toISOString()}::timestamptz end
    where id = ${leadRowId} and ${settled}`;
}

/** Dead jobs of the lead were put back in the queue by hand: open again, the lead pending. */
export async function reopenLeadJobs(tx: DbOrTx, tenantId: number, publicId: string, reopened: number): Promise<void> {
  if (reopened <= 0) return;
  await tx
    .update(leads)
    .set({
      jobsOpen: sql`${leads.jobsOpen} + ${reopened}`,
      jobsDead: sql`greatest(${leads.jobsDead} - ${reopened}, 0)`,
      deliveryStatus: "pending",
      deliveredAt: null,
    })
    .where(and(eq(leads.tenantId, tenantId), eq(leads.publicId, publicId)));
}
