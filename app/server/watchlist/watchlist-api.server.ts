import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { WATCHLIST_MESSAGES, signInPath } from "~/domain/sign-in/gated";
import { currentUser } from "../auth/current-user.server";
import { NO_STORE, readSmallBody } from "../auth/request.server";
import { tenantScope } from "../context.server";
import { removeCar, saveCar } from "./watchlist.server";

/**
 * POST /api/watchlist/save-car and /remove-car (spec 01 §7: phone_number,
 * car_id; success, and message on failure). The list changed is the
 * session's user's: phone_number is accepted for the spec's payload and
 * ignored. Anonymous: 401 with the sign-in path (type=watchlist).
 */
const bodySchema = z.object({
  car_id: z.coerce
    .number({ error: "car_id must be a car's id" })
    .int("car_id must be a car's id")
    .positive("car_id must be a car's id"),
  phone_number: z.string().max(40, "phone_number is too long").optional(),
});

export async function watchlistAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  op: "save" | "remove",
): Promise<Response> {
  const scope = tenantScope(context);
  const parsed = bodySchema.safeParse(await readSmallBody(request));
  if (!parsed.success)
    return Response.json({ success: false, message: parsed.error.issues[0].message }, { status: 400, headers: NO_STORE });
  const user = await currentUser(scope, request);
  if (!user) {
    const referer = request.headers.get("referer");
    let back = "/";
    try {
      if (referer && new URL(referer).host === new URL(request.url).host) back = new URL(referer).pathname;
    } catch {
      back = "/";
    }
    return Response.json(
      { success: false, message: WATCHLIST_MESSAGES.signIn, sign_in: signInPath("watchlist", back, back) },
      { status: 401, headers: NO_STORE },
    );
  }
  const r =
    op === "save" ? await saveCar(scope, user.id, parsed.data.car_id) : await removeCar(scope, user.id, parsed.data.car_id);
  if (!r.ok) return Response.json({ success: false, message: r.message }, { status: r.status, headers: NO_STORE });
  return Response.json({ success: true, message: r.message }, { headers: NO_STORE });
}

export function postOnly(): Response {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
