import { Worker } from "node:worker_threads";
import { workerScript } from "../worker-script.server";
import { FeedParseError, FeedTooLargeError } from "./feed-errors.server";
import { MORE, type WorkerInput, type WorkerMessage } from "./feed-worker-protocol.server";
import { FEED_LIMITS } from "./limits.server";
import type { GoodRow, ValidationSummary } from "./validate.server";
import type { FeedSource, ValidatedFeed } from "./validated-feed.server";

/** The feed validation threads running now, so a stopping server can end them (stopFeedWorkers). */
const running = new Set<Worker>();

/** Ends every feed validation thread (their imports fail and write nothing more): for shutdown. */
export async function stopFeedWorkers(): Promise<void> {
  await Promise.all([...running].map((w) => w.terminate()));
}

/**
 * Validates a feed in a worker thread (feed-worker.server.ts) and reads its
 * good rows back a batch at a time. The worker's heap is capped: a feed that
 * needs more is refused and the server goes on (issue 8: 3M empty rows once
 * ran the whole process out of memory).
 */
export function validateInWorker(
  source: FeedSource,
  locationIds: ReadonlySet<string>,
  limits: { maxRows?: number; heapMb?: number } = {},
): ValidatedFeed {
  const heapMb = limits.heapMb ?? FEED_LIMITS.workerHeapMb;
  const input: WorkerInput = {
    source,
    locationIds: [...locationIds],
    maxRows: limits.maxRows ?? FEED_LIMITS.maxRows,
    batchRows: FEED_LIMITS.batchRows,
  };
  const script = workerScript(import.meta.url, "feed-worker");
  const worker = new Worker(script.script, {
    eval: script.eval,
    workerData: input,
    // A body in a buffer of its own (readBody's) moves to the worker rather than being copied.
    transferList: source.kind === "bytes" && ownsBuffer(source.bytes) ? [source.bytes.buffer as ArrayBuffer] : [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    stdout: false,
    stderr: false,
  });

  running.add(worker);
  worker.once("exit", () => running.delete(worker));

  const queue: GoodRow[][] = [];
  let summary: ValidationSummary | undefined;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const settle = (f?: Error) => {
    if (f && !failure && !summary) failure = f;
    wake?.();
  };
  worker.on("message", (m: WorkerMessage) => {
    if (m.type === "batch") queue.push(m.rows);
    else if (m.type === "done") summary = m.summary;
    else settle(m.kind === "parse" ? new FeedParseError(m.message) : new FeedTooLargeError(m.message));
    wake?.();
  });
  worker.on("error", (err: Error & { code?: string }) =>
    settle(
      err.code === "ERR_WORKER_OUT_OF_MEMORY"
        ? new FeedTooLargeError(
            `The feed needs more memory than one feed may use (${heapMb} MB): is one row very large? Nothing was imported.`,
          )
        : err,
    ),
  );
  worker.on("exit", (code) => settle(summary ? undefined : new Error(`The feed's worker thread stopped (exit code ${code})`)));

  return {
    async *batches() {
      for (;;) {
        const batch = queue.shift();
        if (batch) {
          worker.postMessage(MORE);
          yield batch;
          continue;
        }
        if (failure) throw failure;
        if (summary) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    summary() {
      if (!summary) throw new Error("the feed's summary is known only once all its batches are read");
      return summary;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

function ownsBuffer(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}
