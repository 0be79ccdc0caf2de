import { quickQuote, quickQuoteRequestSchema, type QuoteResult } from "~/domain/finance";
import type { Tenant } from "../context.server";

/**
 * The quick quote for a tenant (spec 02 §7 POST /api/youx/quote): the body
 * read by the domain's schema, quoted by the engine with the tenant's
 * provider (rate card, fees) and dated by `now` for the vehicle's age.
 */
export type QuoteAnswer =
  { status: "quoted"; quote: QuoteResult } | { status: "invalid"; errors: Record<string, string[]> } | { status: "not-offered" };

export function quoteForTenant(tenant: Tenant, body: unknown, now: Date): QuoteAnswer {
  if (!tenant.config.features.finance) return { status: "not-offered" };
  const parsed = quickQuoteRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? issue.path.join(".") : "body";
      (errors[field] ??= []).push(issue.message);
    }
    return { status: "invalid", errors };
  }
  const q = quickQuote(parsed.data, tenant.config.finance, now.getFullYear());
  // Spec 02 §3 'Quote result': these three, nothing of the loan behind them.
  return {
    status: "quoted",
    quote: { weeklyRepaymentAmount: q.weeklyRepaymentAmount, advertisedRate: q.advertisedRate, comparisonRate: q.comparisonRate },
  };
}
