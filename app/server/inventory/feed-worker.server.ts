import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { FeedParseError, FeedTooLargeError } from "./feed-errors.server";
import { MORE, WORKER_WINDOW, type WorkerInput, type WorkerMessage } from "./feed-worker-protocol.server";
import { checkRowLimit, feedRows, slices } from "./parse.server";
import { RowValidator, type GoodRow } from "./validate.server";

/**
 * The import's worker thread (issue 8: a feed's parsing and validation never
 * run on the event loop that serves other tenants' requests). Reads the feed
 * as a stream, validates each row, and sends the good ones in batches, never
 * more than WORKER_WINDOW ahead of the importer, so memory stays bounded
 * whatever the feed's size.
 */
const port = parentPort;
if (!port) throw new Error("feed-worker.server.ts runs as a worker thread (see validate-in-worker.server.ts)");

let credits = WORKER_WINDOW;
let wake: (() => void) | undefined;
port.on("message", (m: unknown) => {
  if (m !== MORE) return;
  credits++;
  wake?.();
});

const post = (m: WorkerMessage) => port.postMessage(m);

async function send(rows: GoodRow[]) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  post({ type: "batch", rows });
}

async function run({ source, locationIds, maxRows, batchRows }: WorkerInput) {
  const validator = new RowValidator(new Set(locationIds), maxRows);
  const pieces = () => (source.kind === "bytes" ? slices(source.bytes) : fs.createReadStream(source.path));
  let batch: GoodRow[] = [];
  try {
    await checkRowLimit(pieces(), source.format, maxRows);
    for await (const raw of feedRows(pieces(), source.format)) {
      const good = validator.check(raw);
      if (!good) continue;
      batch.push(good);
      if (batch.length >= batchRows) {
        await send(batch);
        batch = [];
      }
    }
  } catch (err) {
    if (err instanceof FeedParseError) return post({ type: "failed", kind: "parse", message: err.message });
    if (err instanceof FeedTooLargeError) return post({ type: "failed", kind: "too-large", message: err.message });
    throw err;
  }
  if (batch.length) await send(batch);
  post({ type: "done", summary: validator.summary() });
}

/**
 * On Linux, this thread alone gets a lower CPU priority (nice 10; a thread
 * id is a process id to setpriority): on a busy machine the event loop that
 * serves every tenant's requests wins the CPU, and the feed takes what is left.
 */
function yieldCpuToServer() {
  if (process.platform !== "linux" || !fs.existsSync("/proc/thread-self")) return;
  const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
}

yieldCpuToServer();
await run(workerData as WorkerInput);
// Done: let the thread end (the "more" listener would keep it alive).
port.unref();
