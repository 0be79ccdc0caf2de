import { sql, type SQL } from "drizzle-orm";
import { rowsOf } from "../db/rows.server";
import type { DbOrTx } from "../tenants/repository.server";

/** The channel every worker LISTENs on; a NOTIFY is delivered when the enqueuing transaction commits. */
export const OUTBOX_CHANNEL = "outbox_jobs";

export interface NewJob {
  tenantId: number;
  kind: string;
  payload: Record<string, unknown>;
  /** What the job is about ('lead:GW-7K3Q9DXM'): a record's jobs are listed and retried by it. */
  subject?: string;
  /** Not before this time (default: at once). */
  runAfter?: Date;
}

/**
 * The INSERT of jobs, to run as a data-modifying CTE in the statement that
 * writes the record they deliver (the outbox pattern in one statement; see
 * acceptLead). `link` joins each job to the row another CTE returned and adds
 * that row's columns to the payload ({ cte: "lead", fields: { lead: "id" } }
 * gives each payload "lead": lead.id); no row there (a repeated submission),
 * no jobs. Returns the new job ids.
 */
export function insertJobsSql(jobs: readonly NewJob[], now: Date, link?: { cte: string; fields: Record<string, string> }): SQL {
  const rows = JSON.stringify(
    jobs.map((j) => ({
      tenant_id: j.tenantId,
      kind: j.kind,
      subject: j.subject ?? null,
      payload: j.payload,
      next_attempt_at: (j.runAfter ?? now).toISOString(),
    })),
  );
  const ident = (s: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`Not a plain SQL name: ${s}`);
    return sql.raw(s);
  };
  const extra = link
    ? sql` || jsonb_build_object(${sql.join(
        Object.entries(link.fields).map(([key, col]) => sql`${key}::text, ${ident(link.cte)}.${ident(col)}`),
        sql`, `,
      )})`
    : sql``;
  return sql`insert into outbox_jobs (tenant_id, kind, subject, payload, next_attempt_at)
    select r.tenant_id, r.kind, r.subject, r.payload${extra}, r.next_attempt_at
    from jsonb_to_recordset(${rows}::jsonb) as r(tenant_id int, kind text, subject text, payload jsonb, next_attempt_at timestamptz)${
      link ? sql`, ${ident(link.cte)}` : sql``
    }
    returning id`;
}

/** A scalar for the final SELECT of such a statement: wakes every worker at commit when the CTE `jobs` inserted any job. */
export function notifyIfJobsSql(jobsCte: string): SQL {
  return sql`(select pg_notify(${OUTBOX_CHANNEL}, '') where exists (select 1 from ${sql.raw(jobsCte)})) is null`;
}

/**
 * Adds jobs inside the caller's transaction, so they exist exactly when the
 * record they deliver does. Due jobs wake every worker through NOTIFY once the
 * transaction commits (sent by the same statement); the poll is the fallback.
 */
export async function enqueueAll(tx: DbOrTx, jobs: readonly NewJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const now = new Date();
  const due = jobs.some((j) => !j.runAfter || j.runAfter <= now);
  const result = await tx.execute(sql`
    with ins as (${insertJobsSql(jobs, now)})
    select id${due ? sql`, ${notifyIfJobsSql("ins")} as notified` : sql``} from ins order by id`);
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
