import { z } from "zod";
import { ENQUIRY_STEPS } from "./forms/vehicle-forms";

/**
 * The multi-step enquiry of spec 01 §4, for the sites that switch it on
 * (tenant config `lead.forms.multi_step_enquiry`): "next step shown until the
 * last step; the last step submits". The steps' fields are ENQUIRY_STEPS
 * (./vehicle-forms.ts) and each step is checked with enquiryStepSchema before
 * the next is shown. The spec names no steps and gives them no texts: the
 * titles below are ours.
 *
 * One form holds every step; the steps not shown are hidden, so their values
 * are still posted. Without JavaScript the step buttons post the form with
 * ENQUIRY_STEP_FIELD (the step wanted); the server checks the steps before it
 * and renders the form again at the step to show, never storing a lead. With
 * JavaScript the same buttons change step in the browser.
 */

/** Ours (the spec gives none): what each step asks. */
export const ENQUIRY_STEP_TITLES = ["Your enquiry", "Your details"] as const satisfies readonly string[] & {
  length: (typeof ENQUIRY_STEPS)["length"];
};

/** The name of the Next and Back buttons: their value is the step they show. */
export const ENQUIRY_STEP_FIELD = "lead_step";
/** A hidden field: the step the form was showing when it was posted (the server's reply sets it to the step to show). */
export const ENQUIRY_STEP_SHOWN_FIELD = "lead_step_shown";

export const LAST_ENQUIRY_STEP = ENQUIRY_STEPS.length - 1;

const stepNumber = z.coerce.number().int().min(0).max(LAST_ENQUIRY_STEP);

/** A posted step number (a button's value, the hidden field), or null when it is not one of the steps. */
export function parseEnquiryStep(value: unknown): number | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = stepNumber.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The step a field is asked in, or null for the fields every step carries (car_id, submission id, honeypot). */
export function enquiryStepOf(field: string): number | null {
  const i = ENQUIRY_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return i === -1 ? null : i;
}

/**
 * The step to show: the first one with a field in error (a reply may report
 * a field of an earlier step, and its message must be seen to be fixed), else
 * the one asked for.
 */
export function enquiryStepToShow(fieldsInError: Iterable<string>, asked: number): number {
  let step = asked;
  for (const f of fieldsInError) {
    const s = enquiryStepOf(f);
    if (s !== null && s < step) step = s;
  }
  return Math.min(Math.max(step, 0), LAST_ENQUIRY_STEP);
}

/** The steps that must pass before `target` is shown: every earlier one (going back checks nothing). */
export function enquiryStepsBefore(target: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(target, ENQUIRY_STEPS.length)) }, (_, i) => i);
}
