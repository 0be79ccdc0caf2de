import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import type { DbOrTx } from "../tenants/repository.server";
import { ImportBusyError } from "./feed-errors.server";
import { FEED_LIMITS } from "./limits.server";

/**
 * One stock import per dealer at a time (issue 8), refused rather than queued:
 * a second feed gets ImportBusyError (409) and is sent again by the dealer's
 * system. In a process the claim is taken before the feed is read; across
 * processes sharing PostgreSQL, an advisory lock is taken by the import's
 * transaction before it writes anything.
 */

const claimed = new WeakMap<Db, Set<number>>();

/** Claims the tenant's import in this process; call the answer to release it. */
export function claimTenantImport(db: Db, tenantId: number): () => void {
  let tenants = claimed.get(db);
  if (!tenants) claimed.set(db, (tenants = new Set()));
  if (tenants.has(tenantId)) throw new ImportBusyError();
  tenants.add(tenantId);
  return () => tenants.delete(tenantId);
}

/** The advisory lock's first key: "stock import" (its second is the tenant id). */
const IMPORT_LOCK_CLASS = 0x53544b49;

/** Takes the tenant's import lock for the rest of the transaction, or throws ImportBusyError. */
export async function lockTenantImport(tx: DbOrTx, tenantId: number): Promise<void> {
  const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}, ${tenantId}) as locked`);
  // postgres-js answers with an array of rows, PGlite with { rows }.
  const [row] = rowsOf<{ locked: boolean }>(result);
  if (!row?.locked) throw new ImportBusyError();
}

let running = 0;
const waiting: (() => void)[] = [];

/**
 * A turn to run a feed's worker thread: at most FEED_LIMITS.concurrentWorkers
 * at once per process (other dealers' feeds wait), so many feeds arriving
 * together share the CPU instead of each taking a core and its memory.
 */
export async function workerTurn(): Promise<() => void> {
  if (running >= FEED_LIMITS.concurrentWorkers) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
