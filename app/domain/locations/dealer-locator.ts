import { z } from "zod";

/**
 * The dealer locator's postcode (spec 01 §2 /dealer-locator; spec 02 §5
 * 'Postcode … placeholder 1234; pattern exactly 4 digits; message 'Invalid
 * postcode. Please enter a 4-digit number.'; input limited to 4 characters,
 * no thousands separator', 'Geocoding an unknown postcode throws 'Invalid
 * postcode''), shared by the form and the loader.
 */
export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const UNKNOWN_POSTCODE_MESSAGE = "Invalid postcode";
export const POSTCODE_MAX_LENGTH = 4;
export const POSTCODE_PLACEHOLDER = "1234";
/** The nearest this many locations are listed. */
export const LOCATOR_RESULTS = 12;

export const postcodeSchema = z
  .string({ error: POSTCODE_FORMAT_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, POSTCODE_FORMAT_MESSAGE);

export type LocatorQuery =
  { kind: "none" } | { kind: "postcode"; postcode: string } | { kind: "invalid"; input: string; message: string };

/** The ?postcode= of a GET: absent or blank is no search; anything else is checked (long input is cut for display). */
export function locatorQuery(params: URLSearchParams): LocatorQuery {
  const raw = params.get("postcode");
  if (raw === null || raw.trim() === "") return { kind: "none" };
  const parsed = postcodeSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", input: raw.slice(0, 16), message: POSTCODE_FORMAT_MESSAGE };
  return { kind: "postcode", postcode: parsed.data };
}
