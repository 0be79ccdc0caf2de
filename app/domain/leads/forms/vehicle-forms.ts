import { z } from "zod";
import { LEAD_LIMITS, MESSAGES, YES_NO, coreFields, messageField, optionalText } from "./fields";
import type { LeadFormOptions } from "./form-options";
import type { OpeningHourEntry } from "../../locations/opening-hours";
import { preferredDateTimeField } from "./preferred-time";

/**
 * The vehicle page's three dialogs (spec 01 §2 'Dialogs: test drive booking,
 * enquiry ('Email Us'), request photos'; spec 01 §5). Each names its car by
 * car_id; the server reads the car itself, so no car detail is taken from the form.
 */

export const carIdField = z
  .number({ error: "The car for this enquiry is missing. Please reload the page and try again." })
  .int()
  .positive();

/** Spec 02 §3 additional_services: only the site's own options, each at most once. */
export function additionalServicesField(options: readonly string[]) {
  return z
    .array(z.string().refine((s) => options.includes(s), MESSAGES.additionalServices))
    .max(LEAD_LIMITS.additionalServices, MESSAGES.additionalServices)
    .default([])
    .transform((list) => [...new Set(list)]);
}

type Options = Pick<LeadFormOptions, "messageRequired" | "postcodeRequired" | "termsWording" | "additionalServices">;

/** The 'Email Us' enquiry (spec 02 §3 'Enquiry payload', §5). */
export function vehicleEnquirySchema(o: Options) {
  return z.object({
    ...coreFields(o),
    car_id: carIdField,
    message: messageField(o.messageRequired),
    additional_services: additionalServicesField(o.additionalServices),
    // Spec 02 §3: "Extra trade-in enquiry field: do-you-have-a-trade-in (select Yes/No)".
    "do-you-have-a-trade-in": z.enum(YES_NO, { error: MESSAGES.tradeIn }).optional(),
  });
}
export type VehicleEnquiry = z.output<ReturnType<typeof vehicleEnquirySchema>>;

/**
 * Spec 01 §4 multi-step enquiry: each step's fields; the last step submits the
 * whole form. Step 1 is the question, step 2 who is asking.
 */
export const ENQUIRY_STEPS = [
  ["message", "additional_services", "do-you-have-a-trade-in"],
  ["name", "last_name", "email", "phone", "postcode", "PreferredContactMethod", "opt_in", "terms_conditions"],
] as const;

/** The schema that validates one step of the multi-step enquiry before the next is shown. */
export function enquiryStepSchema(o: Options, step: number) {
  const fields = ENQUIRY_STEPS[step];
  if (!fields) throw new RangeError(`The enquiry has ${ENQUIRY_STEPS.length} steps; there is no step ${step}.`);
  const schema = vehicleEnquirySchema(o);
  const mask: { [K in keyof typeof schema.shape]?: true } = {};
  for (const f of fields) mask[f] = true;
  return schema.pick(mask);
}

/** Spec 01 §5: "Test drive form: core fields, optional message, optional dateTime." */
export function testDriveSchema(o: Options & Pick<LeadFormOptions, "today">, openingHours: OpeningHourEntry[] = []) {
  return z.object({
    ...coreFields(o),
    car_id: carIdField,
    message: optionalText("Comments", LEAD_LIMITS.message),
    dateTime: preferredDateTimeField(o.today, openingHours),
  });
}
export type TestDrive = z.output<ReturnType<typeof testDriveSchema>>;

/** The hidden field of the request photos form (spec 01 §5). */
export const PHOTO_REQUEST_FIELD = "photo_request";

/** Spec 01 §5: "Request photos form: hidden field with default text, optional message." */
export function requestPhotosSchema(o: Options & Pick<LeadFormOptions, "requestPhotosText">) {
  return z.object({
    ...coreFields(o),
    car_id: carIdField,
    [PHOTO_REQUEST_FIELD]: z
      .string()
      .trim()
      .max(300, "The photo request text must be at most 300 characters.")
      .optional()
      .transform((s) => s || o.requestPhotosText),
    message: optionalText("Comments", LEAD_LIMITS.message),
  });
}
export type RequestPhotos = z.output<ReturnType<typeof requestPhotosSchema>>;
