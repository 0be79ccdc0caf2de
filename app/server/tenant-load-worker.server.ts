import { parentPort, workerData } from "node:worker_threads";
import { connectPostgres } from "./db/client.server";
import { pack } from "./search/engine/transfer.server";
import { INDEX_CLASSES } from "./search/index-transfer.server";
import { loadTenant } from "./tenant-load.server";
import type { LoadReply, LoadRequest, LoadWorkerData } from "./tenant-load-threads.server";

/**
 * A loader thread of the tenant registry's first load
 * (tenant-load-threads.server.ts): loads each tenant it is asked for from
 * PostgreSQL, as the registry would (loadTenant), and sends it back packed
 * (transfer.server.ts). Nothing waits on its event loop, so it never yields.
 */
const port = parentPort;
if (!port) throw new Error("tenant-load-worker.server.ts runs as a worker thread (see tenant-load-threads.server.ts)");
const { url, pageRows } = workerData as LoadWorkerData;
const { db, close } = connectPostgres(url, 1);

port.on("message", (m: LoadRequest) => {
  if ("done" in m) {
    // Its connection closed in good order, the thread ends (nothing else holds its event loop).
    void close().finally(() => port.close());
    return;
  }
  const { id } = m;
  const reply = (r: LoadReply) => port.postMessage(r);
  loadTenant(db, id, { pageRows, sliceMs: Infinity }).then(
    (loaded) => reply({ id, packed: loaded === undefined ? undefined : pack(loaded, INDEX_CLASSES) }),
    (err: unknown) => reply({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
