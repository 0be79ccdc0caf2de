/**
 * Request body limits (issue 8 'No body limit': a 68 MB JSON body was read
 * and parsed before the 400). Two layers:
 *
 * - every POST (any body) is cut off by the HTTP layer once it passes the
 *   path's limit, while it is read: a Content-Length over the limit is
 *   answered 413 before a byte is read, and a body sent without one is
 *   counted as it streams (server/app.ts, http/react-router-handler.server.ts);
 * - a route reads its body with readJson / readForm / readJsonOrForm and its
 *   own, usually smaller, limit.
 */

const KB = 1024;
const MB = 1024 * KB;

/**
 * What any state-changing request may send unless its path is listed below.
 * A lead form fits with room: its longest field is a 2,000-character message
 * (LEAD_LIMITS), at most 18 kB when every character is URL-encoded 3-byte UTF-8.
 */
export const DEFAULT_BODY_LIMIT = 32 * KB;

/** Paths with another limit: the stock feed (README 'Stock feed') sends whole inventories. */
const PATH_LIMITS: ReadonlyMap<string, number> = new Map([["/api/feed", 50 * MB]]);

export function bodyLimitFor(pathname: string): number {
  return PATH_LIMITS.get(pathname.replace(/\/+$/, "") || "/") ?? DEFAULT_BODY_LIMIT;
}

/** Thrown into a body stream that went past its limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${formatBytes(limit)}`);
    this.name = "BodyTooLargeError";
  }
}

export function formatBytes(n: number): string {
  if (n >= MB && n % MB === 0) return `${n / MB} MB`;
  if (n >= KB && n % KB === 0) return `${n / KB} kB`;
  return `${n} bytes`;
}

/** The 413 every body limit answers with. */
export function bodyTooLarge(limit: number): Response {
  return Response.json(
    { error: `The request body is too large: this address accepts at most ${formatBytes(limit)}.` },
    { status: 413, headers: { Connection: "close", "Cache-Control": "no-store" } },
  );
}

export interface ReadOptions {
  /** The most this route reads; beyond it the request is refused with 413. */
  maxBytes: number;
}

/**
 * The body's bytes, never more than maxBytes: a Content-Length over the
 * limit is refused before reading, and reading stops as soon as the count
 * passes it. Throws a 413 Response (React Router sends a thrown Response as
 * the answer of a resource route; a page's action shows it in its ErrorBoundary).
 */
export async function readBodyBytes(request: Request, { maxBytes }: ReadOptions): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw bodyTooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    if (err instanceof BodyTooLargeError) throw bodyTooLarge(err.limit);
    throw badBody("The request body could not be read");
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The body as JSON. Throws 413 when too large, 400 when it is not JSON. */
export async function readJson(request: Request, opts: ReadOptions): Promise<unknown> {
  const bytes = await readBodyBytes(request, opts);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw badBody("The body must be JSON");
  }
}

/** The body as a form (urlencoded or multipart). Throws 413 when too large, 400 when it is not a form. */
export async function readForm(request: Request, opts: ReadOptions): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!isForm(type)) throw unsupported("The body must be a form (application/x-www-form-urlencoded or multipart/form-data)");
  const bytes = await readBodyBytes(request, opts);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw badBody("The form could not be read");
  }
}

/**
 * A body sent either as JSON by the page's script or as a form without
 * JavaScript (spec 01 §7 calls); a form's fields come back as an object of
 * strings, the first of repeated names kept.
 */
export async function readJsonOrForm(
  request: Request,
  opts: ReadOptions,
): Promise<{ kind: "json"; value: unknown } | { kind: "form"; value: Record<string, string> }> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/([a-z.+-]+\+)?json\b/i.test(type)) return { kind: "json", value: await readJson(request, opts) };
  if (!isForm(type)) throw unsupported("The body must be JSON or a form");
  const form = await readForm(request, opts);
  const value: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, v] of form) if (typeof v === "string" && !(name in value)) value[name] = v;
  return { kind: "form", value };
}

function isForm(contentType: string): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
}

function unsupported(message: string): Response {
  return Response.json({ error: message }, { status: 415, headers: { "Cache-Control": "no-store" } });
}

function badBody(message: string): Response {
  return Response.json({ error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
