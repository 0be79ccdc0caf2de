import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { feedKey, vehicleInputSchema, vehicleSlug, type VehicleData } from "~/domain/vehicle";
import type { Db } from "../db/client.server";
import { tenants, vehicles, type NewVehicleRow } from "../db/schema";
import { bumpStockRevision, type DbOrTx } from "../tenants/repository.server";

/**
 * Stock import, shared by the CLI and the feed endpoint. Rows are validated
 * first; the good ones are then written in one transaction (multi-row upserts
 * on (tenant_id, feed_key)), so a database failure leaves the previous stock
 * untouched and a bad row never stops the good ones.
 */

export type ImportMode = "upsert" | "full";

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  errors: RowError[];
}

export interface ImportRow {
  row: number;
  data: unknown;
  /** Problems found while reading the row (see parse.server.ts), reported like schema errors. */
  issues?: { field: string; message: string }[];
}

// 36 parameters a row: 1,000 rows stay well under PostgreSQL's 65,535.
const CHUNK = 1000;

export async function importVehicles(
  db: Db,
  tenantId: number,
  rows: ImportRow[],
  opts: { mode: ImportMode; now?: Date },
): Promise<ImportReport> {
  const now = opts.now ?? new Date();
  const [tenant] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`No tenant with id ${tenantId}`);
  const locationIds = new Set(tenant.config.locations.map((l) => l.id));
  const { good, errors, presentKeys } = validateRows(rows, locationIds);
  const report: ImportReport = { received: rows.length, created: 0, updated: 0, unchanged: 0, markedSold: 0, errors };

  // A full feed in which no row could be read is far more likely a broken
  // export than a sold-out dealer: it sells nothing.
  const sellAbsent = opts.mode === "full" && !(rows.length > 0 && good.length === 0);
  if (good.length === 0 && !sellAbsent) return report;

  await db.transaction(async (tx) => {
    const revision = await bumpStockRevision(tx, tenantId);
    const existing = await tx
      .select({ id: vehicles.id, feedKey: vehicles.feedKey, slug: vehicles.slug, status: vehicles.status, vin: vehicles.vin })
      .from(vehicles)
      .where(eq(vehicles.tenantId, tenantId));
    const byKey = new Map(existing.map((v) => [v.feedKey, v]));
    await adoptByVin(tx, good, byKey, existing, presentKeys);

    const slugs = new Set(existing.map((v) => v.slug));
    const values = good.map((g) => toRow(tenantId, g, byKey.get(g.key)?.slug ?? uniqueSlug(vehicleSlug(g.data), slugs), revision, now));
    for (let i = 0; i < values.length; i += CHUNK) {
      for (const { same } of await upsert(tx, values.slice(i, i + CHUNK))) {
        if (same === null) report.created++;
        else if (same) report.unchanged++;
        else report.updated++;
      }
    }

    if (sellAbsent) {
      const absent = [...byKey.values()].filter((v) => v.status !== "sold" && !presentKeys.has(v.feedKey)).map((v) => v.id);
      for (let i = 0; i < absent.length; i += CHUNK) {
        await tx
          .update(vehicles)
          .set({ status: "sold", soldAt: now, updatedAt: now, revision, data: sql`jsonb_set(${vehicles.data}, '{status}', '"sold"')` })
          .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.id, absent.slice(i, i + CHUNK))));
      }
      report.markedSold = absent.length;
    }
  });
  return report;
}

interface GoodRow {
  row: number;
  key: string;
  data: VehicleData;
}

function validateRows(rows: ImportRow[], locationIds: Set<string>) {
  const good: GoodRow[] = [];
  const errors: RowError[] = [];
  // Every key the feed names, readable from good and bad rows alike: a full feed
  // must not sell a car because its row has a typo.
  const presentKeys = new Set<string>();
  const firstRowOf = new Map<string, number>();
  for (const { row, data, issues } of rows) {
    const rowErrors: RowError[] = (issues ?? []).map((i) => ({ row, ...i }));
    const key = rawKey(data);
    const parsed = vehicleInputSchema.safeParse(data);
    if (!parsed.success) rowErrors.push(...parsed.error.issues.map((i) => issueToError(row, i)));
    else {
      if (!key) rowErrors.push({ row, field: "stocknum", message: "stocknum or vin is required" });
      const loc = parsed.data.location_id;
      if (loc != null && !locationIds.has(loc)) {
        rowErrors.push({ row, field: "location_id", message: `no location of this dealer has id ${loc} (known: ${[...locationIds].join(", ")})` });
      }
      const unsafe = findUnstorableText(parsed.data);
      if (unsafe) rowErrors.push({ row, field: unsafe, message: "contains a NUL character or a broken Unicode surrogate" });
    }
    if (key) {
      presentKeys.add(key);
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else {
        const field = key.startsWith("S:") ? "stocknum" : "vin";
        rowErrors.push({ row, field, message: `duplicate: row ${first} has the same ${field} ${key.slice(2)}` });
      }
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else if (parsed.success && key) good.push({ row, key, data: parsed.data });
  }
  return { good, errors, presentKeys };
}

function issueToError(row: number, issue: z.core.$ZodIssue): RowError {
  return { row, field: issue.path.length ? issue.path.map(String).join(".") : "(row)", message: issue.message };
}

/** The feed key as the schema would read it, from a row that may not pass the schema. */
function rawKey(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { stocknum, vin } = data as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() || null : null);
  return feedKey({ stocknum: text(stocknum), vin: text(vin) });
}

