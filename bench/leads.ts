/**
 * The lead path under load (issue 10 §8): 50 concurrent submitters POST
 * /api/leads to the production server (node server.js, the build in build/)
 * on a fresh PostgreSQL database, with its lead emails going to an SMTP
 * server and its webhook to a receiver, both in this process. Two phases of
 * fixed length:
 *
 *   paced      the 50 submitters together offer BENCH_RATE leads per second (default 50: each one a second),
 *              the load the latency targets are about;
 *   saturate   each submitter sends its next lead as soon as the last is answered: the most the server accepts.
 *
 * Per phase: accepted leads per second, accept latency (p50, p99), delivery lag
 * (from the submitter's 200 to the receiver's first sight of the lead id; p50,
 * p99), and whether every accepted lead arrived. Not a test: run it on a quiet
 * machine. Writes bench/results/leads-latest.json.
 *
 *   npm run build && npm run bench:leads
 *   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); a database is made and dropped
 *   BENCH_SECONDS        measured seconds per phase (default 20); BENCH_WARMUP_SECONDS (default 3)
 *   BENCH_CONCURRENCY    submitters (default 50); BENCH_RATE leads/s offered in the paced phase (default 50)
 *   BENCH_PHASES         "paced,saturate" (default) or either one
 *   BENCH_SERVER_NODE_ARGS  e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { leads, outboxJobs, vehicles } from "~/server/db/schema.server";
import { importVehicles } from "~/server/inventory/import.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { vehicleRow } from "../tests/setup/builders";
import { openTestPostgres } from "../tests/setup/databases";
import { leadTenant } from "../tests/setup/lead-fixtures";
import { TEST_WEBHOOK_SECRET, startWebhookReceiver } from "../tests/setup/lead-receivers";
import { requireBuild, startServer } from "../tests/setup/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const PHASES = (process.env.BENCH_PHASES ?? "paced,saturate").split(",").map((s) => s.trim()) as ("paced" | "saturate")[];
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const HOST = "benchleads.localhost";
const TARGETS = { acceptP99Ms: 50, deliveryLagP99Ms: 2000 };

requireBuild();
const load = () => Number(os.loadavg()[0].toFixed(2));
const loadStart = load();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
const database = await openTestPostgres(DATABASE_URL);

// First sight of each lead id at the receiver (retries and duplicates do not move it).
const received = new Map<string, number>();
let badSignatures = 0;
const hook = await startWebhookReceiver({
  secret: TEST_WEBHOOK_SECRET,
  answer: (_n, hit) => {
    if (!hit.verified) badSignatures++;
    else if (hit.idempotencyKey && !received.has(hit.idempotencyKey)) received.set(hit.idempotencyKey, hit.at);
    return 202;
  },
});
// The bench keeps counts, not every request body.
const trimHits = setInterval(() => (hook.hits.length = 0), 1000);

// An SMTP server that takes every message and keeps none: the server's SMTP delivery is real, the mail goes nowhere.
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, cb) {
    stream.on("data", () => {});
    stream.on("end", () => {
      mails++;
      cb();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const config = leadTenant("benchleads", { webhookUrl: hook.url, secret: TEST_WEBHOOK_SECRET, timeoutMs: 5000 });
// The receiver listens on this machine: the development setting WEBHOOK_ALLOW_LOOPBACK, here and in the server.
const { id: tenantId } = await applyTenant(database.db, config, { allowLoopbackWebhooks: true });
const stock = Array.from({ length: 40 }, (_, i) => ({ row: i + 1, data: vehicleRow({ stocknum: `BL${i}` }) }));
await importVehicles(database.db, tenantId, stock, { mode: "upsert" });
const carIds = (await database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.tenantId, tenantId))).map(
  (r) => r.id,
);

const server = await startServer(
  // Submitters stand for many shoppers behind a proxy: each request's own address (X-Forwarded-For) and phone
  // number, so the per-address and per-phone lead limits (app/server/leads/limits.server.ts) refuse none.
  {
    DATABASE_URL: database.url!,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUSTED_PROXIES: "loopback",
    WEBHOOK_ALLOW_LOOPBACK: "true",
  },
  { nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) },
);
console.log(
  `server on :${server.port}; ${CONCURRENCY} submitters; phases ${PHASES.join(", ")}; ${WARMUP} s warm-up + ${SECONDS} s each; load ${loadStart}`,
);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let shopper = 0;
function post(body: string, n: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: "/api/leads",
        agent,
        // Origin as the page's script sends it (the server refuses cross-site writes).
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (data += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function body(n: number): string {
  return JSON.stringify({
    form: "vehicle_enquiry",
    car_id: carIds[Math.floor(Math.random() * carIds.length)],
    fields: {
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: `04${String(10_000_000 + n).slice(-8)}`,
      postcode: "4000",
      terms_conditions: true,
      opt_in: true,
      message: "Is it still available?",
      submission_id: randomUUID(),
    },
    attributes: { url: "/cars/x", linked_query_params: { utm_source: "bench" }, visited_pages: ["/search", "/cars/x"] },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? Number(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1)) : NaN;
}

/** The server process's CPU time so far (user + system, ms), from /proc on Linux; null elsewhere. */
function serverCpuMs(): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${server.proc.pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function phase(mode: "paced" | "saturate") {
  let cpuStart: number | null = null;
  const accepted: { leadId: string; at: number; ms: number }[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const t0 = Date.now();
  const measureFrom = t0 + WARMUP * 1000;
  const stopAt = measureFrom + SECONDS * 1000;
  setTimeout(() => (cpuStart = serverCpuMs()), measureFrom - Date.now());
  // Paced: each submitter sends one lead every `gap` ms, starting at a spread of offsets; a slow answer delays only its own next lead.
  const gap = (CONCURRENCY / RATE) * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      let next = t0 + (mode === "paced" ? (i * gap) / CONCURRENCY : 0);
      while (Date.now() < stopAt) {
        if (mode === "paced") {
          await sleep(Math.max(0, next - Date.now()));
          next += gap;
          if (Date.now() >= stopAt) break;
        }
        const started = performance.now();
        const startedAt = Date.now();
        try {
          const n = shopper++;
          const res = await post(body(n), n);
          const ms = performance.now() - started;
          if (res.status !== 200) {
            errors++;
            const kind = `HTTP ${res.status}: ${res.body.slice(0, 100)}`;
            errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          } else if (startedAt >= measureFrom)
            accepted.push({ leadId: (JSON.parse(res.body) as { lead_id: string }).lead_id, at: Date.now(), ms });
        } catch (err) {
          errors++;
          const kind = (err as NodeJS.ErrnoException).code ?? String(err);
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }
      }
    }),
  );
  const submitEnd = Date.now();
  while (accepted.some((a) => !received.has(a.leadId)) && Date.now() - submitEnd < 180_000) await sleep(100);
  const drained = Date.now();
  const cpuEnd = serverCpuMs();
  const missing = accepted.filter((a) => !received.has(a.leadId)).length;
  const acceptMs = accepted.map((a) => a.ms);
  const lagMs = accepted.filter((a) => received.has(a.leadId)).map((a) => received.get(a.leadId)! - a.at);
  const r = {
    mode,
    offered_per_second: mode === "paced" ? RATE : null,
    accepted: accepted.length,
    accepted_per_second: Number((accepted.length / SECONDS).toFixed(1)),
    errors,
    error_kinds: errorKinds,
    accept_ms: { p50: pct(acceptMs, 50), p99: pct(acceptMs, 99), max: pct(acceptMs, 100) },
    delivery_lag_ms: { p50: pct(lagMs, 50), p99: pct(lagMs, 99), max: pct(lagMs, 100) },
    leads_lost: missing,
    drain_ms_after_last_submit: drained - submitEnd,
    // What the server process spent per lead (accepting and delivering it) from the end of the warm-up until the last was delivered.
    server_cpu_ms_per_lead:
      cpuStart !== null && cpuEnd !== null ? Number(((cpuEnd - cpuStart) / Math.max(1, accepted.length)).toFixed(2)) : null,
    load_average_end: load(),
  };
  console.log(`${mode}: ${JSON.stringify(r)}`);
  await sleep(2000);
  return r;
}

