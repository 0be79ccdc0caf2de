import { randomUUID } from "node:crypto";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { LeadAttributesRecord } from "~/server/leads/accept-lead.server";
import { tenantConfig } from "./builders";

/** A tenant that sends its leads somewhere: dealer addresses, a CRM address, optional webhooks, the shopper's confirmation. */
export function leadTenant(
  slug: string,
  opts: { webhookUrl?: string; secret?: string; confirmation?: boolean; timeoutMs?: number; noTargets?: boolean } = {},
): TenantConfig {
  if (opts.noTargets)
    return tenantConfig({ slug, domains: [`${slug}.example.com`], lead: { delivery: { confirmation_email: false } } });
  return tenantConfig({
    slug,
    name: "Test Motors",
    domains: [`${slug}.example.com`],
    lead: {
      webhooks: opts.webhookUrl
        ? [{ id: "crm", url: opts.webhookUrl, secret: opts.secret ?? "x".repeat(32), timeout_ms: opts.timeoutMs ?? 5000 }]
        : [],
      delivery: {
        default: {
          email: [`sales@${slug}.example.com`, `manager@${slug}.example.com`],
          crm_email: [`adf@crm.${slug}.example.com`],
          webhooks: opts.webhookUrl ? ["crm"] : [],
        },
        routes: [{ category: "Service", email: [`service@${slug}.example.com`] }],
        confirmation_email: opts.confirmation ?? true,
      },
    },
  });
}

/** A vehicle form's value as the domain schema parsed it (what acceptLead takes). */
export function parsedEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Jane",
    last_name: "Citizen",
    email: "jane@example.com",
    phone: "0412345678",
    postcode: "4000",
    terms_conditions: true,
    opt_in: true,
    PreferredContactMethod: "Phone",
    submission_id: randomUUID(),
    message: "Is it still available?",
    additional_services: ["Paint protection"],
    "do-you-have-a-trade-in": "Yes",
    ...overrides,
  };
}

export const testAttributes: LeadAttributesRecord = {
  url: "/cars/2021-toyota-corolla-ascent-sport-st1",
  source: "google",
  user_agent: "Mozilla/5.0 (test)",
  visited_pages: ["/search", "/cars/2021-toyota-corolla-ascent-sport-st1"],
  linked_query_params: { utm_source: "google", gclid: "abc123" },
  form_completed: true,
};
