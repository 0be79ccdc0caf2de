import type { SubmissionResult } from "@conform-to/react";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";
import type { ModelLeadView } from "~/domain/model-range/model-pages";
import type { ModelEnquiry } from "~/domain/model-range/model-view";
import { currentAttribution } from "../lead-attribution";
import { LeadForm } from "../lead/lead-form";

/**
 * An enquiry of the model showroom (the model's Sales enquiry, an accessory's
 * parts enquiry): the lead kit's form, filled for it. Its own script chunk,
 * with Conform, the Zod schemas and the phone rules (model-enquiry.tsx loads
 * it when a shopper opens an enquiry or the page shows one). The visitor's
 * attribution goes along in a hidden field, filled as the form is sent.
 */
export interface ModelLeadFormProps {
  lead: Pick<ModelLeadView, "options" | "siteSlug">;
  enquiry: ModelEnquiry;
  /** Where it posts: the page with the enquiry's query (the route's action runs leadFormPost). */
  action: string;
  idPrefix: string;
  submissionId?: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export default function ModelLeadForm({ lead, enquiry, action, idPrefix, submissionId, lastResult }: ModelLeadFormProps) {
  const fillAttribution = (e: React.FormEvent<HTMLDivElement>) => {
    const input = (e.target as HTMLElement).querySelector<HTMLInputElement>(`input[name="${ATTRIBUTION_FIELD}"]`);
    if (input) input.value = JSON.stringify(currentAttribution());
  };
  return (
    <div onSubmitCapture={fillAttribution}>
      <LeadForm
        form={enquiry.form}
        options={lead.options}
        action={action}
        idPrefix={idPrefix}
        submissionId={submissionId}
        hidden={{ [ATTRIBUTION_FIELD]: "" }}
        defaultValue={enquiry.defaultValue}
        lastResult={lastResult}
        siteSlug={lead.siteSlug}
        submitLabel={enquiry.submitLabel}
        termsHref="/terms-and-conditions"
      />
    </div>
  );
}
