/**
 * npm run bench:scale — issue 21 item 5, "Scale on paper and in a benchmark":
 * many tenants in one production process (node server.js, the build in
 * build/) on one PostgreSQL database, against a process that holds one tenant.
 *
 * Seeds a fresh database with BENCH_TENANTS tenants: BENCH_TENANTS - 1 of
 * BENCH_VEHICLES vehicles and one of BENCH_LARGE (default 999 × 1,000 plus
 * one of 100,000: 1,099,000 vehicles), written with COPY through the
 * platform's migrations and its own column mapping (vehicleColumns). Then
 * starts one server on it and measures:
 * - start-up: from spawn until /healthz answers (the server listens once
 *   the registry has loaded every tenant), then every tenant's /api/search
 *   checked to answer with its stock;
 * - resident memory (VmRSS, VmHWM from /proc/<pid>/status) after start-up and
 *   after the searches;
 * - sync cost: the server's CPU (utime + stime, /proc/<pid>/stat) over
 *   BENCH_IDLE_SECONDS of idle, i.e. polling every tenant every SYNC_INTERVAL_MS;
 * - /api/search latency on a small tenant and on the large one, a fixed query
 *   mix, sequential and at BENCH_CONCURRENCY, each request alternated with the
 *   same request to a single-tenant server (its own database holding only
 *   that tenant, same stock), so both see the same machine load.
 *
 *   npx react-router build && flock /tmp/bench.lock npm run bench:scale
 *   BENCH_TENANTS       tenants in the large process (default 1000)
 *   BENCH_VEHICLES      vehicles of each small tenant (default 1000)
 *   BENCH_LARGE         vehicles of the large tenant (default 100000)
 *   BENCH_ROUNDS        sequential rounds of the query mix per tenant (default 40)
 *   BENCH_CONCURRENCY   concurrent requests in the concurrent phase (default 8)
 *   BENCH_IDLE_SECONDS  idle window for the sync cost (default 20)
 *   BENCH_PORT          first of three ports (default 3550)
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); databases are made and dropped
 *   BENCH_KEEP          1: keep the three seeded databases (their names are printed) instead of dropping them
 *   BENCH_REUSE         the three names BENCH_KEEP printed (comma-separated): measure on them, no seeding
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../deploy/node-flags.mjs";
import { serializeSearchState } from "~/domain/search/search-query";
import { feedKey, type Vehicle } from "~/domain/vehicle/vehicle";
import { bySqlName, vehicleColumns, WRITTEN_COLUMNS } from "~/server/inventory/vehicle-columns.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { openTestPostgres, type TestDatabase } from "../tests/setup/databases";
import { request, requireBuild } from "../tests/setup/server-process";
import { QUERIES } from "./search-setup";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";

const int = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const TENANTS = int("BENCH_TENANTS", 1000);
const VEHICLES = int("BENCH_VEHICLES", 1000);
const LARGE = int("BENCH_LARGE", 100_000);
const ROUNDS = int("BENCH_ROUNDS", 40);
const CONCURRENCY = int("BENCH_CONCURRENCY", 8);
const IDLE_SECONDS = int("BENCH_IDLE_SECONDS", 20);
const PORT = int("BENCH_PORT", 3550);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const KEEP = process.env.BENCH_KEEP === "1";
const REUSE = process.env.BENCH_REUSE?.split(",").filter(Boolean);
/** Targets of issue 21 item 5. */
const TARGET_RSS_MB = 2048;
const TARGET_START_S = 60;

const log = (line: string) => process.stderr.write(`${line}\n`);
const mb = (kb: number) => Math.round(kb / 1024);
const slugOf = (i: number) => `scale-${String(i).padStart(4, "0")}`;
/** The large tenant is the last one, so the registry loads it after all the small ones. */
const LARGE_INDEX = TENANTS - 1;
const SMALL_INDEX = 0;
const sizeOf = (i: number) => (i === LARGE_INDEX ? LARGE : VEHICLES);
/** Every database's stock is dated from one instant, so a tenant's copies agree. */
const now = Date.now();

// ---------------------------------------------------------------- seeding