const results = [];
for (const mode of PHASES) results.push(await phase(mode));

const [jobs] = await database.db
  .select({
    done: sql<number>`count(*) filter (where ${outboxJobs.status} = 'done')::int`,
    open: sql<number>`count(*) filter (where ${outboxJobs.status} in ('pending', 'running'))::int`,
    dead: sql<number>`count(*) filter (where ${outboxJobs.status} = 'dead')::int`,
  })
  .from(outboxJobs);
const [stored] = await database.db.select({ n: sql<number>`count(*)::int` }).from(leads);

clearInterval(trimHits);
agent.destroy();
await server.stop();
await hook.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const paced = results.find((r) => r.mode === "paced");
const output = {
  generated_at: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model.trim(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    load_average: { start: loadStart, end: load() },
    note: "the submitters, the SMTP server and the webhook receiver run in the benchmark's own process, on the same machine as the server and PostgreSQL",
  },
  settings: {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    warmup_seconds: WARMUP,
    rate: RATE,
    jobs_per_lead: 4,
    database: "postgres",
  },
  phases: results,
  totals: { leads_stored: stored.n, jobs, mails_received: mails, bad_signatures: badSignatures },
  targets: {
    accept_p99_ms: TARGETS.acceptP99Ms,
    delivery_lag_p99_ms: TARGETS.deliveryLagP99Ms,
    judged_on: "paced",
    accept_met: paced ? paced.accept_ms.p99 <= TARGETS.acceptP99Ms : null,
    delivery_lag_met: paced ? paced.delivery_lag_ms.p99 <= TARGETS.deliveryLagP99Ms : null,
    none_lost: results.every((r) => r.leads_lost === 0),
  },
};
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/leads-latest.json", `${JSON.stringify(output, null, 2)}\n`);

const mark = (ok: boolean | null) => (ok === null ? "" : ok ? "met" : "MISSED");
console.log(`
| phase | offered/s | accepted/s | accept p50 / p99 (ms) | delivery lag p50 / p99 (ms) | lost | errors |
|---|---:|---:|---:|---:|---:|---:|
${results
  .map(
    (r) =>
      `| ${r.mode} | ${r.offered_per_second ?? "as fast as answered"} | ${r.accepted_per_second} | ${r.accept_ms.p50} / ${r.accept_ms.p99} | ${r.delivery_lag_ms.p50} / ${r.delivery_lag_ms.p99} | ${r.leads_lost} | ${r.errors} |`,
  )
  .join("\n")}

Targets (paced): accept p99 ≤ ${TARGETS.acceptP99Ms} ms ${mark(output.targets.accept_met)}; delivery lag p99 ≤ ${TARGETS.deliveryLagP99Ms} ms ${mark(output.targets.delivery_lag_met)}; none lost ${mark(output.targets.none_lost)}.
Load average ${loadStart} at start, ${output.machine.load_average.end} at end (${os.cpus().length} CPUs).
`);
process.exit(0);
