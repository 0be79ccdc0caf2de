import { STATUS_CODES } from "node:http";
import { auPhoneE164 } from "~/domain/leads/form-schemas";
import type { WebhookTarget } from "~/domain/leads/lead-settings";
import { DeliveryError, PermanentDeliveryError } from "../outbox/types.server";
import { DEVELOPMENT_RECEIVER_NOTE, DEVELOPMENT_RECEIVER_URL } from "./development-receiver.server";
import { contactName, type LeadFacts } from "./lead-facts.server";
import { WebhookAddressRefused, type WebhookTransport } from "./webhook-http.server";
import { signedWebhookHeaders } from "./webhook-signature.server";

/**
 * A lead to a webhook target (issue 10 §5; docs/lead-webhooks.md): a JSON
 * POST signed with the target's secret, the lead's reference as
 * Idempotency-Key, within the target's timeout, through a transport: pinned
 * HTTP to a checked public address (webhook-http.server.ts), or the
 * development receiver. Any non-2xx answer, or none, is a failed attempt; a
 * refused address fails at once (dead, for a person to look at). Only the
 * status is recorded.
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

/**
 * What is recorded of an answer: the status and its standard reason phrase
 * ("HTTP 503 Service Unavailable"), never the receiver's own words or body
 * (issue 17 §9: an answer could carry what an internal service said).
 */
export function answerSummary(status: number): string {
  const reason = STATUS_CODES[status];
  return `HTTP ${status}${reason ? ` ${reason}` : ""}`;
}

/** The development receiver's note, in the only forms it writes. */
const OWN_NOTE = new RegExp(
  ` \\(${DEVELOPMENT_RECEIVER_NOTE}: (?:recorded \\d{8}T\\d{9}Z-[0-9a-f]{8}|already recorded), not sent\\)$`,
);

/**
 * A stored webhook answer as it may be shown: its status line, and the
 * development receiver's note in its one exact form. Attempts recorded
 * before answers were cut to their status held the start of the receiver's
 * body ("HTTP 500 Internal Server Error: <body>"); this drops it.
 */
export function shownAnswer(stored: string | null): string | null {
  const status = stored?.match(/^HTTP (\d{3})\b/)?.[1];
  if (!status) return null;
  const note = stored?.match(OWN_NOTE)?.[0] ?? "";
  return `${answerSummary(Number(status))}${note}`;
}

export async function postWebhook(
  target: WebhookTarget,
  opts: { body: string; reference: string; now: Date; signal: AbortSignal; transport: WebhookTransport },
): Promise<{ response: string }> {
  const headers = signedWebhookHeaders({
    body: opts.body,
    secrets: target.secret,
    leadId: opts.reference,
    nowSeconds: opts.now.getTime() / 1000,
  });
  const timeout = AbortSignal.timeout(target.timeout_ms);
  let status: number;
  let note: string | undefined;
  try {
    ({ status, note } = await opts.transport({
      url: target.url ?? DEVELOPMENT_RECEIVER_URL,
      headers: { ...headers, "User-Agent": "dealer-platform-webhooks/1" },
      body: opts.body,
      signal: AbortSignal.any([opts.signal, timeout]),
    }));
  } catch (err) {
    if (err instanceof WebhookAddressRefused) throw new PermanentDeliveryError(`Webhook ${target.id} not sent: ${err.message}.`);
    const e = err as NodeJS.ErrnoException;
    const why = timeout.aborted ? `no answer within ${target.timeout_ms} ms` : e.code ? `${e.code} (${e.message})` : e.message;
    throw new DeliveryError(`Webhook ${target.id}: ${why}`);
  }
  const line = `${answerSummary(status)}${note ? ` (${note})` : ""}`;
  if (status < 200 || status > 299) throw new DeliveryError(`Webhook ${target.id} answered HTTP ${status}.`, line);
  return { response: line };
}
