import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { afterFailedAttempt, type RandomSource, type RetryPolicy } from "~/domain/outbox/retry-backoff";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { outboxAttempts, outboxJobs, type OutboxAttemptRow, type OutboxJobRow } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";
import { notifyWorkers } from "./enqueue.server";

/**
 * The outbox's queries. Claiming and finishing are one statement each
 * (data-modifying CTEs, atomic without a transaction of their own), because
 * every round trip to the database is paid for every job: claiming takes due
 * jobs with FOR UPDATE SKIP LOCKED, so workers in any number of processes
 * never take the same one.
 */

export interface ClaimedJobRow {
  id: number;
  tenantId: number;
  kind: string;
  subject: string | null;
  payload: unknown;
  /** This attempt's number (attempts since the job was enqueued or last retried by hand). */
  attempts: number;
  status: "running";
  lockedBy: string;
}

export interface ClaimedJob {
  job: ClaimedJobRow;
  attemptId: number;
}

const ABANDONED = "The worker's lock expired before the attempt finished.";

/**
 * Takes up to `limit` due jobs of the given kinds: pending ones whose time has
 * come, and running ones whose worker stopped renewing its lock (it died or
 * hung). Each gets an attempt row; a reclaimed job's unfinished attempt is
 * marked abandoned.
 */
export async function claimJobs(
  db: Db,
  opts: { worker: string; kinds: readonly string[]; limit: number; now: Date; leaseMs: number },
): Promise<ClaimedJob[]> {
  if (opts.limit <= 0 || opts.kinds.length === 0) return [];
  const now = opts.now.toISOString();
  const until = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const kinds = sql.join(
    opts.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      select id from outbox_jobs
      where kind in (${kinds})
        and ((status = 'pending' and next_attempt_at <= ${now}) or (status = 'running' and locked_until <= ${now}))
      order by next_attempt_at, id
      limit ${opts.limit}
      for update skip locked
    ), claimed as (
      update outbox_jobs j
      set status = 'running', attempts = j.attempts + 1, locked_by = ${opts.worker}, locked_until = ${until}
      from due where j.id = due.id
      returning j.id, j.tenant_id, j.kind, j.subject, j.payload, j.attempts
    ), abandoned as (
      update outbox_attempts a set status = 'abandoned', finished_at = ${now}, error = ${ABANDONED}
      from claimed where a.job_id = claimed.id and a.status = 'running'
    ), started as (
      insert into outbox_attempts (job_id, tenant_id, attempt, worker, started_at, status)
      select id, tenant_id, attempts, ${opts.worker}, ${now}, 'running' from claimed
      returning id, job_id
    )
    select c.id, c.tenant_id, c.kind, c.subject, c.payload, c.attempts, s.id as attempt_id
    from claimed c join started s on s.job_id = c.id
    order by c.id`);
  type Raw = {
    id: string | number;
    tenant_id: number;
    kind: string;
    subject: string | null;
    payload: unknown;
    attempts: number;
    attempt_id: string | number;
  };
  // Raw rows: PostgreSQL sends bigint ids as strings.
  return rowsOf<Raw>(result).map((r) => ({
    job: {
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      kind: r.kind,
      subject: r.subject,
      payload: r.payload,
      attempts: Number(r.attempts),
      status: "running",
      lockedBy: opts.worker,
    },
    attemptId: Number(r.attempt_id),
  }));
}

export type AttemptOutcome =
  { ok: true; response?: string } | { ok: false; error: string; response?: string; permanent?: boolean };

export type FinishResult =
  | { state: "done" }
  | { state: "retry"; delayMs: number }
  | { state: "dead" }
  /** The worker's lock had expired and another worker took the job: this attempt's result is recorded, the job left alone. */
  | { state: "stale" };

const clip = (s: string | undefined | null) => (s === undefined || s === null ? null : s.slice(0, 2000));

/**
 * Records an attempt's outcome and moves its job on: done, pending again after
 * a jittered backoff, or dead after the policy's last attempt. One statement,
 * which also runs the caller's `settle` statement when the job is done or
 * dead (e.g. the lead's delivery state changes with its last job).
 */
export async function finishAttempt(
  db: Db,
  claimed: ClaimedJob,
  outcome: AttemptOutcome,
  opts: {
    worker: string;
    now: Date;
    policy: RetryPolicy;
    random: RandomSource;
    settle?: (state: "done" | "dead", settled: SQL) => SQL;
  },
): Promise<FinishResult> {
  const { job } = claimed;
  let result: FinishResult;
  if (outcome.ok) result = { state: "done" };
  else if (outcome.permanent) result = { state: "dead" };
  else {
    const decision = afterFailedAttempt(job.attempts, opts.policy, opts.random);
    result = decision.kind === "dead" ? { state: "dead" } : { state: "retry", delayMs: decision.delayMs };
  }
  const now = opts.now.toISOString();
  const settled = result.state === "done" || result.state === "dead";
  const status = result.state === "retry" ? "pending" : result.state;
  const next = result.state === "retry" ? new Date(opts.now.getTime() + result.delayMs).toISOString() : null;
  const error = outcome.ok ? null : clip(outcome.error);
  const staleError = clip(`Finished after the worker's lock expired (${outcome.ok ? "succeeded" : `failed: ${outcome.error}`}).`);
  const statement = sql`
    with job as (
      update outbox_jobs
      set status = ${status}, locked_by = null, locked_until = null, last_error = ${error},
          next_attempt_at = coalesce(${next}::timestamptz, next_attempt_at),
          finished_at = ${settled ? now : null}::timestamptz
      where id = ${job.id} and status = 'running' and locked_by = ${opts.worker} and attempts = ${job.attempts}
      returning id
    ), attempt as (
      update outbox_attempts
      set finished_at = ${now}, response = ${clip(outcome.response)},
          status = case when exists (select 1 from job) then ${outcome.ok ? "succeeded" : "failed"} else 'abandoned' end,
          error = case when exists (select 1 from job) then ${error} else ${staleError} end
      where id = ${claimed.attemptId}
    )${settled && opts.settle ? sql`, settled as (${opts.settle(result.state as "done" | "dead", sql`exists (select 1 from job)`)})` : sql``}
    select count(*)::int as moved from job`;
  const [{ moved }] = rowsOf<{ moved: number }>(await db.execute(statement));
  return moved ? result : { state: "stale" };
}

