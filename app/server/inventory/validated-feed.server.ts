import type { FeedFormat, RawRow } from "./parse.server";
import { RowValidator, type GoodRow, type ValidationSummary } from "./validate.server";
import { FEED_LIMITS } from "./limits.server";

/**
 * A feed being validated, as the import's writer reads it: the good rows a
 * batch at a time in feed order, then the validation summary. Implemented in
 * a worker thread for feeds (validate-in-worker.server.ts) and in process for
 * rows already in memory (below).
 */
export interface ValidatedFeed {
  /** Good rows in batches; asking for the next batch is what lets validation go on (at most two batches wait). */
  batches(): AsyncIterable<GoodRow[]>;
  /** Once batches() has ended. */
  summary(): ValidationSummary;
  /** Stops validation (the import failed or was refused). */
  close(): Promise<void>;
}

/** Where a worker reads a feed from: a body already received, or a file it streams from disk (the CLI). */
export type FeedSource =
  { kind: "bytes"; bytes: Uint8Array; format: FeedFormat } | { kind: "file"; path: string; format: FeedFormat };

/** Validates rows in process, a batch at a time (the demo seed, tests, small imports). */
export function validateInProcess(
  rows: Iterable<RawRow> | AsyncIterable<RawRow>,
  locationIds: ReadonlySet<string>,
  maxRows: number = FEED_LIMITS.maxRows,
): ValidatedFeed {
  const validator = new RowValidator(locationIds, maxRows);
  let done = false;
  return {
    async *batches() {
      let batch: GoodRow[] = [];
      for await (const raw of rows) {
        const good = validator.check(raw);
        if (!good) continue;
        batch.push(good);
        if (batch.length >= FEED_LIMITS.batchRows) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
      done = true;
    },
    summary() {
      if (!done) throw new Error("the feed's summary is known only once all its batches are read");
      return validator.summary();
    },
    close: async () => {},
  };
}
