import { z } from "zod";
import { LEAD_FORMS } from "~/domain/leads/form-schemas";
import { tenantScope } from "~/server/context.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { logger } from "~/server/logger.server";
import { redactText } from "~/server/redact.server";
import { requestClientKey } from "~/server/security/client-address.server";
import type { Route } from "./+types/api.leads";

/**
 * POST /api/leads: the lead submission helper (spec 01 §7) for forms
 * submitted with JavaScript. Body: { form, fields, car_id?, attributes?,
 * page_location? } where fields are the form's values by name and attributes
 * the visitor's attribution ({ linked_query_params, landing_referrer,
 * visited_pages, url }). Answers
 *   200 { lead_id, analytics_event_id, success_category } — also for a repeated submission id, and for a filled honeypot;
 *   400 { errors: { field: [messages] } } — the UI lists them under 'Please fix the following errors:' (spec 02 §8);
 *   429 { error } — over the per-address or per-phone lead limit (server/leads/limits.server.ts), with Retry-After;
 *   500 { error: 'Lead submission failed' } — the UI falls back to 'An unexpected error occured' (spec 01 §8).
 */

const bodySchema = z.object({
  form: z.enum(LEAD_FORMS, { error: `form must be one of ${LEAD_FORMS.join(", ")}` }),
  fields: z.record(z.string(), z.unknown(), { error: "fields must be an object of the form's values by name" }),
  car_id: z.number({ error: "car_id must be a car's id" }).int().positive().nullish(),
  attributes: z.looseObject({ url: z.string().max(2000).nullish() }).nullish(),
  page_location: z.string().max(200).nullish(),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return Response.json(
      { errors: { "": ["The request body must be JSON: { form, fields, car_id?, attributes? }."] } },
      { status: 400 },
    );
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) {
    const errors: Record<string, string[]> = {};
    for (const i of body.error.issues) (errors[String(i.path[0] ?? "")] ??= []).push(i.message);
    return Response.json({ errors }, { status: 400 });
  }
  const b = body.data;
  const scope = tenantScope(context);
  try {
    const result = await submitLead(scope, request, {
      form: b.form,
      values: b.fields,
      carId: b.car_id,
      attribution: b.attributes,
      pageUrl: b.attributes?.url,
      pageLocation: b.page_location,
      clientKey: requestClientKey(context),
    });
    if (result.status === "invalid") return Response.json({ errors: result.errors }, { status: 400 });
    if (result.status === "limited") {
      logger.warn({ tenant: scope.tenant.slug, form: b.form }, "lead refused: over a submission limit");
      return Response.json(
        { error: result.message },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" } },
      );
    }
    if (result.status === "honeypot")
      logger.info({ tenant: scope.tenant.slug, form: b.form }, "lead honeypot filled: nothing stored");
    else
      logger.info({ tenant: scope.tenant.slug, form: b.form, lead: result.leadId, duplicate: result.duplicate }, "lead accepted");
    return Response.json({ lead_id: result.leadId, analytics_event_id: result.eventId, success_category: result.category });
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    // A database error quotes the values it was given: the shopper's details stay out of the log.
    logger.error(
      { tenant: scope.tenant.slug, form: b.form, error: redactText(e.message), stack: redactText(e.stack ?? "") },
      "lead submission failed",
    );
    return Response.json({ error: "Lead submission failed" }, { status: 500 });
  }
}

export function loader() {
  return Response.json({ error: "Send a lead with POST" }, { status: 405, headers: { Allow: "POST" } });
}
