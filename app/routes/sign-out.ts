import { redirect } from "react-router";
import { safeReturnPath } from "~/domain/sign-in/return-path";
import { clearSessionCookie, sessionToken } from "~/server/auth/cookie.server";
import { readSmallBody, signInScope } from "~/server/auth/request.server";
import { deleteSession } from "~/server/auth/sessions.server";
import type { Route } from "./+types/sign-out";

/**
 * POST /sign-out (spec 02 §4: "Sign-out clears the user and refreshes the
 * page"): the session row is deleted, the cookie cleared, and the shopper
 * sent back to the page they were on (`back`, a same-site path only).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const token = sessionToken(request);
  if (token) await deleteSession(s.db, s.tenant.id, token);
  const body = await readSmallBody(request).catch(() => ({}) as Record<string, unknown>);
  const back = safeReturnPath(typeof body.back === "string" ? body.back : null) ?? "/";
  return redirect(back, { headers: { "Set-Cookie": clearSessionCookie(request), "Cache-Control": "no-store" } });
}

/** GET /sign-out signs nobody out (a link or a prefetch must not): it goes home. */
export function loader() {
  return redirect("/");
}
