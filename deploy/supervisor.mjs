#!/usr/bin/env node
// Runs the platform's server processes where systemd does not (a container, a
// machine run by hand; deploy/systemd/ is the same for systemd): migrations and
// the demo seed once (deploy/prepare.mjs), then one `node server.js` per port,
// each restarted when it dies, with a growing delay while it keeps dying.
//
//   node deploy/supervisor.mjs [--ports 3001-3004] [--app-dir /srv/dealer-platform/current]
//
// Ports default to one per core from 3001. --app-dir (default: the directory
// above this file) is resolved again at every start, so after a `current`
// symlink moves to a new release, each restarted process runs the new one.
// SIGTERM or SIGINT stops every process (SIGTERM, then SIGKILL after 30 s).
// Logs are JSON lines on stdout: the processes' own and this supervisor's.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pino from "pino";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./node-flags.mjs";
import { parsePorts } from "./ports.mjs";

/** First restart delay; doubled on each quick death up to RESTART_MAX_MS. */
const RESTART_MIN_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A process that lived this long was healthy: its next restart is immediate again. */
const HEALTHY_RUN_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 120_000;

const { values } = parseArgs({
  options: {
    help: { type: "boolean" },
    ports: { type: "string" },
    "app-dir": { type: "string", default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..") },
  },
});
if (values.help) {
  console.log(`node deploy/supervisor.mjs [--ports 3001-3004 | --ports 3001,3002] [--app-dir DIR]
  --ports    the server processes' ports (default: one per core from 3001)
  --app-dir  the release to run, resolved again at each start (default: the directory above deploy/)
The environment (DATABASE_URL, DATA_DIR, SEED_DEMO, LOG_LEVEL, ...) is passed to every process.`);
  process.exit(0);
}
const ports = parsePorts(values.ports, "--ports");
const appDir = values["app-dir"];
const log = pino({ base: { supervisor: process.pid } });

if (!process.env.DATABASE_URL && ports.length > 1) {
  log.fatal(
    "DATABASE_URL is not set: the embedded database (PGlite) belongs to one process, so several server processes need PostgreSQL",
  );
  process.exit(2);
}

const childEnv = (extra) => ({
  ...process.env,
  ...SERVER_ENV,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  // Only nginx on this machine should reach the processes.
  HOST: process.env.HOST ?? "127.0.0.1",
  // nginx on this machine is the one proxy whose X-Forwarded-For/Proto the app may believe
  // (client addresses for rate limits, https for HSTS and the same-origin check).
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "loopback",
  ...extra,
});

let stopping = false;
/** port -> { child, startedAt, delay, timer } */
const instances = new Map(
  ports.map((port) => [port, { child: undefined, startedAt: 0, delay: RESTART_MIN_MS, timer: undefined }]),
);
let preparing;

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

await prepare();
if (!stopping) {
  log.info({ ports, appDir }, "starting server processes");
  for (const port of ports) start(port);
}

/** Migrations (and the demo seed on an empty database) by one process, before the servers race to do it. */
async function prepare() {
  let delay = RESTART_MIN_MS;
  while (!stopping) {
    preparing = spawn(process.execPath, [path.join(appDir, "deploy", "prepare.mjs")], {
      cwd: appDir,
      env: childEnv({}),
      stdio: ["ignore", "inherit", "inherit"],
    });
    const code = await new Promise((resolve) => preparing.once("exit", (c, signal) => resolve(signal ?? c)));
    preparing = undefined;
    if (code === 0) return;
    if (stopping) return;
    log.error({ exit: code, retryInMs: delay }, "preparing the database failed; trying again");
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, RESTART_MAX_MS);
  }
}

function start(port) {
  const instance = instances.get(port);
  instance.timer = undefined;
  if (stopping) return;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: appDir,
    env: childEnv({ PORT: String(port) }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  instance.child = child;
  instance.startedAt = Date.now();
  log.info({ port, pid: child.pid }, "server process started");
  void waitReady(port, child);
  child.once("exit", (code, signal) => {
    instance.child = undefined;
    if (stopping) return;
    const ranMs = Date.now() - instance.startedAt;
    if (ranMs >= HEALTHY_RUN_MS) instance.delay = RESTART_MIN_MS;
    log.error({ port, pid: child.pid, code, signal, ranMs, restartInMs: instance.delay }, "server process died; restarting it");
    instance.timer = setTimeout(() => start(port), instance.delay);
    instance.delay = Math.min(instance.delay * 2, RESTART_MAX_MS);
  });
}

/** Logs when the process answers /healthz (or that it never did). */
async function waitReady(port, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    if (await healthy(port)) {
      log.info({ port, pid: child.pid, ms: Date.now() - instances.get(port).startedAt }, "server process ready");
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.exitCode === null && child.signalCode === null)
    log.warn({ port, pid: child.pid }, "server process not ready after 120 s");
}

function healthy(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping server processes");
  preparing?.kill("SIGTERM");
  const running = [];
  for (const instance of instances.values()) {
    clearTimeout(instance.timer);
    const child = instance.child;
    if (!child) continue;
    running.push(new Promise((resolve) => child.once("exit", resolve)));
    child.kill("SIGTERM");
  }
  const killer = setTimeout(() => {
    for (const instance of instances.values()) instance.child?.kill("SIGKILL");
  }, STOP_TIMEOUT_MS);
  await Promise.all(running);
  clearTimeout(killer);
  log.info("stopped");
  process.exit(0);
}
