import { eq } from "drizzle-orm";
import { enqueueWatchAlerts, watchedVehicles } from "../alerts/enqueue-alerts.server";
import type { Db } from "../db/client.server";
import { tenants } from "../db/schema.server";
import { bumpStockRevision } from "../tenants/repository.server";
import { claimTenantImport, lockTenantImport, workerTurn } from "./import-lock.server";
import type { RawRow } from "./parse.server";
import type { ImportReport } from "./report.server";
import { validateInWorker } from "./validate-in-worker.server";
import { validateInProcess, type FeedSource, type ValidatedFeed } from "./validated-feed.server";
import { StockWriter, type WriteCounts } from "./write.server";

/**
 * Stock import, shared by the CLI, the feed endpoint and the demo seed
 * (issue 8 'Feeds that cannot hurt the platform'):
 * - a feed is parsed and validated in a worker thread as it is read, so the
 *   event loop serving every tenant only writes batches and never holds the
 *   feed's rows all at once;
 * - a feed's good rows are written in ONE transaction, a batch per statement,
 *   yielding between batches; the stock revision that makes them visible to
 *   search is taken in that transaction, so other processes and the index see
 *   the whole feed or none of it. A feed that turns out unreadable or over a
 *   limit part-way is rolled back whole;
 * - one import per dealer at a time (import-lock.server.ts);
 * - the report is bounded (report.server.ts);
 * - watchlist alerts (issue 11 §8) are enqueued in the same transaction, from
 *   the saved cars' states before the write and what the writer changed.
 */

export type ImportMode = "upsert" | "full";
export type ImportRow = RawRow;
export type { ImportReport, RowError } from "./report.server";

interface ImportOptions {
  mode: ImportMode;
  now?: Date;
}

/** Rows already in memory (the demo seed, tests), validated in process. */
export async function importVehicles(
  db: Db,
  tenantId: number,
  rows: Iterable<ImportRow> | AsyncIterable<ImportRow>,
  opts: ImportOptions,
): Promise<ImportReport> {
  const release = claimTenantImport(db, tenantId);
  try {
    return await writeFeed(db, tenantId, validateInProcess(rows, await locationIdsOf(db, tenantId)), opts);
  } finally {
    release();
  }
}

/** A feed body or a stock file, parsed and validated in a worker thread. Throws FeedParseError, FeedTooLargeError, ImportBusyError. */
export async function importFeed(db: Db, tenantId: number, source: FeedSource, opts: ImportOptions): Promise<ImportReport> {
  const release = claimTenantImport(db, tenantId);
  try {
    const locationIds = await locationIdsOf(db, tenantId);
    const endTurn = await workerTurn();
    const feed = validateInWorker(source, locationIds);
    try {
      return await writeFeed(db, tenantId, feed, opts);
    } finally {
      await feed.close();
      endTurn();
    }
  } finally {
    release();
  }
}

async function locationIdsOf(db: Db, tenantId: number): Promise<Set<string>> {
  const [tenant] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`No tenant with id ${tenantId}`);
  return new Set(tenant.config.locations.map((l) => String(l.id)));
}

async function writeFeed(db: Db, tenantId: number, feed: ValidatedFeed, opts: ImportOptions): Promise<ImportReport> {
  const now = opts.now ?? new Date();
  const batches = feed.batches()[Symbol.asyncIterator]();
  // Nothing is written, and no transaction opened, before the first good row.
  const first = await batches.next();
  // A full feed in which no row could be read is far more likely a broken
  // export than a sold-out dealer: it sells nothing. An empty one sells everything.
  if (first.done && !(opts.mode === "full" && feed.summary().received === 0)) return report(feed, NOTHING_WRITTEN);

  return db.transaction(async (tx) => {
    await lockTenantImport(tx, tenantId);
    const revision = await bumpStockRevision(tx, tenantId);
    const watched = await watchedVehicles(tx, tenantId);
    const writer = await StockWriter.open(tx, tenantId, revision, now, new Set(watched.keys()));
    for (let next = first; !next.done; next = await batches.next()) {
      await writer.write(next.value);
      // PGlite runs in this process: let requests in between two statements.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const summary = feed.summary();
    await writer.finish(summary.refusedKeys, opts.mode === "full" && !(summary.received > 0 && writer.goodRows === 0));
    await enqueueWatchAlerts(tx, tenantId, watched, writer.watchedChanges, now);
    return report(feed, writer.counts);
  });
}

const NOTHING_WRITTEN: WriteCounts = { created: 0, updated: 0, unchanged: 0, markedSold: 0 };

function report(feed: ValidatedFeed, counts: WriteCounts): ImportReport {
  const { received, errors, errorCount, errorsByField, refusedRows, ignoredFields } = feed.summary();
  return { received, ...counts, errors, errorCount, errorsByField, refusedRows, ignoredFields };
}
