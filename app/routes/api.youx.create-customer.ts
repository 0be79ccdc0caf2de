import { createCustomerBodySchema, FINANCE_MESSAGES, applicationFieldsOf } from "~/domain/finance/application";
import { offersFinance } from "~/domain/finance/finance-link";
import { sessionCookie } from "~/server/auth/cookie.server";
import { NO_STORE, fieldErrors } from "~/server/auth/request.server";
import { authContext, financeContext, tenantScope } from "~/server/context.server";
import { applyForFinance } from "~/server/finance/apply.server";
import { logger } from "~/server/logger.server";
import { redactText } from "~/server/redact.server";
import { readJson } from "~/server/security/body-limit.server";
import { requestClientKey } from "~/server/security/client-address.server";
import type { Route } from "./+types/api.youx.create-customer";

/**
 * POST /api/youx/create-customer (spec 02 §7): `{ data: { nvic, vin,
 * selfAssessedCreditScore, purchasePrice, year, loanTerm, phoneNumber,
 * firstName, lastName, email, subscribe, postCode }, additionalData: { code,
 * car_id, dealership_slug, car_type, whoIsHelping, terms_conditions,
 * submission_id, lead_attributes } }`. The finance popup's last step: the
 * code is verified (the shopper is signed in), the application is stored and
 * delivered to the dealer as a finance lead, and the tenant's lender hand-off
 * names where the shopper goes (server/finance/apply.server.ts). Answers
 *   200 { redirectUrl, lead_id, analytics_event_id: 9 } with the session cookie;
 *   400 { errors: { field: [messages] } } (a wrong code: { code: ['The verification code is invalid. Please try again.'] });
 *   429 { error: 'Too many verification attempts. Please try again later.' } or the lead limit's message;
 *   502 { error, lead_id } when the lender gave no redirect (the dealer still has the lead): spec 02 §8's texts;
 *   404 where the site offers no finance.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = tenantScope(context);
  if (!offersFinance(scope.tenant.config)) return Response.json({ error: "Not found" }, { status: 404, headers: NO_STORE });
  let json: unknown;
  try {
    json = await readJson(request, { maxBytes: 16 * 1024 });
  } catch {
    return Response.json(
      { errors: { "": ["The request body must be JSON: { data, additionalData }."] } },
      { status: 400, headers: NO_STORE },
    );
  }
  const body = createCustomerBodySchema.safeParse(json);
  if (!body.success) return Response.json({ errors: fieldErrors(body.error) }, { status: 400, headers: NO_STORE });
  try {
    const r = await applyForFinance(
      scope,
      {
        secret: context.get(authContext).secret,
        clientKey: requestClientKey(context),
        lenderKeys: context.get(financeContext).lenderKeys,
      },
      request,
      { values: applicationFieldsOf(body.data), attribution: body.data.additionalData.lead_attributes ?? undefined },
    );
    const cookie = (s: { token: string; maxAgeSeconds: number } | null): Record<string, string> =>
      s ? { "Set-Cookie": sessionCookie(request, s.token, s.maxAgeSeconds) } : {};
    switch (r.status) {
      case "invalid":
        return Response.json({ errors: r.errors }, { status: 400, headers: NO_STORE });
      case "limited":
        return Response.json(
          { error: r.message },
          {
            status: 429,
            headers: { ...NO_STORE, ...(r.retryAfterSeconds ? { "Retry-After": String(r.retryAfterSeconds) } : {}) },
          },
        );
      case "failed":
        return Response.json(
          { error: r.message, lead_id: r.leadId },
          { status: 502, headers: { ...NO_STORE, ...cookie(r.session) } },
        );
      case "submitted":
        return Response.json(
          { redirectUrl: r.redirectUrl, lead_id: r.leadId, analytics_event_id: r.eventId },
          { headers: { ...NO_STORE, ...cookie(r.session) } },
        );
    }
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    logger.error(
      { tenant: scope.tenant.slug, error: redactText(e.message), stack: redactText(e.stack ?? "") },
      "finance application failed",
    );
    return Response.json({ error: FINANCE_MESSAGES.leadFailed }, { status: 500, headers: NO_STORE });
  }
}

/** Only POST does anything here. */
export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
