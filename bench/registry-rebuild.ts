/**
 * How long the tenant registry (app/server/sync.server.ts) blocks the event
 * loop when it loads a tenant of BENCH_N (100,000) vehicles: the first load
 * (what a config change does again), a config change, and a re-import of
 * every vehicle (the stock sync), with the first search after each.
 * On PostgreSQL (BENCH_DATABASE_URL, default the local server). Run:
 *   npx tsx bench/registry-rebuild.ts
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { importVehicles } from "~/server/inventory/import.server";
import { TenantRegistry } from "~/server/sync.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { searchState } from "~/domain/search/query-edits";
import { openTestPostgres } from "../tests/setup/databases";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";

const N = Number(process.env.BENCH_N ?? 100_000);
const database = await openTestPostgres(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
try {
  const config = syntheticTenantConfig();
  const { id } = await applyTenant(database.db, config);
  const rows = (price: number) =>
    generateVehicles(N).map((v, i) => {
      const { id: _id, tenant_id, slug, path, photos_count, views, updated_at, sold_at, last_seen_at, ...feed } = v;
      void [_id, tenant_id, slug, path, photos_count, views, updated_at, sold_at, last_seen_at];
      return { row: i + 1, data: { ...feed, price: price + (i % 1000) } };
    });
  let started = performance.now();
  await importVehicles(database.db, id, rows(20_000), { mode: "upsert" });
  console.log(`imported ${N} vehicles in ${Math.round(performance.now() - started)} ms`);

  const registry = new TenantRegistry(database.db);
  const measure = async (label: string, work: () => Promise<unknown>) => {
    const h = monitorEventLoopDelay({ resolution: 2 });
    let maxGap = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
    }, 1);
    h.enable();
    started = performance.now();
    await work();
    const total = performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
    h.disable();
    clearInterval(tick);
    console.log(
      `${label}: ${Math.round(total)} ms in all; longest event-loop block ${Math.round(maxGap)} ms (histogram max ${Math.round(h.max / 1e6)} ms)`,
    );
  };
  const query = searchState();
  await measure("first load (full build)", () => registry.refresh());
  await measure("  first search", async () => registry.index(id).search(query));
  await database.db.execute(sql`UPDATE tenants SET config_revision = config_revision + 1 WHERE id = ${id}`);
  await measure("config change (full rebuild)", () => registry.refresh());
  await measure("  first search", async () => registry.index(id).search(query));
  await importVehicles(database.db, id, rows(30_000), { mode: "upsert" });
  await measure(`stock sync of ${N} changed vehicles`, () => registry.refresh());
  await measure("  first search", async () => registry.index(id).search(query));
  registry.stop();
} finally {
  await database.close();
}
