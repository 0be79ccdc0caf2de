import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, afterFailedAttempt, backoffCeilingMs, retryDelayMs, retryPolicySchema } from "./retry-backoff";

const policy = retryPolicySchema.parse({ baseMs: 1000, capMs: 60_000, maxAttempts: 5 });

describe("retry with exponential backoff, full jitter, dead-lettering (issue 10 §5)", () => {
  it("doubles the ceiling per failed attempt up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffCeilingMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(backoffCeilingMs(10_000, policy)).toBe(60_000);
  });

  it("draws the delay uniformly below the ceiling from the injected random source", () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.999999)).toBe(3999);
    // A misbehaving source cannot push the delay outside [0, ceiling).
    expect(retryDelayMs(3, policy, () => 1)).toBe(3999);
    expect(retryDelayMs(3, policy, () => -3)).toBe(0);
    expect(retryDelayMs(3, policy, () => Number.NaN)).toBe(0);
  });

  it("keeps every delay in [0, ceiling) for any attempt and random value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, r) => {
        const d = retryDelayMs(n, policy, () => r);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(backoffCeilingMs(n, policy));
      }),
    );
  });

  it("retries until the configured number of attempts, then dead-letters", () => {
    expect(afterFailedAttempt(1, policy, () => 0.5)).toEqual({ kind: "retry", delayMs: 500, nextAttempt: 2 });
    expect(afterFailedAttempt(4, policy, () => 0.5)).toEqual({ kind: "retry", delayMs: 4000, nextAttempt: 5 });
    expect(afterFailedAttempt(5, policy, () => 0.5)).toEqual({ kind: "dead", attempts: 5 });
    expect(afterFailedAttempt(1, { ...policy, maxAttempts: 1 }, () => 0.5)).toEqual({ kind: "dead", attempts: 1 });
  });

  it("validates a policy with clear messages", () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ baseMs: 2000, capMs: 3_600_000, maxAttempts: 15 });
    const bad = retryPolicySchema.safeParse({ baseMs: 5000, capMs: 1000 });
    expect(bad.success ? [] : bad.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "capMs: capMs must be at least baseMs",
    ]);
    expect(retryPolicySchema.safeParse({ maxAttempts: 0 }).success).toBe(false);
  });
});
