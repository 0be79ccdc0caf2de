import { z } from "zod";
import {
  emailField,
  kmsField,
  MESSAGES,
  nameField,
  phoneField,
  postcodeField,
  regoField,
  regoStateField,
  submissionIdField,
  honeypotField,
  termsField,
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
} from "../../leads/form-schemas";
import { CONDITIONS, SERVICE_HISTORIES, YES_NO_ANSWERS } from "./adjustments";

/**
 * The valuation's steps as forms (spec 01 §4 'Valuation flow: registration
 * lookup, adjustments, offer accepted'). Every step is a POST of a plain
 * form, so the flow works before JavaScript loads: what earlier steps
 * settled travels in hidden fields and is checked again with each step,
 * every answer through one of these schemas, each error naming its field.
 * The server never trusts a posted offer: it values the car again from the
 * posted facts (valuation.ts).
 */

export const STEPS = ["lookup", "model", "adjustments", "offer"] as const;
export type Step = (typeof STEPS)[number];
/** The posted `intent`: which step's form this is. */
export const INTENTS = ["lookup", "model", "adjustments", "accept"] as const;
export type Intent = (typeof INTENTS)[number];

export const TRADE_IN_MESSAGES = {
  year: "Year is required.",
  make: "Make is required.",
  model: "Model is required.",
  modelChoice: "Model must be one of the models listed.",
  makeChoice: "Make must be one of the makes listed.",
  regoStateWithRego: "Please select the state the car is registered in.",
  answer: (label: string) => `${label} is required.`,
  intent: "This form has expired. Please start the valuation again.",
} as const;

const text = (required: string, max = 60) => z.string({ error: required }).trim().min(1, required).max(max, required);

/** The shopper's details (spec 02 §3 'Other form fields'): every step carries them, the first asks for them. */
export const contactFields = {
  name: nameField(MESSAGES.name, MESSAGES.nameTooLong, MESSAGES.nameNotAName),
  last_name: nameField(MESSAGES.lastName, MESSAGES.lastNameTooLong, MESSAGES.lastNameNotAName),
  email: emailField,
  phone: phoneField,
  postcode: postcodeField(true),
  terms_conditions: termsField("short"),
  opt_in: z.boolean().default(false),
  [HONEYPOT_FIELD]: honeypotField,
  [SUBMISSION_ID_FIELD]: submissionIdField,
} as const;

const yearField = z.coerce
  .number({ error: TRADE_IN_MESSAGES.year })
  .int(TRADE_IN_MESSAGES.year)
  .min(1900, TRADE_IN_MESSAGES.year)
  .max(2100, TRADE_IN_MESSAGES.year);

/** The registration: required where a lookup service is configured, optional (and passed to the dealer) where not. */
const requiredRegistration = { rego: regoField, regoState: regoStateField } as const;
const optionalRegistration = { rego: regoField.optional(), regoState: regoStateField.optional() } as const;

const regoStateWithRego = (v: { rego?: string; regoState?: string }, ctx: z.RefinementCtx) => {
  if (v.rego && !v.regoState) ctx.addIssue({ code: "custom", path: ["regoState"], message: TRADE_IN_MESSAGES.regoStateWithRego });
};

/** Step 1 with a lookup service: the details and the registration. */
export const lookupByRegoSchema = z.object({ ...contactFields, ...requiredRegistration });
/** Step 1 without one (or after a failed lookup): the details, the registration if known, the year and make from the lists. */
export const lookupByPickSchema = z
  .object({ ...contactFields, ...optionalRegistration, year: yearField, make: text(TRADE_IN_MESSAGES.make) })
  .superRefine(regoStateWithRego);

/** The car as settled by step 1 or 2, carried in hidden fields from then on. */
export const vehicleFields = {
  year: yearField,
  make: text(TRADE_IN_MESSAGES.make),
  model: text(TRADE_IN_MESSAGES.model),
  badge: z.string().trim().max(60).optional(),
  series: z.string().trim().max(60).optional(),
  source: z.enum(["registration", "picked"]).default("picked"),
} as const;

/** Step 2 (no lookup): the model and badge, one choice of the list ("{model}|{badge}"). */
export const modelSchema = z
  .object({
    ...contactFields,
    ...optionalRegistration,
    year: yearField,
    make: text(TRADE_IN_MESSAGES.make),
    model_badge: text(TRADE_IN_MESSAGES.model, 130),
  })
  .superRefine(regoStateWithRego);

/** Step 3: kilometres and the adjustment questions (adjustments.ts). */
export const adjustmentFields = {
  kms: kmsField,
  condition: z.enum(CONDITIONS, { error: TRADE_IN_MESSAGES.answer("Overall condition") }),
  service_history: z.enum(SERVICE_HISTORIES, { error: TRADE_IN_MESSAGES.answer("Service history") }),
  accident_damage: z.enum(YES_NO_ANSWERS, { error: TRADE_IN_MESSAGES.answer("Accident damage") }),
  finance_owing: z.enum(YES_NO_ANSWERS, { error: TRADE_IN_MESSAGES.answer("Finance owing") }),
} as const;

export const adjustmentsSchema = z
  .object({ ...contactFields, ...optionalRegistration, ...vehicleFields, ...adjustmentFields })
  .superRefine(regoStateWithRego);
export type AdjustmentsStep = z.output<typeof adjustmentsSchema>;

/** Step 4: the same facts again, and the shopper's acceptance of the offer the server works out from them. */
export const acceptSchema = adjustmentsSchema;

/** "{model}|{badge}": one option of step 2's list; the badge may be empty. */
export function modelChoice(model: string, badge: string | null): string {
  return `${model}|${badge ?? ""}`;
}

export function readModelChoice(value: string): { model: string; badge: string | null } {
  const i = value.lastIndexOf("|");
  if (i < 0) return { model: value, badge: null };
  return { model: value.slice(0, i), badge: value.slice(i + 1) || null };
}

const CHECKBOXES = new Set(["terms_conditions", "opt_in"]);

export type FieldErrors = Record<string, string[]>;

/**
 * A step's posted fields through its schema, as a form posts them: a blank
 * field is absent, a checked box ("on") is true. Errors by field name.
 */
export function parseStep<S extends z.ZodType>(
  schema: S,
  posted: Record<string, string>,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(posted)) {
    if (v.trim() === "") continue;
    input[k] = CHECKBOXES.has(k) ? v === "on" || v === "true" : v;
  }
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "";
    (errors[key] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
