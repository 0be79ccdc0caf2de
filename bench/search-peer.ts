import { toSearchDoc } from "~/server/search/document.server";
import { SearchIndex } from "~/server/search/engine.server";
import type { SearchEngine } from "~/server/search/types.server";
import { OramaPeer } from "./peers/orama";
import { SqlPeer } from "./peers/sql";
import {
  benchConfig,
  DATABASE_URL,
  gc,
  geomean,
  log,
  N,
  NOW,
  QUERIES,
  timed,
  usedBytes,
  type BuildReport,
  type EngineName,
  type PeerAnswer,
  type PeerMessage,
  type PeerReplies,
  type PeerRequest,
} from "./search-setup";
import { generateVehicles } from "./synthetic";

/**
 * One engine of bench/search.ts in a process of its own (started by it with
 * the engine's name): its heap apart from the others', so that no engine's
 * garbage collection (Orama's heap is several times ours) lands in another's
 * timed query. It builds its engine from the same synthetic stock and answers
 * the coordinator's requests one at a time; each query is timed here, around
 * the search alone.
 */

const engineName = process.argv[2] as EngineName;
if (!["ours", "orama", "sql"].includes(engineName)) throw new Error(`unknown engine '${process.argv[2]}'`);

let engine: SearchEngine | null = null;
let sql: SqlPeer | null = null;

async function build(): Promise<BuildReport> {
  const { config, options } = benchConfig();
  let vehicles = generateVehicles(N);
  let docs = vehicles.map((v) => toSearchDoc(v, config));
  if (engineName === "sql") {
    const [peer, loadMs] = await timed(() =>
      SqlPeer.build(vehicles, docs, config, options, { baseUrl: DATABASE_URL, poolSize: 4, log: (l) => log(`sql:   ${l}`) }),
    );
    sql = peer;
    engine = peer;
    [vehicles, docs] = [[], []];
    const [, firstQueryMs] = await timed(() => peer.search(QUERIES[0].query, NOW));
    // Which facet strategy is faster on this machine: one GROUPING SETS scan or one statement per facet.
    const ms = { "per-facet": 0, "grouping-sets": 0 };
    for (const mode of ["per-facet", "grouping-sets"] as const) {
      peer.facetMode = mode;
      for (const { query } of QUERIES) await peer.search(query, NOW);
      const times: number[] = [];
      for (const { query } of QUERIES) times.push((await timed(() => peer.search(query, NOW)))[1]);
      ms[mode] = geomean(times);
    }
    peer.facetMode = ms["grouping-sets"] <= ms["per-facet"] ? "grouping-sets" : "per-facet";
    return {
      buildMs: loadMs,
      firstQueryMs,
      heapDeltaBytes: 0,
      relationBytes: await peer.sizeBytes(),
      facetMode: { chosen: peer.facetMode, msGroupingSets: ms["grouping-sets"], msPerFacet: ms["per-facet"] },
    };
  }
  // Measured as before the split: the stock stays in the heap over the build, so the delta is the index's own.
  gc();
  const before = usedBytes();
  if (engineName === "ours") {
    const [index, buildMs] = await timed(() => SearchIndex.build(docs, options));
    const [, firstQueryMs] = await timed(() => index.search(QUERIES[0].query, NOW));
    engine = index;
    gc();
    const heapDeltaBytes = usedBytes() - before;
    [vehicles, docs] = [[], []];
    return { buildMs, firstQueryMs, heapDeltaBytes, memoryBytes: index.memoryBytes() };
  }
  const [orama, buildMs] = await timed(() => OramaPeer.build(docs, options));
  const [, firstQueryMs] = await timed(() => orama.search(QUERIES[0].query, NOW));
  engine = orama;
  gc();
  const heapDeltaBytes = usedBytes() - before;
  [vehicles, docs] = [[], []];
  return { buildMs, firstQueryMs, heapDeltaBytes };
}

function built(): SearchEngine {
  if (!engine) throw new Error(`${engineName}: not built yet`);
  return engine;
}

async function answer(request: PeerRequest): Promise<PeerReplies[PeerRequest["type"]]> {
  switch (request.type) {
    case "build":
      return build();
    case "search":
      return built().search(request.query, NOW);
    case "warm": {
      const e = built();
      const t = performance.now();
      for (let i = 0; i < request.reps; i++) for (const { query } of QUERIES) await e.search(query, NOW);
      const mean = (performance.now() - t) / (request.reps * QUERIES.length);
      // The timed runs start with the warm-up's garbage collected.
      gc();
      return mean;
    }
    case "time": {
      const e = built();
      const query = QUERIES[request.query].query;
      const cpu = process.cpuUsage();
      const [, ms] = await timed(() => e.search(query, NOW));
      const d = process.cpuUsage(cpu);
      return { ms, cpuMs: (d.user + d.system) / 1000 };
    }
    case "close":
      await sql?.close();
      sql = null;
      return null;
  }
}

// One request at a time: the coordinator waits for each answer before the next.
process.on("message", (message: PeerMessage) => {
  const last = message.request.type === "close";
  answer(message.request).then(
    (value) => send({ id: message.id, ok: true, value }, last),
    (err: unknown) =>
      send({ id: message.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }, last),
  );
});

function send(a: PeerAnswer, last: boolean): void {
  process.send!(a, undefined, undefined, (err) => {
    if (err) log(`${engineName}: could not answer the coordinator: ${err.message}`);
    // The channel closed, the process ends.
    if (last) process.disconnect();
  });
}
