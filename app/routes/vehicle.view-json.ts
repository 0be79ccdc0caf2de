import { isbot } from "isbot";
import { z } from "zod";
import { requestInfoContext, tenantScope } from "~/server/context.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { viewRequestLimit } from "~/server/security/limits.server";
import { addressMayCount, countingDay, visitorOf, withVisitorCookie } from "~/server/security/visitor.server";
import { findListedVehicle } from "~/server/vehicle/listed-vehicle.server";
import { countView, viewRecorded } from "~/server/vehicle/views.server";
import type { Route } from "./+types/vehicle.view-json";

const querySchema = z.object({
  photos_count: z.coerce.number().int().min(0).optional(),
  updated_at: z.string().max(40).optional(),
  website_id: z.string().max(100).optional(),
});

/**
 * GET /cars/{slug}/view.json?photos_count&updated_at&website_id (spec 01 §7):
 * records a view and answers { views, car_fields }. car_fields carries the
 * fields the page showed that have changed since (empty when none), so a
 * page open for long can tell its copy is stale. Crawlers are not counted,
 * and a visitor counts once per car per day (issue 8).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const limited = await viewRequestLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "photos_count must be a whole number" }, { status: 400 });
  const q = parsed.data;
  if (q.website_id && q.website_id !== tenant.slug)
    return Response.json({ error: "website_id is not this site" }, { status: 400 });
  const lookup = await findListedVehicle(db, index, tenant.id, params.slug);
  if (!lookup.listed) return Response.json({ error: "We couldn't find that car." }, { status: 404 });
  const v = lookup.vehicle;

  const visitor = visitorOf(request, context.get(requestInfoContext));
  const by = { visitor: visitor.key, day: countingDay(tenant.config) };
  const counts =
    !isbot(request.headers.get("user-agent") ?? "") &&
    !(await viewRecorded(db, tenant.id, v.id, by)) &&
    (await addressMayCount(db, context));
  const views = counts ? ((await countView(db, tenant.id, v.id, by)) ?? v.views) : v.views;

  const car_fields: Record<string, unknown> = {};
  if (q.photos_count !== undefined && q.photos_count !== v.images.length) car_fields.photos_count = v.images.length;
  if (q.updated_at !== undefined && q.updated_at !== v.updated_at.toISOString())
    car_fields.updated_at = v.updated_at.toISOString();
  return withVisitorCookie(Response.json({ views, car_fields }, { headers: { "Cache-Control": "no-store" } }), visitor);
}
