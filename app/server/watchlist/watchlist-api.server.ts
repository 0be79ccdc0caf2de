import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { WATCHLIST_MESSAGES, signInPath } from "~/domain/sign-in/gated";
import { garagePath } from "~/domain/sign-in/journeys";
import { safeReturnPath } from "~/domain/sign-in/return-path";
import { currentUser } from "../auth/current-user.server";
import { NO_STORE, readSmallBody } from "../auth/request.server";
import { tenantScope } from "../context.server";
import { requestClientKey } from "../security/client-address.server";
import { watchlistPerAddress, watchlistPerUser } from "./limits.server";
import { removeCar, saveCar } from "./watchlist.server";

/**
 * POST /api/watchlist/save-car and /remove-car (spec 01 §7: phone_number,
 * car_id; success, and message on failure). The list changed is the
 * session's user's: phone_number is accepted for the spec's payload and
 * ignored. Anonymous: 401 with the sign-in path (type=watchlist, carrying the
 * car). Only where the tenant enables the garage (404 elsewhere).
 *
 * The Save button's form posts here without JavaScript too: such a post
 * (no `js` field) is answered with a redirect, back to the page (`back`, a
 * same-site path) or, anonymous, to sign-in.
 */
const bodySchema = z.object({
  car_id: z.coerce
    .number({ error: "car_id must be a car's id" })
    .int("car_id must be a car's id")
    .positive("car_id must be a car's id")
    .max(Number.MAX_SAFE_INTEGER, "car_id must be a car's id"),
  phone_number: z.string().max(40, "phone_number is too long").optional(),
  back: z.string().max(2048, "back is too long").optional(),
  js: z.literal("1").optional(),
});

const SEE_OTHER = { status: 303, headers: NO_STORE };

function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const r = new URL(referer);
    return r.host === new URL(request.url).host ? `${r.pathname}${r.search}` : null;
  } catch {
    return null;
  }
}

export async function watchlistAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  op: "save" | "remove",
): Promise<Response> {
  const scope = tenantScope(context);
  if (!garagePath(scope.tenant.config))
    return Response.json({ success: false, message: "Not found" }, { status: 404, headers: NO_STORE });
  const body = await readSmallBody(request);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success)
    return Response.json({ success: false, message: parsed.error.issues[0].message }, { status: 400, headers: NO_STORE });
  const { car_id: carId, js } = parsed.data;
  // A form posted without JavaScript has a `back`; fetch posts (JSON or the page's script) answer in JSON.
  const navigation = parsed.data.back !== undefined && js !== "1";
  const back = safeReturnPath(parsed.data.back) ?? refererPath(request) ?? "/";

  const clientKey = requestClientKey(context);
  const byAddress = await watchlistPerAddress.consume(scope.db, clientKey);
  if (!byAddress.ok) return byAddress.response;

  const user = await currentUser(scope, request);
  if (!user) {
    const signIn = signInPath("watchlist", back, back, op === "save" ? carId : null);
    if (navigation) return redirect(signIn, SEE_OTHER);
    return Response.json(
      { success: false, message: WATCHLIST_MESSAGES.signIn, sign_in: signIn },
      { status: 401, headers: NO_STORE },
    );
  }
  const byUser = await watchlistPerUser.consume(scope.db, `${scope.tenant.id}:${user.id}`);
  if (!byUser.ok) return byUser.response;

  const r = op === "save" ? await saveCar(scope, user.id, carId) : await removeCar(scope, user.id, carId);
  if (navigation) return redirect(back, SEE_OTHER);
  if (!r.ok) return Response.json({ success: false, message: r.message }, { status: r.status, headers: NO_STORE });
  return Response.json({ success: true, message: r.message }, { headers: NO_STORE });
}

export function postOnly(): Response {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
