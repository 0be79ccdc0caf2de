import type { z } from "zod";
import { feedKey, vehicleInputSchema, type VehicleData } from "~/domain/vehicle/vehicle";
import { FeedTooLargeError } from "./feed-errors.server";
import { FEED_LIMITS } from "./limits.server";
import type { RawRow } from "./parse.server";
import { ErrorTally, type ErrorSummary } from "./report.server";

/**
 * Row-by-row validation of a feed, with no database: it runs in the import's
 * worker thread (validate-in-worker.server.ts) or in process for rows already
 * in memory. Holds per row only its key (duplicates, and the keys a full feed
 * names) and the counts of the report, never the rows themselves.
 */

export interface GoodRow {
  row: number;
  key: string;
  data: VehicleData;
}

export interface ValidationSummary extends ErrorSummary {
  received: number;
  ignoredFields: string[];
  /**
   * The keys of refused rows that could be read: a full feed must not sell a
   * car because its row has a typo, so these count as present.
   */
  refusedKeys: string[];
}

export class RowValidator {
  private received = 0;
  private readonly tally = new ErrorTally();
  private readonly firstRowOf = new Map<string, number>();
  private readonly refusedKeys: string[] = [];
  private readonly ignored = new Set<string>();

  constructor(
    private readonly locationIds: ReadonlySet<string>,
    private readonly maxRows: number = FEED_LIMITS.maxRows,
  ) {}

  /** The row if it can be imported; its errors go to the report. Throws FeedTooLargeError past maxRows. */
  check({ row, data, issues }: RawRow): GoodRow | undefined {
    if (++this.received > this.maxRows) throw FeedTooLargeError.rows(this.maxRows);
    this.noteUnknownFields(data);
    const errors: { field: string; message: string }[] = [...(issues ?? [])];
    const parsed = vehicleInputSchema.safeParse(data);
    const key = parsed.success ? feedKey(parsed.data) : rawKey(data);
    if (!parsed.success) errors.push(...parsed.error.issues.map(issueToError));
    const isObject = typeof data === "object" && data !== null && !Array.isArray(data);
    if (!key && isObject && !errors.some((e) => e.field === "stocknum" || e.field === "vin")) {
      errors.push({ field: "stocknum", message: "stocknum or vin is required" });
    }
    if (parsed.success) {
      const loc = parsed.data.location_id;
      if (loc != null && !this.locationIds.has(loc)) {
        errors.push({
          field: "location_id",
          message: `no location of this dealer has id ${loc} (known: ${[...this.locationIds].join(", ")})`,
        });
      }
      const unsafe = findUnstorableText(parsed.data);
      if (unsafe) errors.push({ field: unsafe, message: "contains a NUL character or a broken Unicode surrogate" });
    }
    if (key) {
      const first = this.firstRowOf.get(key);
      if (first === undefined) this.firstRowOf.set(key, row);
      else {
        const field = key.startsWith("S:") ? "stocknum" : "vin";
        errors.push({ field, message: `duplicate: row ${first} has the same ${field} ${key.slice(2)}` });
      }
    }
    if (errors.length === 0 && parsed.success && key) return { row, key, data: parsed.data };
    this.tally.add(row, errors);
    if (key && this.firstRowOf.get(key) === row) this.refusedKeys.push(key);
    return undefined;
  }

  summary(): ValidationSummary {
    return {
      received: this.received,
      ...this.tally.summary(),
      ignoredFields: [...this.ignored].sort(),
      refusedKeys: this.refusedKeys,
    };
  }

  /** Field names the vehicle schema would drop, up to FEED_LIMITS.reportedFields of them. */
  private noteUnknownFields(data: unknown) {
    if (this.ignored.size >= FEED_LIMITS.reportedFields) return;
    if (data === null || typeof data !== "object" || Array.isArray(data)) return;
    for (const key of Object.keys(data)) {
      if (KNOWN_FIELDS.has(key) || this.ignored.has(key)) continue;
      this.ignored.add(key.length > 100 ? `${key.slice(0, 99)}…` : key);
      if (this.ignored.size >= FEED_LIMITS.reportedFields) return;
    }
  }
}

const KNOWN_FIELDS = new Set(Object.keys(vehicleInputSchema.shape));

function issueToError(issue: z.core.$ZodIssue): { field: string; message: string } {
  return { field: issue.path.length ? issue.path.map(String).join(".") : "(row)", message: issue.message };
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
