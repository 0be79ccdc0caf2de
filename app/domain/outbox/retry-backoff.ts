import { z } from "zod";

/**
 * When a failed delivery (an email, a webhook) is tried again (issue 10 §5:
 * "retried with exponential backoff and jitter, dead-lettered after a
 * configured number of attempts"). Exponential backoff with full jitter: the
 * wait before attempt n+1 is uniform in [0, min(cap, base × 2^(n-1))), so many
 * deliveries failing together (a receiver that was down) do not retry in step.
 * Pure: the random source is passed in.
 */

export const retryPolicySchema = z
  .object({
    baseMs: z.number().int().min(10).max(3_600_000).default(2_000),
    capMs: z.number().int().min(10).max(86_400_000).default(3_600_000),
    maxAttempts: z.number().int().min(1).max(100).default(15),
  })
  .refine((p) => p.capMs >= p.baseMs, { path: ["capMs"], message: "capMs must be at least baseMs" });
export type RetryPolicy = z.output<typeof retryPolicySchema>;

/** 15 attempts, the waits between them (2 s doubling, capped at an hour) adding up to at most about 4 hours (2 on average): a CRM down for an afternoon still gets its leads. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = retryPolicySchema.parse({});

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** The longest wait after the given number of failed attempts (1 = the first failed): base × 2^(n-1), capped. */
export function backoffCeilingMs(failedAttempts: number, policy: RetryPolicy): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  // 2^(n-1) overflows nothing below 2^1023; the cap is reached long before.
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(n - 1, 60));
}

/** Full jitter: a whole number of milliseconds in [0, ceiling). */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy, random: RandomSource): number {
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  return Math.floor(unit * backoffCeilingMs(failedAttempts, policy));
}

export type RetryDecision = { kind: "retry"; delayMs: number; nextAttempt: number } | { kind: "dead"; attempts: number };

/**
 * After an attempt failed: try again after a jittered delay, or, when the
 * attempts made reach the policy's maximum, give up (dead-letter).
 */
export function afterFailedAttempt(attemptsMade: number, policy: RetryPolicy, random: RandomSource): RetryDecision {
  if (attemptsMade >= policy.maxAttempts) return { kind: "dead", attempts: attemptsMade };
  return { kind: "retry", delayMs: retryDelayMs(attemptsMade, policy, random), nextAttempt: attemptsMade + 1 };
}
