import type { TenantScope } from "../context.server";
import { sessionToken } from "./cookie.server";
import { readSession, type SignedIn } from "./sessions.server";

/** What a page may know about the signed-in shopper. */
export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * One session read per request, however many loaders ask (the root's and the
 * page's run side by side), kept by the request object; the session
 * middleware reads it afterwards to re-issue the cookie when the expiry slid.
 */
const reads = new WeakMap<Request, Promise<SignedIn | null>>();

export function sessionOf(scope: Pick<TenantScope, "tenant" | "db">, request: Request): Promise<SignedIn | null> {
  let read = reads.get(request);
  if (!read) {
    const token = sessionToken(request);
    read = token ? readSession(scope.db, scope.tenant.id, token) : Promise.resolve(null);
    reads.set(request, read);
  }
  return read;
}

/** The session this request has read so far, if any (undefined: nobody asked). */
export function sessionReadBy(request: Request): Promise<SignedIn | null> | undefined {
  return reads.get(request);
}

/**
 * The signed-in shopper of this request, or null (issue 11 §4), for loaders
 * and actions: the `dp_session` cookie's session on this tenant only.
 */
export async function currentUser(scope: Pick<TenantScope, "tenant" | "db">, request: Request): Promise<CurrentUser | null> {
  const signedIn = await sessionOf(scope, request);
  if (!signedIn) return null;
  const u = signedIn.user;
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone };
}
