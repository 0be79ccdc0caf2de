/**
 * Times `npm run cli -- inventory import` for a 100,000-vehicle JSON file
 * (the benchmark's synthetic stock), on a fresh PGlite data directory and,
 * when BENCH_DATABASE_URL (default: the local server) answers, on a fresh
 * PostgreSQL database. Run: npm run bench:import
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/server/db/client.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { openTestPostgres } from "../tests/setup/databases";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";

const N = Number(process.env.BENCH_N ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const file = path.join(dir, "stock.json");

// Feed rows: the stored Vehicle minus what the platform assigns.
const rows = generateVehicles(N).map((v) => {
  const { id, tenant_id, slug, path: p, photos_count, views, updated_at, sold_at, last_seen_at, ...feed } = v;
  void [id, tenant_id, slug, p, photos_count, views, updated_at, sold_at, last_seen_at];
  return feed;
});
fs.writeFileSync(file, JSON.stringify(rows));
console.log(`${N} vehicles, ${(fs.statSync(file).size / 1e6).toFixed(1)} MB of JSON`);

const config = syntheticTenantConfig();
const results: { database: string; seconds: number }[] = [];

async function run(label: string, env: Record<string, string>, prepare: () => Promise<() => Promise<void>>) {
  const cleanup = await prepare();
  const started = performance.now();
  const r = spawnSync("npx", ["tsx", "cli/index.ts", "inventory", "import", config.slug, file], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(r.stdout);
  if (r.status !== 0) {
    process.stderr.write(r.stderr.slice(0, 2000));
    throw new Error(`${label}: import exited ${r.status}`);
  }
  results.push({ database: label, seconds });
  await cleanup();
}

const dataDir = path.join(dir, "data");
await run("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, async () => {
  const db = await openDatabase({ dataDir });
  await applyTenant(db.db, config);
  await db.close();
  return async () => fs.rmSync(dataDir, { recursive: true, force: true });
});

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const pg = await openTestPostgres(pgUrl).catch(() => undefined);
if (pg) {
  await applyTenant(pg.db, config);
  await run("PostgreSQL", { DATABASE_URL: pg.url! }, async () => async () => pg.close());
} else {
  console.log(`PostgreSQL at ${pgUrl} did not answer; skipped.`);
}

fs.rmSync(dir, { recursive: true, force: true });
console.log(`\n| database | import of ${N} (s, wall clock incl. CLI start) | target |`);
console.log("|---|---:|---|");
for (const r of results) console.log(`| ${r.database} | ${r.seconds.toFixed(1)} | < 60 s ${r.seconds < 60 ? "met" : "MISSED"} |`);
