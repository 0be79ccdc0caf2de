import { z } from "zod";
import { tenantScope } from "~/server/context.server";
import { findVehicleById } from "~/server/inventory/read.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { deliveryQuoteLimit } from "~/server/security/limits.server";
import { deliveryQuoteFor } from "~/server/vehicle/delivery-quote.server";
import type { Route } from "./+types/api.delivery-quote";

const NO_STORE = { "Cache-Control": "no-store" };

const querySchema = z.object({
  car_id: z
    .string({ error: "is required" })
    .regex(/^\d{1,9}$/, "must be a car id (a whole number)")
    .transform(Number),
  postcode: z.string({ error: "is required" }).max(20, "must be at most 20 characters"),
});

/**
 * GET /api/delivery-quote?car_id=&postcode= (spec 01 §7 'Delivery price by
 * postcode ... returns price and region name, or nothing'; issue 20 item 1):
 *   200 { price, name } (spec 01 §3), or 200 null where there is no estimate
 *       (an unknown postcode, too far): the page then shows the spec's sorry text;
 *   400 { error, errors } naming the field: car_id not a number, postcode
 *       empty ('Please enter a postcode.') or not 4 digits;
 *   404 for a car that is not one of this site's listed cars, or a site without delivery;
 *   429 over the per-address limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const limited = await deliveryQuoteLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    car_id: params.get("car_id") ?? undefined,
    postcode: params.get("postcode") ?? undefined,
  });
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return refused(errors);
  }
  if (!tenant.config.delivery.enabled) {
    return Response.json({ error: "This site does not offer delivery quotes." }, { status: 404, headers: NO_STORE });
  }
  const vehicle = await findVehicleById(db, tenant.id, parsed.data.car_id);
  if (!vehicle || !index.isListed(vehicle.id)) {
    return Response.json({ error: "car_id: no such car" }, { status: 404, headers: NO_STORE });
  }
  const answer = await deliveryQuoteFor(tenant.config, vehicle, parsed.data.postcode);
  if (!answer) return Response.json({ error: "This site does not offer delivery quotes." }, { status: 404, headers: NO_STORE });
  if (answer.kind === "refused") return refused({ postcode: [answer.message] });
  return Response.json(answer.kind === "estimate" ? answer.estimate : null, { headers: NO_STORE });
}

function refused(errors: Record<string, string[] | undefined>): Response {
  const error = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${(messages ?? []).join("; ")}`)
    .join(". ");
  return Response.json({ error, errors }, { status: 400, headers: NO_STORE });
}
