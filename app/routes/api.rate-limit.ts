import { CODE_MESSAGES } from "~/domain/sign-in/code";
import { phoneOnlySchema } from "~/domain/sign-in/sign-in-form";
import { NO_STORE, fieldErrors, readSmallBody, signInScope } from "~/server/auth/request.server";
import { canSendCode } from "~/server/auth/sign-in.server";
import type { Route } from "./+types/api.rate-limit";

/**
 * POST /api/rate-limit { phone } (spec 02 §7: called before sending a code).
 * 200 { ok: true } when a code may be sent now; 429 { error: 'Too many
 * verification attempts. Please try again later.' } otherwise; 400 { errors }
 * for a phone that is not a mobile number. Counts nothing but the lookup.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const s = signInScope(context);
  const parsed = phoneOnlySchema.safeParse(await readSmallBody(request));
  if (!parsed.success) return Response.json({ errors: fieldErrors(parsed.error) }, { status: 400, headers: NO_STORE });
  const r = await canSendCode(s, s.clientKey, parsed.data.phone);
  if (!r.ok)
    return Response.json(
      { error: CODE_MESSAGES.tooMany },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(r.retryAfterSeconds) } },
    );
  return Response.json({ ok: true }, { headers: NO_STORE });
}

/** Only POST does anything here. */
export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
