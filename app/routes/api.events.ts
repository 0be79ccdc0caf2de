import { analyticsEventSchema } from "~/domain/analytics/config";
import { recordAnalyticsEvent, analyticsEventLimit } from "~/server/analytics/events.server";
import { tenantScope } from "~/server/context.server";
import { readJson } from "~/server/security/body-limit.server";
import { requestClientKey } from "~/server/security/client-address.server";
import type { Route } from "./+types/api.events";

/** One event is a few hundred bytes. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/events: the first-party record of an analytics event (issue 10
 * §3), sent by app/ui/analytics/events.ts. Body { event_id, path, car_id?,
 * lead_id? }, the id one of spec 01 §9 / spec 02 §7. Answers 204; 400 with
 * the field's message; 413 past 1 kB; 429 past the per-address limit. The
 * request guards already refuse a cross-site POST (403).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { tenant, db } = tenantScope(context);
  const limited = await analyticsEventLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const body = await readJson(request, { maxBytes: MAX_BODY_BYTES });
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (errors[String(i.path[0] ?? "")] ??= []).push(i.message);
    return Response.json({ errors }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  await recordAnalyticsEvent(db, tenant.id, parsed.data);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "Send an event with POST" }, { status: 405, headers: { Allow: "POST" } });
}
