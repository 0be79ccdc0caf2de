import { z } from "zod";
import { LEAD_LIMITS, MESSAGES, emailField, nameField } from "../leads/forms/fields";
import { isAuMobile, isValidAuPhone, normalisePhone } from "../leads/forms/phone";
import { codeFieldSchema } from "./code";

/**
 * The sign-in form (spec 02 §2 'Sign-in', §5; issue 11 §1): first name, last
 * name, email and mobile number, then the code. One schema per step, shared by
 * the page (Conform, with and without JavaScript) and the JSON endpoints.
 */

export const SIGN_IN_MESSAGES = {
  ...MESSAGES,
  mobileInvalid: "Mobile Number must be an Australian mobile number, such as 0412 345 678.",
} as const;

/** Spec 02 §5: "Phone is validated before a code is sent", normalised (a leading 61 becomes 0, non-digits removed); SMS needs a mobile. */
export const mobileField = z
  .string({ error: SIGN_IN_MESSAGES.phone })
  .trim()
  .min(1, SIGN_IN_MESSAGES.phone)
  .max(LEAD_LIMITS.phone, SIGN_IN_MESSAGES.mobileInvalid)
  .transform(normalisePhone)
  .refine((p) => isValidAuPhone(p) && isAuMobile(p), SIGN_IN_MESSAGES.mobileInvalid);

const optionalName = (required: string, tooLong: string, notAName: string) => nameField(required, tooLong, notAName).optional();

/**
 * Send Code. The names and email are optional here because a returning
 * shopper may skip them (issue 11 §1, /api/check-if-contact-exists); the
 * server requires them for a number it does not know (`missingDetails`).
 */
export const sendCodeSchema = z.object({
  first_name: optionalName(SIGN_IN_MESSAGES.name, SIGN_IN_MESSAGES.nameTooLong, SIGN_IN_MESSAGES.nameNotAName),
  last_name: optionalName(SIGN_IN_MESSAGES.lastName, SIGN_IN_MESSAGES.lastNameTooLong, SIGN_IN_MESSAGES.lastNameNotAName),
  email: emailField.optional(),
  phone: mobileField,
});
export type SendCodeInput = z.output<typeof sendCodeSchema>;

/** The fields a new contact must give, with each one's message. */
export function missingDetails(input: SendCodeInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!input.first_name) errors.first_name = [SIGN_IN_MESSAGES.name];
  if (!input.last_name) errors.last_name = [SIGN_IN_MESSAGES.lastName];
  if (!input.email) errors.email = [SIGN_IN_MESSAGES.email];
  return errors;
}

/** Verify Code: the phone the code was sent to, and the code (spec 02 §5). */
export const verifyCodeSchema = z.object({
  phone: mobileField,
  code: codeFieldSchema,
});
export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

/** /api/rate-limit (spec 02 §7: phone) and /api/check-if-contact-exists (phone_number). */
export const phoneOnlySchema = z.object({ phone: mobileField });
export const contactQuerySchema = z.object({ phone_number: mobileField });
