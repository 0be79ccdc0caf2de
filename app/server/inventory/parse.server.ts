import { csvRecords, csvRows } from "./csv-rows.server";
import { FeedTooLargeError } from "./feed-errors.server";
import { JsonArrayReader } from "./json-rows.server";

/**
 * Turns a stock file or feed body (a JSON array, or CSV with the spec's field
 * names as headers) into raw rows numbered for error reports, one at a time as
 * the text is read: the whole feed never exists as row objects at once.
 * Validation is the validator's job (validate.server.ts).
 */

export type FeedFormat = "json" | "csv";

type Pieces = Iterable<Uint8Array | string> | AsyncIterable<Uint8Array | string>;

/** A row as sent, numbered from 1 (in CSV the first row after the header is row 1). */
export interface RawRow {
  row: number;
  data: unknown;
  /** Cells that could not be read at all (bad JSON in a list cell, extra cells). */
  issues?: { field: string; message: string }[];
}

/** The format by file extension, then content type, then the first character of `head` (the feed's first bytes as text). */
export function detectFormat(opts: { filename?: string; contentType?: string | null; head: string }): FeedFormat {
  const ext = opts.filename?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (ext === "json") return "json";
  if (ext === "csv" || ext === "tsv") return "csv";
  const type = opts.contentType?.split(";")[0].trim().toLowerCase() ?? "";
  if (type === "application/json" || type === "text/json" || type.endsWith("+json")) return "json";
  if (type === "text/csv" || type === "application/csv" || type === "text/tab-separated-values") return "csv";
  const first = opts.head.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : "csv";
}

/** The rows of a feed whose bytes (UTF-8) arrive in pieces. Throws FeedParseError (feed-errors.server.ts) when the text is not a feed. */
export async function* feedRows(pieces: Pieces, format: FeedFormat): AsyncGenerator<RawRow> {
  const text = decodeUtf8(pieces);
  if (format === "csv") {
    yield* csvRows(text);
    return;
  }
  const reader = new JsonArrayReader();
  let row = 0;
  for await (const piece of text) for (const data of reader.push(piece)) yield { row: ++row, data };
  reader.end();
}

/**
 * Throws FeedTooLargeError when the feed has more than maxRows rows, after a
 * quick pass that counts them without reading them (JSON: the array's
 * elements; CSV: its records), so an oversized feed is refused in a fraction
 * of the time validating it would take.
 */
export async function checkRowLimit(pieces: Pieces, format: FeedFormat, maxRows: number): Promise<void> {
  const text = decodeUtf8(pieces);
  if (format === "csv") {
    for await (const { row } of csvRecords(text)) if (row > maxRows) throw FeedTooLargeError.rows(maxRows);
    return;
  }
  const reader = new JsonArrayReader({ parse: false });
  for await (const piece of text) {
    reader.push(piece);
    if (reader.count > maxRows) throw FeedTooLargeError.rows(maxRows);
  }
}

/** All rows of a feed held in memory (tests and small inputs). */
export async function readFeed(text: string, format: FeedFormat): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const r of feedRows([text], format)) rows.push(r);
  return rows;
}

async function* decodeUtf8(pieces: Pieces): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const piece of pieces) {
    const text = typeof piece === "string" ? piece : decoder.decode(piece, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The first characters of a body, enough for detectFormat. */
export function headOf(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes.subarray(0, 1024));
}

/** The bytes of a body in slices (a worker reads a transferred body this way). */
export function* slices(bytes: Uint8Array, size = 1 << 20): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/**
 * Reads a request body, refusing more than maxBytes (declared or streamed).
 * The bytes are in an ArrayBuffer of their own, so they can be handed to a
 * worker thread without a copy.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw FeedTooLargeError.bytes(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw FeedTooLargeError.bytes(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}
