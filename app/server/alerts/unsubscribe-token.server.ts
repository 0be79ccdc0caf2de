import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_PATH } from "~/domain/garage/watch-alerts";

/**
 * The token of an alert's one-click unsubscribe link (issue 11 §8;
 * /pages/unsubscribe?token=…): "{tenant id}.{user id}.{MAC}", the MAC an
 * HMAC-SHA256 (first 128 bits, base64url) under a key derived from the
 * server secret (auth/secret.server.ts), over the tenant and the user. It
 * has no expiry on purpose: an unsubscribe link must keep working in an old
 * message, and all it can do is stop (or restart) that one shopper's alerts
 * on that one dealer site. The tenant is in the MAC, so a token made for one
 * site is refused on another's host.
 */

export interface UnsubscribeSubject {
  tenantId: number;
  userId: number;
}

const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/;

function key(secret: Buffer): Buffer {
  return createHmac("sha256", secret).update("watch-alert-unsubscribe-v1").digest();
}

function mac(secret: Buffer, s: UnsubscribeSubject): Buffer {
  return createHmac("sha256", key(secret)).update(`${s.tenantId}\u0000${s.userId}`).digest().subarray(0, 16);
}

export function unsubscribeToken(secret: Buffer, s: UnsubscribeSubject): string {
  return `${s.tenantId}.${s.userId}.${mac(secret, s).toString("base64url")}`;
}

/** The user a token names, when it is well formed, was made under this secret, and is for this tenant; else null. */
export function readUnsubscribeToken(
  secret: Buffer,
  token: string | null | undefined,
  tenantId: number,
): UnsubscribeSubject | null {
  const m = TOKEN.exec(token ?? "");
  if (!m) return null;
  const s = { tenantId: Number(m[1]), userId: Number(m[2]) };
  if (!Number.isSafeInteger(s.userId)) return null;
  const given = Buffer.from(m[3], "base64url");
  const ok = given.length === 16 && timingSafeEqual(given, mac(secret, s));
  return ok && s.tenantId === tenantId ? s : null;
}

export function unsubscribePath(secret: Buffer, s: UnsubscribeSubject): string {
  return `${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, s)}`;
}
