import { data, type MiddlewareFunction } from "react-router";
import { tenantContext } from "./context.server";
import { getPlatform } from "./platform.server";

/**
 * Resolves the dealer site from the Host header (never X-Forwarded-Host) and
 * puts it in the request context. An unknown host is a 404 and never falls
 * back to some other tenant.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const tenant = getPlatform().registry.resolveHost(request.headers.get("host"));
  if (!tenant) throw data({ unknownHost: true }, { status: 404 });
  context.set(tenantContext, tenant);
  return next();
};
