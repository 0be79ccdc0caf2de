import { parse as parseCsv } from "csv-parse/sync";
import { vehicleInputSchema } from "~/domain/vehicle";

/**
 * Turns a stock file or feed body (a JSON array, or CSV with the spec's field
 * names as headers) into raw rows numbered for error reports. Validation is
 * importVehicles' job; this only gets CSV cells into the shapes JSON would have.
 */

export type FeedFormat = "json" | "csv";

/** A row as sent, numbered from 1 (in CSV the first row after the header is row 1). */
export interface RawRow {
  row: number;
  data: unknown;
  /** Cells that could not be read at all (bad JSON in a list cell, extra cells). */
  issues?: { field: string; message: string }[];
}

/** The file or body cannot be read as a feed at all: nothing in it is imported. */
export class FeedParseError extends Error {}

export function detectFormat(opts: { filename?: string; contentType?: string | null; text: string }): FeedFormat {
  const ext = opts.filename?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (ext === "json") return "json";
  if (ext === "csv" || ext === "tsv") return "csv";
  const type = opts.contentType?.split(";")[0].trim().toLowerCase() ?? "";
  if (type === "application/json" || type === "text/json" || type.endsWith("+json")) return "json";
  if (type === "text/csv" || type === "application/csv" || type === "text/tab-separated-values") return "csv";
  const first = opts.text.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : "csv";
}

export function parseFeed(text: string, format: FeedFormat): RawRow[] {
  return format === "json" ? parseJsonFeed(text) : parseCsvFeed(text);
}

export function parseJsonFeed(text: string): RawRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    throw new FeedParseError(`The JSON is not valid: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(value)) throw new FeedParseError("A JSON feed must be an array of vehicle objects");
  return value.map((data: unknown, i) => ({ row: i + 1, data }));
}

export function parseCsvFeed(text: string): RawRow[] {
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (err) {
    throw new FeedParseError(`The CSV is not valid: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (records.length === 0) return [];
  const header = records[0].map((h) => h.trim());
  const duplicate = header.find((h, i) => h !== "" && header.indexOf(h) !== i);
  if (duplicate) throw new FeedParseError(`The CSV header names column "${duplicate}" twice`);
  return records.slice(1).map((cells, i) => csvRow(i + 1, header, cells));
}

function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  const commas = count(",");
  if (count("\t") > commas) return "\t";
  if (count(";") > commas) return ";";
  return ",";
}

function csvRow(row: number, header: string[], cells: string[]): RawRow {
  const data: Record<string, unknown> = {};
  const issues: { field: string; message: string }[] = [];
  cells.forEach((raw, i) => {
    const cell = raw.trim();
    // An empty cell is an absent field, so schema defaults apply.
    if (cell === "") return;
    const field = header[i];
    if (!field) {
      issues.push({ field: `column ${i + 1}`, message: `has a value but no header (the header has ${header.length} columns)` });
      return;
    }
    const converted = convertCell(field, cell);
    if ("error" in converted) issues.push({ field, message: converted.error });
    else data[field] = converted.value;
  });
  return issues.length ? { row, data, issues } : { row, data };
}

type Converted = { value: unknown } | { error: string };

/** A cell in the shape the schema expects for its column (spec field names; see README 'CSV'). */
export function convertCell(field: string, cell: string): Converted {
  switch (FIELD_KINDS.get(field)) {
    case "number":
      return { value: toNumber(cell) };
    case "boolean":
      return { value: BOOLEAN_WORDS.get(cell.toLowerCase()) ?? cell };
    case "string-list":
      return cell.startsWith("[") ? parseJsonCell(cell) : { value: splitList(cell) };
    case "image-list":
      return cell.startsWith("[") ? parseJsonCell(cell) : { value: splitList(cell).map((image) => ({ image, thumb: null })) };
    case "json":
      return parseJsonCell(cell);
    default:
      return { value: cell };
  }
}

const BOOLEAN_WORDS = new Map([
  ["true", true],
  ["yes", true],
  ["1", true],
  ["false", false],
  ["no", false],
  ["0", false],
]);

/** "25990", "25,990.50", "$25,990"; anything else is left for the schema to reject with the field's name. */
function toNumber(cell: string): number | string {
  const plain = cell.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");
  const n = Number(plain);
  return plain !== "" && Number.isFinite(n) ? n : cell;
}

function splitList(cell: string): string[] {
  return cell
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseJsonCell(cell: string): Converted {
  try {
    return { value: JSON.parse(cell) };
  } catch (err) {
    return { error: `is not valid JSON (${err instanceof Error ? err.message : String(err)})` };
  }
}

type FieldKind = "number" | "boolean" | "string-list" | "image-list" | "json" | "text";

/** Each field's kind, read from vehicleInputSchema so CSV coercion follows the schema. */
const FIELD_KINDS: ReadonlyMap<string, FieldKind> = new Map(
  Object.entries(vehicleInputSchema.shape).map(([field, schema]) => [field, kindOf(schema)]),
);

interface SchemaNode {
  def: { type: string; innerType?: SchemaNode; in?: SchemaNode; element?: SchemaNode };
}

function kindOf(schema: SchemaNode): FieldKind {
  const node = unwrap(schema);
  switch (node.def.type) {
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array": {
      const element = node.def.element ? unwrap(node.def.element).def.type : undefined;
      if (element === "string") return "string-list";
      if (element === "object") return "image-list";
      return "json";
    }
    case "object":
    case "record":
      return "json";
    default:
      return "text";
  }
}

function unwrap(schema: SchemaNode): SchemaNode {
  let node = schema;
  for (;;) {
    const { type, innerType, in: input } = node.def;
    if (innerType && ["optional", "nullable", "default", "prefault", "catch", "readonly"].includes(type)) node = innerType;
    else if (type === "pipe" && input) node = input;
    else return node;
  }
}

/** Reads a request body as text, refusing more than maxBytes (checked while streaming). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new FeedTooLargeError(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export class FeedTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
}
