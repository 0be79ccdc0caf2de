import { eq } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { tenantDomains, tenants } from "./db/schema.server";
import { changedVehicleIds, rowIntoVehicle, vehicleRowsWithIds, type StoredVehicle } from "./inventory/read.server";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import { logger } from "./logger.server";
import { KnownMedia } from "./media/known-media.server";
import { searchOptionsFor, toSearchDoc } from "./search/document.server";
import { SearchIndex } from "./search/engine.server";
import { runInSlices, type Steps } from "./search/engine/slices.server";
import type { SearchDoc } from "./search/types.server";
import type { Tenant } from "./context.server";

/**
 * Each server process keeps its own copy of every tenant's config and search
 * index, and polls the two revision counters on `tenants` (one cheap query) to
 * learn of changes made by any process: imports, feeds and `tenant apply` bump
 * them in the same transaction as their change. A change is therefore visible
 * to search in every process within one poll interval plus the load time.
 */
export class TenantRegistry {
  private byId = new Map<number, TenantState>();
  private byHost = new Map<string, number>();
  private bySlug = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  private readonly pageRows: number;
  private readonly inPlaceMax: number;
  private readonly sliceMs: number;

  /** `pageRows`, `inPlaceMax` (PAGE_ROWS, IN_PLACE_MAX) and `sliceMs` (runInSlices' budget) are for tests. */
  constructor(
    private readonly db: Db,
    opts: { pageRows?: number; inPlaceMax?: number; sliceMs?: number } = {},
  ) {
    this.pageRows = opts.pageRows ?? PAGE_ROWS;
    this.inPlaceMax = opts.inPlaceMax ?? IN_PLACE_MAX;
    this.sliceMs = opts.sliceMs ?? SLICE_MS;
  }

