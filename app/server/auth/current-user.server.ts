import type { TenantScope } from "../context.server";
import { sessionToken } from "./cookie.server";
import { readSession } from "./sessions.server";

/** What a page may know about the signed-in shopper. */
export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * The signed-in shopper of this request, or null (issue 11 §4), for loaders
 * and actions: the `dp_session` cookie's session on this tenant only.
 */
export async function currentUser(scope: Pick<TenantScope, "tenant" | "db">, request: Request): Promise<CurrentUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const signedIn = await readSession(scope.db, scope.tenant.id, token);
  if (!signedIn) return null;
  const u = signedIn.user;
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone };
}
