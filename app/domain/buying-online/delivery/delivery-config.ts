/**
 * A site's delivery pricing (tenant config `delivery`; issue 20 item 1, spec
 * 01 §3 'Delivery estimate result: price, name (region)'). Off unless the
 * tenant turns it on. A price is the first distance band the straight-line
 * distance from the car's location falls in, plus any surcharge for the
 * destination's state and for its ABS remoteness class; beyond `max_km` (or
 * the last band) there is no estimate.
 */
import { z } from "zod";
import { AU_STATES } from "../../locations/au-states";
import { REMOTENESS_CLASSES } from "./remoteness";

const dollars = z
  .number({ error: "must be a number of dollars" })
  .int("must be whole dollars")
  .min(0, "must not be negative")
  .max(100_000, "must be at most 100000");

const bandSchema = z.object({
  up_to_km: z
    .number({ error: "must be a number of kilometres" })
    .positive("must be more than 0")
    .max(10_000, "must be at most 10000"),
  price: dollars,
});

/** Dollars added per key; an unknown key is refused by name ('XX is not one of ACT, NSW, ...'). */
function surcharges<K extends string>(keys: readonly K[]) {
  return z.partialRecord(z.enum(keys as [K, ...K[]]), dollars, {
    // Zod reports an enum-keyed record's stray key as unrecognized_keys, which its issue type for records does not list.
    error: (iss) => {
      const stray =
        (iss as { code: string; keys?: string[] }).code === "unrecognized_keys" ? (iss as { keys?: string[] }).keys : undefined;
      return stray ? `${stray.join(", ")} is not one of ${keys.join(", ")}` : undefined;
    },
  });
}

export const deliveryConfigSchema = z
  .object({
    enabled: z.boolean({ error: "must be true or false" }).default(false),
    /** Distance bands, nearest first: a destination up to `up_to_km` away costs `price`. */
    bands: z
      .array(bandSchema)
      .max(20, "must list at most 20 bands")
      .refine((b) => b.every((band, i) => i === 0 || band.up_to_km > b[i - 1].up_to_km), "must list up_to_km in increasing order")
      .default([]),
    /** Added for a destination in these states or territories. */
    state_surcharges: surcharges(AU_STATES).default({}),
    /** Added for a destination of these ABS remoteness classes. */
    remoteness_surcharges: surcharges(REMOTENESS_CLASSES).default({}),
    /** No estimate beyond this many kilometres (absent: the last band's distance). */
    max_km: z.number({ error: "must be a number of kilometres" }).positive("must be more than 0").nullish(),
  })
  .refine((d) => !d.enabled || d.bands.length > 0, {
    path: ["bands"],
    message: "must list at least one band when delivery is enabled",
  })
  .prefault({});

export type DeliveryConfig = z.output<typeof deliveryConfigSchema>;
