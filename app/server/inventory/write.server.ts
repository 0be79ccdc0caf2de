import { and, eq, sql } from "drizzle-orm";
import { uniqueVehicleSlug, vehicleSlug } from "~/domain/vehicle/vehicle";
import type { AlertState } from "~/domain/garage/watch-alerts";
import { vehicles } from "../db/schema.server";
import { rowsOf } from "../db/rows.server";
import type { DbOrTx } from "../tenants/repository.server";
import type { GoodRow } from "./validate.server";
import { bySqlName, vehicleColumns, WRITTEN_COLUMNS, type WrittenVehicle } from "./vehicle-columns.server";

/**
 * Writes a feed's good rows, a batch at a time, inside the import's one
 * transaction (import.server.ts): multi-row upserts on (tenant_id, feed_key),
 * then, for a full feed, the vehicles it left out marked sold.
 */

type Existing = { id: number; feedKey: string; slug: string; status: string; vin: string | null };

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
}

export class StockWriter {
  readonly counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, markedSold: 0 };
  /** Every good row's key: with the refused rows' keys, what a full feed names. */
  private readonly goodKeys = new Set<string>();
  /** Rows that may take over a stored vehicle by VIN: decided once the whole feed is known. */
  private readonly mayAdopt: GoodRow[] = [];
  /**
   * Watchlist alerts (issue 11 §8): the new state of each vehicle in `watched`
   * this import changed, by id ("sold" when a full feed left it out).
   */
  readonly watchedChanges = new Map<number, AlertState | "sold">();

  private constructor(
    private readonly tx: DbOrTx,
    private readonly tenantId: number,
    private readonly revision: number,
    private readonly now: Date,
    private readonly byKey: Map<string, Existing>,
    private readonly byVin: Map<string, Existing>,
    private readonly slugs: Set<string>,
    private readonly watched: ReadonlySet<number>,
  ) {}

  /** Reads the tenant's stored vehicles; call after the revision is taken (its row lock orders writers). */
  static async open(
    tx: DbOrTx,
    tenantId: number,
    revision: number,
    now: Date,
    watched: ReadonlySet<number> = new Set(),
  ): Promise<StockWriter> {
    const existing: Existing[] = await tx
      .select({ id: vehicles.id, feedKey: vehicles.feedKey, slug: vehicles.slug, status: vehicles.status, vin: vehicles.vin })
      .from(vehicles)
      .where(eq(vehicles.tenantId, tenantId));
    return new StockWriter(
      tx,
      tenantId,
      revision,
      now,
      new Map(existing.map((v) => [v.feedKey, v])),
      new Map(existing.filter((v) => v.vin).map((v) => [v.vin!.toUpperCase(), v])),
      new Set(existing.map((v) => v.slug)),
      watched,
    );
  }

  get goodRows(): number {
    return this.goodKeys.size;
  }

  async write(rows: readonly GoodRow[]): Promise<void> {
    const now: GoodRow[] = [];
    for (const g of rows) {
      this.goodKeys.add(g.key);
      const match = this.byKey.has(g.key) || !g.data.vin ? undefined : this.byVin.get(g.data.vin.toUpperCase());
      if (match) this.mayAdopt.push(g);
      else now.push(g);
    }
    if (now.length) await this.upsertRows(now);
  }

  /**
   * The rows held back for VIN matching, then (a full feed) the vehicles the
   * feed did not name marked sold. `refusedKeys`: the keys of refused rows,
   * which count as named.
   */
  async finish(refusedKeys: readonly string[], sellAbsent: boolean): Promise<void> {
    const named = this.goodKeys;
    for (const key of refusedKeys) named.add(key);
    for (const g of this.mayAdopt) await this.adoptByVin(g, named);
    for (let i = 0; i < this.mayAdopt.length; i += CHUNK) await this.upsertRows(this.mayAdopt.slice(i, i + CHUNK));
    if (!sellAbsent) return;
    const absent = [...this.byKey.values()].filter((v) => v.status !== "sold" && !named.has(v.feedKey)).map((v) => v.id);
    for (let i = 0; i < absent.length; i += CHUNK) {
      await this.tx
        .update(vehicles)
        .set({
          status: "sold",
          soldAt: this.now,
          updatedAt: this.now,
          revision: this.revision,
          data: sql`jsonb_set(${vehicles.data}, '{status}', '"sold"')`,
        })
        .where(and(eq(vehicles.tenantId, this.tenantId), idIn(absent.slice(i, i + CHUNK))));
    }
    this.counts.markedSold = absent.length;
    for (const id of absent) if (this.watched.has(id)) this.watchedChanges.set(id, "sold");
  }

  /**
   * Matching is by stocknum, then by VIN: a row whose stocknum is new but whose
   * VIN belongs to a stored vehicle the feed no longer names under its old key
   * (stock number added or changed) updates that vehicle instead of adding a twin.
   */
  private async adoptByVin(g: GoodRow, named: ReadonlySet<string>) {
    const match = this.byVin.get(g.data.vin!.toUpperCase());
    if (!match || this.byKey.has(g.key) || named.has(match.feedKey) || this.byKey.get(match.feedKey) !== match) return;
    await this.tx.update(vehicles).set({ feedKey: g.key }).where(eq(vehicles.id, match.id));
    this.byKey.delete(match.feedKey);
    match.feedKey = g.key;
    this.byKey.set(g.key, match);
  }

  private async upsertRows(rows: readonly GoodRow[]) {
    // An existing vehicle keeps its slug (its page address), see upsert.
    const values = rows.map((g) =>
      vehicleColumns(
        this.tenantId,
        g.key,
        g.data,
        this.byKey.get(g.key)?.slug ?? uniqueVehicleSlug(vehicleSlug(g.data), this.slugs),
        this.revision,
        this.now,
      ),
    );
    const written = new Set(await upsert(this.tx, values));
    const seen: number[] = [];
    rows.forEach((g, i) => {
      const key = values[i].feedKey;
      const id = this.byKey.get(key)?.id;
      if (id === undefined) this.counts.created++;
      else if (written.has(key)) {
        this.counts.updated++;
        if (this.watched.has(id)) this.watchedChanges.set(id, alertStateOf(g));
      } else seen.push(id);
    });
    // Identical rows were left alone by the upsert, but they were seen: the
    // new revision carries last_seen_at (search freshness) to other processes.
    if (seen.length) await this.tx.update(vehicles).set({ lastSeenAt: this.now, revision: this.revision }).where(idIn(seen));
    this.counts.unchanged += seen.length;
  }
}

