import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { leadFormOptions } from "~/domain/leads/lead-settings";
import {
  ENQUIRY_STEP_FIELD,
  ENQUIRY_STEP_SHOWN_FIELD,
  LEAD_FORMS,
  VEHICLE_LEAD_FORMS,
  formDefaults,
  localDate,
  type LeadForm,
  type VehicleLeadForm,
} from "~/domain/leads/form-schemas";
import { primaryLocation } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import {
  LEAD_FORM_FIELD,
  SUBMIT_FAILED_TEXT,
  formErrorReply,
  formValuesOf,
  joinDateTimeParts,
  successPath,
  type LeadFormActionData,
  type VehicleLeadForms,
} from "~/domain/leads/form-post";
import type { Tenant, TenantScope } from "../context.server";
import { logger } from "../logger.server";
import { redactText } from "../redact.server";
import { DEFAULT_BODY_LIMIT, readForm } from "../security/body-limit.server";
import { enquiryStepReply } from "./enquiry-step.server";
import { carDealership, leadCarTitle } from "./lead-car.server";
import { submitLead } from "./submit-lead.server";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";

/**
 * A lead form's POST to a page's action (spec 01 §7 'Lead submission
 * helper'), the one path for both ways a form is sent:
 *
 * - without JavaScript the browser posts the form; on errors the page is
 *   rendered again (400) with the Conform reply, so every field shows its
 *   message and what was typed; on success it goes to /success (303);
 * - with JavaScript the kit's fetcher posts the same form to the same action;
 *   the reply keeps the dialog open with inline errors, the redirect leaves it.
 *
 * Both run the same schema (submitLead), so both show the same messages.
 */

export interface LeadFormPost {
  /** The forms this action accepts; the posted `lead_form` field picks one (the first when absent). */
  forms: readonly LeadForm[];
  /** The car the page is about (the vehicle page); the posted car_id is not trusted. */
  carId?: number | null;
  /** The location the page is about (/contact-us/{location slug}). */
  pageLocation?: string | null;
  /** requestClientKey(context): the per-address lead limit (limits.server.ts). */
  clientKey: string;
}

export type { LeadFormActionData, VehicleLeadForms };

async function thrownMessage(thrown: unknown): Promise<string | null> {
  if (!(thrown instanceof Response)) return null;
  try {
    const body = (await thrown.clone().json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * Read, validate and accept a lead form POST. Answers a redirect to
 * /success?lead={reference} (303), or the data to render the form again:
 * 400 with the field errors, 4xx/500 with a form error.
 */
export async function leadFormPost(scope: TenantScope, request: Request, post: LeadFormPost) {
  const fallbackForm = post.forms[0];
  let fd: FormData;
  try {
    fd = await readForm(request, { maxBytes: DEFAULT_BODY_LIMIT });
  } catch (thrown) {
    const message = (await thrownMessage(thrown)) ?? SUBMIT_FAILED_TEXT;
    const status = thrown instanceof Response ? thrown.status : 400;
    return data<LeadFormActionData>({ leadForm: { form: fallbackForm, reply: formErrorReply(null, message) } }, { status });
  }
  const named = fd.get(LEAD_FORM_FIELD);
  const form =
    typeof named === "string" && (LEAD_FORMS as readonly string[]).includes(named) && post.forms.includes(named as LeadForm)
      ? (named as LeadForm)
      : fallbackForm;
  const values = joinDateTimeParts(fd);
  values.delete(LEAD_FORM_FIELD);
  // The multi-step enquiry's Next and Back without JavaScript (spec 01 §4): the form again at the step to show.
  if (form === "vehicle_enquiry") {
    const step = enquiryStepReply(scope.tenant, values, formValuesOf(fd));
    if (step) return data<LeadFormActionData>({ leadForm: { form, reply: step.reply } }, { status: step.status });
  }
  values.delete(ENQUIRY_STEP_FIELD);
  values.delete(ENQUIRY_STEP_SHOWN_FIELD);
  // The visitor's attribution, as the page's script put it in the form (app/ui/lead-attribution.ts); cleaned by submitLead.
  const attribution = parseAttributionField(values.get(ATTRIBUTION_FIELD));
  values.delete(ATTRIBUTION_FIELD);
  try {
    const result = await submitLead(scope, request, {
      form,
      values,
      carId: post.carId ?? null,
      pageLocation: post.pageLocation ?? null,
      clientKey: post.clientKey,
      attribution,
    });
    if (result.status === "invalid") {
      // Conform's reply: each field's messages and what was typed (the date and time parts included).
      const reply = result.submission.reply();
      reply.initialValue = { ...formValuesOf(fd), ...(reply.initialValue ?? {}) } as SubmissionResult["initialValue"];
      return data<LeadFormActionData>({ leadForm: { form, reply } }, { status: 400 });
    }
    if (result.status === "limited") {
      logger.warn({ tenant: scope.tenant.slug, form, via: "form" }, "lead refused: over a submission limit");
      return data<LeadFormActionData>(
        { leadForm: { form, reply: formErrorReply(formValuesOf(fd), result.message) } },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    if (result.status === "honeypot") logger.info({ tenant: scope.tenant.slug, form }, "lead honeypot filled: nothing stored");
    else
      logger.info(
        { tenant: scope.tenant.slug, form, lead: result.leadId, duplicate: result.duplicate, via: "form" },
        "lead accepted",
      );
    return redirect(successPath(result.leadId), 303);
  } catch (err) {
    // A refusal thrown as a Response (a limit: 429, 413) is shown with its own message in the form's alert.
    if (err instanceof Response) {
      const message = (await thrownMessage(err)) ?? SUBMIT_FAILED_TEXT;
      return data<LeadFormActionData>(
        { leadForm: { form, reply: formErrorReply(formValuesOf(fd), message) } },
        { status: err.status },
      );
    }
    const e = err instanceof Error ? err : new Error(String(err));
    logger.error(
      { tenant: scope.tenant.slug, form, error: redactText(e.message), stack: redactText(e.stack ?? "") },
      "lead submission failed",
    );
    return data<LeadFormActionData>({ leadForm: { form, reply: formErrorReply(formValuesOf(fd)) } }, { status: 500 });
  }
}

function parseAttributionField(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Not JSON (a hand-made post): no attribution, the lead still counts.
    return undefined;
  }
}

export function vehicleLeadForms(tenant: Tenant, car: Vehicle, now: Date = new Date()): VehicleLeadForms {
  const cfg = tenant.config;
  const location = cfg.locations.find((l) => l.id === car.location_id) ?? primaryLocation(cfg);
  const today = localDate(now, timeZoneForLocation(location));
  const options = leadFormOptions(cfg.lead, cfg, today);
  const dealership = carDealership(cfg, car);
  return {
    options,
    openingHours: location.contact_detail.opening_hours.map((h) => ({
      weekday: h.weekday,
      status: h.status,
      open: h.open ?? null,
      close: h.close ?? null,
    })),
    carId: car.id,
    carTitle: leadCarTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge ?? null }),
    messages: Object.fromEntries(
      VEHICLE_LEAD_FORMS.map((form) => [form, formDefaults(form, car, dealership.slug).message]),
    ) as Record<VehicleLeadForm, string>,
    requestPhotosText: options.requestPhotosText,
  };
}
