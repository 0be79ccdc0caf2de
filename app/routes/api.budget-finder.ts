import {
  paramErrorText,
  readBudgetFinderParams,
  readPriceRangeParams,
  type ParamError,
} from "~/domain/finance/budget-finder-query";
import { BUDGET_FINDER_PATHS } from "~/domain/finance/budget-finder-view";
import { tenantScope } from "~/server/context.server";
import { budgetFinderView, priceRangeView } from "~/server/finance/budget-finder.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { budgetCountLimit } from "~/server/security/limits.server";
import type { Route } from "./+types/api.budget-finder";

/** Answers the same query string for 30 s from the browser's cache: the count moves only with the stock. */
const CACHEABLE = { "Cache-Control": "public, max-age=30" };

function refused(errors: ParamError[]): Response {
  return Response.json({ error: paramErrorText(errors), errors }, { status: 400 });
}

/**
 * The budget finder's live counts (spec 02 §4, §7, §9), asked by its pages
 * as the shopper types (debounced):
 * - GET /api/budget-finder?frequency&repayment&deposit&body: the estimate, the
 *   count within it, the cheapest car and the view button (BudgetResult);
 * - GET /api/budget-finder/price-range?min&max&body: the track, the thumbs as
 *   read, the count between them and the view button (PriceRangeResult).
 * Counted per client address (budgetCountLimit): each answer runs searches.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const url = new URL(request.url);
  const limited = await budgetCountLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const now = Date.now();
  if (url.pathname === BUDGET_FINDER_PATHS.priceRangeApi) {
    const read = readPriceRangeParams(url.searchParams);
    if (!read.ok) return refused(read.errors);
    return Response.json(priceRangeView(tenant.config, index, read.input, now).result, { headers: CACHEABLE });
  }
  const read = readBudgetFinderParams(url.searchParams);
  if (!read.ok) return refused(read.errors);
  return Response.json(budgetFinderView(tenant.config, index, read.input, now).result, { headers: CACHEABLE });
}
