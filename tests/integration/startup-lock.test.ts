import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STOCK } from "../../demo/seed";

/**
 * Two production servers started at the same moment on one fresh PostgreSQL
 * database (as deploy/ does): the start-up advisory lock
 * (db/client.server.ts withStartupLock) makes one migrate and seed and the
 * other wait, so both come up and the demo is seeded once. The one that
 * found the database seeded loads none of the demo's code (issue 18 item 1:
 * app/server/demo.server.ts logs each part it loads).
 */
const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)("two processes starting at once on one fresh PostgreSQL", () => {
  const name = `t_start_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  let url: string;
  const servers: { proc: ChildProcess; port: number; log: () => string; dataDir: string }[] = [];

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first (npm run build); npm test does.");
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(baseUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    for (const s of servers) if (s.proc.exitCode === null) s.proc.kill("SIGTERM");
    await Promise.all(servers.map((s) => new Promise((r) => (s.proc.exitCode !== null ? r(null) : s.proc.once("exit", r)))));
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("brings both up, migrates once and seeds the demo once", async () => {
    const started = await Promise.all([start(url), start(url)]);
    servers.push(...started);
    for (const s of servers) expect(await status(s.port, "/healthz")).toBe(200);

    const logs = servers.map((s) => s.log());
    const seeded = logs.map((l) => l.split("\n").filter((line) => line.includes('"seeded demo tenants"')).length);
    expect(
      seeded.reduce((a, b) => a + b, 0),
      logs.join("\n----\n"),
    ).toBe(1);
    const demoLoads = logs.map((l) =>
      l
        .split("\n")
        .filter((line) => line.includes('"demo code loaded"'))
        .map((line) => JSON.parse(line).part),
    );
    expect(demoLoads.map((parts, i) => (seeded[i] ? parts : []))).toEqual(demoLoads);
    expect(demoLoads.flat()).toEqual(["seed"]);

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const migrations = fs.readdirSync("drizzle").filter((f) => f.endsWith(".sql")).length;
      const [{ n: applied }] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(applied).toBe(migrations);
      const tenants = await sql<{ slug: string; vehicles: number }[]>`
        select t.slug, (select count(*)::int from vehicles v where v.tenant_id = t.id) as vehicles from tenants t order by t.slug`;
      expect(tenants.map((t) => t.slug)).toEqual(["coralview-kia", "greywattle", "ironbark-ridge"]);
      for (const t of tenants) expect(t.vehicles, t.slug).toBe(DEMO_STOCK[t.slug].count);
    } finally {
      await sql.end();
    }
    // Both serve the seeded stock.
    for (const s of servers) expect(await status(s.port, "/search/used-cars", "greywattle.localhost")).toBe(200);
  }, 240_000);
});

async function start(databaseUrl: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-lock-"));
  let log = "";
  const proc = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "auto",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      VITEST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [proc.stdout, proc.stderr]) stream.on("data", (c: Buffer) => (log += c.toString("utf8")));
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${log}`);
    try {
      if ((await status(port, "/healthz")) === 200) return { proc, port, log: () => log, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not start in time:\n${log}`);
}

function status(port: number, urlPath: string, host = "localhost"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers: { host }, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
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
