import { sql, type SQL } from "drizzle-orm";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { logger } from "../logger.server";

/**
 * Rate limits that hold across processes (issue 8 'Counts anyone can
 * inflate'): rate-limiter-flexible's RateLimiterPostgres on the platform's
 * own database, in the rate_limits table our migrations make
 * (db/schema.server.ts). One atomic INSERT … ON CONFLICT DO UPDATE per
 * consume, so every process behind nginx counts into the same row.
 *
 *   const reveals = limiter("phone-reveal", { points: 30, duration: 600 });
 *   const limited = await reveals.consume(db, clientKey(ip));
 *   if (!limited.ok) return limited.response; // 429, Retry-After, a message
 *
 * A key that is over its limit is also refused from memory until its window
 * ends, so a flood costs the database nothing more. When the database cannot
 * answer, each process falls back to counting in memory (the library's
 * insurance limiter) rather than failing the request.
 */
export interface LimiterOptions {
  /** Requests allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Once over the limit, refuse this many seconds (default: until the window ends). */
  blockDuration?: number;
  /** What the 429 says, before "Try again in …". */
  message?: string;
}

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number; response: Response };

export interface Limiter {
  readonly name: string;
  /** Counts one request for `key` (see clientKey in client-address.server.ts); 429 when over the limit. */
  consume(db: Db, key: string, points?: number): Promise<LimitResult>;
  /** Whether `key` could consume `points` now, without counting anything (a pre-check such as /api/rate-limit). */
  check(db: Db, key: string, points?: number): Promise<LimitResult>;
}

const TABLE = "rate_limits";
const DEFAULT_MESSAGE = "Too many requests from your network.";

/** A named limit. Made once at module load; the store behind it is made per database on first use. */
export function limiter(name: string, options: LimiterOptions): Limiter {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`limiter name must be kebab-case: ${name}`);
  const stores = new WeakMap<Db, RateLimiterPostgres>();
  const storeFor = (db: Db) => {
    let store = stores.get(db);
    if (!store) {
      store = makeStore(db, name, options);
      stores.set(db, store);
    }
    return store;
  };
  return {
    name,
    async consume(db, key, points = 1) {
      try {
        const res = await storeFor(db).consume(key, points);
        return { ok: true, remaining: res.remainingPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        logger.debug({ limiter: name, key, retryAfterSeconds }, "rate limited");
        return { ok: false, retryAfterSeconds, response: tooManyRequests(options.message ?? DEFAULT_MESSAGE, retryAfterSeconds) };
      }
    },
    async check(db, key, points = 1) {
      const res = await storeFor(db).get(key);
      const used = res?.consumedPoints ?? 0;
      if (!res || used + points <= options.points) return { ok: true, remaining: Math.max(0, options.points - used) };
      const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      return { ok: false, retryAfterSeconds, response: tooManyRequests(options.message ?? DEFAULT_MESSAGE, retryAfterSeconds) };
    },
  };
}

export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { error: `${message} Try again in ${describeWait(retryAfterSeconds)}.` },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

function makeStore(db: Db, name: string, o: LimiterOptions): RateLimiterPostgres {
  const block = o.blockDuration ?? 0;
  return new RateLimiterPostgres({
    storeClient: pgClientOver(db),
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: o.points,
    duration: o.duration,
    blockDuration: block,
    // Over the limit: refused in memory for the rest of the block (or window), without a query.
    inMemoryBlockOnConsumed: o.points + 1,
    ...(block > 0 ? { inMemoryBlockDuration: block } : {}),
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: o.points, duration: o.duration, blockDuration: block }),
  });
}

/** The query shape RateLimiterPostgres calls on a 'pool' client (node-postgres's: text, $n values; rows and rowCount back). */
interface PgQuery {
  name?: string;
  text: string;
  values?: unknown[];
}
interface PgResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/**
 * A node-postgres-shaped client over our Drizzle database, so the one limiter
 * runs on postgres.js in production and PGlite in development and tests. The
 * library's `$1 … $n` placeholders become Drizzle parameters; each driver's
 * result (postgres.js: an array of rows; PGlite: { rows, affectedRows })
 * becomes { rows, rowCount }, with the int8 `expire` and `points` as numbers
 * (postgres.js returns int8 as text).
 */
export function pgClientOver(db: Db): { query(q: PgQuery): Promise<PgResult> } {
  return {
    async query(q) {
      const result: unknown = await db.execute(withParameters(q.text, q.values ?? []));
      const rows = rowsOf<Record<string, unknown>>(result);
      const count = Array.isArray(result)
        ? ((result as { count?: number }).count ?? rows.length)
        : ((result as { affectedRows?: number }).affectedRows ?? rows.length);
      return { rows: rows.map(numericRow), rowCount: Math.max(count, rows.length) };
    },
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

function numericRow(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const column of ["points", "expire"])
    if (typeof out[column] === "string" || typeof out[column] === "bigint") out[column] = Number(out[column]);
  return out;
}