const CHUNK = 1000;

function alertStateOf(g: GoodRow): AlertState {
  const { status, price, offer_price, show_on_dealer_website } = g.data;
  return { status, price, offer_price, show_on_dealer_website };
}

/** One array parameter rather than one parameter per id (cheaper to build and to send). */
function idIn(ids: number[]) {
  return sql`${vehicles.id} = any(${`{${ids.join(",")}}`}::bigint[])`;
}

/**
 * A chunk travels as one JSON parameter read by jsonb_to_recordset, which is
 * many times faster than a parameter per value (especially on PGlite).
 */
const NAMES = WRITTEN_COLUMNS.map((c) => c.name).join(", ");
const RECORD = WRITTEN_COLUMNS.map((c) => `${c.name} ${c.type}`).join(", ");
const SPECIAL = new Set(
  [vehicles.tenantId, vehicles.feedKey, vehicles.slug, vehicles.createdAt, vehicles.soldAt, vehicles.reserved, vehicles.data].map(
    (c) => c.name,
  ),
);
// A car held by a paid deposit (server/checkout/reservations.server.ts) stays Reserved whatever the feed says.
const HELD =
  "exists (select 1 from reservations h where h.tenant_id = vehicles.tenant_id and h.vehicle_id = vehicles.id and h.status = 'held')";
const UPDATE_SET = [
  ...WRITTEN_COLUMNS.filter((c) => !SPECIAL.has(c.name)).map((c) => `${c.name} = excluded.${c.name}`),
  // The feed's created_at wins; without one the first import's date stays.
  "created_at = case when excluded.data->>'created_at' is not null then excluded.created_at else vehicles.created_at end",
  // Sold keeps the earliest sold date; back in stock clears it.
  "sold_at = case when excluded.status = 'sold' then coalesce(vehicles.sold_at, excluded.sold_at) end",
  `reserved = excluded.reserved or ${HELD}`,
  `data = case when ${HELD} then jsonb_set(excluded.data, '{reserved}', 'true'::jsonb) else excluded.data end`,
].join(", ");

/**
 * One multi-row INSERT ... ON CONFLICT DO UPDATE that leaves rows with
 * identical data untouched (far cheaper than rewriting them on a daily full
 * feed). Answers the feed keys it inserted or changed.
 */
async function upsert(tx: DbOrTx, rows: WrittenVehicle[]): Promise<string[]> {
  const result: unknown = await tx.execute(sql`
    insert into vehicles (${sql.raw(NAMES)})
    select * from jsonb_to_recordset(${JSON.stringify(rows.map(bySqlName))}::jsonb) as r(${sql.raw(RECORD)})
    on conflict (tenant_id, feed_key) do update set ${sql.raw(UPDATE_SET)}
    where vehicles.data is distinct from excluded.data
    returning feed_key`);
  // postgres-js answers with an array of rows, PGlite with { rows }.
  const written = rowsOf<{ feed_key: string }>(result);
  return written.map((r) => r.feed_key);
}
