import { z } from "zod";
import { isValidAuPhone, normalisePhone } from "./phone";

/**
 * The enquiry forms' fields (spec 02 §3 'Enquiry payload', 'Other form
 * fields') and their messages. The spec's own texts are quoted exactly (spec
 * 02 §5); where it gives none, the message names the field by its label.
 *
 * The schemas are written for Conform's parseWithZod (@conform-to/zod/v4),
 * which turns an empty input into undefined and a checked checkbox ("on")
 * into true, so "missing" is reported by each type's own error.
 */

// Spec 02 §5, quoted.
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const TERMS_MESSAGES = {
  short: "*You must agree to the terms of use before submitting.",
  long: "You must agree to the terms of use before submitting the form.",
} as const;
export type TermsWording = keyof typeof TERMS_MESSAGES;

/** Spec 02 §5: postcode placeholder 1234, exactly 4 digits, input limited to 4 characters, no thousands separator. */
export const POSTCODE_INPUT = { placeholder: "1234", pattern: "\\d{4}", maxLength: 4, inputMode: "numeric" } as const;

/** Length bounds: the spec gives none; these keep a lead small and a CRM's fields within their usual sizes. */
export const LEAD_LIMITS = {
  name: 60,
  email: 254,
  phone: 20,
  message: 2000,
  shortText: 120,
  rego: 9,
  additionalServices: 10,
} as const;

export const MESSAGES = {
  name: "First Name is required.",
  nameTooLong: `First Name must be at most ${LEAD_LIMITS.name} characters.`,
  nameNotAName: "First Name can contain only letters, spaces, hyphens, apostrophes and full stops (no web addresses).",
  lastName: "Last Name is required.",
  lastNameTooLong: `Last Name must be at most ${LEAD_LIMITS.name} characters.`,
  lastNameNotAName: "Last Name can contain only letters, spaces, hyphens, apostrophes and full stops (no web addresses).",
  email: "Email Address is required.",
  emailInvalid: "Email Address must be a valid email address, such as name@example.com.",
  phone: "Mobile Number is required.",
  phoneInvalid: "Mobile Number must be an Australian phone number with its area code, such as 0412 345 678.",
  message: "Comments are required.",
  messageTooLong: `Comments must be at most ${LEAD_LIMITS.message} characters.`,
  preferredContactMethod: "Preferred contact method must be Phone, Email or SMS.",
  tradeIn: "Do you have a trade-in? must be Yes or No.",
  additionalServices: "Additional services must be chosen from the options shown.",
  honeypot: "This field must be left empty.",
  submissionId: "This form has expired. Please reload the page and submit it again.",
  category: "Please select a category.",
  subcategory: "Please select a subcategory from the list.",
  location: "Please select a location.",
  dealership: "Please select a dealership.",
  rego: "Rego is required.",
  regoInvalid: `Rego must be 1 to ${LEAD_LIMITS.rego} letters and digits.`,
  regoState: "Please select the state the car is registered in.",
  kms: "Kilometres are required.",
  kmsInvalid: "Kilometres must be a whole number between 0 and 2,000,000.",
  year: "Year is required.",
  yearInvalid: (max: number) => `Year must be a year between 1900 and ${max}.`,
  make: "Make is required.",
  model: "Model is required.",
  serviceDate: "Preferred date is required.",
  dateInvalid: "Preferred date must be a date such as 2025-03-31.",
  dateTimeInvalid: "Preferred date and time must be a date and time such as 2025-03-31T10:30.",
  textTooLong: (label: string) => `${label} must be at most ${LEAD_LIMITS.shortText} characters.`,
} as const;

/** Spec 02 §3: PreferredContactMethod (Phone, Email or SMS). */
export const PREFERRED_CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
export const YES_NO = ["Yes", "No"] as const;

/** The hidden field a person never fills (CONVENTIONS.md §10); a bot that fills every input gives itself away. */
export const HONEYPOT_FIELD = "name__confirm";
/** The idempotency key issued with each rendered form: a double click or a retried POST is one lead (issue 10 §4). */
export const SUBMISSION_ID_FIELD = "submission_id";

