import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie } from "cookie";
import { isLocalHost } from "../auth/cookie.server";

/**
 * Who an anonymous shopper's order belongs to, where the tenant does not gate
 * checkout (spec 02 §6 'per-site checkout'; sign_in.gated.checkout): the
 * order cookie `dp_order`, a random id the server issued and signed with the
 * platform's secret. Its draft (name, email, phone, trade-in) is found by a
 * hash of the id only, so nobody without the cookie can read or change it,
 * and a client cannot choose an id (an unsigned or altered value is no one).
 *
 * Not the visitor cookie `vid` (security/visitor.server.ts): that one only
 * counts, and is derived from the address and user agent when first given,
 * so anyone behind the same address with the same browser could compute it.
 * The attributes are the session cookie's (auth/cookie.server.ts): HttpOnly,
 * SameSite=Lax, Path=/ (the journey's data requests are /checkout-journey.data),
 * host-only, Secure except on localhost.
 */
export const ORDER_COOKIE = "dp_order";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/;

export interface OrderVisitor {
  /** What orders.visitor_key stores: a hash of the cookie's id. */
  key: string;
  /** Set-Cookie for a newly issued id. */
  setCookie?: string;
}

function signature(secret: Buffer, id: string): Buffer {
  return createHmac("sha256", secret).update(`order-visitor:${id}`).digest();
}

function keyOf(id: string): string {
  return createHash("sha256").update(`order-visitor:${id}`).digest("base64url");
}

/** The anonymous shopper the request's order cookie names, if it carries one the server signed. */
export function orderVisitorOf(request: Request, secret: Buffer): OrderVisitor | null {
  const m = VALUE.exec(parseCookie(request.headers.get("cookie") ?? "")[ORDER_COOKIE] ?? "");
  if (!m) return null;
  const given = Buffer.from(m[2], "base64url");
  const expected = signature(secret, m[1]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { key: keyOf(m[1]) } : null;
}

/** A new anonymous shopper: the key to store and the cookie that names them. */
export function newOrderVisitor(request: Request, secret: Buffer): Required<OrderVisitor> {
  const id = randomBytes(24).toString("base64url");
  const value = `${id}.${signature(secret, id).toString("base64url")}`;
  const secure = isLocalHost(new URL(request.url).hostname) ? "" : "; Secure";
  return {
    key: keyOf(id),
    setCookie: `${ORDER_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  };
}
