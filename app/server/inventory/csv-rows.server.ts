import { CsvError, parse } from "csv-parse";
import { Readable } from "node:stream";
import { vehicleInputSchema } from "~/domain/vehicle/vehicle";
import { FeedParseError } from "./feed-errors.server";
import type { RawRow } from "./parse.server";

/**
 * A CSV feed (the spec's field names as headers) read record by record
 * (csv-parse's stream), each record turned into the shape a JSON row would
 * have. Validation is the validator's job; this only gets cells into shape.
 */
export async function* csvRows(pieces: AsyncIterable<string>): AsyncGenerator<RawRow> {
  for await (const { row, header, cells } of csvRecords(pieces)) yield csvRow(row, header, cells);
}

/** The records after the header line, numbered from 1, as cells, with the (trimmed) header. */
export async function* csvRecords(
  pieces: AsyncIterable<string>,
): AsyncGenerator<{ row: number; header: readonly string[]; cells: string[] }> {
  const it = pieces[Symbol.asyncIterator]();
  // The delimiter is read from the header line, so wait for all of it (or the end).
  let head = "";
  for (let next = await it.next(); !next.done; next = await it.next()) {
    head += next.value;
    if (/\r?\n/.test(head)) break;
  }
  if (head === "") return;
  const parser = parse({ bom: true, delimiter: detectDelimiter(head), skip_empty_lines: true, relax_column_count: true });
  const source = Readable.from(
    (async function* () {
      yield head;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    })(),
  );
  source.on("error", (err) => parser.destroy(err));
  source.pipe(parser);
  let header: string[] | undefined;
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = cells.map((h) => h.trim());
        const duplicate = header.find((h, i) => h !== "" && header!.indexOf(h) !== i);
        if (duplicate) throw new FeedParseError(`The CSV header names column "${duplicate}" twice`);
        continue;
      }
      yield { row: ++row, header, cells };
    }
  } catch (err) {
    if (err instanceof CsvError) throw new FeedParseError(`The CSV is not valid: ${err.message}`);
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
}

function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  const commas = count(",");
  if (count("\t") > commas) return "\t";
  if (count(";") > commas) return ";";
  return ",";
}

function csvRow(row: number, header: readonly string[], cells: string[]): RawRow {
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
