import { ANALYTICS_CODE_SENT } from "~/domain/sign-in/code";
import { sendCodeSchema } from "~/domain/sign-in/sign-in-form";
import { NO_STORE, fieldErrors, readSmallBody, signInScope } from "~/server/auth/request.server";
import { sendSignInCode } from "~/server/auth/sign-in.server";
import type { Route } from "./+types/api.sign-in.send-code";

/**
 * POST /api/sign-in/send-code { phone, first_name, last_name, email } (spec 02
 * §7 'Auth service: send phone code'). 200 { sent: true, resend_after_ms,
 * expires_at, analytics_event_id: 36 }; 400 { errors: { field: [messages] } };
 * 429 { error: 'Too many verification attempts. Please try again later.' }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const parsed = sendCodeSchema.safeParse(await readSmallBody(request));
  if (!parsed.success) return Response.json({ errors: fieldErrors(parsed.error) }, { status: 400, headers: NO_STORE });
  const r = await sendSignInCode(s, s.secret, s.clientKey, parsed.data);
  if (r.status === "invalid") return Response.json({ errors: r.errors }, { status: 400, headers: NO_STORE });
  if (r.status === "limited")
    return Response.json(
      { error: r.message },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(r.retryAfterSeconds) } },
    );
  return Response.json(
    {
      sent: true,
      resend_after_ms: r.resendAfterMs,
      expires_at: r.expiresAt.toISOString(),
      analytics_event_id: ANALYTICS_CODE_SENT,
    },
    { headers: NO_STORE },
  );
}

/** Only POST does anything here. */
export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
