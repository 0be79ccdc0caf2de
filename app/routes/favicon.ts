import { faviconSvg } from "~/domain/content/favicon";
import { tenantContext } from "~/server/context.server";
import type { Route } from "./+types/favicon";

/** GET /favicon.svg: the tenant's site icon (app/domain/content/favicon.ts). */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(tenantContext);
  return new Response(faviconSvg(config.name, config.theme.primary_colour), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
