import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPglite } from "../setup/databases";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig } from "../setup/builders";
import { requireBuild, startServer, type ServerProcess } from "../setup/server-process";

/**
 * server.js on SIGTERM (docs/ARCHITECTURE.md 'Start-up and shutdown'): a
 * request in flight when the signal comes is answered in full, no new
 * connection is taken, an idle keep-alive connection does not hold the exit,
 * and the process exits 0 after closing the database.
 */
describe("graceful shutdown of the production server", () => {
  let dataDir: string;
  let server: ServerProcess;
  const HOST = "shutdown.localhost";

  beforeAll(async () => {
    requireBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
    const database = await openTestPglite({ dataDir });
    await applyTenant(database.db, tenantConfig({ slug: "shutdown" }));
    await database.close();
    server = await startServer({ DATABASE_URL: "", DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "600000" });
  }, 120_000);

  afterAll(async () => {
    if (server && server.proc.exitCode === null && server.proc.signalCode === null) await server.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the request in flight, refuses new connections and exits 0", async () => {
    const exited = new Promise<{ code: number | null }>((resolve) => server.proc.once("exit", (code) => resolve({ code })));

    // An idle keep-alive connection: it must not keep the server up.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warm = await send({ method: "GET", path: "/healthz", agent });
    expect(warm.status).toBe(200);

    // A slow request: its body trickles in across the signal.
    const slow = http.request({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/leads",
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", "transfer-encoding": "chunked" },
      agent: false,
    });
    const answered = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      slow.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        res.on("error", reject);
      });
      slow.on("error", reject);
    });
    slow.write('{"name":');
    await sleep(300);

    server.proc.kill("SIGTERM");
    // No new connections once stopping: asked until the listener has closed (the test's timeout bounds it).
    for (;;) {
      const refused = await send({ method: "GET", path: "/healthz", agent: false }).then(
        () => false,
        (err: Error) => /ECONNREFUSED|ECONNRESET|socket hang up/.test(err.message),
      );
      if (refused) break;
      await sleep(50);
    }
    expect(server.proc.exitCode).toBeNull();

    slow.end('"Shopper"}');
    const res = await answered;
    // The lead is invalid (no vehicle, no contact): a whole 4xx answer, not a cut connection.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.connection).toBe("close");

    // The grace period is ten minutes: exiting within the test's timeout shows the idle keep-alive connection did not hold it.
    const { code } = await exited;
    expect(code).toBe(0);
    agent.destroy();
  }, 60_000);

  function send(opts: { method: string; path: string; agent: http.Agent | false }): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: opts.method,
          path: opts.path,
          headers: { host: HOST },
          agent: opts.agent,
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
});

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
