/**
 * How long preparing one tenant's new search index holds the event loop, in
 * memory (no database): BENCH_N (200,000) synthetic vehicles upserted a page
 * at a time, then prepared in one go (`prepare`) and, on a second index built
 * the same way, a slice at a time (`prepareInSlices`, what the tenant
 * registry does). The longest block is a 1 ms timer's longest gap.
 * docs/PERFORMANCE.md 'Index rebuilds'. Run:
 *   node --expose-gc --import tsx bench/index-prepare.ts
 */
import { searchOptionsFor, toSearchDoc } from "~/server/search/document.server";
import { SearchIndex } from "~/server/search/engine.server";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";

const N = Number(process.env.BENCH_N ?? 200_000);
const config = syntheticTenantConfig();

function build(): SearchIndex {
  const vehicles = generateVehicles(N);
  const index = new SearchIndex(searchOptionsFor(config));
  for (let i = 0; i < N; i += 1000) index.upsert(vehicles.slice(i, i + 1000).map((v) => toSearchDoc(v, config)));
  return index;
}

async function measure(label: string, prepare: (index: SearchIndex) => Promise<void> | void): Promise<void> {
  const index = build();
  // The vehicles' garbage collected before the clock starts.
  (globalThis as { gc?: () => void }).gc?.();
  let longest = 0;
  let turns = 0;
  const started = performance.now();
  let last = started;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    turns++;
  }, 1);
  await prepare(index);
  const total = performance.now() - started;
  longest = Math.max(longest, performance.now() - last);
  clearInterval(tick);
  console.log(
    `${N} vehicles, ${label}: ${Math.round(total)} ms in all; longest event-loop block ${Math.round(longest)} ms; timer turns ${turns}`,
  );
}

// One index alive at a time, so neither run pays for collecting the other's heap.
await measure("prepareInSlices", (index) => index.prepareInSlices());
await measure("prepare (in one go)", (index) => index.prepare());
