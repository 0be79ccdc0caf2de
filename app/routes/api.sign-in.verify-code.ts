import { ANALYTICS_CODE_VERIFIED } from "~/domain/sign-in/code";
import { verifyCodeSchema } from "~/domain/sign-in/sign-in-form";
import { sessionCookie } from "~/server/auth/cookie.server";
import { NO_STORE, fieldErrors, readSmallBody, signInScope } from "~/server/auth/request.server";
import { verifySignInCode } from "~/server/auth/sign-in.server";
import type { Route } from "./+types/api.sign-in.verify-code";

/**
 * POST /api/sign-in/verify-code { phone, code } (spec 02 §7 'Auth service:
 * verify code'). 200 { verified: true, analytics_event_id: 37 } with the new
 * session's cookie; 400 { errors: { code: ['The verification code is invalid.
 * Please try again.'] } }; 429 { error: 'Too many verification attempts.
 * Please try again later.' }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const parsed = verifyCodeSchema.safeParse(await readSmallBody(request));
  if (!parsed.success) return Response.json({ errors: fieldErrors(parsed.error) }, { status: 400, headers: NO_STORE });
  const r = await verifySignInCode(s, s.secret, s.clientKey, parsed.data);
  if (r.status === "invalid") return Response.json({ errors: { code: [r.message] } }, { status: 400, headers: NO_STORE });
  if (r.status === "limited")
    return Response.json(
      { error: r.message },
      { status: 429, headers: { ...NO_STORE, ...(r.retryAfterSeconds ? { "Retry-After": String(r.retryAfterSeconds) } : {}) } },
    );
  return Response.json(
    { verified: true, analytics_event_id: ANALYTICS_CODE_VERIFIED },
    { headers: { ...NO_STORE, "Set-Cookie": sessionCookie(request, r.token, r.maxAgeSeconds) } },
  );
}

/** Only POST does anything here. */
export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