/** Extends the locks of the jobs a live worker is still running, so only a dead worker's jobs are reclaimed. */
export async function renewLocks(db: Db, opts: { worker: string; ids: number[]; now: Date; leaseMs: number }): Promise<void> {
  if (opts.ids.length === 0) return;
  await db
    .update(outboxJobs)
    .set({ lockedUntil: new Date(opts.now.getTime() + opts.leaseMs) })
    .where(and(inArray(outboxJobs.id, opts.ids), eq(outboxJobs.lockedBy, opts.worker), eq(outboxJobs.status, "running")));
}

export interface JobFilter {
  tenantId?: number;
  subject?: string;
  kinds?: readonly string[];
}

function matching(where: JobFilter) {
  return [
    where.tenantId === undefined ? undefined : eq(outboxJobs.tenantId, where.tenantId),
    where.subject === undefined ? undefined : eq(outboxJobs.subject, where.subject),
    where.kinds === undefined ? undefined : inArray(outboxJobs.kind, [...where.kinds]),
  ];
}

/**
 * Puts dead jobs back in the queue, due now, with a fresh count of attempts
 * (their attempt history stays). Answers the jobs retried.
 */
export async function retryDeadJobs(tx: DbOrTx, where: JobFilter, now: Date = new Date()): Promise<OutboxJobRow[]> {
  const rows = await tx
    .update(outboxJobs)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, finishedAt: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(outboxJobs.status, "dead"), ...matching(where)))
    .returning();
  if (rows.length) await notifyWorkers(tx);
  return rows;
}

/** Brings pending jobs waiting out a backoff forward to now (their attempt count stays). */
export async function expediteJobs(tx: DbOrTx, where: JobFilter, now: Date = new Date()): Promise<OutboxJobRow[]> {
  const rows = await tx
    .update(outboxJobs)
    .set({ nextAttemptAt: now })
    .where(and(eq(outboxJobs.status, "pending"), gt(outboxJobs.nextAttemptAt, now), ...matching(where)))
    .returning();
  if (rows.length) await notifyWorkers(tx);
  return rows;
}

export interface JobWithAttempts extends OutboxJobRow {
  history: OutboxAttemptRow[];
}

/** A record's jobs (by tenant and subject) with every attempt, oldest first. */
export async function jobsFor(db: DbOrTx, tenantId: number, subject: string): Promise<JobWithAttempts[]> {
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.tenantId, tenantId), eq(outboxJobs.subject, subject)))
    .orderBy(asc(outboxJobs.id));
  if (jobs.length === 0) return [];
  const attempts = await db
    .select()
    .from(outboxAttempts)
    .where(
      inArray(
        outboxAttempts.jobId,
        jobs.map((j) => j.id),
      ),
    )
    .orderBy(asc(outboxAttempts.id));
  return jobs.map((j) => ({ ...j, history: attempts.filter((a) => a.jobId === j.id) }));
}
