import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Database } from "~/server/db/client.server";

/**
 * The databases a data-layer test runs on: an in-memory PGlite always, and a
 * fresh database on the real PostgreSQL server when TEST_DATABASE_URL is set
 * (.ci/run sets it). Use with describe.each(testDatabases()).
 */
export function testDatabases(): { name: string; open: () => Promise<TestDatabase> }[] {
  const list = [{ name: "pglite", open: () => openTestPglite() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openTestPostgres(url) });
  return list;
}

export interface TestDatabase extends Database {
  /** The connection URL (postgres only), for tests that start other processes. */
  url?: string;
}

async function openTestPglite(): Promise<TestDatabase> {
  return openDatabase({ dataDir: "memory://" });
}

/** A new database per call, dropped on close, so tests never see each other's rows. */
export async function openTestPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
