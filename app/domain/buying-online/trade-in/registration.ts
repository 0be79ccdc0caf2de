import { z } from "zod";
import { AU_STATES } from "../../locations/au-states";

/**
 * The shopper's car as the valuation knows it (spec 01 §3 'Trade-in
 * valuation: rego, regoState'): found by its registration through a
 * registration-lookup service, or picked by the shopper from lists built
 * from the platform's stock (year, make, model, badge).
 */
export interface TradeInVehicle {
  year: number;
  make: string;
  model: string;
  /** The trim ("GX", "SR5"); null when the shopper's car matches none listed or the lookup did not say. */
  badge: string | null;
  series: string | null;
  /** How the car was identified: by its registration, or picked from the lists. */
  source: "registration" | "picked";
}

/**
 * A registration-lookup service's answer (docs/trade-in.md 'Registration
 * lookup API'): checked like any outside input before the valuation uses it.
 */
export const registrationReplySchema = z.object({
  found: z.boolean(),
  vehicle: z
    .object({
      year: z.number().int().min(1900).max(2100),
      make: z.string().trim().min(1).max(60),
      model: z.string().trim().min(1).max(60),
      badge: z.string().trim().max(60).nullish(),
      series: z.string().trim().max(60).nullish(),
      vin: z.string().trim().max(17).nullish(),
    })
    .nullish(),
});
export type RegistrationReply = z.output<typeof registrationReplySchema>;

export type AuState = (typeof AU_STATES)[number];

/** "2019 Toyota Corolla Ascent Sport" */
export function tradeInTitle(v: Pick<TradeInVehicle, "year" | "make" | "model" | "badge">): string {
  return [String(v.year), v.make, v.model, v.badge].filter(Boolean).join(" ");
}
