import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where it lives, for logs: the data directory or the server's host/database. */
  where: string;
  /**
   * LISTEN on a channel: onNotify runs for each NOTIFY sent to it (after the
   * sending transaction commits). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Runs fn holding the start-up advisory lock (pg_advisory_lock, a session
   * lock on a connection of its own), so processes starting together on one
   * PostgreSQL migrate and seed one after the other. On PGlite (one process)
   * the same lock is taken on its one session and is never contended.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: its data directory as a tarball, which `openDatabase({ loadDataDir })` starts another from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The start-up lock's keys: "STRT", 0 (the stock import lock is "STKI", tenant id: import-lock.server.ts). */
const STARTUP_LOCK = [0x53545254, 0] as const;

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in dataDir ("memory://"
 * for a throwaway one), and migrates it; `afterMigrate` (the demo seed) runs
 * under the same start-up lock, so of several processes starting at once on
 * one database, one migrates and seeds and the others find it done.
 * `loadDataDir` starts a new PGlite from another's dumpDataDir() (tests clone
 * a migrated template so: no initdb, and nothing left to migrate).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  afterMigrate?: (database: Database) => Promise<void>;
}): Promise<Database> {
  const database = opts.url ? openPostgres(opts.url) : await openPglite(opts.dataDir ?? "./data", opts.loadDataDir);
  try {
    await database.withStartupLock(async () => {
      await migrateDatabase(database);
      await opts.afterMigrate?.(database);
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * A PostgreSQL database already migrated, for a thread that only reads it
 * (the registry's loader threads, tenant-load-worker.server.ts).
 */
export function connectPostgres(url: string, max: number): { db: Db; close(): Promise<void> } {
  const client = postgres(url, { max, onnotice: () => {} });
  return { db: drizzlePostgres(client, { schema }) as unknown as Db, close: () => client.end({ timeout: 5 }) };
}

function openPostgres(url: string): Database {
  // Notices (e.g. "relation already exists, skipping") are noise in logs.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const u = new URL(url);
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    kind: "postgres",
    where: `${u.hostname}:${u.port || 5432}${u.pathname}`,
    // postgres.js keeps one extra connection for all of a client's listeners.
    listen: async (channel, onNotify) => {
      const { unlisten } = await client.listen(channel, () => onNotify());
      return unlisten;
    },
    withStartupLock: async (fn) => {
      // A session lock lives on one connection: reserve one for it; the work uses the pool.
      const session = await client.reserve();
      try {
        await session`select pg_advisory_lock(${STARTUP_LOCK[0]}, ${STARTUP_LOCK[1]})`;
        try {
          return await fn();
        } finally {
          await session`select pg_advisory_unlock(${STARTUP_LOCK[0]}, ${STARTUP_LOCK[1]})`;
        }
      } finally {
        session.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({ dataDir: inMemory ? undefined : path.join(dataDir, "pg"), loadDataDir });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: "pglite",
      where: inMemory ? "memory" : path.resolve(dataDir),
      // PGlite is one session: it hears its own NOTIFYs, delivered at commit as on PostgreSQL.
      listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
      withStartupLock: async (fn) => {
        await client.query("select pg_advisory_lock($1, $2)", [...STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1, $2)", [...STARTUP_LOCK]);
        }
      },
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    await migratePostgres(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/**
 * PGlite is one process's database: a second process opening the same files
 * would corrupt them, so the data directory is locked with the owner's pid.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, "pglite.lock");
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(fs.readFileSync(lock, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.resolve(dataDir)} is in use by process ${owner} (probably the running platform). ` +
          "Stop it first, point DATABASE_URL at PostgreSQL, or send stock to the feed endpoint instead.",
      );
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lock, "utf8") === String(process.pid)) fs.unlinkSync(lock);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
