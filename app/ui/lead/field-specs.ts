import type { z } from "zod";
import { AU_STATES } from "~/domain/locations/au-states";
import { KMS_INPUT_SUFFIX } from "~/domain/vehicle/odometer";
import {
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  PHOTO_REQUEST_FIELD,
  POSTCODE_INPUT,
  PREFERRED_CONTACT_METHODS,
  SUBMISSION_ID_FIELD,
  YES_NO,
  contactSelectShown,
  type LeadFormOptions,
} from "~/domain/leads/form-schemas";

/**
 * How each lead form field is shown (spec 02 §3 'Other form fields', §5 input
 * limits): label, control and input hints. Which fields a form shows, and
 * whether each is required, come from the form's Zod schema.
 */

export type FieldControl =
  "text" | "email" | "tel" | "textarea" | "select" | "radios" | "checkbox" | "checkboxes" | "date" | "date-time" | "terms";

export interface FieldSpec {
  name: string;
  label: string;
  control: FieldControl;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  maxLength?: number;
  placeholder?: string;
  pattern?: string;
  hint?: string;
  /** Select, radio and checkbox choices; a select's empty first choice is added by the component. */
  options?: { value: string; label: string }[];
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** A unit drawn after the field (spec 02 §5 'Kilometre input shows a ' kms' suffix'). */
  suffix?: string;
  /** Digits grouped in thousands as they are typed ('45,000'). */
  groupThousands?: boolean;
}

const opts = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/** Fields never shown as a control: hidden values the form carries. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([HONEYPOT_FIELD, SUBMISSION_ID_FIELD, "car_id", PHOTO_REQUEST_FIELD]);

/** The order fields are shown in, whatever order a schema lists them. */
export const FIELD_ORDER = [
  "category",
  "subcategory",
  "location_id",
  "dealership_slug",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "position",
  "rego",
  "regoState",
  "kms",
  "year",
  "make",
  "model",
  "preferred_date",
  "dateTime",
  "message",
  "additional_services",
  "do-you-have-a-trade-in",
  "PreferredContactMethod",
  "opt_in",
  "terms_conditions",
] as const;

