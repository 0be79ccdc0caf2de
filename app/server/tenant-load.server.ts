import { eq } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { tenants } from "./db/schema.server";
import { changedVehicleIds, rowIntoVehicle, vehicleRowsWithIds, type StoredVehicle } from "./inventory/read.server";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { KnownMedia } from "./media/known-media.server";
import { searchOptionsFor, toSearchDoc } from "./search/document.server";
import { SearchIndex } from "./search/engine.server";
import { runInSlices, type Steps } from "./search/engine/slices.server";
import type { Tenant } from "./context.server";

/** A tenant as the registry keeps it: its config, its index and media list, and the revisions they stand at. */
export interface TenantState {
  tenant: Tenant;
  configRevision: number;
  stockRevision: number;
  index: SearchIndex;
  media: KnownMedia;
}

/** A tenant loaded whole (loadTenant), with what it took, for the registry's log. */
export interface LoadedTenant extends TenantState {
  vehicles: number;
  /** The whole load, and its last step (the index's prepare), in ms. */
  ms: number;
  prepareMs: number;
}

export interface LoadOptions {
  /** Vehicles read per query (PAGE_ROWS). */
  pageRows: number;
  /** runInSlices' budget (SLICE_MS): the longest the load holds the event loop at once. */
  sliceMs: number;
}

/**
 * A tenant's config and an index of all its vehicles. The config shapes
 * every document (location and dealership names), so a config change
 * rebuilds the whole index. The revision is read before the vehicles, so a
 * write between the two is loaded again next time rather than missed.
 * Built to one side a page at a time, yielding to the event loop between
 * pages (buildIndex), and prepared in slices before it is returned, so
 * neither the build nor the first search holds up other requests for long.
 * The registry runs it in its own thread, or at start-up in loader threads
 * (tenant-load-threads.server.ts), which send the result back.
 */
export async function loadTenant(db: Db, id: number, opts: LoadOptions): Promise<LoadedTenant | undefined> {
  const started = performance.now();
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) return undefined;
  const tenant: Tenant = { id: row.id, slug: row.slug, config: row.config };
  const { index, media, count, prepareMs } = await buildIndex(db, tenant, opts);
  return {
    tenant,
    configRevision: row.configRevision,
    stockRevision: row.stockRevision,
    index,
    media,
    vehicles: count,
    ms: Math.round(performance.now() - started),
    prepareMs,
  };
}

/**
 * A new index (and media list) of all the tenant's vehicles, read PAGE_ROWS
 * at a time and indexed SLICE_DOCS at a time (indexSteps), then prepared in
 * slices: no step holds the event loop for more than a few ms of work.
 */
export async function buildIndex(
  db: Db,
  tenant: Tenant,
  opts: LoadOptions,
): Promise<{ index: SearchIndex; media: KnownMedia; count: number; prepareMs: number }> {
  const index = new SearchIndex(searchOptionsFor(tenant.config));
  const media = new KnownMedia().addFrom(tenant.config);
  let count = 0;
  const ids = await changedVehicleIds(db, tenant.id, 0);
  index.reserve(ids.length);
  for await (const page of pages(db, tenant.id, ids, opts.pageRows)) {
    await runInSlices(indexSteps(page, tenant.config, index, media), opts.sliceMs);
    count += page.length;
  }
  // Sort orders, keyword postings and eligibility, also a slice at a time: the old index serves meanwhile.
  const preparing = performance.now();
  await index.prepareInSlices(undefined, opts.sliceMs);
  return { index, media, count, prepareMs: Math.round(performance.now() - preparing) };
}

/** The stored rows of the tenant's vehicles with these ids, a page at a time, with a turn of the event loop between pages. */
export async function* pages(
  db: Db,
  tenantId: number,
  ids: readonly number[],
  pageRows: number,
): AsyncGenerator<StoredVehicle[]> {
  for (let i = 0; i < ids.length; i += pageRows) {
    if (i > 0) await turn();
    yield await vehicleRowsWithIds(db, tenantId, ids.slice(i, i + pageRows));
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Vehicles made into documents (and indexed) between two checks of the slice's time budget. */
export const SLICE_DOCS = 50;

/** A page of stored rows made into documents and upserted into an index built to one side, SLICE_DOCS at a time. */
function* indexSteps(page: readonly StoredVehicle[], config: TenantConfig, index: SearchIndex, media: KnownMedia): Steps<void> {
  for (let i = 0; i < page.length; i += SLICE_DOCS) {
    const part = page.slice(i, i + SLICE_DOCS).map(rowIntoVehicle);
    index.upsert(part.map((v) => toSearchDoc(v, config)));
    for (const v of part) media.addFrom(v);
    yield;
  }
}
