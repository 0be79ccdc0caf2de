import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { feedKey, vehicleInputSchema, vehicleSlug, type VehicleData } from "~/domain/vehicle";
import type { Db } from "../db/client.server";
import { tenants, vehicles } from "../db/schema.server";
import { bumpStockRevision, type DbOrTx } from "../tenants/repository.server";
import { bySqlName, vehicleColumns, WRITTEN_COLUMNS, type WrittenVehicle } from "./vehicle-columns.server";

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
  /**
   * Fields the rows carried that the stock format does not have (a misspelt
   * CSV header, say): not stored, and named so the dealer can fix the export.
   */
  ignoredFields: string[];
}

export interface ImportRow {
  row: number;
  data: unknown;
  /** Problems found while reading the row (see parse.server.ts), reported like schema errors. */
  issues?: { field: string; message: string }[];
}

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
  const locationIds = new Set(tenant.config.locations.map((l) => String(l.id)));
  const { good, errors, presentKeys } = validateRows(rows, locationIds);
  const report: ImportReport = {
    received: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    markedSold: 0,
    errors,
    ignoredFields: unknownFields(rows),
  };

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
    // An existing vehicle keeps its slug (its page address), see upsert.
    const values = good.map((g) =>
      vehicleColumns(tenantId, g.key, g.data, byKey.get(g.key)?.slug ?? uniqueSlug(vehicleSlug(g.data), slugs), revision, now),
    );
    for (let i = 0; i < values.length; i += CHUNK) {
      const chunk = values.slice(i, i + CHUNK);
      const written = new Set(await upsert(tx, chunk));
      const seen: number[] = [];
      for (const { feedKey: key } of chunk) {
        const id = byKey.get(key)?.id;
        if (id === undefined) report.created++;
        else if (written.has(key)) report.updated++;
        else seen.push(id);
      }
      // Identical rows were left alone by the upsert, but they were seen: the
      // new revision carries last_seen_at (search freshness) to other processes.
      if (seen.length) await tx.update(vehicles).set({ lastSeenAt: now, revision }).where(idIn(seen));
      report.unchanged += seen.length;
    }

    if (sellAbsent) {
      const absent = [...byKey.values()].filter((v) => v.status !== "sold" && !presentKeys.has(v.feedKey)).map((v) => v.id);
      for (let i = 0; i < absent.length; i += CHUNK) {
        await tx
          .update(vehicles)
          .set({
            status: "sold",
            soldAt: now,
            updatedAt: now,
            revision,
            data: sql`jsonb_set(${vehicles.data}, '{status}', '"sold"')`,
          })
          .where(and(eq(vehicles.tenantId, tenantId), idIn(absent.slice(i, i + CHUNK))));
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
    const parsed = vehicleInputSchema.safeParse(data);
    const key = parsed.success ? feedKey(parsed.data) : rawKey(data);
    if (!parsed.success) rowErrors.push(...parsed.error.issues.map((i) => issueToError(row, i)));
    const isObject = typeof data === "object" && data !== null && !Array.isArray(data);
    if (!key && isObject && !rowErrors.some((e) => e.field === "stocknum" || e.field === "vin")) {
      rowErrors.push({ row, field: "stocknum", message: "stocknum or vin is required" });
    }
    if (parsed.success) {
      const loc = parsed.data.location_id;
      if (loc != null && !locationIds.has(loc)) {
        rowErrors.push({
          row,
          field: "location_id",
          message: `no location of this dealer has id ${loc} (known: ${[...locationIds].join(", ")})`,
        });
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

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, nor lone surrogates in
 * jsonb: one such row would fail the whole write. JSON.stringify escapes
 * exactly those, so it is a cheap first check; the walk finds the field.
 */
function findUnstorableText(data: VehicleData): string | null {
  const json = JSON.stringify(data);
  if (!json.includes("\\u0000") && !/\\ud[89a-f]/i.test(json)) return null;
  return findUnstorable(data, "");
}

function findUnstorable(value: unknown, path: string): string | null {
  const bad = (s: string) =>
    s.includes("\u0000") || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
  if (typeof value === "string") return bad(value) ? path || "(row)" : null;
  if (typeof value !== "object" || value === null || value instanceof Date) return null;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (bad(k)) return at;
    const found = findUnstorable(v, at);
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
async function adoptByVin(
  tx: DbOrTx,
  good: GoodRow[],
  byKey: Map<string, Existing>,
  existing: Existing[],
  presentKeys: Set<string>,
) {
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

/** One array parameter rather than one parameter per id (cheaper to build and to send). */
function idIn(ids: number[]) {
  return sql`${vehicles.id} = any(${`{${ids.join(",")}}`}::bigint[])`;
}

function uniqueSlug(base: string, taken: Set<string>): string {
  const root = base || "vehicle";
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * A chunk travels as one JSON parameter read by jsonb_to_recordset, which is
 * many times faster than a parameter per value (especially on PGlite).
 */
const NAMES = WRITTEN_COLUMNS.map((c) => c.name).join(", ");
const RECORD = WRITTEN_COLUMNS.map((c) => `${c.name} ${c.type}`).join(", ");
const SPECIAL = new Set(
  [vehicles.tenantId, vehicles.feedKey, vehicles.slug, vehicles.createdAt, vehicles.soldAt].map((c) => c.name),
);
const UPDATE_SET = [
  ...WRITTEN_COLUMNS.filter((c) => !SPECIAL.has(c.name)).map((c) => `${c.name} = excluded.${c.name}`),
  // The feed's created_at wins; without one the first import's date stays.
  "created_at = case when excluded.data->>'created_at' is not null then excluded.created_at else vehicles.created_at end",
  // Sold keeps the earliest sold date; back in stock clears it.
  "sold_at = case when excluded.status = 'sold' then coalesce(vehicles.sold_at, excluded.sold_at) end",
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
  const written = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { feed_key: string }[];
  return written.map((r) => r.feed_key);
}

const KNOWN_FIELDS = new Set(Object.keys(vehicleInputSchema.shape));

/** The field names, across all rows, that the vehicle schema would drop. */
function unknownFields(rows: readonly ImportRow[]): string[] {
  const unknown = new Set<string>();
  for (const r of rows) {
    if (r.data === null || typeof r.data !== "object" || Array.isArray(r.data)) continue;
    for (const key of Object.keys(r.data)) if (!KNOWN_FIELDS.has(key)) unknown.add(key);
  }
  return [...unknown].sort();
}
