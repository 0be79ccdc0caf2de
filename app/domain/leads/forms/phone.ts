import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import metadata from "./phone-metadata-au.json";

/**
 * Mobile Number (spec 02 §3 'Other form fields': phone) as the enquiry forms
 * take it. Validated by libphonenumber-js against its metadata for calling
 * code 61 only (scripts/phone-metadata-au.mjs), so the browser bundle stays small.
 */

const AU_METADATA = metadata as unknown as MetadataJson;

/**
 * Spec 02 §5: "Phone numbers are normalised: a leading 61 becomes 0 and
 * non-digits are removed." Non-digits go first, so "+61 412 345 678" (whose
 * leading character is "+") still loses its 61: "0412345678".
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  return digits.startsWith("61") ? `0${digits.slice(2)}` : digits;
}

/** The kinds of number a shopper can be called back on; 13/1300/1800 and premium numbers are not a person's phone. */
const PERSONAL_TYPES = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

/** A normalised number that is a valid Australian mobile or landline (area code included). */
export function isValidAuPhone(normalised: string): boolean {
  if (!/^0\d{9}$/.test(normalised)) return false;
  const parsed = parsePhoneNumberFromString(normalised, "AU", AU_METADATA);
  if (!parsed || !parsed.isValid()) return false;
  const type = parsed.getType();
  return type !== undefined && PERSONAL_TYPES.has(type);
}

/** True for an Australian mobile number (04…), which CRMs file as a cellphone. */
export function isAuMobile(normalised: string): boolean {
  const parsed = parsePhoneNumberFromString(normalised, "AU", AU_METADATA);
  return parsed?.getType() === "MOBILE";
}

/** "+61412345678": the form CRMs and webhooks receive. */
export function auPhoneE164(normalised: string): string | null {
  const parsed = parsePhoneNumberFromString(normalised, "AU", AU_METADATA);
  return parsed?.isValid() ? parsed.number : null;
}
