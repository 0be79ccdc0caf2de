import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openTestPglite } from "./databases";
import { rawRequest } from "./raw-http";

/**
 * The production build (`npx react-router build`) served by `node server.js`
 * on a fresh data directory, with the demo tenants seeded, as a browser or an
 * attacker would meet it. For the guard tests and the fuzz suite. In a test
 * run the data directory starts as a copy of the run's demo template
 * (databases.ts), so the server finds its database migrated and seeded.
 */
export interface BuiltServer {
  port: number;
  dataDir: string;
  /** What the server logged (warnings and errors: LOG_LEVEL=warn) and wrote to stderr. */
  log(): string;
  stop(): Promise<void>;
}

export async function startBuiltServer(opts: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<BuiltServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first (npx react-router build); npm test does.");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "built-server-"));
  // In a test run (templates shared by its files); the fuzz suite, run alone, lets the server seed.
  if (process.env.TEST_TEMPLATE_DIR && !opts.env?.DATABASE_URL)
    await (await openTestPglite({ dataDir, template: "demo" })).close();
  let log = "";
  const proc: ChildProcess = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      VITEST: "",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [proc.stdout, proc.stderr]) stream?.on("data", (c: Buffer) => (log += c.toString("utf8")));
  const stop = async () => {
    if (proc.exitCode === null) {
      proc.kill("SIGTERM");
      await new Promise((r) => proc.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${log}`);
    try {
      if ((await rawRequest(port, { path: "/healthz", headers: { host: "localhost" } })).status === 200)
        return { port, dataDir, log: () => log, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("server did not start in time");
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