export function fieldSpec(name: string, o: LeadFormOptions): FieldSpec {
  switch (name) {
    case "name":
      return { name, label: "First Name", control: "text", autoComplete: "given-name", maxLength: LEAD_LIMITS.name };
    case "last_name":
      return { name, label: "Last Name", control: "text", autoComplete: "family-name", maxLength: LEAD_LIMITS.name };
    case "email":
      return {
        name,
        label: "Email Address",
        control: "email",
        autoComplete: "email",
        inputMode: "email",
        maxLength: LEAD_LIMITS.email,
      };
    case "phone":
      return {
        name,
        label: "Mobile Number",
        control: "tel",
        autoComplete: "tel",
        inputMode: "tel",
        maxLength: LEAD_LIMITS.phone,
        placeholder: "0412 345 678",
      };
    case "postcode":
      return {
        name,
        label: "Postcode",
        control: "text",
        autoComplete: "postal-code",
        inputMode: POSTCODE_INPUT.inputMode,
        maxLength: POSTCODE_INPUT.maxLength,
        placeholder: POSTCODE_INPUT.placeholder,
        pattern: POSTCODE_INPUT.pattern,
      };
    case "message":
      return { name, label: "Comments", control: "textarea", maxLength: LEAD_LIMITS.message, wide: true };
    case "PreferredContactMethod":
      return { name, label: "Preferred contact method", control: "radios", options: opts(PREFERRED_CONTACT_METHODS), wide: true };
    case "opt_in":
      return { name, label: "Keep me up to date with offers and news", control: "checkbox", wide: true };
    case "terms_conditions":
      return { name, label: "I agree to the terms of use", control: "terms", wide: true };
    case "additional_services":
      return { name, label: "I'm also interested in", control: "checkboxes", options: opts(o.additionalServices), wide: true };
    case "do-you-have-a-trade-in":
      return { name, label: "Do you have a trade-in?", control: "select", options: opts(YES_NO) };
    case "dateTime":
      return { name, label: "Preferred date and time", control: "date-time", wide: true };
    case "preferred_date":
      return { name, label: "Preferred date", control: "date" };
    case "category":
      return { name, label: "Category", control: "select", options: o.categories.map((c) => ({ value: c.name, label: c.name })) };
    case "subcategory": {
      const subs = [...new Set(o.categories.flatMap((c) => c.subcategories))];
      return { name, label: "Subcategory", control: "select", options: opts(subs) };
    }
    case "location_id":
      return { name, label: "Location", control: "select", options: o.locations };
    case "dealership_slug":
      return { name, label: "Dealership", control: "select", options: o.dealerships };
    case "rego":
      return { name, label: "Rego", control: "text", maxLength: LEAD_LIMITS.rego, autoComplete: "off" };
    case "regoState":
      return { name, label: "Rego state", control: "select", options: opts(AU_STATES) };
    case "kms":
      return {
        name,
        label: "Kilometres",
        control: "text",
        inputMode: "numeric",
        maxLength: 9,
        autoComplete: "off",
        suffix: KMS_INPUT_SUFFIX,
        groupThousands: true,
      };
    case "year":
      return { name, label: "Year", control: "text", inputMode: "numeric", maxLength: 4, pattern: "\\d{4}", autoComplete: "off" };
    case "make":
      return { name, label: "Make", control: "text", maxLength: 60 };
    case "model":
      return { name, label: "Model", control: "text", maxLength: 60 };
    case "position":
      return { name, label: "Position", control: "text", maxLength: LEAD_LIMITS.shortText };
    default:
      return { name, label: name, control: "text", maxLength: LEAD_LIMITS.shortText };
  }
}

type AnySchema = { shape: object };

/** The fields a form shows, in display order, each with whether its schema requires it. */
export function shownFields(schema: AnySchema, o: LeadFormOptions): (FieldSpec & { required: boolean })[] {
  const shape = schema.shape as Record<string, z.ZodType | undefined>;
  const names = Object.keys(shape)
    .filter((n) => shape[n] !== undefined)
    .filter((n) => !HIDDEN_FIELDS.has(n));
  const rank = (n: string) => {
    const i = (FIELD_ORDER as readonly string[]).indexOf(n);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return names
    .filter((n) => !(n === "additional_services" && o.additionalServices.length === 0))
    .filter((n) => !(n === "subcategory" && o.categories.every((c) => c.subcategories.length === 0)))
    .filter((n) => !((n === "location_id" || n === "dealership_slug") && contactSelectShown(o) === null))
    .sort((a, b) => rank(a) - rank(b))
    .map((n) => ({ ...fieldSpec(n, o), required: !isOptional(shape[n]!) }));
}

function isOptional(s: z.ZodType): boolean {
  // Zod 4: optional() schemas (and pipes from them) say so in optin; default() ones fill in a value.
  const z4 = (s as { _zod?: { optin?: string; def?: { type?: string } } })._zod;
  return z4?.optin === "optional" || z4?.def?.type === "default" || z4?.def?.type === "prefault";
}

/** The summary's entries: each field's first message, in the form's order, then any others. */
export function errorSummaryItems(
  errors: Record<string, string[] | null | undefined>,
  order: readonly string[],
  labelOf: (name: string) => string,
): { name: string; label: string; message: string }[] {
  const names = Object.keys(errors).filter((n) => n !== "" && errors[n]?.length);
  const rank = (n: string) => {
    const i = order.indexOf(n);
    return i === -1 ? order.length : i;
  };
  return names.sort((a, b) => rank(a) - rank(b)).map((n) => ({ name: n, label: labelOf(n), message: errors[n]![0] }));
}
