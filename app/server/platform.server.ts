import { openDatabase, type Database } from "./db/client.server";
import { seedDemo, shouldSeed } from "./demo/seed.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { openMedia, type PlatformMedia } from "./media/platform-media.server";
import { TenantRegistry } from "./sync.server";

/**
 * What one server process holds: its database handle, the tenants' configs
 * and indexes, and its media makers (image renditions, demo videos). Made once by the composition root (server/app.ts) and handed to
 * each request through React Router's context (context.server.ts), never read
 * from a global.
 */
export interface Platform {
  database: Database;
  registry: TenantRegistry;
  media: PlatformMedia;
}

/** Opens the database (migrating it), seeds the demo on an empty one, loads every tenant. */
export async function startPlatform(e: Env): Promise<Platform> {
  const database = await openDatabase({ url: e.DATABASE_URL, dataDir: e.DATA_DIR });
  logger.info({ database: database.kind, where: database.where }, "database ready (migrations applied)");
  if (e.SEED_DEMO === "auto" && (await shouldSeed(database.db))) {
    const started = performance.now();
    const result = await seedDemo(database.db);
    logger.info({ tenants: result.tenants, ms: Math.round(performance.now() - started) }, "seeded demo tenants");
  }
  const registry = new TenantRegistry(database.db);
  await registry.start(e.SYNC_INTERVAL_MS);
  return { database, registry, media: openMedia({ dataDir: e.DATA_DIR, maxBytes: e.DISK_CACHE_MAX_MB * 1024 * 1024 }) };
}

export async function stopPlatform(platform: Platform): Promise<void> {
  platform.registry.stop();
  // PGlite writes its files on close.
  await platform.database.close();
}
