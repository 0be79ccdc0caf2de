import { createHash } from "node:crypto";
import { parseCookie } from "cookie";
import type { RouterContextProvider } from "react-router";
import type { Db } from "../db/client.server";
import { requestClientKey } from "./client-address.server";
import { countedPerAddressLimit } from "./limits.server";
import { localTime, timeZoneForLocation } from "~/domain/locations/time-zones";
import { primaryLocation, type TenantConfig } from "~/domain/tenant/tenant-config";

/**
 * Who is counted once (issue 8: phone reveals and views count at most once
 * per visitor per car per day). A visitor is the site's own first-party
 * cookie `vid`; a request without one is known by its address and user
 * agent, and is given the cookie holding that same id, so a browser's first
 * request and its later ones are one visitor.
 *
 * The cookie is not a secret: a client that invents a new one each time is a
 * new visitor each time. What bounds that is the per-address rate limit every
 * counting endpoint also applies (api.phone-reveal.ts, vehicle.view-json.ts).
 * Only a hash of the id is stored, never an address or a user agent.
 */
export const VISITOR_COOKIE = "vid";
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Visitor {
  /** What the dedupe rows store: a hash of the visitor id. */
  key: string;
  /** A Set-Cookie header to send when the request came without a valid cookie. */
  setCookie?: string;
}

export function visitorOf(request: Request, info: { clientIp: string; secure: boolean }): Visitor {
  const fromCookie = parseCookie(request.headers.get("cookie") ?? "")[VISITOR_COOKIE];
  if (fromCookie && ID.test(fromCookie)) return { key: hash(`vid:${fromCookie}`) };
  const id = createHash("sha256")
    .update(`${info.clientIp}\n${request.headers.get("user-agent") ?? ""}`)
    .digest("base64url")
    .slice(0, 32);
  const attributes = ["Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "HttpOnly", "SameSite=Lax", ...(info.secure ? ["Secure"] : [])];
  return { key: hash(`vid:${id}`), setCookie: `${VISITOR_COOKIE}=${id}; ${attributes.join("; ")}` };
}

/** The dealer's calendar day ("YYYY-MM-DD") at its primary location: the day a count belongs to. */
export function countingDay(config: TenantConfig, now: Date = new Date()): string {
  return localTime(now, timeZoneForLocation(primaryLocation(config))).date;
}

function hash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 32);
}

/**
 * Whether one more new count may go in for the request's address today
 * (limits.server.ts countedPerAddressLimit). Ask only for a count that would
 * be new: repeats are free.
 */
export async function addressMayCount(db: Db, context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await countedPerAddressLimit.consume(db, requestClientKey(context))).ok;
}

/** The response with the visitor cookie added when the request had none. */
export function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (visitor.setCookie) response.headers.append("Set-Cookie", visitor.setCookie);
  return response;
}
