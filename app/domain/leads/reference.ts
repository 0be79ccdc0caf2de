/**
 * The reference a shopper and the dealer quote for a lead ('GW-7K3Q9DXM'):
 * the site's initials, then 8 characters of Crockford's base 32 without 0 and
 * 1, so nothing read aloud or copied by hand is mistaken (no 0/O, 1/I/L, U).
 * 30^8 ≈ 6.6 × 10^11 references: one cannot be guessed from another. Pure:
 * the caller brings the random numbers.
 */

export const LEAD_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LEAD_REFERENCE_LENGTH = 8;

/** The site's initials: 'coralview-kia' → 'CK', 'greywattle' → 'GR'; at most 3 letters. */
export function leadReferencePrefix(slug: string): string {
  const words = slug
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return "LD";
  const initials = words.length === 1 ? words[0].slice(0, 2) : words.map((w) => w[0]).join("");
  return initials.slice(0, 3);
}

/** A reference from the prefix and LEAD_REFERENCE_LENGTH integers (each any non-negative integer; reduced modulo the alphabet). */
export function leadReference(prefix: string, randomInts: readonly number[]): string {
  if (randomInts.length < LEAD_REFERENCE_LENGTH)
    throw new RangeError(`A lead reference needs ${LEAD_REFERENCE_LENGTH} random numbers.`);
  const n = LEAD_REFERENCE_ALPHABET.length;
  const body = randomInts
    .slice(0, LEAD_REFERENCE_LENGTH)
    .map((r) => LEAD_REFERENCE_ALPHABET[Math.abs(Math.trunc(r)) % n])
    .join("");
  return `${prefix}-${body}`;
}

const REFERENCE = new RegExp(`^[A-Z0-9]{1,3}-[${LEAD_REFERENCE_ALPHABET}]{${LEAD_REFERENCE_LENGTH}}$`);

/** A reference as typed by a person: trimmed, upper-cased, checked; null when it cannot be one. */
export function parseLeadReference(input: string): string | null {
  const s = input.trim().toUpperCase();
  return REFERENCE.test(s) ? s : null;
}
