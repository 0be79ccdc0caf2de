import { auPhoneE164 } from "~/domain/lead-forms";
import type { WebhookTarget } from "~/domain/lead-config";
import { DeliveryError } from "../outbox/types.server";
import { contactName, type LeadFacts } from "./lead-facts.server";
import { signedWebhookHeaders } from "./webhook-signature.server";

/**
 * A lead to a webhook target (issue 10 §5; docs/lead-webhooks.md): a JSON
 * POST signed with the target's secret, the lead's reference as
 * Idempotency-Key, within the target's timeout. Any non-2xx answer, or none,
 * is a failed attempt; the status and the start of the body are recorded.
 */

export const WEBHOOK_EVENT = "lead.created";

/** The JSON a receiver gets: the spec's field names (spec 01 §3 'Lead', spec 02 §3 'Enquiry payload'). */
export function webhookBody(f: LeadFacts, payload: Record<string, unknown>): string {
  const c = f.contact;
  return JSON.stringify({
    event: WEBHOOK_EVENT,
    lead_id: f.reference,
    created_at: f.receivedAt.toISOString(),
    site: { slug: f.site.slug, name: f.site.name, url: f.site.origin },
    form: f.form,
    category: f.category,
    subcategory: f.subcategory,
    dealership: { slug: f.dealership.slug, name: f.dealership.name },
    location: { id: f.location.id, slug: f.location.slug, name: f.location.name, phone: f.location.contact_detail.phone },
    customer: {
      name: c.firstName,
      last_name: c.lastName,
      full_name: contactName(f),
      email: c.email,
      phone: c.phone,
      phone_e164: c.phone ? auPhoneE164(c.phone) : null,
      postcode: c.postcode,
      preferred_contact_method: c.preferredContact,
    },
    message: f.message,
    fields: payload,
    car: f.car,
    consent: { terms_accepted: f.consent.termsAccepted, opt_in: f.consent.optIn, at: f.consent.at.toISOString() },
    url: f.attributes.url,
    source: f.attributes.source,
    user_agent: f.attributes.user_agent,
    lead_attributes: { visited_pages: f.attributes.visited_pages, linked_query_params: f.attributes.linked_query_params },
    form_completed: f.attributes.form_completed,
  });
}

const summary = (status: number, statusText: string, body: string) =>
  `HTTP ${status}${statusText ? ` ${statusText}` : ""}${body ? `: ${body.replace(/\s+/g, " ").trim().slice(0, 300)}` : ""}`;

export async function postWebhook(
  target: WebhookTarget,
  opts: { body: string; reference: string; now: Date; signal: AbortSignal; fetch?: typeof fetch },
): Promise<{ response: string }> {
  const headers = signedWebhookHeaders({
    body: opts.body,
    secrets: target.secret,
    leadId: opts.reference,
    nowSeconds: opts.now.getTime() / 1000,
  });
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(target.url, {
      method: "POST",
      headers: { ...headers, "User-Agent": "dealer-platform-webhooks/1" },
      body: opts.body,
      signal: AbortSignal.any([opts.signal, AbortSignal.timeout(target.timeout_ms)]),
      redirect: "manual",
    });
  } catch (err) {
    const e = err as Error;
    const why = e.name === "TimeoutError" ? `no answer within ${target.timeout_ms} ms` : (e.cause as Error)?.message || e.message;
    throw new DeliveryError(`Webhook ${target.id}: ${why}`);
  }
  const text = await readStart(res, 2000);
  const line = summary(res.status, res.statusText, text);
  if (res.status < 200 || res.status > 299) throw new DeliveryError(`Webhook ${target.id} answered HTTP ${res.status}.`, line);
  return { response: line };
}

/** The first bytes of a body (a receiver's error page can be large). */
async function readStart(res: Response, max: number): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    // The rest of the body is not wanted; a failure to cancel the stream changes nothing.
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}
