import type { Db } from "./db/client.server";
import { tenantDomains, tenants } from "./db/schema.server";
import { changedVehicleIds, rowIntoVehicle, type StoredVehicle } from "./inventory/read.server";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import { logger } from "./logger.server";
import type { KnownMedia } from "./media/known-media.server";
import { toSearchDoc } from "./search/document.server";
import type { SearchIndex } from "./search/engine.server";
import { runInSlices, type Steps } from "./search/engine/slices.server";
import type { SearchDoc } from "./search/types.server";
import type { Tenant } from "./context.server";
import {
  buildIndex,
  loadTenant,
  pages,
  SLICE_DOCS,
  type LoadedTenant,
  type LoadOptions,
  type TenantState,
} from "./tenant-load.server";
import { loadInThreads, type LoadThreads } from "./tenant-load-threads.server";

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

  /** Loads the first refresh's tenants in threads of their own, when given (tenant-load-threads.server.ts). */
  private threads: LoadThreads | undefined;

  /**
   * `threads`: where loader threads read the database from and how many run
   * (PostgreSQL only: PGlite lives in this thread). `pageRows`, `inPlaceMax`
   * (PAGE_ROWS, IN_PLACE_MAX) and `sliceMs` (runInSlices' budget) are for tests.
   */
  constructor(
    private readonly db: Db,
    opts: { pageRows?: number; inPlaceMax?: number; sliceMs?: number; threads?: LoadThreads } = {},
  ) {
    this.pageRows = opts.pageRows ?? PAGE_ROWS;
    this.inPlaceMax = opts.inPlaceMax ?? IN_PLACE_MAX;
    this.sliceMs = opts.sliceMs ?? SLICE_MS;
    this.threads = opts.threads && opts.threads.count > 0 ? opts.threads : undefined;
  }

  private get loadOptions(): LoadOptions {
    return { pageRows: this.pageRows, sliceMs: this.sliceMs };
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
    // The first load (start-up) is every tenant, and nothing is served yet: with loader threads it
    // runs on every core (docs/PERFORMANCE.md 'Scale'); the threads end with it.
    const threads = this.threads;
    this.threads = undefined;
    const first =
      threads && this.byId.size === 0
        ? await loadInThreads(
            this.db,
            threads,
            rows.map((r) => r.id),
            this.loadOptions,
          )
        : undefined;
    for (const row of rows) {
      seen.add(row.id);
      let state = this.byId.get(row.id);
      if (!state || state.configRevision !== row.configRevision) {
        if (state) logger.info({ tenant: row.slug }, "tenant config changed; rebuilding its index");
        // Built to one side and swapped in whole: until then, requests keep
        // the previous config and full index (never an empty one).
        const loaded = first?.get(row.id) ?? (await loadTenant(this.db, row.id, this.loadOptions));
        if (!loaded) continue; // removed since the list was read: the next poll drops it
        logLoaded(loaded);
        state = stateOf(loaded);
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
      const { index, media, count, prepareMs } = await buildIndex(this.db, tenant, this.loadOptions);
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
    for await (const page of pages(this.db, tenant.id, changedIds, this.pageRows)) {
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

/** A page of stored rows made into vehicles and their documents, SLICE_DOCS at a time, appended to `vehicles` and `docs`. */
function* docSteps(page: readonly StoredVehicle[], config: TenantConfig, vehicles: Vehicle[], docs: SearchDoc[]): Steps<void> {
  for (let i = 0; i < page.length; i++) {
    const v = rowIntoVehicle(page[i]);
    vehicles.push(v);
    docs.push(toSearchDoc(v, config));
    if (i % SLICE_DOCS === SLICE_DOCS - 1) yield;
  }
}

/** A tenant, its search index and the media paths its site serves, as one request uses them. */
export interface TenantSite {
  tenant: Tenant;
  index: SearchIndex;
  media: KnownMedia;
}

function stateOf({ tenant, configRevision, stockRevision, index, media }: LoadedTenant): TenantState {
  return { tenant, configRevision, stockRevision, index, media };
}

function logLoaded(loaded: LoadedTenant): void {
  const { tenant, vehicles, stockRevision, ms, prepareMs } = loaded;
  logger.debug({ tenant: tenant.slug, vehicles, revision: stockRevision, ms, prepareMs }, "tenant loaded");
}

/** "Cars.Example.com:3000" -> "cars.example.com"; rejects anything that is not a plain host name. */
export function normaliseHost(hostHeader: string | null): string | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]+$/.test(host) ? host : undefined;
}
