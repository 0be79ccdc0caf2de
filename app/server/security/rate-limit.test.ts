import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { rateLimits } from "../db/schema.server";
import { limiter, pgClientOver } from "./rate-limit.server";

// Issue 8: limits that hold across processes (rate-limiter-flexible on PostgreSQL), 429 with a clear message.
describe.each(testDatabases())("limiter on $name", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("allows N requests in a window, then answers 429 with Retry-After and a message", async () => {
    const limit = limiter("test-three", { points: 3, duration: 60, message: "Too many tries." });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limit.consume(database.db, "203.0.113.7"));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results[2]).toEqual({ ok: true, remaining: 0 });
    const refused = results[3];
    if (refused.ok) throw new Error("expected a refusal");
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(Number(refused.response.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(await refused.response.json()).toEqual({
      error: expect.stringMatching(/^Too many tries\. Try again in \d+ seconds\.$/),
    });
    // Another key is counted apart.
    expect((await limit.consume(database.db, "203.0.113.8")).ok).toBe(true);
  });

  it("counts in the database, so another process (another limiter over the same table) sees the same count", async () => {
    const a = limiter("test-shared", { points: 4, duration: 60 });
    const b = limiter("test-shared", { points: 4, duration: 60 });
    await Promise.all([1, 2].map(() => a.consume(database.db, "198.51.100.1")));
    await Promise.all([1, 2].map(() => b.consume(database.db, "198.51.100.1")));
    expect((await a.consume(database.db, "198.51.100.1")).ok).toBe(false);
    const [row] = await database.db.select().from(rateLimits);
    expect(row).toBeDefined();
    const stored = await database.db.select().from(rateLimits);
    expect(stored.find((r) => r.key === "test-shared:198.51.100.1")?.points).toBe(5);
  });

  it("blocks for blockDuration once over the limit", async () => {
    const limit = limiter("test-block", { points: 1, duration: 1, blockDuration: 120 });
    expect((await limit.consume(database.db, "k")).ok).toBe(true);
    const second = await limit.consume(database.db, "k");
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.retryAfterSeconds).toBeGreaterThan(100);
  });

  it("adapts each driver's result to the node-postgres shape the library reads", async () => {
    const client = pgClientOver(database.db);
    const r = await client.query({ text: "SELECT $1::bigint AS expire, $2::int AS points", values: [1700000000000, 3] });
    expect(r).toEqual({ rows: [{ expire: 1700000000000, points: 3 }], rowCount: 1 });
    const none = await client.query({ text: "SELECT 1 WHERE $1::int = 2", values: [1] });
    expect(none.rowCount).toBe(0);
  });
});
