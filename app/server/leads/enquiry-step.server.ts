import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { leadFormOptions } from "~/domain/leads/lead-settings";
import {
  ENQUIRY_STEP_FIELD,
  ENQUIRY_STEP_SHOWN_FIELD,
  enquiryStepSchema,
  enquiryStepToShow,
  enquiryStepsBefore,
  localDate,
  parseEnquiryStep,
} from "~/domain/leads/form-schemas";
import { primaryLocation } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { Tenant } from "../context.server";

/**
 * A Next or Back of the multi-step enquiry posted without JavaScript (spec 01
 * §4; domain/leads/enquiry-steps.ts): the steps before the one asked for are
 * checked with their own schemas, and the form comes back at the step to
 * show, with what was typed and the errors of the steps that failed. Nothing
 * is stored and no limit is counted: only the last step submits.
 *
 * Null when the POST is not a step change (no step button, or the site has
 * no multi-step enquiry): it is then a submission like any other.
 */
export function enquiryStepReply(
  tenant: Tenant,
  values: FormData,
  initialValue: Record<string, unknown>,
  now: Date = new Date(),
): { reply: SubmissionResult<string[]>; status: 200 | 400 } | null {
  const target = parseEnquiryStep(values.get(ENQUIRY_STEP_FIELD));
  if (target === null) return null;
  const cfg = tenant.config;
  const options = leadFormOptions(cfg.lead, cfg, localDate(now, timeZoneForLocation(primaryLocation(cfg))));
  if (!options.multiStepEnquiry) return null;

  const error: Record<string, string[]> = {};
  for (const step of enquiryStepsBefore(target)) {
    const checked = parseWithZod(values, { schema: enquiryStepSchema(options, step) });
    if (checked.status === "success") continue;
    for (const [name, messages] of Object.entries(checked.reply().error ?? {})) if (messages?.length) error[name] = messages;
  }
  const failed = Object.keys(error).length > 0;
  const shown = enquiryStepToShow(Object.keys(error), target);
  // The step button's own value is not kept: the next POST says which button it came from.
  const typed = { ...initialValue };
  delete typed[ENQUIRY_STEP_FIELD];
  return {
    reply: {
      ...(failed ? { status: "error" as const } : {}),
      initialValue: { ...typed, [ENQUIRY_STEP_SHOWN_FIELD]: String(shown) } as SubmissionResult["initialValue"],
      error,
    },
    status: failed ? 400 : 200,
  };
}
