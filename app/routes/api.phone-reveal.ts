import { redirect } from "react-router";
import { dbContext, tenantContext } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { phoneRevealSchema, recordPhoneReveal } from "~/server/vehicle/phone-reveals.server";
import { vehiclePhone } from "~/domain/vehicle-phone";
import { revealTargetById } from "~/server/vehicle/listed-vehicle.server";
import type { Route } from "./+types/api.phone-reveal";

/**
 * POST /api/phone-reveal (spec 01 §7 'Phone reveal call': car_id,
 * dealership_id, website_id). JSON from the page's script answers with the
 * number ({ phone }), the only way a masking tenant's page gets it; the
 * no-JavaScript form post goes back to the car with the number shown.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
  const tenant = context.get(tenantContext);
  const db = context.get(dbContext);
  const isJson = (request.headers.get("content-type") ?? "").includes("application/json");
  let body: unknown;
  try {
    body = isJson ? await request.json() : Object.fromEntries(await request.formData());
  } catch {
    return Response.json({ error: "The body must be JSON or a form" }, { status: 400 });
  }
  const parsed = phoneRevealSchema.safeParse(body);
  if (!parsed.success)
    return Response.json(
      { error: "car_id, dealership_id and website_id are required", issues: parsed.error.issues },
      { status: 400 },
    );
  const reveal = parsed.data;
  if (reveal.website_id !== tenant.slug) return Response.json({ error: "website_id is not this site" }, { status: 400 });
  if (reveal.dealership_id && !tenant.config.dealerships.some((d) => d.id === reveal.dealership_id)) {
    return Response.json({ error: "dealership_id is not one of this site's dealerships" }, { status: 400 });
  }
  const car = await revealTargetById(db, tenant.id, reveal.car_id);
  if (!car) return Response.json({ error: "No such car" }, { status: 404 });
  await recordPhoneReveal(db, tenant.id, reveal);
  logger.info({ tenant: tenant.slug, car_id: reveal.car_id }, "phone number revealed");
  if (isJson) return Response.json({ phone: vehiclePhone(tenant.config, car) }, { headers: { "Cache-Control": "no-store" } });
  return redirect(`${car.path}?show_phone=1#phone`, 303);
}

export function loader() {
  return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
