import { tenantScope } from "~/server/context.server";
import { quoteForTenant } from "~/server/finance/quote.server";
import { logger } from "~/server/logger.server";
import { readJson } from "~/server/security/body-limit.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { financeQuoteLimit } from "~/server/security/limits.server";
import type { Route } from "./+types/api.youx.quote";

/** The seven short fields fit many times over. */
const MAX_BODY_BYTES = 2 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/youx/quote (spec 02 §7; issue 19 item 2): JSON { selfAssessedCreditScore,
 * purchasePrice, loanTerm, year, vin, nvic, whoIsHelping } in; out
 *   200 { weeklyRepaymentAmount, advertisedRate, comparisonRate } (spec 02 §3 Quote result);
 *   400 { error, errors: { field: [messages] } } naming the field (a price or term out of range is clamped, not refused);
 *   404 where the tenant does not offer finance; 413 over 2 kB; 429 over the per-address limit.
 * The browser asks 500 ms after the last change; on any error it logs and clears the quote.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { tenant, db } = tenantScope(context);
  const limited = await financeQuoteLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const body = await readJson(request, { maxBytes: MAX_BODY_BYTES });
  const answer = quoteForTenant(tenant, body, new Date());
  switch (answer.status) {
    case "not-offered":
      return Response.json({ error: "This site does not offer finance quotes." }, { status: 404, headers: NO_STORE });
    case "invalid": {
      const error = Object.entries(answer.errors)
        .map(([field, messages]) => `${field}: ${messages.join("; ")}`)
        .join(". ");
      logger.debug({ tenant: tenant.slug, errors: answer.errors }, "finance quote refused");
      return Response.json({ error, errors: answer.errors }, { status: 400, headers: NO_STORE });
    }
    case "quoted":
      return Response.json(answer.quote, { headers: NO_STORE });
  }
}

export function loader() {
  return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
