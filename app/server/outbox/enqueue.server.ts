import { sql } from "drizzle-orm";
import { outboxJobs } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/** The channel every worker LISTENs on; a NOTIFY is delivered when the enqueuing transaction commits. */
export const OUTBOX_CHANNEL = "outbox_jobs";

export interface NewJob {
  tenantId: number;
  kind: string;
  payload: unknown;
  /** What the job is about ('lead:GW-7K3Q9DXM'): a record's jobs are listed and retried by it. */
  subject?: string;
  /** Not before this time (default: at once). */
  runAfter?: Date;
}

/**
 * Adds jobs inside the caller's transaction, so they exist exactly when the
 * record they deliver does (the outbox pattern). Due jobs wake every worker
 * through NOTIFY once the transaction commits; the poll is the fallback.
 */
export async function enqueueAll(tx: DbOrTx, jobs: readonly NewJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const now = new Date();
  const rows = await tx
    .insert(outboxJobs)
    .values(
      jobs.map((j) => ({
        tenantId: j.tenantId,
        kind: j.kind,
        subject: j.subject ?? null,
        payload: j.payload,
        nextAttemptAt: j.runAfter ?? now,
      })),
    )
    .returning({ id: outboxJobs.id });
  if (jobs.some((j) => !j.runAfter || j.runAfter <= now)) await notifyWorkers(tx);
  return rows.map((r) => r.id);
}

export async function enqueue(tx: DbOrTx, job: NewJob): Promise<number> {
  const [id] = await enqueueAll(tx, [job]);
  return id;
}

/** PostgreSQL folds identical notifications of one transaction into one. */
export async function notifyWorkers(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
