import { FEED_LIMITS } from "./limits.server";

/**
 * The import report a dealer's stock system gets back, bounded whatever the
 * feed (issue 8: a million empty rows once answered 457 MB): the first
 * errors in full, the rest counted in all and by field.
 */

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface ErrorSummary {
  /** The first FEED_LIMITS.reportedErrors errors, in row order. */
  errors: RowError[];
  /** All errors, including those not listed. */
  errorCount: number;
  /** All errors by top-level field ("images" for "images.3.image"); past FEED_LIMITS.reportedFields fields, "(other fields)". */
  errorsByField: Record<string, number>;
  /** Rows not imported because of an error. */
  refusedRows: number;
}

export interface ImportReport extends ErrorSummary {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  /**
   * Fields the rows carried that the stock format does not have (a misspelt
   * CSV header, say): not stored, and named so the dealer can fix the export.
   * At most FEED_LIMITS.reportedFields, sorted.
   */
  ignoredFields: string[];
}

export const OTHER_FIELDS = "(other fields)";
/** Longest field name or message kept: a feed's own text can appear in both. */
const MAX_TEXT = 300;

export class ErrorTally {
  private listed: RowError[] = [];
  private count = 0;
  private rows = 0;
  private byField = new Map<string, number>();

  /** One row's errors (none: nothing to record). */
  add(row: number, errors: readonly { field: string; message: string }[]): void {
    if (errors.length === 0) return;
    this.rows++;
    for (const e of errors) {
      this.count++;
      if (this.listed.length < FEED_LIMITS.reportedErrors) {
        this.listed.push({ row, field: clip(e.field), message: clip(e.message) });
      }
      const top = clip(e.field.split(".")[0]);
      const key = this.byField.has(top) || this.byField.size < FEED_LIMITS.reportedFields ? top : OTHER_FIELDS;
      this.byField.set(key, (this.byField.get(key) ?? 0) + 1);
    }
  }

  summary(): ErrorSummary {
    return {
      errors: this.listed,
      errorCount: this.count,
      errorsByField: Object.fromEntries(this.byField),
      refusedRows: this.rows,
    };
  }
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
