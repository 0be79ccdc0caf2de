import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { formErrorReply, refusalMessage } from "~/domain/leads/form-post";
import { requestInfoContext } from "../context.server";

/**
 * A lead form's POST refused before any action saw it (the request guards'
 * 403 cross-site check or 413 body limit), sent without JavaScript: the
 * guards render the page it was posted to instead (http/request-guards.server.ts),
 * and its loader shows the form with this reply, whose one error is the
 * refusal's message, in the form's destructive alert (spec 02 §8). What was
 * typed is not shown again: the body was never read.
 */
export function refusedFormReply(context: Readonly<RouterContextProvider>): SubmissionResult<string[]> | null {
  const refusal = context.get(requestInfoContext).refusal;
  return refusal ? formErrorReply(null, refusalMessage(refusal.message)) : null;
}
