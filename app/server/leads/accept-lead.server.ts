import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { deliveryTargetsFor } from "~/domain/leads/routing";
import { HONEYPOT_FIELD, SUBMISSION_ID_FIELD, leadCategory, type StoredLeadForm } from "~/domain/leads/form-schemas";
import { LEAD_REFERENCE_LENGTH, leadReference, leadReferencePrefix } from "~/domain/leads/reference";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { leads } from "../db/schema.server";
import { rowsOf } from "../db/rows.server";
import { insertJobsSql, notifyIfJobsSql, type NewJob } from "../outbox/enqueue.server";
import { LEAD_JOB_KINDS, type LeadJobPayload } from "./jobs.server";
import { leadCar } from "./lead-car.server";
import { leadPlace } from "./place.server";

/**
 * Accepting a lead (issue 10 §4, §5): the lead and every delivery it needs are
 * written in one statement (so one transaction), so a lead is never stored without its emails
 * and webhooks, nor sent without being stored. The submission id issued with
 * the form makes a double click or a retried POST the same lead.
 */

/** Spec 01 §3 'Lead': url, source, user_agent, lead_attributes (visited_pages, linked_query_params), form_completed. */
export interface LeadAttributesRecord {
  url: string | null;
  source: string | null;
  user_agent: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  form_completed: boolean;
}

export interface AcceptLeadInput {
  form: StoredLeadForm;
  /**
   * The form's value as the domain schema for this form parsed it
   * (leadFormSchema(form, leadFormOptions(...)) through Conform's parseWithZod):
   * acceptLead checks nothing else. It must hold submission_id; the honeypot
   * field is dropped.
   */
  fields: Record<string, unknown>;
  /** The car the lead is about, already found among this tenant's listed cars; null for a page form. */
  car: Vehicle | null;
  attributes: LeadAttributesRecord;
  /** The location the page is about when the form has no location select (/contact-us/{location slug}). */
  pageLocationId?: string | null;
  /** The site's public origin the shopper used ("https://www.dealer.com.au"), for the links in emails. */
  siteOrigin: string;
  /** false: no confirmation email to the shopper, whatever the tenant's setting (a caller that sends its own message). */
  shopperConfirmation?: boolean;
  /**
   * The confirmation's address has had its share today (limits.server.ts confirmationLimit): the lead is
   * stored and delivered to the dealer as usual, without the shopper's confirmation, and its routing says so.
   */
  confirmationLimited?: boolean;
  /**
   * Other outbox jobs the lead brings (the trade-in valuation's post to a dealer's service), written in
   * the same statement; each payload gets the lead's row id as "lead". Not counted in its delivery status.
   */
  extraJobs?: readonly { kind: string; payload: Record<string, unknown> }[];
}

export interface AcceptedLead {
  /** The reference the shopper and the dealer quote ('GR-7K3Q9DXM'): the answer's lead_id. */
  leadId: string;
  /** True when this submission id had already made a lead: nothing new was stored or sent. */
  duplicate: boolean;
}

