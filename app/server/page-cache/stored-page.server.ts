import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ContentSecurityPolicy } from "../security/security-headers.server";

/**
 * A page as the page cache keeps it: the bytes that are sent, compressed once
 * when the page is stored, so a hit does no work but a look-up
 * (docs/decisions/cached-page-csp.md).
 *
 * The page was rendered with a CSP nonce; a stored page carries none. The
 * inline scripts that carried the render's nonce are the ones the server
 * wrote (the nonce was made after the page's data was read, so nothing in
 * the data can carry it): each is hashed, and a hit's policy allows exactly
 * those hashes. The nonce attributes are then taken out of the bytes, so a
 * nonce never outlives its response.
 */
export type Encoding = "br" | "gzip" | "identity";

export interface RenderedPage {
  status: number;
  /** The response's headers as React Router made them (security headers are the server's, per response). */
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the body was rendered with. */
  nonce: string;
}

export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The page without its nonce, as is and compressed. */
  bodies: Record<Encoding, Buffer>;
  /** The CSP sources of its inline scripts: `'sha256-…'`, each once. */
  scriptHashes: readonly string[];
  /** SHA-256 of the uncompressed bytes. */
  digest: string;
  storedAt: number;
  /** The header and validators for each policy it has been sent with (plain, HTTPS, a tagged tenant's). */
  variants: Map<ContentSecurityPolicy, Variant>;
}

export interface Variant {
  csp: string;
  etags: Record<Encoding, string>;
}

/**
 * Brotli at quality 5: about 10 % fewer bytes than the per-response quality 3
 * for about 1.5 ms once per stored vehicle or listing page (docs/decisions/cached-page-csp.md);
 * quality 6 and up cost more for under 1 % more.
 */
export const BROTLI_QUALITY = 5;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page ready to be stored, or undefined when its scripts cannot be accounted for (then it is not kept). */
export async function preparePage(page: RenderedPage, now = Date.now()): Promise<StoredPage | undefined> {
  const sealed = sealScripts(page.body.toString("utf8"), page.nonce);
  if (!sealed) return undefined;
  const identity = Buffer.from(sealed.html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 6 }),
  ]);
  return {
    status: page.status,
    headers: page.headers,
    bodies: { br, gzip: gz, identity },
    scriptHashes: sealed.scriptHashes,
    digest: createHash("sha256").update(identity).digest("base64url"),
    storedAt: now,
    variants: new Map(),
  };
}

/** The browser's end of a script element's text: `</script` then a space, `/` or `>` (HTML's script data state). */
const SCRIPT_END = /<\/script[\t\n\f\r />]/gi;

/**
 * The page without the render's nonce, and the hashes of the inline scripts
 * that carried it. Undefined (the page is not stored) when a script's text
 * is one a hash of ours might not match: text with `<!--` (HTML's escaped
 * script states change where it ends), a carriage return (the browser turns
 * it into a line feed first) or a NUL; or when the nonce is left anywhere
 * else in the page. Each fails closed: the page is rendered every time.
 */
export function sealScripts(html: string, nonce: string): { html: string; scriptHashes: string[] } | undefined {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  let out = "";
  let from = 0;
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, at + attribute.length)) {
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    if (tagStart < 0 || tagEnd < 0) return undefined;
    const tag = html.slice(tagStart, tagEnd + 1);
    // An external script is allowed by its origin ('self'); an inline one only by its hash.
    if (/^<script[\s/>]/i.test(tag) && !/\ssrc\s*=/i.test(tag)) {
      SCRIPT_END.lastIndex = tagEnd + 1;
      const end = SCRIPT_END.exec(html);
      if (!end) return undefined;
      const text = html.slice(tagEnd + 1, end.index);
      if (text.includes("<!--") || /[\r\0]/.test(text)) return undefined;
      hashes.add(scriptHash(text));
    }
    out += html.slice(from, at);
    from = at + attribute.length;
  }
  out += html.slice(from);
  if (out.includes(nonce)) return undefined;
  return { html: out, scriptHashes: [...hashes] };
}

/** The CSP source for an inline script's text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page's policy header and ETags for a response's policy, worked out the
 * first time and kept with the page. A strong ETag per encoding (each is its
 * own representation), from the bytes and the policy they go with.
 */
export function variantOf(page: StoredPage, policy: ContentSecurityPolicy): Variant {
  let variant = page.variants.get(policy);
  if (!variant) {
    const csp = policy.withHashes(page.scriptHashes);
    const tag = createHash("sha256").update(`${page.digest}\n${csp}`).digest("base64url").slice(0, 27);
    variant = { csp, etags: { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` } };
    page.variants.set(policy, variant);
  }
  return variant;
}

/** The encoding to send: brotli if accepted, else gzip, else none (Accept-Encoding's q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const semicolon = part.indexOf(";");
    const coding = (semicolon < 0 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    const q = semicolon < 0 ? 1 : quality(part.slice(semicolon + 1));
    if (coding === "br") br = q;
    else if (coding === "gzip" || coding === "x-gzip") gz = q;
    else if (coding === "*") any = q;
  }
  if ((br ?? any ?? 0) > 0) return "br";
  if ((gz ?? any ?? 0) > 0) return "gzip";
  return "identity";
}

function quality(params: string): number {
  const q = /(?:^|;)\s*q\s*=\s*([0-9.]+)/i.exec(params);
  return q ? Number(q[1]) : 1;
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const part of ifNoneMatch.split(",")) {
    const tag = part.trim();
    if (tag === "*" || tag === etag || (tag.startsWith("W/") && tag.slice(2) === etag)) return true;
  }
  return false;
}
