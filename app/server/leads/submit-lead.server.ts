import { randomInt } from "node:crypto";
import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { z } from "zod";
import { leadAttributes, sameSitePath, sanitizeAttribution } from "~/domain/leads/attribution";
import { leadFormOptions } from "~/domain/leads/lead-settings";
import {
  HONEYPOT_FIELD,
  departmentLocation,
  formOptionsFor,
  leadCategory,
  leadEventId,
  leadFormSchema,
  localDate,
  locationOfChoice,
  onlyFormLocation,
  type LeadForm,
} from "~/domain/leads/form-schemas";
import { LEAD_REFERENCE_LENGTH, leadReference, leadReferencePrefix } from "~/domain/leads/reference";
import { primaryLocation, type Location } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant, TenantScope } from "../context.server";
import { findVehicleById } from "../inventory/read.server";
import { logger } from "../logger.server";
import { acceptLead, type LeadAttributesRecord } from "./accept-lead.server";
import { attributionFromCookie } from "./attribution-cookie.server";
import { consumeLeadLimits, mayConfirmTo, type LeadLimited } from "./limits.server";

/**
 * A lead form's submission from start to stored (spec 01 §7 'Lead submission
 * helper'): the car looked up among the tenant's listed cars, the values
 * parsed with the form's own schema and the site's form options, the
 * attributes gathered, the lead accepted. /api/leads answers JSON with it;
 * the form pages' actions (no JavaScript) call it with the posted FormData
 * and render `submission.reply()` on errors.
 */

export interface LeadSubmission {
  form: LeadForm;
  /** What the form posted: FormData, or the JSON body's fields (strings, arrays of strings, numbers, booleans). */
  values: FormData | Record<string, unknown>;
  /** The car the form is about; vehicle forms need one. */
  carId?: number | null;
  /**
   * The visitor's attribution as their browser kept it (domain/leads/attribution.ts; the form's hidden field, or
   * `attributes` of /api/leads); cleaned here, never trusted. Absent: the attribution cookie the server
   * keeps for browsers without JavaScript (attribution-cookie.server.ts).
   */
  attribution?: unknown;
  /** The page the form was on (a path or a URL of this site); default: the Referer. */
  pageUrl?: string | null;
  /** The location the page is about (/contact-us/{location slug}), by slug. */
  pageLocation?: string | null;
  /** The client's rate-limit key (requestClientKey(context)): leads per address are limited (limits.server.ts). */
  clientKey: string;
}

export type SubmitLeadResult =
  | { status: "invalid"; submission: Submission<unknown>; errors: Record<string, string[]> }
  | { status: "accepted"; leadId: string; duplicate: boolean; eventId: number; category: string }
  /**
   * The honeypot was filled: nothing is stored or sent, and the answer looks
   * like success (with a reference that exists nowhere), so a bot learns nothing.
   */
  | { status: "honeypot"; leadId: string; eventId: number; category: string }
  /** Over a per-address or per-phone limit (limits.server.ts): nothing stored; 429 with `message`, or the form's error. */
  | LeadLimited;

export const CAR_UNAVAILABLE = "This car is no longer available. Please choose another car or contact us.";

export async function submitLead(
  scope: TenantScope,
  request: Request,
  input: LeadSubmission,
  now: Date = new Date(),
): Promise<SubmitLeadResult> {
  const { tenant, db, index } = scope;
  const cfg = tenant.config;
  const values = input.values instanceof FormData ? input.values : toFormData(input.values);

  let car: Vehicle | null = null;
  if (input.carId !== undefined && input.carId !== null) {
    const found = Number.isSafeInteger(input.carId) ? await findVehicleById(db, tenant.id, input.carId) : undefined;
    if (!found || !index.isListed(found.id, now.getTime())) return invalidCar(values);
    car = found;
    values.set("car_id", String(found.id));
  }
  const category = (fields: Record<string, unknown>) =>
    leadCategory(input.form, {
      car,
      chosen: { category: stringOr(fields.category), subcategory: stringOr(fields.subcategory) },
    }).category;
  const eventId = leadEventId(input.form, car);

  const honeypot = values.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    const fake = leadReference(
      leadReferencePrefix(tenant.slug),
      Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
    );
    return { status: "honeypot", leadId: fake, eventId, category: category(Object.fromEntries(values)) };
  }

  // The place whose day and opening hours the form's dates are checked in: the car's, else the one chosen in
  // the form (a test drive's yard), else the form's kind of place (form-places.ts), else the main location.
  const location =
    cfg.locations.find((l) => l.id === car?.location_id) ??
    locationOfChoice(input.form, cfg, {
      location_id: values.get("location_id"),
      dealership_slug: values.get("dealership_slug"),
    }) ??
    departmentLocation(input.form, cfg.locations) ??
    primaryLocation(cfg);
  // The location the page is about (/contact-us/{slug}), or the one place the form offers (the service centre).
  const pageLocation = input.pageLocation
    ? cfg.locations.find((l) => l.slug === input.pageLocation)
    : onlyFormLocation(input.form, cfg.locations);
  const schema = formSchema(tenant, input.form, location, localDate(now, timeZoneForLocation(location)));
  const submission = parseWithZod(values, { schema });
  if (submission.status !== "success") return { status: "invalid", submission, errors: errorsOf(submission) };

  const fields = submission.value as Record<string, unknown>;
  const limited = await consumeLeadLimits(db, input.clientKey, typeof fields.phone === "string" ? fields.phone : null);
  if (limited) return limited;
  // The shopper's confirmation, only while its address is under its daily limit (limits.server.ts).
  const email = typeof fields.email === "string" ? fields.email : null;
  const confirmationLimited = Boolean(email && cfg.lead.delivery.confirmation_email && !(await mayConfirmTo(db, email)));
  const accepted = await acceptLead(
    db,
    tenant,
    {
      form: input.form,
      fields,
      car,
      attributes: gatherAttributes(tenant, request, input),
      pageLocationId: pageLocation?.id ?? null,
      siteOrigin: publicOrigin(tenant, request),
      confirmationLimited,
    },
    now,
  );
  if (confirmationLimited && !accepted.duplicate)
    logger.warn({ tenant: tenant.slug, lead: accepted.leadId }, "lead confirmation skipped: its address is over the daily limit");
  return { status: "accepted", ...accepted, eventId, category: category(fields) };
}

