import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_SPACE, formatCode } from "~/domain/sign-in/code";

/**
 * The cryptography of sign-in codes (issue 11 §2): codes from the operating
 * system's random source, kept only as an HMAC-SHA256 under the server secret
 * (a copy of the database cannot be turned back into codes without it: with
 * 10^6 codes a plain hash would be reversed at once), compared in constant
 * time; and the SMS text, which must wait in the outbox, sealed with
 * AES-256-GCM under a key derived from the same secret.
 */

/** A 6-digit code, uniformly from crypto.randomInt (never Math.random). */
export function generateCode(): string {
  return formatCode(randomInt(0, CODE_SPACE));
}

/** The stored form of a code: bound to the tenant and the phone, so a hash is worth nothing elsewhere. */
export function hashCode(secret: Buffer, tenantId: number, phone: string, code: string): string {
  return createHmac("sha256", secret).update(`sign-in-code\u0000${tenantId}\u0000${phone}\u0000${code}`).digest("hex");
}

/** Constant-time equality of two hex digests (crypto.timingSafeEqual). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

function sealKey(secret: Buffer): Buffer {
  return createHmac("sha256", secret).update("sms-payload-seal-v1").digest();
}

/** "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function seal(secret: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The text, or null when it was sealed under another secret or altered. */
export function unseal(secret: Buffer, sealed: string): string | null {
  const [v, iv, tag, body] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
