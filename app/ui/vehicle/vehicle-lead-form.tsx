import type { SubmissionResult } from "@conform-to/react";
import type { VehicleLeadForms } from "~/domain/leads/form-post";
import { LeadForm } from "../lead/lead-form";
import type { VehicleLeadForm } from "../lead/form-values";
import { VEHICLE_FORM_TEXT } from "./lead-form-text";

/**
 * One of the vehicle page's lead forms, filled for this car. Its own script
 * chunk (with Conform, the Zod schemas and the phone rules): the page loads it
 * when a shopper opens a form, or when the page shows one (lead-forms.tsx).
 */
export interface VehicleLeadFormProps {
  lead: VehicleLeadForms;
  form: VehicleLeadForm;
  /** Where the form posts: the car's page with ?form= (leadFormPost answers there). */
  action: string;
  siteSlug: string;
  idPrefix: string;
  submissionId?: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export default function VehicleLeadFormFields({ lead, form, ...rest }: VehicleLeadFormProps) {
  const hidden: Record<string, string> = { car_id: String(lead.carId) };
  if (form === "request_photos") hidden.photo_request = lead.requestPhotosText;
  return (
    <LeadForm
      {...rest}
      form={form}
      options={lead.options}
      openingHours={form === "test_drive" ? lead.openingHours : undefined}
      hidden={hidden}
      defaultValue={{ message: lead.messages[form] || undefined }}
      submitLabel={VEHICLE_FORM_TEXT[form].submit}
    />
  );
}
