/**
 * A lender's rate card: the interest rate by self-assessed credit history and
 * vehicle age (issue 19 item 1; spec 02 §5 'Credit history options: GREAT,
 * DECENT, POOR'; spec 02 §7 quote payload 'selfAssessedCreditScore ... year').
 */
import { z } from "zod";
import type { CreditHistory } from "./credit-history";

export { CREDIT_HISTORIES, type CreditHistory } from "./credit-history";

/** Spec 02 §9: 'Default calculator interest rate 10 in the quick quote'. */
export const QUICK_QUOTE_DEFAULT_RATE = 10;

const rate = z
  .number({ error: "must be a rate in percent, such as 8.99" })
  .min(0, "must be 0 or more")
  .max(50, "must be at most 50 (percent per annum)");

export const rateBandSchema = z.object({
  /** The oldest vehicle, in years, this band covers; null for every older vehicle. */
  maxVehicleAgeYears: z
    .number({ error: "must be a whole number of years, or null for any age" })
    .int("must be a whole number of years")
    .min(0, "must be 0 or more")
    .nullable(),
  rate,
});
export type RateBand = z.infer<typeof rateBandSchema>;

/** Bands from the newest vehicles up; the last band is open-ended so every age has a rate. */
const bands = z
  .array(rateBandSchema)
  .min(1, "must have at least one band")
  .superRefine((list, ctx) => {
    list.forEach((band, i) => {
      const last = i === list.length - 1;
      if (last && band.maxVehicleAgeYears !== null) {
        ctx.addIssue({
          code: "custom",
          path: [i, "maxVehicleAgeYears"],
          message: "the last band must be null (any older vehicle)",
        });
      }
      if (!last && band.maxVehicleAgeYears === null) {
        ctx.addIssue({ code: "custom", path: [i, "maxVehicleAgeYears"], message: "only the last band may be null" });
      }
      const previous = list[i - 1]?.maxVehicleAgeYears;
      if (i > 0 && band.maxVehicleAgeYears !== null && previous != null && band.maxVehicleAgeYears <= previous) {
        ctx.addIssue({ code: "custom", path: [i, "maxVehicleAgeYears"], message: "bands must go from newer to older vehicles" });
      }
    });
  });

const flat = [{ maxVehicleAgeYears: null, rate: QUICK_QUOTE_DEFAULT_RATE }];

/** Without a lender's card every quote uses the spec's default rate, 10% p.a. */
export const rateCardSchema = z.object({
  GREAT: bands.default(flat),
  DECENT: bands.default(flat),
  POOR: bands.default(flat),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** A vehicle's age in whole years at `asOfYear` (a car built this year is 0); a future year counts as 0. */
export function vehicleAgeYears(vehicleYear: number, asOfYear: number): number {
  return Math.max(0, Math.trunc(asOfYear) - Math.trunc(vehicleYear));
}

/**
 * The card's rate for a credit history and vehicle year. An unknown year
 * takes the oldest band: a quote is never better than the lender offers.
 */
export function rateFor(card: RateCard, credit: CreditHistory, vehicleYear: number | null, asOfYear: number): number {
  const list = card[credit];
  const oldest = list[list.length - 1];
  if (vehicleYear === null || !Number.isFinite(vehicleYear)) return oldest.rate;
  const age = vehicleAgeYears(vehicleYear, asOfYear);
  return (list.find((b) => b.maxVehicleAgeYears === null || age <= b.maxVehicleAgeYears) ?? oldest).rate;
}
