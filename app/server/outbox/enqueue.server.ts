import { sql } from "drizzle-orm";
import { rowsOf } from "../db/rows.server";
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
 * through NOTIFY once the transaction commits (sent by the same statement);
 * the poll is the fallback.
 */
export async function enqueueAll(tx: DbOrTx, jobs: readonly NewJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const now = new Date();
  const rows = JSON.stringify(
    jobs.map((j) => ({
      tenant_id: j.tenantId,
      kind: j.kind,
      subject: j.subject ?? null,
      payload: j.payload,
      next_attempt_at: (j.runAfter ?? now).toISOString(),
    })),
  );
  const due = jobs.some((j) => !j.runAfter || j.runAfter <= now);
  const result = await tx.execute(sql`
    with ins as (
      insert into outbox_jobs (tenant_id, kind, subject, payload, next_attempt_at)
      select tenant_id, kind, subject, payload, next_attempt_at
      from jsonb_to_recordset(${rows}::jsonb) as r(tenant_id int, kind text, subject text, payload jsonb, next_attempt_at timestamptz)
      returning id
    )
    select id${due ? sql`, (select pg_notify(${OUTBOX_CHANNEL}, '')) is null as notified` : sql``} from ins order by id`);
  // PostgreSQL sends bigint ids as strings.
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}

export async function enqueue(tx: DbOrTx, job: NewJob): Promise<number> {
  const [id] = await enqueueAll(tx, [job]);
  return id;
}

/** PostgreSQL folds identical notifications of one transaction into one. */
export async function notifyWorkers(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
