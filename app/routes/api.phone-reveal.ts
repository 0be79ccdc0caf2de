import { redirect } from "react-router";
import { requestInfoContext, tenantScope } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { vehiclePhone } from "~/domain/vehicle/phone-number";
import { readJsonOrForm } from "~/server/security/body-limit.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { phoneRevealLimit } from "~/server/security/limits.server";
import { addressMayCount, countingDay, visitorOf, withVisitorCookie } from "~/server/security/visitor.server";
import { phoneRevealRecorded, phoneRevealSchema, recordPhoneReveal } from "~/server/vehicle/phone-reveals.server";
import { revealTargetById } from "~/server/vehicle/listed-vehicle.server";
import type { Route } from "./+types/api.phone-reveal";

/** The three short fields fit many times over. */
const MAX_BODY_BYTES = 2 * 1024;

/**
 * POST /api/phone-reveal (spec 01 §7 'Phone reveal call': car_id,
 * dealership_id, website_id). JSON from the page's script answers with the
 * number ({ phone }), the only way a masking tenant's page gets it; the
 * no-JavaScript form post goes back to the car with the number shown. Each
 * visitor's reveal of a car counts once a day, and each address may ask a
 * limited number of times (issue 8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
  const { tenant, db } = tenantScope(context);
  const limited = await phoneRevealLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;

  const body = await readJsonOrForm(request, { maxBytes: MAX_BODY_BYTES });
  const parsed = phoneRevealSchema.safeParse(body.value);
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

  const visitor = visitorOf(request, context.get(requestInfoContext));
  const by = { visitor: visitor.key, day: countingDay(tenant.config) };
  if (!(await phoneRevealRecorded(db, tenant.id, reveal.car_id, by)) && (await addressMayCount(db, context))) {
    if (await recordPhoneReveal(db, tenant.id, reveal, by))
      logger.info({ tenant: tenant.slug, car_id: reveal.car_id }, "phone number revealed");
  }
  const response =
    body.kind === "json"
      ? Response.json({ phone: vehiclePhone(tenant.config, car) }, { headers: { "Cache-Control": "no-store" } })
      : redirect(`${car.path}?show_phone=1#phone`, 303);
  return withVisitorCookie(response, visitor);
}

export function loader() {
  return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