/** Tenants `indexes` (their slugs, seeds and sizes fixed by index), each with its synthetic stock. */
async function seed(database: TestDatabase, indexes: number[]): Promise<number> {
  const ids: number[] = [];
  for (const i of indexes) {
    const config = {
      ...syntheticTenantConfig(),
      slug: slugOf(i),
      name: `Scale Motors ${i}`,
      domains: [`${slugOf(i)}.example.com.au`],
    };
    ids.push((await applyTenant(database.db, config)).id);
  }
  const columns = WRITTEN_COLUMNS.map((c) => c.name);
  const sql = postgres(database.url!, { max: 2, onnotice: () => {} });
  let written = 0;
  // One tenant's stock at a time, as COPY text: distinct per tenant (its own seed).
  async function* lines(part: number[]) {
    for (const k of part) {
      const vehicles = generateVehicles(sizeOf(indexes[k]), { seed: 1 + indexes[k], now });
      for (let j = 0; j < vehicles.length; j += 1000) {
        yield vehicles
          .slice(j, j + 1000)
          .map((v) => {
            const r = row(ids[k], v);
            return `${columns.map((c) => copyField(r[c])).join("\t")}\n`;
          })
          .join("");
      }
      written += vehicles.length;
    }
  }
  // Two streams: the server parses and indexes while this process serialises.
  const all = indexes.map((_, k) => k);
  const parts = [all.filter((k) => k % 2 === 0), all.filter((k) => k % 2 === 1)];
  try {
    await Promise.all(
      parts.map(async (part) => {
        if (!part.length) return;
        const writable = await sql.unsafe(`COPY vehicles (${columns.join(", ")}) FROM STDIN`).writable();
        await pipeline(Readable.from(lines(part)), writable);
      }),
    );
    await sql.unsafe(`UPDATE tenants SET stock_revision = 1`);
    await sql.unsafe(`VACUUM ANALYZE vehicles`);
  } finally {
    await sql.end();
  }
  return written;
}

/** A synthetic vehicle as an import writes it (the platform's column mapping), with its own dates. */
function row(tenantId: number, v: Vehicle): Record<string, unknown> {
  const { id, tenant_id, slug, path: _path, photos_count, views, created_at, updated_at, sold_at, last_seen_at, ...data } = v;
  void [tenant_id, _path, photos_count, views];
  const r = bySqlName(vehicleColumns(tenantId, feedKey(v) ?? `ID:${id}`, data, slug, 1, updated_at));
  return { ...r, created_at, updated_at, sold_at, last_seen_at };
}

/** One value in COPY's text format. */
function copyField(v: unknown): string {
  if (v == null) return "\\N";
  let s: string;
  if (v instanceof Date) s = v.toISOString();
  else if (typeof v === "boolean") s = v ? "t" : "f";
  else if (typeof v === "object") s = JSON.stringify(v);
  else s = String(v);
  return s.replace(/[\\\n\r\t]/g, (c) => (c === "\\" ? "\\\\" : c === "\n" ? "\\n" : c === "\r" ? "\\r" : "\\t"));
}

// ---------------------------------------------------------------- the servers

interface Server {
  name: string;
  proc: ChildProcess;
  port: number;
  startMs: number;
}