export async function acceptLead(db: Db, tenant: Tenant, input: AcceptLeadInput, now: Date): Promise<AcceptedLead> {
  const submissionId = input.fields[SUBMISSION_ID_FIELD];
  if (typeof submissionId !== "string" || !submissionId) throw new TypeError("acceptLead: fields.submission_id is missing.");
  const cfg = tenant.config;
  const payload = Object.fromEntries(
    Object.entries(input.fields).filter(([k]) => k !== HONEYPOT_FIELD && k !== SUBMISSION_ID_FIELD),
  );
  const str = (k: string) => (typeof payload[k] === "string" ? (payload[k] as string) : null);

  const car = input.car ? leadCar(cfg, input.car) : null;
  const place = leadPlace(cfg, {
    carLocationId: car?.location_id,
    locationId: str("location_id"),
    dealershipSlug: str("dealership_slug"),
    pageLocationId: input.pageLocationId,
  });
  const { category, subcategory } = leadCategory(input.form, {
    car: input.car,
    chosen: { category: str("category") ?? undefined, subcategory: str("subcategory") ?? undefined },
  });
  const targets = deliveryTargetsFor(cfg.lead, { dealership: place.dealership.slug, location: place.location.slug, category });
  const wanted = input.shopperConfirmation !== false && cfg.lead.delivery.confirmation_email && !!str("email");
  const confirmation = wanted && !input.confirmationLimited;
  const routing = {
    route: targets.route,
    email: targets.email,
    crm_email: targets.crm_email,
    webhooks: targets.webhooks.map((w) => w.id),
    confirmation,
    ...(wanted && !confirmation ? { confirmation_skipped: "limit" as const } : {}),
  };

  const prefix = leadReferencePrefix(tenant.slug);
  // A clash of references (one in 6.6 × 10^11) is told apart from a repeated submission and drawn again.
  for (let tries = 0; tries < 5; tries++) {
    const publicId = leadReference(
      prefix,
      Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
    );
    const insertLead = db
      .insert(leads)
      .values({
        tenantId: tenant.id,
        publicId,
        submissionId,
        form: input.form,
        category,
        subcategory,
        dealershipSlug: place.dealership.slug,
        locationId: place.location.id,
        payload,
        optIn: payload.opt_in === true,
        termsAccepted: payload.terms_conditions === true,
        consentAt: now,
        carId: car?.car_id ?? null,
        car: car as Record<string, unknown> | null,
        attributes: { ...input.attributes },
        routing,
        deliveryStatus: jobCount(routing) ? "pending" : "none",
        jobsOpen: jobCount(routing),
        siteOrigin: input.siteOrigin,
        createdAt: now,
      })
      // Either unique index: the submission id (a repeat) or the reference (a clash).
      .onConflictDoNothing()
      .returning({ id: leads.id });
    const jobs = [
      ...deliveryJobs(tenant.id, publicId, routing),
      ...(input.extraJobs ?? []).map((j) => ({
        tenantId: tenant.id,
        kind: j.kind,
        subject: leadSubject(publicId),
        payload: j.payload,
      })),
    ];
    // The lead and its jobs in one statement: atomic, and one round trip (issue 10 §8: p99 accept latency).
    const result = await db.execute(sql`
      with lead as (${insertLead.getSQL()})${
        jobs.length ? sql`, jobs as (${insertJobsSql(jobs, now, { cte: "lead", fields: { lead: "id" } })})` : sql``
      }
      select (select id from lead) as id${jobs.length ? sql`, ${notifyIfJobsSql("jobs")} as notified` : sql``}`);
    const [row] = rowsOf<{ id: string | number | null }>(result);
    if (row?.id !== null && row?.id !== undefined) return { leadId: publicId, duplicate: false };
    const [existing] = await db
      .select({ publicId: leads.publicId })
      .from(leads)
      .where(and(eq(leads.tenantId, tenant.id), eq(leads.submissionId, submissionId)));
    if (existing) return { leadId: existing.publicId, duplicate: true };
  }
  throw new Error("Could not draw an unused lead reference in 5 tries.");
}

type Routing = { email: string[]; crm_email: string[]; webhooks: string[]; confirmation: boolean };

function jobCount(r: Routing): number {
  return (r.email.length ? 1 : 0) + (r.crm_email.length ? 1 : 0) + r.webhooks.length + (r.confirmation ? 1 : 0);
}

/**
 * One job per email target group, one per webhook, one shopper confirmation
 * (issue 10 §5). Each payload gets the lead's row id ("lead") in the statement
 * that writes both.
 */
function deliveryJobs(tenantId: number, publicId: string, routing: Routing): NewJob[] {
  const subject = leadSubject(publicId);
  const job = (kind: string, payload: Omit<LeadJobPayload, "lead">): NewJob => ({ tenantId, kind, subject, payload });
  const jobs: NewJob[] = [];
  if (routing.email.length) jobs.push(job(LEAD_JOB_KINDS.dealerEmail, { to: routing.email }));
  if (routing.crm_email.length) jobs.push(job(LEAD_JOB_KINDS.crmEmail, { to: routing.crm_email }));
  for (const id of routing.webhooks) jobs.push(job(LEAD_JOB_KINDS.webhook, { webhook: id }));
  if (routing.confirmation) jobs.push(job(LEAD_JOB_KINDS.confirmation, {}));
  return jobs;
}

/** The outbox subject of a lead's jobs. */
export function leadSubject(publicId: string): string {
  return `lead:${publicId}`;
}
