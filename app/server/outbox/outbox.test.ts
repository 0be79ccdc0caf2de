import { eq, sql, type SQL } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { retryPolicySchema } from "~/domain/outbox/retry-backoff";
import { tenantConfig } from "../../../tests/setup/builders";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { outboxAttempts, outboxJobs } from "../db/schema.server";
import { applyTenant } from "../tenants/repository.server";
import { enqueue, OUTBOX_CHANNEL } from "./enqueue.server";
import { claimJobs, finishAttempt, jobsFor, retryDeadJobs } from "./store.server";
import { DeliveryError, PermanentDeliveryError, type OutboxHandler } from "./types.server";
import { OutboxWorker } from "./worker.server";

const silent = pino({ level: "silent" });
const policy = retryPolicySchema.parse({ baseMs: 1000, capMs: 60_000, maxAttempts: 3 });
const t0 = new Date("2025-03-12T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each(testDatabases())("the outbox on $name", ({ open }) => {
  let database: TestDatabase;
  let tenantId: number;
  beforeAll(async () => {
    database = await open();
    ({ id: tenantId } = await applyTenant(database.db, tenantConfig({ slug: "outbox-co" })));
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.db;
  const claim = (worker: string, now: Date, kinds = ["test.a"], limit = 10, leaseMs = 1000) =>
    claimJobs(db(), { worker, kinds, limit, now, leaseMs });
  const job = async (id: number) => (await db().select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0];
  const attempts = (id: number) =>
    db().select().from(outboxAttempts).where(eq(outboxAttempts.jobId, id)).orderBy(outboxAttempts.id);
  const add = (kind = "test.a", extra: { runAfter?: Date; subject?: string } = {}) =>
    db().transaction((tx) => enqueue(tx, { tenantId, kind, payload: { n: 1 }, ...extra }));
  async function clear() {
    await db().delete(outboxJobs);
  }

  it("writes a job only when its transaction commits", async () => {
    await clear();
    await expect(
      db().transaction(async (tx) => {
        await enqueue(tx, { tenantId, kind: "test.a", payload: {} });
        throw new Error("the record failed");
      }),
    ).rejects.toThrow("the record failed");
    expect(await db().select().from(outboxJobs)).toEqual([]);
  });

  it("claims only due jobs of its kinds, each by one worker (FOR UPDATE SKIP LOCKED)", async () => {
    await clear();
    const ids = await Promise.all(Array.from({ length: 20 }, () => add("test.a", { runAfter: t0 })));
    await add("test.a", { runAfter: at(60_000) });
    await add("test.other", { runAfter: t0 });
    const [a, b, c] = await Promise.all([
      claim("A", t0, ["test.a"], 8),
      claim("B", t0, ["test.a"], 8),
      claim("C", t0, ["test.a"], 8),
    ]);
    const got = [...a, ...b, ...c].map((x) => x.job.id);
    expect(new Set(got).size).toBe(got.length);
    expect(got.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    for (const x of a) expect(x.job).toMatchObject({ status: "running", lockedBy: "A", attempts: 1 });
    expect(await attempts(a[0].job.id)).toMatchObject([{ attempt: 1, worker: "A", status: "running" }]);
    expect(await claim("D", t0)).toEqual([]);
  });

  it("retries a failed attempt after an exponential, fully jittered backoff, then dead-letters it", async () => {
    await clear();
    const id = await add("test.a", { runAfter: t0 });
    const half = () => 0.5;
    // Attempt 1 fails: the wait is uniform in [0, 1 s) — the half of it with this random source.
    let [c] = await claim("A", t0);
    let r = await finishAttempt(
      db(),
      c,
      { ok: false, error: "HTTP 500", response: "500 oops" },
      { worker: "A", now: t0, policy, random: half },
    );
    expect(r).toEqual({ state: "retry", delayMs: 500 });
    expect(await job(id)).toMatchObject({ status: "pending", lastError: "HTTP 500", lockedBy: null, nextAttemptAt: at(500) });
    expect(await claim("A", at(499))).toEqual([]);
    // Attempt 2 fails: [0, 2 s).
    [c] = await claim("A", at(500));
    r = await finishAttempt(db(), c, { ok: false, error: "HTTP 500" }, { worker: "A", now: at(500), policy, random: half });
    expect(r).toEqual({ state: "retry", delayMs: 1000 });
    // Attempt 3 of 3 fails: dead.
    [c] = await claim("A", at(1500));
    r = await finishAttempt(db(), c, { ok: false, error: "HTTP 502" }, { worker: "A", now: at(1500), policy, random: half });
    expect(r).toEqual({ state: "dead" });
    expect(await job(id)).toMatchObject({ status: "dead", attempts: 3, lastError: "HTTP 502", finishedAt: at(1500) });
    expect((await attempts(id)).map((x) => [x.attempt, x.status, x.response])).toEqual([
      [1, "failed", "500 oops"],
      [2, "failed", null],
      [3, "failed", null],
    ]);
    expect(await claim("A", at(999_999))).toEqual([]);

    // A person puts it back: due now, attempts counted afresh, history kept.
    const back = await db().transaction((tx) => retryDeadJobs(tx, { tenantId }, at(2000)));
    expect(back.map((j) => j.id)).toEqual([id]);
    [c] = await claim("A", at(2000));
    expect(c.job.attempts).toBe(1);
    await finishAttempt(db(), c, { ok: true, response: "HTTP 200" }, { worker: "A", now: at(2100), policy, random: half });
    expect(await job(id)).toMatchObject({ status: "done", lastError: null, finishedAt: at(2100) });
    expect(await attempts(id)).toHaveLength(4);
  });

  it("dead-letters a permanent failure at once, running the caller's settle statement with it — and not for a stale finish", async () => {
    await clear();
    // The record the jobs are about (any row will do): its last_error notes each settle statement that ran.
    const record = await add("test.record", { runAfter: at(999_999) });
    const settle = (state: "done" | "dead", settled: SQL) =>
      sql`update outbox_jobs set last_error = coalesce(last_error, '') || ${state} || ';' where id = ${record} and ${settled}`;
    const id = await add("test.a", { runAfter: t0, subject: "lead:X" });
    const [c] = await claim("A", t0);
    const r = await finishAttempt(
      db(),
      c,
      { ok: false, error: "no webhook crm", permanent: true },
      { worker: "A", now: t0, policy, random: Math.random, settle },
    );
    expect(r).toEqual({ state: "dead" });
    expect((await job(record)).lastError).toBe("dead;");
    expect((await jobsFor(db(), tenantId, "lead:X"))[0].history.map((h) => h.status)).toEqual(["failed"]);
    expect((await job(id)).status).toBe("dead");

    // A worker whose lock expired finishes late: its settle statement does not run.
    await add("test.a", { runAfter: t0 });
    const [mine] = await claim("A", t0, ["test.a"], 1, 100);
    await claim("B", at(200), ["test.a"], 1, 1000);
    const late = await finishAttempt(
      db(),
      mine,
      { ok: true },
      { worker: "A", now: at(300), policy, random: Math.random, settle },
    );
    expect(late).toEqual({ state: "stale" });
    expect((await job(record)).lastError).toBe("dead;");
  });

  it("reclaims a job whose worker stopped renewing its lock, and ignores the late result", async () => {
    await clear();
    const id = await add("test.a", { runAfter: t0 });
    const [a] = await claim("A", t0, ["test.a"], 10, 1000);
    expect(await claim("B", at(999))).toEqual([]);
    const [b] = await claim("B", at(1000));
    expect(b.job).toMatchObject({ id, attempts: 2, lockedBy: "B" });
    expect((await attempts(id)).map((x) => [x.worker, x.status])).toEqual([
      ["A", "abandoned"],
      ["B", "running"],
    ]);
    // A comes back from the dead: its result is kept as history, the job stays B's.
    const late = await finishAttempt(db(), a, { ok: true }, { worker: "A", now: at(1100), policy, random: Math.random });
    expect(late).toEqual({ state: "stale" });
    expect(await job(id)).toMatchObject({ status: "running", lockedBy: "B" });
    await finishAttempt(db(), b, { ok: true, response: "250 OK" }, { worker: "B", now: at(1200), policy, random: Math.random });
    expect(await job(id)).toMatchObject({ status: "done" });
    expect((await attempts(id)).map((x) => x.status)).toEqual(["abandoned", "succeeded"]);
  });

  describe("the worker", () => {
    const fast = retryPolicySchema.parse({ baseMs: 20, capMs: 40, maxAttempts: 4 });
    // The poll is an hour unless a test asks: within a test, a worker wakes only on NOTIFY, its own retry timers, or wake().
    function worker(
      handlers: OutboxHandler<{ n: number }>[],
      o: { pollMs?: number; leaseMs?: number; id?: string; clock?: () => Date } = {},
    ) {
      return new OutboxWorker({
        db: db(),
        listen: database.listen,
        handlers,
        log: silent,
        policy: fast,
        pollMs: o.pollMs ?? 3_600_000,
        leaseMs: o.leaseMs ?? 5000,
        workerId: o.id,
        clock: o.clock,
      });
    }
    const payload = z.object({ n: z.number() });
    /** Waits for check() to hold, looking again after each turn of the worker's timers; the test's timeout bounds it. */
    async function until(check: () => Promise<boolean>) {
      while (!(await check())) await new Promise((r) => setTimeout(r, 10));
    }
    /** A promise settled by the test: a handler that waits on it runs exactly as long as the test wants. */
    function gate() {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    }
    /** A clock the test moves by hand, for the lease times the worker writes. */
    function fakeClock(start: Date) {
      let now = start.getTime();
      return { now: () => new Date(now), set: (ms: number) => (now = start.getTime() + ms) };
    }

    it("wakes on NOTIFY when an enqueuing transaction commits (no poll in the test's life), retries failures, then succeeds", async () => {
      await clear();
      let calls = 0;
      const third = gate();
      const w = worker([
        {
          kind: "test.a",
          payload,
          timeoutMs: 1000,
          run: async () => {
            calls++;
            if (calls < 3) throw new DeliveryError("HTTP 500", "500 Internal Server Error");
            third.open();
            return { response: "HTTP 204" };
          },
        },
      ]);
      await w.start();
      try {
        // The start's own look at the queue is over: from here only the enqueue's NOTIFY can wake the worker.
        await w.idle();
        const id = await add("test.a");
        await third.opened;
        await w.idle();
        expect((await job(id)).status).toBe("done");
        expect((await attempts(id)).map((x) => [x.status, x.response])).toEqual([
          ["failed", "500 Internal Server Error"],
          ["failed", "500 Internal Server Error"],
          ["succeeded", "HTTP 204"],
        ]);
      } finally {
        await w.stop();
      }
    });

    it("abandons an attempt at its timeout and dead-letters after the policy's attempts", async () => {
      await clear();
      const w = worker([{ kind: "test.a", payload, timeoutMs: 50, run: () => new Promise(() => {}) }]);
      await w.start();
      try {
        const id = await add("test.a");
        await until(async () => (await job(id)).status === "dead");
        const rows = await attempts(id);
        expect(rows).toHaveLength(4);
        expect(rows.every((r) => r.status === "failed" && r.error === "Timed out after 50 ms.")).toBe(true);
      } finally {
        await w.stop();
      }
    });

    it("dead-letters a payload that does not parse, and a permanent failure, without retrying", async () => {
      await clear();
      const w = worker([
        {
          kind: "test.a",
          payload,
          timeoutMs: 1000,
          run: async () => {
            throw new PermanentDeliveryError("The webhook crm is no longer configured.");
          },
        },
      ]);
      await w.start();
      try {
        const bad = await db().transaction((tx) => enqueue(tx, { tenantId, kind: "test.a", payload: { n: "x" } }));
        const gone = await add("test.a");
        await until(async () => (await job(bad)).status === "dead" && (await job(gone)).status === "dead");
        expect((await job(bad)).lastError).toMatch(/^The job's payload is not valid/);
        expect(await job(gone)).toMatchObject({ attempts: 1, lastError: "The webhook crm is no longer configured." });
      } finally {
        await w.stop();
      }
    });

    it("keeps a long job's lock renewed, so another worker does not take it over", async () => {
      await clear();
      const clock = fakeClock(t0);
      let runs = 0;
      const started = gate();
      const finish = gate();
      const slow: OutboxHandler<{ n: number }> = {
        kind: "test.a",
        payload,
        timeoutMs: 60_000,
        run: async () => {
          runs++;
          started.open();
          await finish.opened;
        },
      };
      // A's lease is 150 ms of the fake clock, renewed every 50 ms of real time while the job runs.
      const a = worker([slow], { leaseMs: 150, id: "A", clock: clock.now });
      const b = worker([slow], { leaseMs: 150, id: "B", clock: clock.now });
      const id = await add("test.a", { runAfter: t0 });
      await a.start();
      await started.opened;
      await b.start();
      try {
        // The job runs two leases and more: each time the clock moves on, A's renewal covers it before B looks.
        for (const ms of [100, 200, 300, 400]) {
          clock.set(ms);
          await until(async () => (await job(id)).lockedUntil!.getTime() === t0.getTime() + ms + 150);
          b.wake();
          await b.idle();
          expect(await job(id)).toMatchObject({ status: "running", lockedBy: "A", attempts: 1 });
        }
        finish.open();
        await a.idle();
        expect(await job(id)).toMatchObject({ status: "done" });
        expect(runs).toBe(1);
        expect(await attempts(id)).toMatchObject([{ worker: "A", status: "succeeded" }]);
      } finally {
        finish.open();
        await Promise.all([a.stop(), b.stop()]);
      }
    });

    it("takes over the jobs of a worker that died mid-attempt once its lock expires", async () => {
      await clear();
      const clock = fakeClock(t0);
      const id = await add("test.a", { runAfter: t0 });
      // A worker claimed it and died: nobody renews the lock.
      await claimJobs(db(), { worker: "dead", kinds: ["test.a"], limit: 1, now: t0, leaseMs: 300 });
      const b = worker([{ kind: "test.a", payload, timeoutMs: 1000, run: async () => ({ response: "ok" }) }], {
        id: "B",
        clock: clock.now,
      });
      clock.set(299);
      await b.start();
      try {
        await b.idle();
        expect(await job(id)).toMatchObject({ status: "running", lockedBy: "dead" });
        clock.set(300);
        b.wake();
        await b.idle();
        expect(await job(id)).toMatchObject({ status: "done" });
        expect((await attempts(id)).map((x) => [x.worker, x.status])).toEqual([
          ["dead", "abandoned"],
          ["B", "succeeded"],
        ]);
      } finally {
        await b.stop();
      }
    });

    it("finishes the job in hand when stopped, and claims nothing after", async () => {
      await clear();
      const started = gate();
      const finish = gate();
      const w = worker([
        {
          kind: "test.a",
          payload,
          timeoutMs: 60_000,
          run: async () => {
            started.open();
            await finish.opened;
            return { response: "late ok" };
          },
        },
      ]);
      await w.start();
      const id = await add("test.a");
      await started.opened;
      let stopped = false;
      const stopping = w.stop().then(() => (stopped = true));
      // The stop waits for the job: after a round trip to the database it is still running, and so is stop().
      expect(await job(id)).toMatchObject({ status: "running" });
      expect(stopped).toBe(false);
      finish.open();
      await stopping;
      expect(await job(id)).toMatchObject({ status: "done" });

      // A job enqueued now: its NOTIFY reaches a listener of the test's own, and the stopped worker does not claim it.
      const heard = gate();
      const unlisten = await database.listen(OUTBOX_CHANNEL, heard.open);
      try {
        const next = await add("test.a");
        await heard.opened;
        w.wake();
        await w.idle();
        expect((await job(next)).status).toBe("pending");
      } finally {
        await unlisten();
      }
    });
  });
});
