/**
 * Issue 8 'One small feed crashes the server for every tenant' and issue 21
 * item 4 'No tenant slowed by another': posts abusive and large feeds to a
 * production server on PostgreSQL while another tenant searches, and reports
 * for each feed the answer (status, time, size), the server's peak RSS and the
 * other tenant's /api/search latency during the import and in the window
 * after it: from the answer (the feed has committed) until the feeding
 * tenant's new stock is searchable, plus a second, or 3 s for a feed that
 * changes nothing. A probe (GET /robots.txt every 5 ms, one at a time) times
 * the longest stall of the server's event loop from outside.
 *
 *   npx react-router build && npm run bench:feed
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names
 * the server: a fresh database is made on it and dropped at the end.
 * BUILD_DIR picks the build (default build). BENCH_SCENARIOS picks feeds by
 * name (comma-separated; default all but valid-200k, which takes minutes).
 * BENCH_SERVER_ARGS passes node options to the server (profiling) and
 * BENCH_LOG_LEVEL its log level (default warn), either showing its stdout; BENCH_PORT
 * fixes its port (default a free one).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { importVehicles } from "~/server/inventory/import.server";
import { applyTenant, issueFeedKey } from "~/server/tenants/repository.server";
import { openTestPostgres } from "../tests/setup/databases";
import { tenantConfig } from "../tests/setup/builders";
import { generateVehicles, syntheticTenantConfig } from "./synthetic";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../deploy/node-flags.mjs";

const VICTIM_STOCK = 20_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error(`No build in ${buildDir}: run npx react-router build first`);

interface Scenario {
  name: string;
  describe: string;
  body: () => Buffer;
  query?: string;
  /** The feeding tenant's search count once its index holds the feed (the window after ends then). */
  searchable?: number;
  /** Run only when named in BENCH_SCENARIOS. */
  onlyWhenNamed?: boolean;
}

const validFeed = (n: number) => () => Buffer.from(`[${Array.from({ length: n }, (_, i) => validRow(i)).join(",")}]`);

const validRow = (i: number) =>
  JSON.stringify({
    stocknum: `B${i}`,
    year: 2015 + (i % 10),
    make: ["Toyota", "Mazda", "Kia", "Ford"][i % 4],
    model: ["Corolla", "CX-5", "Sportage", "Ranger"][i % 4],
    car_type: "used",
    price: 10_000 + (i % 500) * 100,
    km: (i * 37) % 200_000,
    location_id: "l1",
  });

const SCENARIOS: Scenario[] = [
  {
    name: "empty-1m",
    describe: "1,000,000 empty rows `{}`",
    body: () => Buffer.from(`[${Array(1_000_000).fill("{}").join(",")}]`),
  },
  {
    name: "empty-200k",
    describe: "200,000 empty rows `{}`",
    body: () => Buffer.from(`[${Array(200_000).fill("{}").join(",")}]`),
  },
  {
    name: "valid-50k",
    describe: "50,000 valid vehicles (?mode=full)",
    body: validFeed(50_000),
    query: "?mode=full",
    searchable: 50_000,
  },
  {
    name: "valid-200k",
    describe: "200,000 valid vehicles (?mode=full)",
    body: validFeed(200_000),
    query: "?mode=full",
    searchable: 200_000,
    onlyWhenNamed: true,
  },
];

const chosen = process.env.BENCH_SCENARIOS?.split(",");
const scenarios = SCENARIOS.filter((s) => (chosen ? chosen.includes(s.name) : !s.onlyWhenNamed));

