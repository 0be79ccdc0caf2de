import { and, asc, desc, eq, gt } from "drizzle-orm";
import { parseLeadReference } from "~/domain/leads/reference";
import type { Db } from "../db/client.server";
import { leads, tenants, type LeadRow } from "../db/schema.server";
import { expediteJobs, jobsFor, retryDeadJobs, type JobWithAttempts } from "../outbox/store.server";
import type { DbOrTx } from "../tenants/repository.server";
import { leadSubject } from "./accept-lead.server";
import { reopenLeadJobs } from "./delivery-status.server";
import { LEAD_JOB_KINDS } from "./jobs.server";

/** Reading leads back, and retrying their deliveries by hand (the CLI; /success reads one by reference). */

/** One of the tenant's leads by its reference (as typed: case and spaces forgiven); null for another tenant's. */
export async function findLead(db: DbOrTx, tenantId: number, reference: string): Promise<LeadRow | null> {
  const ref = parseLeadReference(reference);
  if (!ref) return null;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.tenantId, tenantId), eq(leads.publicId, ref)));
  return row ?? null;
}

/** For the operator's CLI only: a lead by reference whatever its tenant (references are unique across tenants). */
export async function findLeadAnyTenant(db: DbOrTx, reference: string): Promise<{ lead: LeadRow; tenantSlug: string } | null> {
  const ref = parseLeadReference(reference);
  if (!ref) return null;
  const [row] = await db
    .select({ lead: leads, tenantSlug: tenants.slug })
    .from(leads)
    .innerJoin(tenants, eq(tenants.id, leads.tenantId))
    .where(eq(leads.publicId, ref));
  return row ?? null;
}

/** The tenant's leads, newest first. */
export async function listLeads(db: DbOrTx, tenantId: number, limit = 50): Promise<LeadRow[]> {
  return db.select().from(leads).where(eq(leads.tenantId, tenantId)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit);
}

/** The tenant's leads oldest first, a page at a time after the given row id (an export of any size in bounded memory). */
export async function leadsPage(db: DbOrTx, tenantId: number, afterId: number, size: number): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.tenantId, tenantId), gt(leads.id, afterId)))
    .orderBy(asc(leads.id))
    .limit(size);
}

export function leadJobs(db: DbOrTx, lead: Pick<LeadRow, "tenantId" | "publicId">): Promise<JobWithAttempts[]> {
  return jobsFor(db, lead.tenantId, leadSubject(lead.publicId));
}

const LEAD_KINDS = Object.values(LEAD_JOB_KINDS);

/** Tries a lead's undelivered jobs again now: dead ones with a fresh count of attempts, waiting ones without waiting. */
export async function retryLead(db: Db, lead: Pick<LeadRow, "id" | "tenantId" | "publicId">, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const where = { tenantId: lead.tenantId, subject: leadSubject(lead.publicId), kinds: LEAD_KINDS };
    const dead = await retryDeadJobs(tx, where, now);
    await reopenLeadJobs(tx, lead.tenantId, lead.publicId, dead.length);
    return dead.length + (await expediteJobs(tx, where, now)).length;
  });
}

/** Every dead lead delivery (of one tenant, or all) back in the queue; answers the jobs and leads retried. */
export async function retryDeadLeadJobs(
  db: Db,
  tenantId: number | undefined,
  now = new Date(),
): Promise<{ jobs: number; leads: number }> {
  return db.transaction(async (tx) => {
    const jobs = await retryDeadJobs(tx, { tenantId, kinds: LEAD_KINDS }, now);
    const perLead = new Map<string, { tenantId: number; n: number }>();
    for (const j of jobs) {
      const ref = j.subject?.replace(/^lead:/, "");
      if (ref) perLead.set(ref, { tenantId: j.tenantId, n: (perLead.get(ref)?.n ?? 0) + 1 });
    }
    // In reference order, so two of these at once lock the leads in the same order.
    for (const [ref, { tenantId: t, n }] of [...perLead].sort(([a], [b]) => a.localeCompare(b)))
      await reopenLeadJobs(tx, t, ref, n);
    return { jobs: jobs.length, leads: perLead.size };
  });
}
