import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature on a lead webhook (issue 10 §5: "a JSON POST with an
 * HMAC-SHA256 signature header (per-target secret) and the lead id as
 * idempotency key"). For receivers: docs/lead-webhooks.md.
 *
 *   X-Dealer-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${body}`)>
 *
 * The timestamp is signed with the body, so a captured request cannot be
 * replayed after the tolerance window; several v1 values may be sent while a
 * target's secret is being rotated.
 */

export const SIGNATURE_HEADER = "X-Dealer-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** How far a signature's time may be from the receiver's clock, either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

type Body = string | Uint8Array;

/** hex HMAC-SHA256 of `${timestamp}.${body}` under the secret. */
export function computeSignature(secret: string, timestamp: number, body: Body): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/** The header value for a body sent at nowSeconds, signed with each given secret (one, or old and new while rotating). */
export function signatureHeader(secrets: string | readonly string[], body: Body, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  const list = typeof secrets === "string" ? [secrets] : secrets;
  if (list.length === 0) throw new Error("A webhook signature needs at least one secret.");
  return [`t=${t}`, ...list.map((s) => `v1=${computeSignature(s, t, body)}`)].join(",");
}

/** The headers of a lead webhook POST. */
export function signedWebhookHeaders(opts: {
  body: string;
  secrets: string | readonly string[];
  leadId: string;
  nowSeconds: number;
}): Record<string, string> {
  return {
    "Content-Type": "application/json",
    [SIGNATURE_HEADER]: signatureHeader(opts.secrets, opts.body, opts.nowSeconds),
    [IDEMPOTENCY_HEADER]: opts.leadId,
  };
}

export type VerifyResult =
  { ok: true; timestamp: number } | { ok: false; reason: "missing" | "malformed" | "expired" | "mismatch" };

function parseHeader(header: string): { t: number; v1: string[] } | null {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      v1.push(value);
    }
    // Other schemes (v0, v2, ...) are ignored so a sender can add one without breaking receivers.
  }
  return t !== null && v1.length > 0 && v1.length <= 8 ? { t, v1 } : null;
}

/**
 * Checks a lead webhook's signature over the raw body as received (before any
 * JSON parsing), in constant time per candidate, within the tolerance window.
 */
export function verifyWebhookSignature(opts: {
  header: string | null | undefined;
  body: Body;
  secrets: string | readonly string[];
  nowSeconds: number;
  toleranceSeconds?: number;
}): VerifyResult {
  if (!opts.header) return { ok: false, reason: "missing" };
  const parsed = parseHeader(opts.header);
  if (!parsed) return { ok: false, reason: "malformed" };
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(opts.nowSeconds - parsed.t) > tolerance) return { ok: false, reason: "expired" };
  const secrets = typeof opts.secrets === "string" ? [opts.secrets] : opts.secrets;
  let match = false;
  for (const secret of secrets) {
    const expected = Buffer.from(computeSignature(secret, parsed.t, opts.body), "hex");
    // Every candidate is compared, so the time taken does not say which one matched.
    for (const given of parsed.v1) if (timingSafeEqual(expected, Buffer.from(given, "hex"))) match = true;
  }
  return match ? { ok: true, timestamp: parsed.t } : { ok: false, reason: "mismatch" };
}
