import { openDatabase, type Database } from "./db/client.server";
import { seedDemo, shouldSeed } from "./demo/seed.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { TenantRegistry } from "./sync.server";

/** What one server process holds: its database handle and the tenants' configs and indexes. */
export interface Platform {
  database: Database;
  registry: TenantRegistry;
}

let current: Platform | undefined;

/** Opens the database (migrating it), seeds the demo on an empty one, loads every tenant. */
export async function startPlatform(): Promise<Platform> {
  if (current) return current;
  const e = env();
  const database = await openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
  logger.info({ database: database.kind, where: database.where }, "database ready (migrations applied)");
  if (e.SEED_DEMO === "auto" && (await shouldSeed(database.db))) {
    const started = performance.now();
    const result = await seedDemo(database.db);
    logger.info({ tenants: result.tenants, ms: Math.round(performance.now() - started) }, "seeded demo tenants");
  }
  const registry = new TenantRegistry(database.db);
  await registry.start(e.SYNC_INTERVAL_MS);
  current = { database, registry };
  return current;
}

export function getPlatform(): Platform {
  if (!current) throw new Error("The platform has not been started (startPlatform)");
  return current;
}

export async function stopPlatform(): Promise<void> {
  if (!current) return;
  current.registry.stop();
  await current.database.close();
  current = undefined;
}
