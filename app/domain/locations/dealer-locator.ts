/**
 * The dealer locator's postcode (spec 01 §2 /dealer-locator; spec 02 §5
 * 'Postcode … placeholder 1234; pattern exactly 4 digits; message 'Invalid
 * postcode. Please enter a 4-digit number.'; input limited to 4 characters,
 * no thousands separator', 'Geocoding an unknown postcode throws 'Invalid
 * postcode''), shared by the form and the loader. The check of a submitted
 * postcode is locator-query.ts: its schema would bring Zod into the form's
 * first load (tests/architecture/first-load.test.ts).
 */
export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const UNKNOWN_POSTCODE_MESSAGE = "Invalid postcode";
export const POSTCODE_MAX_LENGTH = 4;
export const POSTCODE_PLACEHOLDER = "1234";
/** The nearest this many locations are listed. */
export const LOCATOR_RESULTS = 12;
