import type { z } from "zod";
import type { RetryPolicy } from "~/domain/outbox/retry-backoff";
import type { SQL } from "drizzle-orm";

/**
 * The outbox's contract with the code that uses it: a kind of job, the
 * payload it carries, and the handler that delivers it. Handlers are
 * registered with the worker by kind (app/server/platform.server.ts); leads
 * register theirs in app/server/leads/handlers.server.ts.
 */

export interface OutboxJob<P = unknown> {
  id: number;
  tenantId: number;
  kind: string;
  subject: string | null;
  payload: P;
  /** 1 for the first attempt (counted since the job was enqueued or last retried by hand). */
  attempt: number;
}

/** What a successful attempt records: a short summary of the other side's answer ("250 OK", "HTTP 202"). */
export interface JobSuccess {
  response?: string;
}

export interface OutboxHandler<P = unknown> {
  kind: string;
  /** The stored payload is checked before each attempt: a payload that no longer parses is dead at once. */
  payload: z.ZodType<P>;
  /** An attempt still running after this long is abandoned (its signal aborts) and counted as failed. */
  timeoutMs: number;
  /** Overrides the worker's retry policy for this kind. */
  retry?: RetryPolicy;
  /** Delivers the job; throw (ideally a DeliveryError) on failure. Must stop when the signal aborts. */
  run(job: OutboxJob<P>, signal: AbortSignal): Promise<JobSuccess | void>;
  /**
   * A statement that runs in the same statement that marks the job done or
   * dead (e.g. to update the record it is about), and only if it does: it
   * must include `settled` in its WHERE clause (the job's own update went
   * through; not so when another worker took the job over meanwhile).
   */
  settle?(job: OutboxJob<P>, outcome: "done" | "dead", settled: SQL, now: Date): SQL;
}

/** A failed attempt, with what the other side answered when it answered (a webhook's status and body). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly response?: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/** A failure no retry can mend (the target was removed from the config, the record is gone): dead-lettered at once. */
export class PermanentDeliveryError extends DeliveryError {
  constructor(message: string, response?: string) {
    super(message, response);
    this.name = "PermanentDeliveryError";
  }
}

export type JobStatus = "pending" | "running" | "done" | "dead";
export type AttemptStatus = "running" | "succeeded" | "failed" | "abandoned";
