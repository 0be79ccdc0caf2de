/**
 * What one vehicle costs in a search index, in memory (no database):
 * BENCH_TENANTS (100) indexes of BENCH_VEHICLES (1,000) synthetic vehicles,
 * each prepared, then the process's heap, array buffers and resident size
 * after two full collections, per vehicle. docs/PERFORMANCE.md 'Scale'. Run:
 *   node --expose-gc --import tsx bench/index-memory.ts
 */
import { searchOptionsFor, toSearchDoc } from "~/server/search/document.server";
import { SearchIndex } from "~/server/search/engine.server";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";

const TENANTS = Number(process.env.BENCH_TENANTS ?? 100);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1000);
const config = syntheticTenantConfig();
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

function collect(): NodeJS.MemoryUsage {
  gc!();
  gc!();
  return process.memoryUsage();
}

const before = collect();
const kept: SearchIndex[] = [];
const started = performance.now();
for (let t = 0; t < TENANTS; t++) {
  const vehicles = generateVehicles(VEHICLES, { seed: t + 1 });
  const index = new SearchIndex(searchOptionsFor(config));
  index.upsert(vehicles.map((v) => toSearchDoc(v, config)));
  index.prepare();
  kept.push(index);
}
const loadMs = performance.now() - started;
const peakRss = process.memoryUsage().rss;
const after = collect();
const n = TENANTS * VEHICLES;
const per = (k: keyof NodeJS.MemoryUsage) => ((after[k] - before[k]) / n).toFixed(0);
console.log(
  `${TENANTS} × ${VEHICLES} vehicles in ${(loadMs / 1000).toFixed(1)} s: bytes a vehicle, heap ${per("heapUsed")}, ` +
    `array buffers ${per("arrayBuffers")}, external ${per("external")}, resident ${per("rss")} ` +
    `(resident at the end of the load ${((peakRss - before.rss) / n).toFixed(0)})`,
);
console.log(`index's own count: ${(kept.reduce((s, i) => s + i.memoryBytes(), 0) / n).toFixed(0)} bytes a vehicle`);
