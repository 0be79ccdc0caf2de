import { redirect } from "react-router";
import { signInPath } from "~/domain/sign-in/gated";
import type { SignInType } from "~/domain/sign-in/sign-in-type";
import type { TenantScope } from "../context.server";
import { currentUser, type CurrentUser } from "./current-user.server";
import { pagePath } from "~/server/http/page-path.server";

/**
 * For a gated page's loader (spec 02 §4): the signed-in user, or a redirect to
 * sign-in whose `redirect` is this page and whose `back` is the same-site page
 * the visitor came from (the Referer, when it is this host's).
 */
export async function requireUser(
  scope: Pick<TenantScope, "tenant" | "db">,
  request: Request,
  type: SignInType,
): Promise<CurrentUser> {
  const user = await currentUser(scope, request);
  if (user) return user;
  const url = new URL(request.url);
  let back: string | null = null;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const r = new URL(referer);
      if (r.host === url.host) back = `${r.pathname}${r.search}`;
    } catch {
      back = null;
    }
  }
  // Sign-in returns to the page itself, not to a client navigation's data request.
  const page = pagePath(request);
  url.searchParams.delete("_routes");
  throw redirect(signInPath(type, `${page}${url.search}`, back), { headers: { "Cache-Control": "no-store" } });
}
