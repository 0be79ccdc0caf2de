import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The production deployment of deploy/ on one machine, started for a test:
 * nginx (a config rendered by deploy/render-nginx.mjs into a temp dir) in
 * front of deploy/supervisor.mjs running one `node server.js` per port, on
 * the PostgreSQL database at `databaseUrl`. Stop it in afterAll: stop() ends
 * every process it started and removes the temp dir, also after a failed start.
 */
export interface Deployment {
  /** nginx's port on 127.0.0.1. */
  port: number;
  /** The server processes' ports, in upstream order. */
  serverPorts: number[];
  /** What the supervisor has logged (JSON lines, parsed). */
  supervisorLog: Record<string, unknown>[];
  /** The pid of the process the supervisor last started on `port`. */
  pidOf(port: number): number | undefined;
  /** Waits for the supervisor to log `msg` for `port` after the `after`-th line of its log. */
  waitForLog(msg: string, port: number, after: number, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** nginx's access log, one entry a request: the user agent sent and the upstream that answered. */
  accessLog(): { userAgent: string; host: string; status: number; upstreamPort: number | undefined }[];
  stop(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** Why the deployment cannot run here, or undefined when it can. */
export function deploymentUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL is unset (several processes need PostgreSQL)";
  if (!fs.existsSync(NGINX)) return `nginx is not installed at ${NGINX} (apt-get install nginx, or set NGINX_BIN)`;
  return undefined;
}

export async function startDeployment(databaseUrl: string, processes = 2): Promise<Deployment> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error(`No production build in ${buildDir}/ (npx react-router build first; npm test does)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-nginx-"));
  const started: ChildProcess[] = [];
  const supervisorLog: Record<string, unknown>[] = [];
  const stop = async () => {
    // Newest first: nginx, then the supervisor (which stops its servers on SIGTERM).
    for (const proc of started.reverse()) await stopGroup(proc);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const serverPorts = await Promise.all(Array.from({ length: processes }, () => freePort()));
    const port = await freePort();
    const render = spawnSync(
      process.execPath,
      ["deploy/render-nginx.mjs", "--ports", serverPorts.join(","), "--listen", `127.0.0.1:${port}`, "--standalone", dir],
      { encoding: "utf8", env: { ...process.env, BUILD_DIR: buildDir } },
    );
    if (render.status !== 0) throw new Error(`render-nginx.mjs failed: ${render.stderr}`);

    // Detached: each leads its own process group, so stop() can end it with all its children.
    const supervisor = spawn(process.execPath, ["deploy/supervisor.mjs", "--ports", serverPorts.join(",")], {
      env: { ...process.env, DATABASE_URL: databaseUrl, BUILD_DIR: buildDir, SEED_DEMO: "never", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    started.push(supervisor);
    let pending = "";
    supervisor.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const entry = parseLine(line);
        if (entry && "supervisor" in entry) supervisorLog.push(entry);
      }
    });
    const waitForLog = async (msg: string, onPort: number, after: number, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = supervisorLog.slice(after).find((e) => e.msg === msg && e.port === onPort);
        if (found) return found;
        if (supervisor.exitCode !== null) throw new Error(`the supervisor exited with ${supervisor.exitCode}`);
        if (Date.now() > deadline) throw new Error(`the supervisor did not log '${msg}' for port ${onPort} in time`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    for (const p of serverPorts) await waitForLog("server process ready", p, 0, 90_000);

    const nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    started.push(nginx);
    await waitUntil(
      async () => (await request(port, { path: "/healthz" })).status === 200,
      10_000,
      "nginx did not answer /healthz",
    );

    return {
      port,
      serverPorts,
      supervisorLog,
      pidOf: (p) => supervisorLog.findLast((e) => e.msg === "server process started" && e.port === p)?.pid as number | undefined,
      waitForLog,
      accessLog: () => readAccessLog(path.join(dir, "access.log")),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One HTTP request to 127.0.0.1:port (its own connection). */
export function request(
  port: number,
  opts: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: opts.method ?? "GET",
        path: opts.path,
        agent: false,
        headers: { host: opts.host ?? "localhost", ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, message: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // Not answering yet: the same as not yet true.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function parseLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith("{")) return undefined;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined; // A line of some other output: not the supervisor's.
  }
}

function readAccessLog(file: string) {
  if (!fs.existsSync(file)) return [];
  const entries = [];
  // The format is log_format dealer_platform in deploy/nginx/dealer-platform.conf.template.
  const pattern = /" (\d{3}) \d+ "[^"]*" "([^"]*)" host="([^"]*)" upstream=(.+?) upstream_status=/;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const m = pattern.exec(line);
    if (!m) continue;
    // After a retry nginx lists every upstream tried: the last one answered.
    const last = m[4].split(", ").at(-1)!;
    entries.push({
      status: Number(m[1]),
      userAgent: m[2],
      host: m[3],
      upstreamPort: last === "-" ? undefined : Number(last.split(":").at(-1)),
    });
  }
  return entries;
}

/**
 * SIGTERM to the process (the supervisor stops its servers, nginx its
 * workers), then SIGKILL to its whole group: after 15 s, or at once after it
 * exits, for anything it left behind.
 */
async function stopGroup(proc: ChildProcess): Promise<void> {
  if (!proc.pid) return;
  const pid = proc.pid;
  const signal = (target: number, s: NodeJS.Signals) => {
    try {
      process.kill(target, s);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ESRCH") throw err; // ESRCH: already gone.
    }
  };
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once("exit", r));
    signal(pid, "SIGTERM");
    const timer = setTimeout(() => signal(-pid, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
  signal(-pid, "SIGKILL");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
