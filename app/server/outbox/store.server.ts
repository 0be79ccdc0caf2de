import { and, asc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { afterFailedAttempt, type RandomSource, type RetryPolicy } from "~/domain/retry-backoff";
import type { Db } from "../db/client.server";
import { outboxAttempts, outboxJobs, type OutboxAttemptRow, type OutboxJobRow } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";
import { notifyWorkers } from "./enqueue.server";

/**
 * The outbox's queries. Every state change is one short transaction:
 * claiming (FOR UPDATE SKIP LOCKED, so workers in any number of processes
 * never take the same job), finishing an attempt, renewing a worker's locks,
 * and putting dead jobs back by hand.
 */

export interface ClaimedJob {
  job: OutboxJobRow;
  attemptId: number;
}

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
  const { now } = opts;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(
        and(
          inArray(outboxJobs.kind, [...opts.kinds]),
          or(
            and(eq(outboxJobs.status, "pending"), lte(outboxJobs.nextAttemptAt, now)),
            and(eq(outboxJobs.status, "running"), lte(outboxJobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(outboxJobs.nextAttemptAt), asc(outboxJobs.id))
      .limit(opts.limit)
      .for("update", { skipLocked: true });
    const jobs = await tx
      .update(outboxJobs)
      .set({
        status: "running",
        attempts: sql`${outboxJobs.attempts} + 1`,
        lockedBy: opts.worker,
        lockedUntil: new Date(now.getTime() + opts.leaseMs),
      })
      .where(inArray(outboxJobs.id, due))
      .returning();
    if (jobs.length === 0) return [];
    const ids = jobs.map((j) => j.id);
    // Only a worker that lost its lock leaves an attempt running: this job was just claimed by us.
    await tx
      .update(outboxAttempts)
      .set({ status: "abandoned", finishedAt: now, error: "The worker's lock expired before the attempt finished." })
      .where(and(inArray(outboxAttempts.jobId, ids), eq(outboxAttempts.status, "running")));
    const attempts = await tx
      .insert(outboxAttempts)
      .values(
        jobs.map((j) => ({
          jobId: j.id,
          tenantId: j.tenantId,
          attempt: j.attempts,
          worker: opts.worker,
          startedAt: now,
          status: "running",
        })),
      )
      .returning({ id: outboxAttempts.id, jobId: outboxAttempts.jobId });
    const attemptOf = new Map(attempts.map((a) => [a.jobId, a.id]));
    return jobs.sort((a, b) => a.id - b.id).map((job) => ({ job, attemptId: attemptOf.get(job.id)! }));
  });
}

export type AttemptOutcome =
  { ok: true; response?: string } | { ok: false; error: string; response?: string; permanent?: boolean };

export type FinishResult =
  | { state: "done" }
  | { state: "retry"; delayMs: number }
  | { state: "dead" }
  /** The worker's lock had expired and another worker took the job: this attempt's result is recorded, the job left alone. */
  | { state: "stale" };

/**
 * Records an attempt's outcome and moves its job on: done, pending again after
 * a jittered backoff, or dead after the policy's last attempt. `onSettled`
 * runs in the same transaction when the job is done or dead.
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
    onSettled?: (tx: DbOrTx, state: "done" | "dead") => Promise<void>;
  },
): Promise<FinishResult> {
  const { job } = claimed;
  const { now } = opts;
  let result: FinishResult;
  if (outcome.ok) result = { state: "done" };
  else if (outcome.permanent) result = { state: "dead" };
  else {
    const decision = afterFailedAttempt(job.attempts, opts.policy, opts.random);
    result = decision.kind === "dead" ? { state: "dead" } : { state: "retry", delayMs: decision.delayMs };
  }
  return db.transaction(async (tx) => {
    const settled = result.state === "done" || result.state === "dead";
    const updated = await tx
      .update(outboxJobs)
      .set({
        status: result.state === "retry" ? "pending" : result.state === "done" ? "done" : "dead",
        lockedBy: null,
        lockedUntil: null,
        lastError: outcome.ok ? null : outcome.error,
        nextAttemptAt: result.state === "retry" ? new Date(now.getTime() + result.delayMs) : undefined,
        finishedAt: settled ? now : null,
      })
      .where(
        and(
          eq(outboxJobs.id, job.id),
          eq(outboxJobs.status, "running"),
          eq(outboxJobs.lockedBy, opts.worker),
          eq(outboxJobs.attempts, job.attempts),
        ),
      )
      .returning({ id: outboxJobs.id });
    const stale = updated.length === 0;
    await tx
      .update(outboxAttempts)
      .set({
        status: stale ? "abandoned" : outcome.ok ? "succeeded" : "failed",
        finishedAt: now,
        response: outcome.response?.slice(0, 2000) ?? null,
        error: stale
          ? `Finished after the worker's lock expired (${outcome.ok ? "succeeded" : `failed: ${outcome.error}`}).`.slice(0, 2000)
          : outcome.ok
            ? null
            : outcome.error.slice(0, 2000),
      })
      .where(eq(outboxAttempts.id, claimed.attemptId));
    if (stale) return { state: "stale" } as const;
    if (settled && opts.onSettled) await opts.onSettled(tx, result.state as "done" | "dead");
    return result;
  });
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
