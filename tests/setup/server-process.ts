import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";

/**
 * The production server (`node server.js`, the build in build/) as a child
 * process, for tests across processes. Build first: npm run build.
 */

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, no cleanup. */
  kill9(): Promise<void>;
}

export function requireBuild(): void {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first (npm run build); npm test does.");
}

export async function startServer(
  env: Record<string, string>,
  opts: { port?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const proc = spawn("node", [...(opts.nodeArgs ?? []), "server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "never",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = () =>
    new Promise<void>((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once("exit", () => r())));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await request(port, "GET", "/healthz", "localhost")).status === 200) {
        return {
          proc,
          port,
          stop: async () => {
            proc.kill("SIGTERM");
            await exited();
          },
          kill9: async () => {
            proc.kill("SIGKILL");
            await exited();
          },
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill("SIGKILL");
  throw new Error("server did not start within 60 s");
}

export function request(
  port: number,
  method: string,
  path: string,
  host: string,
  body?: string,
  headers: Record<string, string> = {},
  // A new connection per request unless a caller (a benchmark timing requests) passes a keep-alive agent.
  agent: http.Agent | false = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { host, ...headers }, agent }, (res) => {
      let data = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data }));
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
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
