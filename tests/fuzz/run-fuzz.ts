/**
 * The fuzz suite (issue 8, Deliver 8), a step of `npm test` (scripts/test.mjs)
 * and `npm run test:fuzz`: thousands of malformed requests against every
 * route of app/routes.ts, on the three demo tenants, served by the production
 * build. It fails on any 5xx, any answer slower than 2 s, any stack trace,
 * internal path or route id in a body, and any error the server logs.
 *
 *   FUZZ_SEED=123 FUZZ_REQUESTS=3000 npm run test:fuzz
 *
 * The seed is random unless given, and printed, so a failure can be replayed.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../app/routes";
import { startBuiltServer, type BuiltServer } from "../setup/built-server";
import { rawRequest, type RawResponse } from "../setup/raw-http";
import { fuzzRequest, type FuzzRequest, type FuzzTarget } from "./fuzz-requests";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 4;
const SLOW_MS = 2000;

interface Failure {
  request: FuzzRequest;
  why: string;
  status?: number;
  ms?: number;
  excerpt?: string;
}

/** The route patterns of app/routes.ts, so a route added there is fuzzed without an edit here. */
function patterns(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((e) => {
    const own = e.index ? prefix || "/" : `${prefix}/${e.path ?? ""}`.replace(/\/+/g, "/");
    return [own, ...patterns(e.children ?? [], own === "/" ? "" : own)];
  });
}

async function targetFor(server: BuiltServer, tenant: string): Promise<FuzzTarget> {
  const res = await rawRequest(server.port, { path: "/api/search?hitsPerPage=24", headers: { host: `${tenant}.localhost` } });
  if (res.status !== 200) throw new Error(`${tenant}: /api/search answered ${res.status}`);
  const hits = (JSON.parse(res.body) as { hits: { id: number; slug: string; make: string; primary_image_url: string | null }[] })
    .hits;
  const makes = [...new Set(hits.map((h) => h.make.toLowerCase().replace(/[^a-z0-9]+/g, "-")))];
  return {
    tenant,
    port: server.port,
    carSlugs: hits.map((h) => h.slug),
    carIds: hits.map((h) => h.id),
    imageSrcs: hits.flatMap((h) => (h.primary_image_url ? [h.primary_image_url] : [])),
    listingSegments: ["new-used-and-demo-cars", "used-cars", "new-cars", "demo-cars", ...makes, `${makes[0]}/x`],
  };
}

/** What no answer may contain: traces, the server's own paths, React Router's internal names. */
function leaks(res: RawResponse): string | undefined {
  const type = String(res.headers["content-type"] ?? "");
  if (!/text|json|xml|javascript|svg/.test(type) && type !== "") return undefined;
  const body = res.body;
  const checks: [RegExp, string][] = [
    [/\n\s+at (async )?[^\n]*[:(][^\n]*:\d+:\d+\)?/, "a stack trace"],
    [/node:internal|node_modules\/|file:\/\/\//, "an internal path"],
    [new RegExp(escape(process.cwd())), "the server's directory"],
    [
      /did not provide an? `(action|loader)`|No route matches URL|Invalid request method|Unexpected Server Error/,
      "a React Router internal message",
    ],
  ];
  // Pages and React Router's data answers (text/x-script) carry route ids by design; other answers must name none.
  if (!/html|x-script/.test(type)) checks.push([/\broutes\/[a-z.-]+/, "a route id"]);
  for (const [re, what] of checks) {
    const m = re.exec(body);
    if (m) return `${what}: ${JSON.stringify(body.slice(Math.max(0, m.index - 60), m.index + 120))}`;
  }
  return undefined;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function main(): Promise<void> {
  console.log(`fuzz: seed ${SEED}, ${REQUESTS} requests (replay with FUZZ_SEED=${SEED})`);
  const routes = [...new Set(patterns(routeTable))];
  const tenants = fs
    .readdirSync(path.resolve("demo/tenants"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => (JSON.parse(fs.readFileSync(path.resolve("demo/tenants", f), "utf8")) as { slug: string }).slug)
    .sort();
  console.log(`fuzz: ${routes.length} routes (${routes.join(" ")}) on ${tenants.join(", ")}`);

  const started = performance.now();
  // Behind a trusted proxy, X-Forwarded-For spreads the requests over many client addresses, so
  // per-address limits do not stop the fuzz before it reaches the routes' own code.
  const server = await startBuiltServer({ env: { TRUSTED_PROXIES: "loopback" } });
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  const times: number[] = [];
  try {
    const requests: FuzzRequest[] = [];
    for (const [i, tenant] of tenants.entries()) {
      const target = await targetFor(server, tenant);
      const n = Math.ceil(REQUESTS / tenants.length);
      requests.push(...fc.sample(fuzzRequest(routes, target), { seed: SEED + i, numRuns: n }));
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const request = requests[next++];
          let res: RawResponse;
          try {
            res = await rawRequest(server.port, { ...request, timeoutMs: 10_000 });
          } catch (err) {
            failures.push({ request, why: `no answer: ${(err as Error).message}` });
            continue;
          }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          times.push(res.ms);
          const excerpt = res.body.slice(0, 300);
          if (res.status >= 500) failures.push({ request, why: `status ${res.status}`, status: res.status, ms: res.ms, excerpt });
          if (res.ms > SLOW_MS) failures.push({ request, why: `slow: ${Math.round(res.ms)} ms`, status: res.status, ms: res.ms });
          const leak = leaks(res);
          if (leak) failures.push({ request, why: `body has ${leak}`, status: res.status, ms: res.ms });
        }
      }),
    );
  } finally {
    await server.stop();
  }

  const errors = server
    .log()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line) || /^(Error|TypeError|RangeError)/.test(line));
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0);
  console.log(
    `fuzz: ${times.length} answered in ${Math.round((performance.now() - started) / 1000)} s; ` +
      `p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms; statuses ${[...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
  );
  if (!failures.length && !errors.length) {
    console.log("fuzz: no failures");
    return;
  }
  for (const f of failures.slice(0, 25)) {
    const r = f.request;
    console.log(`\n✗ ${f.why}\n  ${r.method} ${r.path.slice(0, 300)}  (route ${r.route})`);
    console.log(`  headers ${JSON.stringify(r.headers).slice(0, 600)}`);
    if (r.body !== undefined) console.log(`  body (${r.chunked ? "chunked" : "sized"}) ${JSON.stringify(r.body.slice(0, 200))}`);
    if (f.excerpt) console.log(`  answered ${JSON.stringify(f.excerpt)}`);
  }
  if (failures.length > 25) console.log(`\n… and ${failures.length - 25} more`);
  if (errors.length) console.log(`\nThe server logged ${errors.length} errors:\n${errors.slice(0, 10).join("\n")}`);
  console.log(`\nfuzz: FAILED with seed ${SEED}: replay with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} npm run test:fuzz`);
  process.exitCode = 1;
}

await main();