/** PostgreSQL cannot store U+0000 in text or jsonb, nor lone surrogates in jsonb: one such row would fail the whole write. */
function findUnstorableText(value: unknown, path: string[] = []): string | null {
  const bad = (s: string) => s.includes("\u0000") || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
  if (typeof value === "string") return bad(value) ? path.join(".") || "(row)" : null;
  if (typeof value !== "object" || value === null || value instanceof Date) return null;
  for (const [k, v] of Object.entries(value)) {
    if (bad(k)) return [...path, k].join(".");
    const found = findUnstorableText(v, [...path, k]);
    if (found) return found;
  }
  return null;
}

type Existing = { id: number; feedKey: string; slug: string; status: string; vin: string | null };

/**
 * Matching is by stocknum, then by VIN: a row whose stocknum is new but whose
 * VIN belongs to a stored vehicle the feed no longer names under its old key
 * (stock number added or changed) updates that vehicle instead of adding a twin.
 */
async function adoptByVin(tx: DbOrTx, good: GoodRow[], byKey: Map<string, Existing>, existing: Existing[], presentKeys: Set<string>) {
  const byVin = new Map(existing.filter((v) => v.vin).map((v) => [v.vin!.toUpperCase(), v]));
  for (const g of good) {
    if (byKey.has(g.key) || !g.data.vin) continue;
    const match = byVin.get(g.data.vin.toUpperCase());
    if (!match || presentKeys.has(match.feedKey) || byKey.get(match.feedKey) !== match) continue;
    await tx.update(vehicles).set({ feedKey: g.key }).where(eq(vehicles.id, match.id));
    byKey.delete(match.feedKey);
    match.feedKey = g.key;
    byKey.set(g.key, match);
  }
}

function uniqueSlug(base: string, taken: Set<string>): string {
  const root = base || "vehicle";
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}

/** The typed columns are derived from the data (an existing row keeps its slug and created_at, see upsert). */
function toRow(tenantId: number, { key, data }: GoodRow, slug: string, revision: number, now: Date): NewVehicleRow {
  return {
    tenantId,
    feedKey: key,
    slug,
    stocknum: data.stocknum ?? null,
    vin: data.vin ?? null,
    status: data.status,
    carType: data.car_type,
    itemType: data.item_type,
    make: data.make,
    model: data.model,
    badge: data.badge ?? null,
    series: data.series ?? null,
    year: data.year,
    price: data.price,
    km: data.km,
    colour: data.colour ?? null,
    body: data.simple_body ?? null,
    fuel: data.simple_fuel ?? data.fuel ?? null,
    transmission: data.simple_transmission ?? null,
    drive: data.simple_drive ?? null,
    seats: data.seats ?? null,
    certified: data.certified,
    reserved: data.reserved,
    tag: data.tag ?? null,
    showOnDealerWebsite: data.show_on_dealer_website,
    customRank: data.custom_rank,
    locationId: data.location_id ?? null,
    photosCount: data.images.length,
    subscriptionPrice: data.subscription_price ?? null,
    weeklyPrice: data.youxQuote?.weeklyRepaymentAmount ?? null,
    data,
    createdAt: data.created_at ?? now,
    updatedAt: now,
    soldAt: data.status === "sold" ? now : null,
    lastSeenAt: now,
    revision,
  };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * One multi-row INSERT ... ON CONFLICT DO UPDATE. Every row in the feed gets
 * last_seen_at and the new revision (so other processes pick up the freshness
 * change); updated_at moves only when the data did. `same` compares with the
 * row as it was before this statement (null: the row is new).
 */
function upsert(tx: DbOrTx, rows: NewVehicleRow[]) {
  const dataChanged = sql.raw(`vehicles.data is distinct from excluded.data`);
  return tx
    .insert(vehicles)
    .values(rows)
    .onConflictDoUpdate({
      target: [vehicles.tenantId, vehicles.feedKey],
      set: {
        stocknum: excluded("stocknum"),
        vin: excluded("vin"),
        status: excluded("status"),
        carType: excluded("car_type"),
        itemType: excluded("item_type"),
        make: excluded("make"),
        model: excluded("model"),
        badge: excluded("badge"),
        series: excluded("series"),
        year: excluded("year"),
        price: excluded("price"),
        km: excluded("km"),
        colour: excluded("colour"),
        body: excluded("body"),
        fuel: excluded("fuel"),
        transmission: excluded("transmission"),
        drive: excluded("drive"),
        seats: excluded("seats"),
        certified: excluded("certified"),
        reserved: excluded("reserved"),
        tag: excluded("tag"),
        showOnDealerWebsite: excluded("show_on_dealer_website"),
        customRank: excluded("custom_rank"),
        locationId: excluded("location_id"),
        photosCount: excluded("photos_count"),
        subscriptionPrice: excluded("subscription_price"),
        weeklyPrice: excluded("weekly_price"),
        data: excluded("data"),
        // The feed's created_at wins; without one the first import's date stays.
        createdAt: sql.raw(`case when excluded.data->>'created_at' is not null then excluded.created_at else vehicles.created_at end`),
        updatedAt: sql`case when ${dataChanged} then excluded.updated_at else vehicles.updated_at end`,
        // Sold keeps the earliest sold date; back in stock clears it.
        soldAt: sql.raw(`case when excluded.status = 'sold' then coalesce(vehicles.sold_at, excluded.sold_at) end`),
        lastSeenAt: excluded("last_seen_at"),
        revision: excluded("revision"),
      },
    })
    .returning({ same: sql<boolean | null>`(select o.data from vehicles o where o.id = vehicles.id) = vehicles.data` });
}
