import type { VehicleLeadForm } from "~/domain/leads/kind";

export {
  DATE_PART_FIELD,
  ERROR_SUMMARY_HEADING,
  LEAD_FORM_FIELD,
  SUBMIT_FAILED_TEXT,
  TIME_PART_FIELD,
  joinDateTimeParts,
  successPath,
  type LeadFormActionData,
} from "~/domain/leads/form-post";

/** The vehicle page's forms as its URLs name them (?form=enquiry#enquiry works without JavaScript). */
export const VEHICLE_FORM_SLUGS = {
  enquiry: "vehicle_enquiry",
  "test-drive": "test_drive",
  "request-photos": "request_photos",
} as const satisfies Record<string, VehicleLeadForm>;
export type VehicleFormSlug = keyof typeof VEHICLE_FORM_SLUGS;
export type { VehicleLeadForm };

export function vehicleFormOfSlug(slug: string | null | undefined): VehicleLeadForm | null {
  return slug && Object.hasOwn(VEHICLE_FORM_SLUGS, slug) ? VEHICLE_FORM_SLUGS[slug as VehicleFormSlug] : null;
}

export function slugOfVehicleForm(form: VehicleLeadForm): VehicleFormSlug {
  return (Object.keys(VEHICLE_FORM_SLUGS) as VehicleFormSlug[]).find((k) => VEHICLE_FORM_SLUGS[k] === form)!;
}
