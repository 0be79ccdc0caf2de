import { Worker } from "node:worker_threads";
import type { Db } from "./db/client.server";
import { vehicleCountsByTenant } from "./inventory/read.server";
import { logger } from "./logger.server";
import { unpack } from "./search/engine/transfer.server";
import { INDEX_CLASSES } from "./search/index-transfer.server";
import type { LoadedTenant, LoadOptions } from "./tenant-load.server";
import { workerScript } from "./worker-script.server";

/** Where the loader threads read from (PostgreSQL: PGlite lives in one thread) and how many run. */
export interface LoadThreads {
  url: string;
  count: number;
}

export interface LoadWorkerData {
  url: string;
  pageRows: number;
}
export type LoadRequest = { id: number } | { done: true };
export type LoadReply = { id: number; packed?: unknown; error?: string };

/**
 * The registry's first load on every core (docs/PERFORMANCE.md 'Scale'):
 * `threads.count` worker threads (tenant-load-worker.server.ts) each load one
 * tenant at a time from PostgreSQL, the largest stocks first so no thread is
 * left with a large one at the end, and send it back; this thread only
 * unpacks what arrives (a few % of a load's CPU). The threads end with the
 * load. A tenant whose thread failed is left out of the answer, and the
 * registry loads it in this thread as it always did.
 */
export async function loadInThreads(
  db: Db,
  threads: LoadThreads,
  ids: readonly number[],
  opts: LoadOptions,
): Promise<Map<number, LoadedTenant>> {
  const loaded = new Map<number, LoadedTenant>();
  if (ids.length === 0) return loaded;
  const started = performance.now();
  const counts = await vehicleCountsByTenant(db);
  const queue = [...ids].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a - b);
  const run = async () => {
    let worker: LoaderThread | undefined;
    const inFlight: (Promise<{ id: number; reply: LoadReply }> | undefined)[] = [];
    try {
      const thread = (worker = startWorker(threads.url, opts.pageRows));
      // Two asked at a time, so a thread starts its next tenant while this one unpacks its last.
      const take = () => {
        const id = queue.shift();
        if (id === undefined) return undefined;
        const asked = thread.load(id).then((reply) => ({ id, reply }));
        // Handled where it is awaited; until then a failed thread must not count as an unhandled rejection.
        asked.catch(() => {});
        return asked;
      };
      inFlight.push(take(), take());
      for (let next = inFlight.shift(); next !== undefined; next = inFlight.shift()) {
        const { id, reply } = await next;
        inFlight.push(take());
        if (reply.error !== undefined)
          logger.warn({ tenant: id, err: reply.error }, "a loader thread could not load a tenant; loading it here");
        else if (reply.packed !== undefined) loaded.set(id, unpack<LoadedTenant>(reply.packed, INDEX_CLASSES));
      }
    } catch (err) {
      logger.warn({ err }, "a loader thread stopped; the registry loads what it had left");
    } finally {
      await Promise.allSettled(inFlight);
      await worker?.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(threads.count, ids.length) }, run));
  logger.info(
    { tenants: loaded.size, threads: threads.count, ms: Math.round(performance.now() - started) },
    "tenants loaded in loader threads",
  );
  return loaded;
}

type LoaderThread = ReturnType<typeof startWorker>;

function startWorker(url: string, pageRows: number) {
  const { script, eval: isEval } = workerScript(import.meta.url, "tenant-load-worker");
  const data: LoadWorkerData = { url, pageRows };
  const worker = new Worker(script, { eval: isEval, workerData: data, stdout: false, stderr: false });
  const pending = new Map<number, { resolve: (r: LoadReply) => void; reject: (e: Error) => void }>();
  let failed: Error | undefined;
  const fail = (err: Error) => {
    failed ??= err;
    for (const p of pending.values()) p.reject(failed);
    pending.clear();
  };
  worker.on("message", (r: LoadReply) => {
    pending.get(r.id)?.resolve(r);
    pending.delete(r.id);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the loader thread stopped (exit code ${code})`)));
  return {
    load(id: number): Promise<LoadReply> {
      if (failed) return Promise.reject(failed);
      return new Promise<LoadReply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id } satisfies LoadRequest);
      });
    },
    async close(): Promise<void> {
      if (failed) return;
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ done: true } satisfies LoadRequest);
      // A thread that does not end on its own within a few seconds is ended.
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
