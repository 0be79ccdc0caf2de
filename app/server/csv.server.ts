/**
 * CSV as spreadsheets read it (RFC 4180: fields with a comma, a quote or a
 * line break are quoted, quotes doubled, lines end in CRLF), safe to open: a
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @,
 * a tab or a carriage return — OWASP 'CSV Injection') is prefixed with a
 * single quote, so a shopper's "=HYPERLINK(...)" stays text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (names with accents stay right). */
export const CSV_BOM = "\uFEFF";
