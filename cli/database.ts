import { openDatabase, type Database, type Db } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import type { TenantRow } from "~/server/db/schema.server";
import { findTenantBySlug } from "~/server/tenants/repository.server";
import { noTenant } from "./command";

/** The CLI uses the same database the server would: DATABASE_URL, else PGlite in DATA_DIR. */
export function openCliDatabase(): Promise<Database> {
  const e = env();
  return openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
}

/** Runs `fn` with the CLI's database and closes it afterwards, whatever happens. */
export async function withCliDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openCliDatabase();
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** Runs `fn` with the CLI's database and the tenant of `slug`; without such a tenant, says so and returns exit code 1. */
export function withCliTenant(slug: string, fn: (db: Db, tenant: TenantRow) => Promise<number>): Promise<number> {
  return withCliDatabase(async (db) => {
    const tenant = await findTenantBySlug(db, slug);
    return tenant ? fn(db, tenant) : noTenant(slug);
  });
}
