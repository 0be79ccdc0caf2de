import type { SubmissionResult } from "@conform-to/zod/v4";
import type { OpeningHourEntry } from "../locations/opening-hours";
import type { LeadForm, LeadFormOptions } from "./form-schemas";
import type { VehicleLeadForm } from "./kind";

/**
 * What a lead form's POST and the form itself share (the kit in app/ui/lead
 * and server/leads/form-post.server.ts): the names of the fields the kit adds,
 * the join of the test drive's date and time parts that both the browser
 * (Conform's client validation) and the server run before the schema, so
 * both answer with the same messages, and the spec's texts.
 */

/** The hidden field naming which form a POST came from, for an action that serves several. */
export const LEAD_FORM_FIELD = "lead_form";

/**
 * The test drive's preferred date and time (schema field `dateTime`,
 * YYYY-MM-DDTHH:mm) is picked as a date and a time select offering opening
 * hours; the two parts are joined into `dateTime` before validation.
 */
export const DATE_PART_FIELD = "dateTime_date";
export const TIME_PART_FIELD = "dateTime_time";

function text(fd: FormData, name: string): string {
  const v = fd.get(name);
  return typeof v === "string" ? v.trim() : "";
}

/**
 * A copy of the posted values with the date and time parts joined into
 * dateTime. One part without the other is passed on as it is, so the schema
 * reports it ("Preferred date and time must be a date and time such as ...").
 */
export function joinDateTimeParts(fd: FormData): FormData {
  const out = new FormData();
  for (const [k, v] of fd.entries()) if (k !== DATE_PART_FIELD && k !== TIME_PART_FIELD) out.append(k, v);
  if (!fd.has(DATE_PART_FIELD) && !fd.has(TIME_PART_FIELD)) return out;
  const date = text(fd, DATE_PART_FIELD);
  const time = text(fd, TIME_PART_FIELD);
  if (date || time) {
    out.delete("dateTime");
    out.set("dateTime", date && time ? `${date}T${time}` : date || time);
  }
  return out;
}

/** A form's values as Conform shows them again: names to strings, repeated names to lists. */
export function formValuesOf(fd: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of fd.entries()) {
    if (typeof v !== "string") continue;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...(prev as string[]), v] : [prev, v];
  }
  return out;
}

/** A reply whose only error is the form's own: the destructive alert shows it (spec 02 §8). */
export function formErrorReply(
  values: Record<string, unknown> | null,
  message: string = SUBMIT_FAILED_TEXT,
): SubmissionResult<string[]> {
  return { status: "error", initialValue: values as SubmissionResult["initialValue"], error: { "": [message] } };
}

/** The longest refusal text shown to a shopper; anything longer is not a message written for one. */
const REFUSAL_MESSAGE_MAX = 300;

/**
 * The message of a refusal that did not come from the form's action (the
 * request guards' 403 and 413, a limit's 429), from its body: JSON
 * `{ error }` or plain text; else, and for an HTML page, the spec's
 * 'An error occurred when submitting this form' (spec 02 §8).
 */
export function refusalMessage(body: string | null | undefined): string {
  const text = (body ?? "").trim();
  if (!text || text.startsWith("<")) return SUBMIT_FAILED_TEXT;
  if (text.startsWith("{")) {
    try {
      const error = (JSON.parse(text) as { error?: unknown }).error;
      return typeof error === "string" && error.trim() && error.length <= REFUSAL_MESSAGE_MAX ? error.trim() : SUBMIT_FAILED_TEXT;
    } catch {
      // Not JSON after all: read as text below.
    }
  }
  return text.length <= REFUSAL_MESSAGE_MAX ? text : SUBMIT_FAILED_TEXT;
}

/** The /success address of a lead: its reference is what the page shows and looks up. */
export function successPath(reference: string): string {
  return `/success?lead=${encodeURIComponent(reference)}`;
}

/** Spec 02 §8, quoted: the destructive alert's text when the server gives none of its own. */
export const SUBMIT_FAILED_TEXT = "An error occurred when submitting this form";
/** Spec 02 §8, quoted: the heading of the error summary. */
export const ERROR_SUMMARY_HEADING = "Please fix the following errors:";

/** What a lead form's action answers when the form is to be shown again (server/leads/form-post.server.ts). */
export interface LeadFormActionData {
  leadForm: { form: LeadForm; reply: SubmissionResult<string[]> };
}

/** What the vehicle page needs to render its three lead forms (spec 01 §2 dialogs, §5). */
export interface VehicleLeadForms {
  options: LeadFormOptions;
  /** The car's location's opening hours: test drive times are offered within them (empty: none configured). */
  openingHours: OpeningHourEntry[];
  carId: number;
  /** "2021 Toyota Corolla Ascent Sport". */
  carTitle: string;
  /** Spec 01 §3 'Form defaults': each form's starting Comments. */
  messages: Record<VehicleLeadForm, string>;
  /** Spec 01 §5: the request photos form's hidden text. */
  requestPhotosText: string;
}

/** What /success shows of a lead (server/leads/success.server.ts makes it, ui/lead/success-page.tsx shows it). */
export interface SuccessView {
  reference: string | null;
  found: boolean;
  category: string | null;
  form: LeadForm | null;
  /** A confirmation email is on its way to the shopper (the site sends them, and the address was under its daily limit). */
  confirmationSent: boolean;
  eventId: number | null;
  car: { title: string; path: string; price: string | null } | null;
  dealer: {
    name: string;
    phone: string | null;
    phoneHref: string | null;
    address: string;
    directionsUrl: string;
    hours: { label: string; text: string }[];
  };
  siteName: string;
  siteSlug: string;
}
