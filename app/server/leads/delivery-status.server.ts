import { and, eq, inArray, sql } from "drizzle-orm";
import { leads, outboxJobs } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";
import { leadSubject } from "./accept-lead.server";

/**
 * A lead's delivery state, from its jobs: pending while any is pending or
 * running, failed when one was dead-lettered, delivered when all are done.
 * Called in the transaction that settles a job; the lead row is locked first,
 * so two jobs settling at once in two processes are counted one after the
 * other (each statement then sees the other's committed job).
 */
export async function refreshDeliveryStatus(tx: DbOrTx, leadRowId: number, now: Date): Promise<string | null> {
  const [lead] = await tx
    .select({ id: leads.id, tenantId: leads.tenantId, publicId: leads.publicId })
    .from(leads)
    .where(eq(leads.id, leadRowId))
    .for("update");
  if (!lead) return null;
  const [counts] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${inArray(outboxJobs.status, ["pending", "running"])})::int`,
      dead: sql<number>`count(*) filter (where ${eq(outboxJobs.status, "dead")})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.tenantId, lead.tenantId), eq(outboxJobs.subject, leadSubject(lead.publicId))));
  const status = counts.all === 0 ? "none" : counts.open > 0 ? "pending" : counts.dead > 0 ? "failed" : "delivered";
  await tx
    .update(leads)
    .set({ deliveryStatus: status, deliveredAt: status === "delivered" ? now : null })
    .where(eq(leads.id, lead.id));
  return status;
}