const database = await openTestPostgres(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
let server: ChildProcess | undefined;
// The server's files (the emails and SMS it would send) go to a throwaway directory, not the checkout's data/.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-feed-"));
try {
  const victim = syntheticTenantConfig();
  const { id: victimId } = await applyTenant(database.db, victim);
  const stock = generateVehicles(VICTIM_STOCK).map((v, i) => {
    const { id, tenant_id, slug, path, photos_count, views, updated_at, sold_at, last_seen_at, ...feed } = v;
    void [id, tenant_id, slug, path, photos_count, views, updated_at, sold_at, last_seen_at];
    return { row: i + 1, data: feed };
  });
  await importVehicles(database.db, victimId, stock, { mode: "upsert" });
  const abuser = tenantConfig({ slug: "feed-abuser" });
  const { id: abuserId } = await applyTenant(database.db, abuser);
  const key = await issueFeedKey(database.db, abuserId);

  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // BENCH_SERVER_ARGS: node options for the server alone, e.g. "--cpu-prof --trace-gc" (its stdout is then shown).
  const serverArgs = process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [];
  server = spawn("node", [...SERVER_NODE_FLAGS, ...serverArgs, "server.js"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "never",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
    },
    stdio: ["ignore", serverArgs.length || process.env.BENCH_LOG_LEVEL ? "inherit" : "ignore", "inherit"],
  });
  const pid = server.pid!;
  const victimHost = `${victim.slug}.localhost`;
  await waitFor(async () => (await search(port, victimHost, "")).count > 0, 120_000);
  console.log(`server pid ${pid} on :${port}; ${victim.slug} has ${VICTIM_STOCK} vehicles; idle RSS ${rssMb(pid, "VmRSS")} MB`);

  const results = [];
  for (const s of scenarios) {
    const body = s.body();
    const baseline = await searchLoad(port, victimHost, () => sleep(3000));
    resetPeakRss(pid);
    let answer = { status: 0, bytes: 0, ms: 0, head: "" };
    let answeredAt = 0;
    let searchableAt = 0;
    const load = await searchLoad(port, victimHost, async () => {
      answer = await post(port, "feed-abuser.localhost", `/api/feed${s.query ?? ""}`, body, key);
      answeredAt = performance.now();
      if (answer.status === 200 && s.searchable !== undefined) {
        const expected = s.searchable;
        await waitFor(async () => (await search(port, "feed-abuser.localhost", "")).count === expected, 600_000, 50);
        searchableAt = performance.now();
        await sleep(1000);
      } else await sleep(3000);
    });
    const peak = rssMb(pid, "VmHWM");
    const during = load.window(0, answeredAt);
    const after = load.window(answeredAt, Infinity);
    const row = {
      feed: s.describe,
      bodyMb: +(body.length / 1e6).toFixed(1),
      status: answer.status,
      answerSeconds: +(answer.ms / 1000).toFixed(2),
      answerKb: +(answer.bytes / 1024).toFixed(1),
      peakRssMb: peak,
      /** From the answer until the feeding tenant's new stock was searchable. */
      searchableSeconds: searchableAt ? +((searchableAt - answeredAt) / 1000).toFixed(2) : null,
      searchBaseline: baseline.window(0, Infinity).search,
      stallBaseline: baseline.window(0, Infinity).probe.max,
      searchDuring: during.search,
      searchAfter: after.search,
      stallDuring: during.probe.max,
      stallAfter: after.probe.max,
      answerHead: answer.head,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }

  console.log(
    "\n| feed | body | answer | time | answer size | peak RSS | other tenant /api/search p50 / p99 / max (n) during | after (until searchable + 1 s) | searchable after the answer | longest probe stall during / after |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|---|---:|---|");
  for (const r of results) {
    const l = (x: Latency) => `${x.p50} / ${x.p99} / ${x.max} ms (${x.n})`;
    console.log(
      `| ${r.feed} | ${r.bodyMb} MB | ${r.status} | ${r.answerSeconds} s | ${r.answerKb} kB | ${r.peakRssMb} MB | ${l(r.searchDuring)} | ${l(r.searchAfter)} | ${r.searchableSeconds ?? "-"} s | ${r.stallDuring} / ${r.stallAfter} ms |`,
    );
  }
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/feed-abuse-latest.json", JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

interface Timed {
  start: number;
  end: number;
}

/** p50 / p99 / max of the requests that ended in [from, to) (performance.now() times). */
function latency(samples: readonly Timed[], from: number, to: number): Latency {
  const times = samples
    .filter((t) => t.end >= from && t.end < to)
    .map((t) => t.end - t.start)
    .sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { n: times.length, p50: at(0.5), p99: at(0.99), max: Math.round(times[times.length - 1] ?? 0) };
}

/**
 * Two shoppers searching back to back on the other tenant while `work` runs,
 * and a probe: a tiny request (robots.txt) every 5 ms, one at a time, whose
 * longest answer is the longest the server's event loop was held (from
 * outside: a stall delays every request in flight). Split by time with `between`.
 */
async function searchLoad(port: number, host: string, work: () => Promise<void>) {
  const queries = ["", "make=Toyota", "car_type=used&sortBy=price:asc", "query=white+suv", "make=Mazda&page=2"];
  const searches: Timed[] = [];
  const probes: Timed[] = [];
  let done = false;
  const shopper = async (k: number) => {
    for (let i = k; !done; i++) {
      const start = performance.now();
      await search(port, host, queries[i % queries.length]);
      searches.push({ start, end: performance.now() });
    }
  };
  const probe = async () => {
    while (!done) {
      const start = performance.now();
      const res = await request(port, host, "GET", "/robots.txt", undefined, {}, probeAgent);
      if (res.status !== 200) throw new Error(`robots.txt answered ${res.status}`);
      probes.push({ start, end: performance.now() });
      await sleep(5);
    }
  };
  // Settled, not raced: a failed search must not leave the server running (finally, above).
  const shoppers = Promise.allSettled([shopper(0), shopper(1), probe()]);
  try {
    await work();
  } finally {
    done = true;
    for (const r of await shoppers) if (r.status === "rejected") throw r.reason;
  }
  return {
    /** The searches' latency and the probe's, for requests that ended in [from, to). */
    window: (from: number, to: number) => ({ search: latency(searches, from, to), probe: latency(probes, from, to) }),
  };
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))![1]) / 1024);
}

/** Linux: writing 5 to clear_refs resets the peak RSS (VmHWM) of a process we own. */
function resetPeakRss(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function search(port: number, host: string, qs: string): Promise<{ count: number }> {
  const res = await request(port, host, "GET", `/api/search?${qs}`);
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body) as { count: number };
}

async function post(port: number, host: string, path: string, body: Buffer, key: string) {
  const started = performance.now();
  const res = await request(port, host, "POST", path, body, {
    "content-type": "application/json",
    authorization: `Bearer ${key}`,
  });
  return { status: res.status, bytes: res.bytes, ms: performance.now() - started, head: res.body.slice(0, 400) };
}

/** A request whose answer is counted in full but kept only to its first 64 kB (an abusive answer can be huge). */
function request(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
  via: http.Agent = agent,
) {
  return new Promise<{ status: number; body: string; bytes: number }>((resolve, reject) => {
    // Searches keep their connections busy; a feed gets a new one (an idle kept-alive one may have been closed by the server).
    const options = { host: "127.0.0.1", port, method, path, agent: body ? false : via, headers: { host, ...headers } };
    const req = http.request(options, (res) => {
      let text = "";
      let bytes = 0;
      res.on("data", (c: Buffer) => {
        bytes += c.length;
        if (text.length < 65_536) text += c.toString("utf8");
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number, everyMs = 250) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error("server not ready in time");
    await sleep(everyMs);
  }
}

function sleep(ms: number) {
  return new Promise<void>((r) => setTimeout(r, ms));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}
