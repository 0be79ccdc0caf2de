import { z } from "zod";
import { routingWarnings, unreachableRouteIssues, type RoutingPlaces } from "./routing";
import { webhookUrlProblem } from "./webhook-address";
import {
  DEFAULT_CATEGORY,
  DEFAULT_CONTACT_CATEGORIES,
  DEFAULT_REQUEST_PHOTOS_TEXT,
  contactCategorySchema,
  type LeadFormOptions,
} from "./form-schemas";

/**
 * A tenant's lead settings (issue 10 §3, §5; spec 02 §5 per-site form rules):
 * where leads go (per tenant, dealership, location and category; the most
 * specific route wins: routing.ts), how its
 * forms behave (the analytics tags are the site's: domain/analytics/config.ts). A separate schema, to be placed under
 * `lead` in the tenant config; see leadConfigReferenceIssues for the checks
 * that need the rest of the config.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");
const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be an email address such as leads@dealer.com.au"));

/**
 * https to a public host (webhook-address.ts: never a private, link-local or
 * metadata address, whatever the spelling). Loopback passes here and is
 * refused when a config is applied unless the operator allows it
 * (WEBHOOK_ALLOW_LOOPBACK; app/server/tenants/repository.server.ts).
 */
const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((s, ctx) => {
    const problem = webhookUrlProblem(s, { allowLoopback: true });
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const webhookTargetSchema = z
  .object({
    id: slug,
    url: webhookUrl.optional(),
    /**
     * Instead of a url: the platform's development receiver, which checks the
     * signature and records each lead under DATA_DIR/webhooks on the server
     * that sent it (`npm run cli -- webhooks list`); nothing leaves the machine.
     * For the demo and for trying a config out, never a dealer's system.
     */
    development_receiver: z.literal(true).optional(),
    secret: z
      .string()
      .min(32, "must be at least 32 characters: a long random string shared with the receiver (docs/lead-webhooks.md)")
      .max(256, "must be at most 256 characters"),
    timeout_ms: z.number().int().min(1000).max(30_000).default(10_000),
  })
  .refine((w) => !w.url !== !w.development_receiver, {
    path: ["url"],
    message: "a webhook needs a url, or development_receiver: true for the platform's development receiver (not both)",
  });
export type WebhookTarget = z.output<typeof webhookTargetSchema>;

export const deliveryTargetsSchema = z.object({
  /** The dealership's lead addresses (people): one message to them all, HTML and text, with the ADF XML attached. */
  email: z.array(emailAddress).max(20, "at most 20 addresses").default([]),
  /**
   * CRM lead-parser addresses (machines): one message to them all whose plain-text body is the ADF XML itself, as
   * most dealer CRMs' email importers expect (docs/decisions/lead-email.md).
   */
  crm_email: z.array(emailAddress).max(10, "at most 10 addresses").default([]),
  /** Ids of entries in `webhooks`. */
  webhooks: z.array(slug).max(10, "at most 10 webhooks").default([]),
});

export const deliveryRouteSchema = deliveryTargetsSchema
  .extend({ dealership: slug.optional(), location: slug.optional(), category: z.string().trim().min(1).max(60).optional() })
  .refine((r) => r.dealership || r.location || r.category, "a route needs a dealership, a location or a category to match")
  .refine(
    (r) => r.email.length + r.crm_email.length + r.webhooks.length > 0,
    "a route needs at least one email address or webhook",
  );
export type DeliveryRoute = z.output<typeof deliveryRouteSchema>;

export const leadFormsConfigSchema = z
  .object({
    message_required: z.boolean().default(true),
    postcode_required: z.boolean().default(false),
    terms_wording: z.enum(["short", "long"]).default("short"),
    multi_step_enquiry: z.boolean().default(false),
    contact_select: z.enum(["location", "dealership"]).default("location"),
    categories: z
      .array(contactCategorySchema)
      .min(1)
      .max(30)
      .default(() => DEFAULT_CONTACT_CATEGORIES.map((c) => ({ ...c, subcategories: [...c.subcategories] })))
      .refine(
        (list) => list.some((c) => c.name === DEFAULT_CATEGORY),
        `must include '${DEFAULT_CATEGORY}', the default category (spec 02 §5)`,
      )
      .refine((list) => new Set(list.map((c) => c.name)).size === list.length, "category names must be different"),
    additional_services: z
      .array(z.string().trim().min(1).max(120))
      .max(20)
      .default([])
      .refine((list) => new Set(list).size === list.length, "services must be different"),
    request_photos_text: z.string().trim().min(1).max(300).default(DEFAULT_REQUEST_PHOTOS_TEXT),
  })
  .prefault({});

export const leadConfigSchema = z
  .object({
    delivery: z
      .object({
        /** Where a lead goes when no route matches it. */
        default: deliveryTargetsSchema.prefault({}),
        routes: z.array(deliveryRouteSchema).max(200).default([]),
        /** The shopper's confirmation email (issue 10 §5). */
        confirmation_email: z.boolean().default(true),
      })
      .prefault({}),
    webhooks: z.array(webhookTargetSchema).max(10).default([]),
    forms: leadFormsConfigSchema,
  })
  .superRefine((cfg, ctx) => {
    const ids = new Set<string>();
    cfg.webhooks.forEach((w, i) => {
      if (ids.has(w.id))
        ctx.addIssue({ code: "custom", path: ["webhooks", i, "id"], message: `webhook id ${w.id} is used twice` });
      ids.add(w.id);
    });
    const targets: [(string | number)[], string[]][] = [
      [["delivery", "default", "webhooks"], cfg.delivery.default.webhooks],
      ...cfg.delivery.routes.map((r, i): [(string | number)[], string[]] => [["delivery", "routes", i, "webhooks"], r.webhooks]),
    ];
    for (const [path, list] of targets)
      list.forEach((id, j) => {
        if (!ids.has(id)) ctx.addIssue({ code: "custom", path: [...path, j], message: `no webhook has id ${id}` });
      });
  });

export type LeadConfigInput = z.input<typeof leadConfigSchema>;
export type LeadConfig = z.output<typeof leadConfigSchema>;

interface TenantPlaces {
  dealerships: { slug: string; name: string }[];
  locations: { id: string; slug: string; name: string; visible?: boolean }[];
}

/**
 * Checks against the rest of the tenant config: every route names one of its
 * dealerships and locations, and every route can be chosen for some lead
 * (routing.ts). Paths are relative to the lead config.
 */
export function leadConfigReferenceIssues(cfg: LeadConfig, tenant: RoutingPlaces) {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const dealers = new Set(tenant.dealerships.map((d) => d.slug));
  const locations = new Set(tenant.locations.map((l) => l.slug));
  cfg.delivery.routes.forEach((r, i) => {
    if (r.dealership && !dealers.has(r.dealership))
      issues.push({ path: ["delivery", "routes", i, "dealership"], message: `no dealership has slug ${r.dealership}` });
    if (r.location && !locations.has(r.location))
      issues.push({ path: ["delivery", "routes", i, "location"], message: `no location has slug ${r.location}` });
  });
  return [...issues, ...unreachableRouteIssues(cfg, tenant)];
}

/** What `tenant apply` says about a lead config it accepts but that may be a mistake (paths relative to the lead config). */
export function leadConfigWarnings(cfg: LeadConfig, tenant: RoutingPlaces): string[] {
  const warnings = routingWarnings(cfg, tenant);
  cfg.webhooks.forEach((w, i) => {
    if (w.development_receiver)
      warnings.push(
        `webhooks.${i} (${w.id}) is the platform's development receiver: its leads are recorded under DATA_DIR/webhooks ` +
          "on the server that sends them, not sent to a dealer's system",
      );
  });
  return warnings;
}

/** The options the lead form schemas are built from (./lead/form-options.ts), for the server to render with and send to the browser. */
export function leadFormOptions(cfg: LeadConfig, tenant: TenantPlaces, today: string): LeadFormOptions {
  const f = cfg.forms;
  return {
    messageRequired: f.message_required,
    postcodeRequired: f.postcode_required,
    termsWording: f.terms_wording,
    multiStepEnquiry: f.multi_step_enquiry,
    categories: f.categories,
    additionalServices: f.additional_services,
    contactSelect: f.contact_select,
    locations: tenant.locations.filter((l) => l.visible !== false).map((l) => ({ value: l.id, label: l.name })),
    dealerships: tenant.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    requestPhotosText: f.request_photos_text,
    today,
  };
}