/** A required single-line text: trimmed, not empty, bounded. */
export function requiredText(required: string, tooLong: string, max: number = LEAD_LIMITS.shortText) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * A person's name (issue 17 §11): letters of any alphabet with their accents,
 * spaces, hyphens, apostrophes and full stops ("Mary-Jane O'Neil", "J. R.",
 * "Nguyễn") — and no web address: a full stop is not followed by two letters or
 * more, so "example.com" is not a name (nor "St.John": "St John" is). A name is echoed to the
 * address a form gives ("Hi Jane,"): it must not carry a link or markup there.
 */
export function isPlainName(s: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(s) && !/\.\p{L}{2,}/u.test(s);
}

/** A required name field: trimmed, not empty, bounded, a plain name (isPlainName). */
export function nameField(required: string, tooLong: string, notAName: string) {
  // Blank is the required message's alone.
  return requiredText(required, tooLong, LEAD_LIMITS.name).refine((s) => s === "" || isPlainName(s), notAName);
}

/** An optional single-line text: trimmed, bounded; blank is absent. */
export function optionalText(label: string, max: number = LEAD_LIMITS.shortText) {
  return z
    .string()
    .trim()
    .max(max, max === LEAD_LIMITS.shortText ? MESSAGES.textTooLong(label) : `${label} must be at most ${max} characters.`)
    .optional()
    .transform((s) => (s ? s : undefined));
}

export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .min(1, MESSAGES.email)
  .max(LEAD_LIMITS.email, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** Spec 02 §3 phone (Mobile Number), normalised per §5, then checked as an Australian number. */
export const phoneField = z
  .string({ error: MESSAGES.phone })
  .trim()
  .min(1, MESSAGES.phone)
  .max(LEAD_LIMITS.phone, MESSAGES.phoneInvalid)
  .transform(normalisePhone)
  .refine(isValidAuPhone, MESSAGES.phoneInvalid);

/** Spec 02 §5 postcode: exactly 4 digits; required only on the sites that configure it. */
export function postcodeField(required: boolean) {
  const pc = z
    .string({ error: POSTCODE_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, POSTCODE_MESSAGE);
  return required ? pc : pc.optional();
}

/** Spec 02 §5: Comments required unless the message is switched off for the site. */
export function messageField(required: boolean) {
  return required
    ? requiredText(MESSAGES.message, MESSAGES.messageTooLong, LEAD_LIMITS.message)
    : optionalText("Comments", LEAD_LIMITS.message);
}

/** Spec 02 §5: the terms checkbox is required, with the site's wording of the message. */
export function termsField(wording: TermsWording) {
  return z.literal(true, { error: TERMS_MESSAGES[wording] });
}

export const honeypotField = z.string().max(0, MESSAGES.honeypot).optional();
export const submissionIdField = z.uuid({ error: MESSAGES.submissionId });

/** The fields every enquiry form has (spec 02 §3 'Other form fields'), built from the site's form options. */
export function coreFields(o: { postcodeRequired: boolean; termsWording: TermsWording }) {
  return {
    name: nameField(MESSAGES.name, MESSAGES.nameTooLong, MESSAGES.nameNotAName),
    last_name: nameField(MESSAGES.lastName, MESSAGES.lastNameTooLong, MESSAGES.lastNameNotAName),
    email: emailField,
    phone: phoneField,
    postcode: postcodeField(o.postcodeRequired),
    terms_conditions: termsField(o.termsWording),
    // Unchecked boxes are absent from a POST; absent is "no".
    opt_in: z.boolean().default(false),
    PreferredContactMethod: z.enum(PREFERRED_CONTACT_METHODS, { error: MESSAGES.preferredContactMethod }).optional(),
    [HONEYPOT_FIELD]: honeypotField,
    [SUBMISSION_ID_FIELD]: submissionIdField,
  } as const;
}
