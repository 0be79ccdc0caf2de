import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import {
  authContext,
  dbContext,
  financeContext,
  paymentsContext,
  mediaContext,
  platformContext,
  searchIndexContext,
  tenantContext,
  tradeInContext,
} from "./context.server";

/**
 * Resolves the dealer site from the Host header (never X-Forwarded-Host) and
 * puts it, the database, the tenant's search index and its media in the request context.
 * An unknown host is a 404 and never falls back to some other tenant.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  scopeToTenant(context, request.headers.get("host"));
  return next();
};

/** The middleware's work, apart so tests can scope a context the same way before calling a loader. */
export function scopeToTenant(context: Readonly<RouterContextProvider>, host: string | null): void {
  const { database, registry, media, authSecret, lenderKeys, regoLookupKeys, payments } = context.get(platformContext);
  const site = registry.resolve(host);
  if (!site) throw data({ unknownHost: true }, { status: 404 });
  context.set(tenantContext, site.tenant);
  context.set(dbContext, database.db);
  context.set(searchIndexContext, site.index);
  context.set(mediaContext, { ...media, known: site.media });
  context.set(authContext, { secret: authSecret.key });
  context.set(financeContext, { lenderKeys });
  context.set(tradeInContext, { regoLookupKeys });
  context.set(paymentsContext, payments);
}