  /** Loads everything once, then polls every intervalMs. */
  async start(intervalMs: number): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((err: unknown) => logger.error({ err }, "tenant/stock sync failed"));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Brings every tenant's config and index up to date with the database. Calls never overlap. */
  refresh(): Promise<void> {
    this.running ??= this.doRefresh().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * The tenant served at a host name (one of its domains, or <slug>.localhost)
   * with its current index, read together so a request holds one consistent pair.
   */
  resolve(hostHeader: string | null): TenantSite | undefined {
    const state = this.stateAt(hostHeader);
    return state && { tenant: state.tenant, index: state.index, media: state.media };
  }

  /** The tenant at a host name and the stock and config revisions its index and config stand at now (the page cache's key). */
  revisionsAt(hostHeader: string | null): { tenantId: number; stockRevision: number; configRevision: number } | undefined {
    const state = this.stateAt(hostHeader);
    return state && { tenantId: state.tenant.id, stockRevision: state.stockRevision, configRevision: state.configRevision };
  }

  resolveHost(hostHeader: string | null): Tenant | undefined {
    return this.resolve(hostHeader)?.tenant;
  }

  tenantBySlug(slug: string): Tenant | undefined {
    const id = this.bySlug.get(slug);
    return id === undefined ? undefined : this.byId.get(id)?.tenant;
  }

  /** A tenant by id as the registry last loaded it (its config at most one sync interval old). */
  tenantById(id: number): Tenant | undefined {
    return this.byId.get(id)?.tenant;
  }

  index(tenantId: number): SearchIndex {
    const state = this.byId.get(tenantId);
    if (!state) throw new Error(`Unknown tenant ${tenantId}`);
    return state.index;
  }

  private stateAt(hostHeader: string | null): TenantState | undefined {
    const host = normaliseHost(hostHeader);
    if (!host) return undefined;
    let id = this.byHost.get(host);
    if (id === undefined && host.endsWith(".localhost")) id = this.bySlug.get(host.slice(0, -".localhost".length));
    return id === undefined ? undefined : this.byId.get(id);
  }

  private async doRefresh(): Promise<void> {
    const rows = await this.db
      .select({
        id: tenants.id,
        slug: tenants.slug,
        configRevision: tenants.configRevision,
        stockRevision: tenants.stockRevision,
      })
      .from(tenants);
    const seen = new Set<number>();
    // A tenant's domains change only with its config (applyTenant bumps the config revision) or when
    // the tenant comes or goes: only then are the host names read again (most polls change nothing).
    let tenantsChanged = false;
    for (const row of rows) {
      seen.add(row.id);
      let state = this.byId.get(row.id);
      if (!state || state.configRevision !== row.configRevision) {
        if (state) logger.info({ tenant: row.slug }, "tenant config changed; rebuilding its index");
        // Built to one side and swapped in whole: until then, requests keep
        // the previous config and full index (never an empty one).
        state = await this.loadTenant(row.id);
        this.byId.set(row.id, state);
        tenantsChanged = true;
      }
      if (row.stockRevision > state.stockRevision) await this.loadStock(state, row.stockRevision);
    }
    for (const id of [...this.byId.keys()]) {
      if (!seen.has(id)) {
        this.byId.delete(id);
        tenantsChanged = true;
      }
    }
    if (tenantsChanged) await this.reindexHosts();
  }

  /**
   * A tenant's config and an index of all its vehicles. The config shapes
   * every document (location and dealership names), so a config change
   * rebuilds the whole index. The revision is read before the vehicles, so a
   * write between the two is loaded again next time rather than missed.
   * Built to one side a page at a time, yielding to the event loop between
   * pages (buildIndex), and prepared in slices before it is returned, so
   * neither the build nor the first search holds up other requests for long.
   */
  private async loadTenant(id: number): Promise<TenantState> {
    const started = performance.now();
    const [row] = await this.db.select().from(tenants).where(eq(tenants.id, id));
    const tenant: Tenant = { id: row.id, slug: row.slug, config: row.config };
    const { index, media, count, prepareMs } = await this.buildIndex(tenant);
    logger.debug(
      {
        tenant: tenant.slug,
        vehicles: count,
        revision: row.stockRevision,
        ms: Math.round(performance.now() - started),
        prepareMs,
      },
      "tenant loaded",
    );
    return { tenant, configRevision: row.configRevision, stockRevision: row.stockRevision, index, media };
  }

  /**
   * A new index (and media list) of all the tenant's vehicles, read PAGE_ROWS
   * at a time and indexed SLICE_DOCS at a time (indexSteps), then prepared in
   * slices: no step holds the event loop for more than a few ms of work.
   */
  private async buildIndex(tenant: Tenant): Promise<{ index: SearchIndex; media: KnownMedia; count: number; prepareMs: number }> {
    const index = new SearchIndex(searchOptionsFor(tenant.config));
    const media = new KnownMedia().addFrom(tenant.config);
    let count = 0;
    const ids = await changedVehicleIds(this.db, tenant.id, 0);
    index.reserve(ids.length);
    for await (const page of this.pages(tenant.id, ids)) {
      await runInSlices(indexSteps(page, tenant.config, index, media), this.sliceMs);
      count += page.length;
    }
    // Sort orders, keyword postings and eligibility, also a slice at a time: the old index serves meanwhile.
    const preparing = performance.now();
    await index.prepareInSlices(undefined, this.sliceMs);
    return { index, media, count, prepareMs: Math.round(performance.now() - preparing) };
  }

  /** The stored rows of the tenant's vehicles with these ids, a page at a time, with a turn of the event loop between pages. */
  private async *pages(tenantId: number, ids: readonly number[]): AsyncGenerator<StoredVehicle[]> {
    for (let i = 0; i < ids.length; i += this.pageRows) {
      if (i > 0) await turn();
      yield await vehicleRowsWithIds(this.db, tenantId, ids.slice(i, i + this.pageRows));
    }
  }

  /**
   * Stock changed since the index's revision. A few changes (up to
   * IN_PLACE_MAX) are upserted into the live index in one synchronous step
   * (no reader sees a feed half applied), their documents made beforehand a
   * slice at a time; more — a large import — and the index is built again to
   * one side like a config change and swapped in whole, so the event loop is
   * never held for the whole import. The changed ids are read first, so
   * which of the two is known before any vehicle is read.
   */
  private async loadStock(state: TenantState, targetRevision: number): Promise<void> {
    const started = performance.now();
    const { tenant } = state;
    const changedIds = await changedVehicleIds(this.db, tenant.id, state.stockRevision);
    if (changedIds.length > this.inPlaceMax) {
      const { index, media, count, prepareMs } = await this.buildIndex(tenant);
      state.index = index;
      state.media = media;
      state.stockRevision = targetRevision;
      logger.debug(
        {
          tenant: tenant.slug,
          vehicles: count,
          revision: targetRevision,
          ms: Math.round(performance.now() - started),
          prepareMs,
        },
        "stock synced: index rebuilt to one side",
      );
      return;
    }
    const changed: Vehicle[] = [];
    const docs: SearchDoc[] = [];
    for await (const page of this.pages(tenant.id, changedIds)) {
      await runInSlices(docSteps(page, tenant.config, changed, docs), this.sliceMs);
    }
    state.index.upsert(docs);
    for (const v of changed) state.media.addFrom(v);
    state.stockRevision = targetRevision;
    logger.debug(
      { tenant: tenant.slug, changed: docs.length, revision: targetRevision, ms: Math.round(performance.now() - started) },
      "stock synced",
    );
  }

  private async reindexHosts(): Promise<void> {
    const domains = await this.db.select().from(tenantDomains);
    this.byHost = new Map(domains.filter((d) => this.byId.has(d.tenantId)).map((d) => [d.host, d.tenantId]));
    this.bySlug = new Map([...this.byId.values()].map((s) => [s.tenant.slug, s.tenant.id]));
  }
}

/** Vehicles read and indexed per turn of the event loop (docs/PERFORMANCE.md 'Index rebuilds'). */
const PAGE_ROWS = 1_000;
/** Up to this many changed vehicles are upserted into the live index; more rebuild it to one side. */
const IN_PLACE_MAX = 5_000;
/**
 * Work between two turns of the event loop while a tenant's stock is loaded:
 * a request that arrives meanwhile waits at most about this long for it.
 */
const SLICE_MS = 4;
/** Vehicles made into documents (and indexed) between two checks of the slice's time budget. */
const SLICE_DOCS = 50;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A page of stored rows made into vehicles and their documents, SLICE_DOCS at a time, appended to `vehicles` and `docs`. */
function* docSteps(page: readonly StoredVehicle[], config: TenantConfig, vehicles: Vehicle[], docs: SearchDoc[]): Steps<void> {
  for (let i = 0; i < page.length; i++) {
    const v = rowIntoVehicle(page[i]);
    vehicles.push(v);
    docs.push(toSearchDoc(v, config));
    if (i % SLICE_DOCS === SLICE_DOCS - 1) yield;
  }
}

/** A page of stored rows made into documents and upserted into an index built to one side, SLICE_DOCS at a time. */
function* indexSteps(page: readonly StoredVehicle[], config: TenantConfig, index: SearchIndex, media: KnownMedia): Steps<void> {
  for (let i = 0; i < page.length; i += SLICE_DOCS) {
    const part = page.slice(i, i + SLICE_DOCS).map(rowIntoVehicle);
    index.upsert(part.map((v) => toSearchDoc(v, config)));
    for (const v of part) media.addFrom(v);
    yield;
  }
}

/** A tenant, its search index and the media paths its site serves, as one request uses them. */
export interface TenantSite {
  tenant: Tenant;
  index: SearchIndex;
  media: KnownMedia;
}

interface TenantState {
  tenant: Tenant;
  configRevision: number;
  stockRevision: number;
  index: SearchIndex;
  media: KnownMedia;
}

/** "Cars.Example.com:3000" -> "cars.example.com"; rejects anything that is not a plain host name. */
export function normaliseHost(hostHeader: string | null): string | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]+$/.test(host) ? host : undefined;
}