async function startServer(name: string, database: TestDatabase, port: number, dataDir: string): Promise<Server> {
  const started = performance.now();
  const proc = spawn("node", [...SERVER_NODE_FLAGS, "server.js"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      SEED_DEMO: "never",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`${name}: server exited (${proc.exitCode ?? proc.signalCode})`);
    try {
      if ((await get(port, "/healthz", "localhost")).status === 200) break;
    } catch {
      // Not listening yet: the registry is still loading.
    }
    if (performance.now() - started > 30 * 60_000) throw new Error(`${name}: not up after 30 min`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, proc, port, startMs: performance.now() - started };
}

async function stop(s: Server): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  const exited = new Promise((r) => s.proc.once("exit", r));
  s.proc.kill("SIGTERM");
  await exited;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const get = (port: number, urlPath: string, host: string) => request(port, "GET", urlPath, host, undefined, {}, agent);

/** VmRSS and VmHWM in kB. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** utime + stime in ms. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) * tick;
}

/**
 * CPU per second of wall time over IDLE_SECONDS with no requests: the
 * server's own, and that of the PostgreSQL backends serving its database
 * (the polling's other half), in ms/s.
 */
async function idleCpu(s: Server, database: TestDatabase): Promise<{ server: number; postgres: number }> {
  const name = new URL(database.url!).pathname.slice(1);
  const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const backends = (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${name}`).map((r) => r.pid);
    const pgMs = () => backends.reduce((n, pid) => n + (fs.existsSync(`/proc/${pid}/stat`) ? cpuMs(pid) : 0), 0);
    const [c0, p0, t0] = [cpuMs(s.proc.pid!), pgMs(), performance.now()];
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const seconds = (performance.now() - t0) / 1000;
    return { server: (cpuMs(s.proc.pid!) - c0) / seconds, postgres: (pgMs() - p0) / seconds };
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------- search

const PATHS = QUERIES.map((q) => ({ name: q.name, path: `/api/search?${serializeSearchState(q.query).toString()}` }));

async function count(s: Server, slug: string): Promise<number> {
  const res = await get(s.port, "/api/search", `${slug}.localhost`);
  if (res.status !== 200) throw new Error(`${s.name}: ${slug} answered ${res.status}`);
  return (JSON.parse(res.body) as { count: number }).count;
}

async function timedGet(s: Server, p: string, host: string): Promise<number> {
  const t = performance.now();
  const res = await get(s.port, p, host);
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`${s.name}: ${p} answered ${res.status}`);
  return ms;
}

/** Sequential: each request to one server, then the same to the other, alternating which goes first. */
async function sequential(a: Server, b: Server, host: string): Promise<[number[], number[]]> {
  const out: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of PATHS) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) out[k].push(await timedGet(k === 0 ? a : b, q.path, host));
    }
  }
  return out;
}

/** CONCURRENCY requests in flight to one server, then to the other, in alternating blocks of one round each. */
async function concurrent(a: Server, b: Server, host: string): Promise<[number[], number[]]> {
  const out: [number[], number[]] = [[], []];
  const block = async (s: Server, into: number[]) => {
    const queue = Array.from({ length: CONCURRENCY * PATHS.length }, (_, i) => PATHS[i % PATHS.length].path);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) into.push(await timedGet(s, p, host));
      }),
    );
  };
  for (let round = 0; round < Math.max(4, ROUNDS / 4); round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) await block(k === 0 ? a : b, out[k]);
  }
  return out;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

// ---------------------------------------------------------------- the run

requireBuild();
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const loadAtStart = load();
const total = (TENANTS - 1) * VEHICLES + LARGE;
log(`bench:scale: ${TENANTS} tenants (${TENANTS - 1} × ${VEHICLES} + 1 × ${LARGE} = ${total} vehicles); load ${loadAtStart}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
const databases: TestDatabase[] = [];
const servers: Server[] = [];
try {
  let t = performance.now();
  let many: TestDatabase, singleSmall: TestDatabase, singleLarge: TestDatabase;
  if (REUSE) {
    if (REUSE.length !== 3) throw new Error("BENCH_REUSE: three database names");
    [many, singleSmall, singleLarge] = REUSE.map((name) => {
      const u = new URL(DATABASE_URL);
      u.pathname = `/${name}`;
      // Only the URL is used: the servers open it.
      return { url: u.toString(), close: async () => {} } as TestDatabase;
    });
  } else {
    const open = async () => {
      const d = await openTestPostgres(DATABASE_URL);
      databases.push(d);
      return d;
    };
    many = await open();
    const seeded = await seed(
      many,
      Array.from({ length: TENANTS }, (_, i) => i),
    );
    singleSmall = await open();
    await seed(singleSmall, [SMALL_INDEX]);
    singleLarge = await open();
    await seed(singleLarge, [LARGE_INDEX]);
    log(`seeded ${seeded} vehicles (and the two single-tenant databases) in ${f1((performance.now() - t) / 1000)} s`);
    if (KEEP) log(`BENCH_REUSE=${databases.map((d) => new URL(d.url!).pathname.slice(1)).join(",")}`);
  }
  const seedS = (performance.now() - t) / 1000;

  // The large process alone first: its start-up is the measured thing.
  const multi = await startServer("multi", many, PORT, path.join(dataDir, "multi"));
  servers.push(multi);
  const memStart = memory(multi.proc.pid!);
  log(`multi-tenant server up in ${f1(multi.startMs / 1000)} s; RSS ${mb(memStart.rss)} MB, HWM ${mb(memStart.hwm)} MB`);
  t = performance.now();
  let empty = 0;
  for (let i = 0; i < TENANTS; i++) if ((await count(multi, slugOf(i))) === 0) empty++;
  if (empty) throw new Error(`${empty} tenants answered with no vehicles`);
  log(`every tenant searchable (checked in ${Math.round(performance.now() - t)} ms)`);
  const multiIdle = await idleCpu(multi, many);
  log(`multi-tenant idle CPU ${f1(multiIdle.server)} ms/s, PostgreSQL ${f1(multiIdle.postgres)} ms/s`);

  const small = await startServer("single small", singleSmall, PORT + 1, path.join(dataDir, "small"));
  servers.push(small);
  const large = await startServer("single large", singleLarge, PORT + 2, path.join(dataDir, "large"));
  servers.push(large);
  const smallIdle = await idleCpu(small, singleSmall);
  const memSingle = { small: memory(small.proc.pid!), large: memory(large.proc.pid!) };

  const rows: string[] = [];
  const counts: string[] = [];
  const rowOf = (label: string, m: number[], s: number[]) => {
    const [p50m, p99m, p50s, p99s] = [pct(m, 0.5), pct(m, 0.99), pct(s, 0.5), pct(s, 0.99)];
    rows.push(
      `| ${label} | ${f2(p50m)} / ${f2(p99m)} ms | ${f2(p50s)} / ${f2(p99s)} ms | ${f2(p50m / p50s)} / ${f2(p99m / p99s)} |`,
    );
  };
  for (const [label, i, single] of [
    [`${VEHICLES.toLocaleString("en")} vehicles`, SMALL_INDEX, small],
    [`${LARGE.toLocaleString("en")} vehicles`, LARGE_INDEX, large],
  ] as const) {
    const host = `${slugOf(i)}.localhost`;
    const [cm, cs] = [await count(multi, slugOf(i)), await count(single, slugOf(i))];
    // The same stock in both (same seed and reference time); a vehicle or two may cross the freshness or sold window between seedings.
    if (Math.abs(cm - cs) > Math.max(2, cs * 0.001))
      throw new Error(`${slugOf(i)}: ${cm} vehicles in the multi-tenant process, ${cs} alone`);
    counts.push(`${slugOf(i)}: ${cm} vehicles searchable in the multi-tenant process, ${cs} alone`);
    // Warm both (JIT, the first search's lazy work).
    for (let w = 0; w < 3; w++) await sequential(multi, single, host);
    const [sm, ss] = await sequential(multi, single, host);
    rowOf(`${label}, sequential (${sm.length} each)`, sm, ss);
    const [cm2, cs2] = await concurrent(multi, single, host);
    rowOf(`${label}, ${CONCURRENCY} concurrent (${cm2.length} each)`, cm2, cs2);
  }
  const memAfter = memory(multi.proc.pid!);

  const ok = (b: boolean) => (b ? "met" : "**not met**");
  const out = [
    `${TENANTS} tenants: ${TENANTS - 1} × ${VEHICLES} + 1 × ${LARGE} = ${total.toLocaleString("en")} vehicles in one process;` +
      ` load average ${loadAtStart} at the start, ${load()} at the end; ${REUSE ? "databases seeded by an earlier run" : `seeding ${f1(seedS)} s`}`,
    "",
    "| measure | result | target | |",
    "|---|---:|---:|---|",
    `| start-up until every tenant is searchable | ${f1(multi.startMs / 1000)} s | < ${TARGET_START_S} s | ${ok(multi.startMs / 1000 < TARGET_START_S)} |`,
    `| RSS after start-up (VmRSS) | ${mb(memStart.rss)} MB | < ${TARGET_RSS_MB} MB | ${ok(mb(memStart.rss) < TARGET_RSS_MB)} |`,
    `| RSS after the searches | ${mb(memAfter.rss)} MB | < ${TARGET_RSS_MB} MB | ${ok(mb(memAfter.rss) < TARGET_RSS_MB)} |`,
    `| peak RSS (VmHWM, the load included) | ${mb(memAfter.hwm)} MB | < ${TARGET_RSS_MB} MB | ${ok(mb(memAfter.hwm) < TARGET_RSS_MB)} |`,
    `| idle CPU (sync polling ${TENANTS} tenants), ${IDLE_SECONDS} s: server / its PostgreSQL backends | ${f1(multiIdle.server)} / ${f1(multiIdle.postgres)} ms/s | — | |`,
    `| idle CPU, a single-tenant process: server / PostgreSQL | ${f1(smallIdle.server)} / ${f1(smallIdle.postgres)} ms/s | — | |`,
    "",
    `Single-tenant processes: ${VEHICLES} vehicles up in ${f1(small.startMs / 1000)} s, RSS ${mb(memSingle.small.rss)} MB;` +
      ` ${LARGE} vehicles up in ${f1(large.startMs / 1000)} s, RSS ${mb(memSingle.large.rss)} MB (HWM ${mb(memSingle.large.hwm)} MB).`,
    "",
    "/api/search p50 / p99 over the query mix (target: ratio ≈ 1):",
    "",
    `| tenant | ${TENANTS} tenants in the process | that tenant alone | ratio |`,
    "|---|---:|---:|---:|",
    ...rows,
    "",
    ...counts,
  ];
  console.log(out.join("\n"));
} finally {
  await Promise.all(servers.map(stop));
  agent.destroy();
  if (!KEEP) for (const d of databases) await d.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Kept databases keep their connections open: nothing else is left to wait for.
if (KEEP) process.exit(0);
