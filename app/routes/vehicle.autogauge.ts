import { offersMarketPrice } from "~/domain/vehicle/plugins";
import { tenantScope } from "~/server/context.server";
import { findListedVehicle } from "~/server/vehicle/listed-vehicle.server";
import { computeMarketPrice } from "~/server/vehicle/market-price.server";
import type { Route } from "./+types/vehicle.autogauge";

/**
 * GET /cars/{slug}/autogauge (spec 01 §7 'GET {api}{vehicle path}/autogauge'):
 * the price comparison fields (§3), computed from the platform's stock across tenants
 * (docs/market-price.md). 204 is the empty answer: too few comparable cars.
 * Only for sites with the Autogauge plugin (spec 02 §3); others answer 404 and compute nothing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  if (!offersMarketPrice(tenant.config))
    return Response.json({ error: "This site does not show market prices." }, { status: 404 });
  const lookup = await findListedVehicle(db, index, tenant.id, params.slug);
  if (!lookup.listed) return Response.json({ error: "We couldn't find that car." }, { status: 404 });
  const comparison = await computeMarketPrice(db, tenant.config, lookup.vehicle);
  const headers = { "Cache-Control": "public, max-age=300" };
  if (!comparison) return new Response(null, { status: 204, headers });
  return Response.json(comparison, { headers });
}
