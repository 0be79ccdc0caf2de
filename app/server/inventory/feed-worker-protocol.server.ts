import type { FeedSource } from "./validated-feed.server";
import type { GoodRow, ValidationSummary } from "./validate.server";

/** What the import's worker thread is given (feed-worker.server.ts). */
export interface WorkerInput {
  source: FeedSource;
  locationIds: string[];
  maxRows: number;
  batchRows: number;
}

/** Worker to importer. The worker sends at most WORKER_WINDOW batches ahead of the importer's "more". */
export type WorkerMessage =
  | { type: "batch"; rows: GoodRow[] }
  | { type: "done"; summary: ValidationSummary }
  | { type: "failed"; kind: "parse" | "too-large"; message: string };

/** Importer to worker: one more batch may be sent. */
export const MORE = "more";

export const WORKER_WINDOW = 2;