/** The car is not one of this site's listed cars: a submission (to reply with) whose one error says so. */
const carUnavailable = z
  .object({})
  .superRefine((_, ctx) => ctx.addIssue({ code: "custom", path: ["car_id"], message: CAR_UNAVAILABLE }));

/**
 * The form's schema for this site, location and day, made once: building a
 * Zod schema costs more than parsing with it. Kept per tenant object, which
 * the registry replaces whole when the config changes.
 */
const schemas = new WeakMap<Tenant, Map<string, ReturnType<typeof leadFormSchema>>>();

function formSchema(tenant: Tenant, form: LeadForm, location: Location, today: string) {
  let forTenant = schemas.get(tenant);
  if (!forTenant) schemas.set(tenant, (forTenant = new Map()));
  const key = `${form}|${location.id}|${today}`;
  let schema = forTenant.get(key);
  if (!schema) {
    // Yesterday's schemas are of no more use.
    for (const k of forTenant.keys()) if (!k.endsWith(`|${today}`)) forTenant.delete(k);
    schema = leadFormSchema(
      form,
      formOptionsFor(form, leadFormOptions(tenant.config.lead, tenant.config, today), tenant.config),
      location.contact_detail.opening_hours,
    );
    forTenant.set(key, schema);
  }
  return schema;
}

function invalidCar(values: FormData): SubmitLeadResult {
  const submission = parseWithZod(values, { schema: carUnavailable });
  return { status: "invalid", submission, errors: errorsOf(submission) };
}

function errorsOf(submission: Submission<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const errors = "error" in submission ? submission.error : null;
  for (const [k, v] of Object.entries(errors ?? {})) if (v && v.length) out[k] = v;
  return out;
}

const stringOr = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** A JSON body's fields as a form would post them: arrays repeat, true is a checked box ("on"), false and null are absent. */
export function toFormData(fields: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const x of Array.isArray(v) ? v : [v]) {
      if (x === true) fd.append(k, "on");
      else if (typeof x === "string") fd.append(k, x);
      else if (typeof x === "number" && Number.isFinite(x)) fd.append(k, String(x));
    }
  }
  return fd;
}

/** The hosts that are this site: its domains, <slug>.localhost, and the host the request came to. */
function siteHosts(tenant: Tenant, request: Request): string[] {
  return [...tenant.config.domains, `${tenant.slug}.localhost`, new URL(request.url).hostname];
}

/** Spec 01 §3 'Lead': url, source, user_agent, lead_attributes {visited_pages, linked_query_params}, form_completed. */
export function gatherAttributes(
  tenant: Tenant,
  request: Request,
  input: Pick<LeadSubmission, "attribution" | "pageUrl">,
): LeadAttributesRecord {
  const hosts = siteHosts(tenant, request);
  const state =
    input.attribution === undefined || input.attribution === null
      ? attributionFromCookie(request.headers.get("cookie"), hosts)
      : sanitizeAttribution(input.attribution, hosts);
  const attrs = leadAttributes(state);
  const page = input.pageUrl ?? request.headers.get("referer");
  return {
    url: page ? sameSitePath(page, hosts) : null,
    source: attrs.source,
    user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    visited_pages: attrs.visited_pages,
    linked_query_params: attrs.linked_query_params,
    form_completed: true,
  };
}

/**
 * The site's address as the shopper used it, for the links in emails: https
 * on one of the tenant's domains (TLS ends at the proxy, so the request
 * itself may say http), the request's own origin otherwise (development).
 */
export function publicOrigin(tenant: Tenant, request: Request): string {
  const url = new URL(request.url);
  return tenant.config.domains.includes(url.hostname) ? `https://${url.host}` : url.origin;
}
