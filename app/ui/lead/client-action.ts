import { isRouteErrorResponse } from "react-router";
import {
  LEAD_FORM_FIELD,
  SUBMIT_FAILED_TEXT,
  formErrorReply,
  formValuesOf,
  refusalMessage,
  type LeadFormActionData,
} from "~/domain/leads/form-post";
import { LEAD_FORMS, type LeadForm } from "~/domain/leads/form-schemas";

/**
 * A lead form page's clientAction (the form's fetcher posts through it).
 * Refusals the action never saw — the request guards' 403 (cross-site) and
 * 413 (body too large), answered before React Router, and a connection that
 * failed — would reach the route's error boundary and blank the page; here
 * they become the form's own error, shown in its destructive alert with the
 * server's message, else 'An error occurred when submitting this form'
 * (spec 02 §8). Everything React Router answered itself (the action's data,
 * its redirect to /success, a 404 of a car gone meanwhile) passes through.
 */
export async function leadFormClientAction<T>(request: Request, serverAction: () => Promise<T>): Promise<T | LeadFormActionData> {
  const posted = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (err) {
    const message = refusalOf(err);
    const named = posted?.get(LEAD_FORM_FIELD);
    if (message === null || typeof named !== "string" || !(LEAD_FORMS as readonly string[]).includes(named)) throw err;
    return { leadForm: { form: named as LeadForm, reply: formErrorReply(posted ? formValuesOf(posted) : null, message) } };
  }
}

/** The message of a refusal the action never saw, or null for what React Router answered itself. */
export function refusalOf(err: unknown): string | null {
  // A redirect: React Router follows it.
  if (err instanceof Response) return null;
  // An answer not made by React Router (no turbo-stream): its body is the raw text.
  if (isRouteErrorResponse(err)) return typeof err.data === "string" ? refusalMessage(err.data) : null;
  // The request failed on the way (offline, a proxy's page that is not React Router's).
  if (err instanceof Error) return SUBMIT_FAILED_TEXT;
  return null;
}
