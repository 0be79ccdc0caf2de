import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Logger } from "pino";
import { DEFAULT_RETRY_POLICY, type RandomSource, type RetryPolicy } from "~/domain/outbox/retry-backoff";
import type { Database, Db } from "../db/client.server";
import { redactText } from "../redact.server";
import { OUTBOX_CHANNEL } from "./enqueue.server";
import { claimJobs, finishAttempt, renewLocks, type AttemptOutcome, type ClaimedJob } from "./store.server";
import { DeliveryError, PermanentDeliveryError, type OutboxHandler } from "./types.server";

/**
 * Delivers the outbox. One worker runs in every server process
 * (platform.server.ts): it wakes on NOTIFY (sent when an enqueuing
 * transaction commits) and on a short poll, claims due jobs, runs up to
 * `concurrency` of them at once with a timeout each, records every attempt,
 * and renews the locks of the jobs it is running so that only a dead
 * worker's jobs are taken over (docs/decisions/outbox.md).
 */

export interface OutboxWorkerOptions {
  db: Db;
  /** LISTEN for enqueues (Database.listen); without it the worker only polls. */
  listen?: Database["listen"];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of every payload type live in one list
  handlers: readonly OutboxHandler<any>[];
  log: Logger;
  policy?: RetryPolicy;
  concurrency?: number;
  pollMs?: number;
  /** How long a claimed job stays locked without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  clock?: () => Date;
  random?: RandomSource;
  workerId?: string;
}

export class OutboxWorker {
  readonly id: string;
  private readonly db: Db;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see OutboxWorkerOptions.handlers
  private readonly handlers: Map<string, OutboxHandler<any>>;
  private readonly log: Logger;
  private readonly policy: RetryPolicy;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly clock: () => Date;
  private readonly random: RandomSource;
  private readonly listen?: Database["listen"];

  private readonly running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timers: NodeJS.Timeout[] = [];
  /** Wake-ups at the retry times this worker set (other processes find those jobs by their poll). */
  private retryTimers = new Set<NodeJS.Timeout>();
  private unlisten: (() => Promise<void>) | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(o: OutboxWorkerOptions) {
    this.db = o.db;
    this.handlers = new Map(o.handlers.map((h) => [h.kind, h]));
    this.log = o.log;
    this.policy = o.policy ?? DEFAULT_RETRY_POLICY;
    this.concurrency = o.concurrency ?? 8;
    this.pollMs = o.pollMs ?? 500;
    this.leaseMs = o.leaseMs ?? 15_000;
    this.clock = o.clock ?? (() => new Date());
    this.random = o.random ?? Math.random;
    this.listen = o.listen;
    this.id = o.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.listen) this.unlisten = await this.listen(OUTBOX_CHANNEL, () => this.wake());
    this.timers.push(setInterval(() => this.wake(), this.pollMs));
    // Three renewals per lease: a late timer or a slow database still renews in time.
    this.timers.push(setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3))));
    for (const t of this.timers) t.unref();
    this.wake();
  }

  /**
   * Stops claiming; waits up to graceMs for the jobs in hand, then aborts them
   * (their attempts are recorded as failed and retried later by any worker).
   */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const t of this.retryTimers) clearTimeout(t);
    this.retryTimers.clear();
    if (this.unlisten) await this.unlisten().catch((err: unknown) => this.log.warn({ err }, "outbox: unlisten failed"));
    this.unlisten = null;
    await this.ticking;
    const all = () => Promise.all([...this.running.values()].map((r) => r.done));
    const timedOut = await Promise.race([all().then(() => false), sleep(graceMs).then(() => true)]);
    if (timedOut) {
      for (const r of this.running.values()) r.abort.abort(new Error("The server is shutting down."));
      await all();
    }
  }

  /** Look for due jobs now (after an enqueue, a finished job, a notification or the poll). */
  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
      if (this.again) {
        this.again = false;
        this.wake();
      } else if (this.running.size === 0) this.notifyIdle();
    });
  }

  /** Resolves when no job is running and no claim is under way (tests, benchmarks). */
  idle(): Promise<void> {
    if (!this.ticking && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private async tick(): Promise<void> {
    while (!this.stopped) {
      const free = this.concurrency - this.running.size;
      if (free <= 0) return;
      let claimed: ClaimedJob[];
      try {
        claimed = await claimJobs(this.db, {
          worker: this.id,
          kinds: this.kinds,
          limit: free,
          now: this.clock(),
          leaseMs: this.leaseMs,
        });
      } catch (err) {
        // The database may be restarting: the next poll tries again.
        this.log.warn({ err }, "outbox: claiming jobs failed");
        return;
      }
      for (const c of claimed) this.launch(c);
      if (claimed.length < free) return;
    }
  }

  private launch(claimed: ClaimedJob): void {
    const abort = new AbortController();
    const done = this.execute(claimed, abort).finally(() => {
      this.running.delete(claimed.job.id);
      if (this.stopped) return;
      // A slot is free: there may be more due.
      this.wake();
      if (!this.ticking && this.running.size === 0) this.notifyIdle();
    });
    this.running.set(claimed.job.id, { done, abort });
  }

  private async execute(claimed: ClaimedJob, abort: AbortController): Promise<void> {
    const { job } = claimed;
    const handler = this.handlers.get(job.kind)!;
    const started = performance.now();
    const outcome = await this.attempt(handler, claimed, abort);
    const ms = Math.round(performance.now() - started);
    const now = this.clock();
    try {
      const result = await finishAttempt(this.db, claimed, outcome, {
        worker: this.id,
        now,
        policy: handler.retry ?? this.policy,
        random: this.random,
        settle: handler.settle
          ? (state, settled) =>
              handler.settle!(
                {
                  id: job.id,
                  tenantId: job.tenantId,
                  kind: job.kind,
                  subject: job.subject,
                  payload: job.payload,
                  attempt: job.attempts,
                },
                state,
                settled,
                now,
              )
          : undefined,
      });
      const fields = { job: job.id, kind: job.kind, subject: job.subject, attempt: job.attempts, ms };
      const error = outcome.ok ? undefined : redactText(outcome.error);
      if (result.state === "done") this.log.info(fields, "outbox: delivered");
      else if (result.state === "retry") {
        this.log.warn({ ...fields, error, retryInMs: result.delayMs }, "outbox: attempt failed; will retry");
        this.wakeAfter(result.delayMs);
      } else if (result.state === "dead") this.log.error({ ...fields, error }, "outbox: attempts exhausted; job dead-lettered");
      else this.log.warn(fields, "outbox: attempt finished after its lock expired; another worker has the job");
    } catch (err) {
      // The outcome could not be recorded: the lock expires and the job is tried again (at least once, never lost).
      this.log.error({ err, job: job.id }, "outbox: recording an attempt failed");
    }
  }

  private async attempt(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see OutboxWorkerOptions.handlers
    handler: OutboxHandler<any>,
    { job }: ClaimedJob,
    abort: AbortController,
  ): Promise<AttemptOutcome> {
    const parsed = handler.payload.safeParse(job.payload);
    if (!parsed.success) return { ok: false, permanent: true, error: `The job's payload is not valid: ${parsed.error.message}` };
    const timer = setTimeout(() => abort.abort(new DeliveryError(`Timed out after ${handler.timeoutMs} ms.`)), handler.timeoutMs);
    const aborted = new Promise<never>((_, reject) => {
      abort.signal.addEventListener("abort", () => reject(abort.signal.reason), { once: true });
    });
    try {
      const run = handler.run(
        { id: job.id, tenantId: job.tenantId, kind: job.kind, subject: job.subject, payload: parsed.data, attempt: job.attempts },
        abort.signal,
      );
      // A handler that ignores its signal still loses the race; its late result is dropped.
      const result = await Promise.race([run, aborted]);
      return { ok: true, response: result?.response };
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      return {
        ok: false,
        error: e.message || e.name,
        response: err instanceof DeliveryError ? err.response : undefined,
        permanent: err instanceof PermanentDeliveryError,
      };
    } finally {
      clearTimeout(timer);
      // The losing side of the race must not become an unhandled rejection.
      aborted.catch(() => {});
      if (!abort.signal.aborted) abort.abort(new Error("The attempt is over."));
    }
  }

  private wakeAfter(ms: number): void {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.retryTimers.delete(t);
      this.wake();
    }, ms + 1);
    t.unref();
    this.retryTimers.add(t);
  }

  private async renew(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      await renewLocks(this.db, { worker: this.id, ids: [...this.running.keys()], now: this.clock(), leaseMs: this.leaseMs });
    } catch (err) {
      this.log.warn({ err }, "outbox: renewing locks failed");
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
