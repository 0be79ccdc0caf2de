import { contactQuerySchema } from "~/domain/sign-in/sign-in-form";
import { NO_STORE, signInScope } from "~/server/auth/request.server";
import { lookupContact } from "~/server/auth/sign-in.server";
import type { Route } from "./+types/api.check-if-contact-exists";

/**
 * GET /api/check-if-contact-exists?phone_number= (spec 02 §7: data, error).
 * Answers only whether this site knows the number ({ data: { exists }, error:
 * null }), never who it is; limited per address (issue 11 §1).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const s = signInScope(context);
  const parsed = contactQuerySchema.safeParse({
    phone_number: new URL(request.url).searchParams.get("phone_number") ?? undefined,
  });
  if (!parsed.success)
    return Response.json(
      { data: null, error: parsed.error.issues[0].message.replace(/^Mobile Number/, "phone_number") },
      { status: 400, headers: NO_STORE },
    );
  const r = await lookupContact(s, s.clientKey, parsed.data.phone_number);
  if (!r.ok) return r.response;
  return Response.json({ data: { exists: r.exists }, error: null }, { headers: NO_STORE });
}
