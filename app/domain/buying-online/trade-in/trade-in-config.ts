import { z } from "zod";
import { CAR_TYPES } from "../../vehicle/vehicle";

/**
 * The tenant's trade-in settings (the `trade_in` block of tenant-config.ts;
 * spec 01 §1 'trade-in' switch, §3 'Trade-in valuation', §4 'Trade-in button
 * only when trade-in is allowed for the car'). The feature itself is switched
 * on by `features.trade_in`; this block says how the dealer values a car:
 * what reconditioning each answer costs, the dealer's margin, and where the
 * shopper's registration is looked up. Every field has a default, so a
 * tenant that only switches the feature on gets a working valuation.
 */

/** The environment variables a registration-lookup API key may be read from (env.server.ts REGO_LOOKUP_KEYS). */
export const REGO_LOOKUP_KEY_ENV_PATTERN = /^REGO_LOOKUP_KEY_[A-Z0-9_]{1,60}$/;

/** https, or http to this machine (a service's sandbox beside a development server, and the tests' server). */
const serviceUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: `must be an https:// address of the ${what}` }))
    .refine((u) => {
      const url = new URL(u);
      return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    }, `must be an https:// address of the ${what} (http only to this machine)`);

/**
 * Where the shopper's registration is looked up (docs/trade-in.md 'Registration
 * lookup'): `none`, the embedded default, looks nothing up and lets the shopper
 * pick the car from lists built from the platform's stock; `http` calls a
 * registration-lookup service (modelled on Australian rego lookup APIs) whose
 * key is in the environment variable the config names, never in the config.
 */
export const registrationLookupSchema = z
  .discriminatedUnion("adapter", [
    z.object({ adapter: z.literal("none") }),
    z.object({
      adapter: z.literal("http"),
      /** The lookup endpoint; the request is `POST {url}` with JSON `{ rego, state }`. */
      url: serviceUrl("registration lookup service"),
      /** The environment variable holding the API key, sent as `Authorization: Bearer {key}`. */
      api_key_env: z.string().regex(REGO_LOOKUP_KEY_ENV_PATTERN, "must name an environment variable REGO_LOOKUP_KEY_<NAME>"),
      timeout_ms: z.number().int().min(1000).max(30_000).default(8000),
    }),
  ])
  .default({ adapter: "none" });
export type RegistrationLookupConfig = z.output<typeof registrationLookupSchema>;

const dollars = z.number({ error: "must be a number of dollars" }).int().min(0).max(100_000);

export const tradeInConfigSchema = z
  .object({
    /** The car types whose vehicle pages offer "Value my trade-in" (spec 01 §4). */
    car_types: z
      .array(z.enum(CAR_TYPES))
      .min(1)
      .default([...CAR_TYPES]),
    /** The dealer's margin: this share of the market value, and never less than `min_margin`. */
    margin_percent: z.number().min(0).max(50).default(12),
    min_margin: dollars.default(1500),
    /** Reconditioning the dealer expects, in dollars, by the shopper's answers (adjustments.ts). */
    reconditioning: z
      .object({
        condition: z
          .object({
            excellent: dollars.default(0),
            good: dollars.default(600),
            fair: dollars.default(1800),
            poor: dollars.default(4000),
          })
          .prefault({}),
        service_history: z
          .object({ full: dollars.default(0), partial: dollars.default(500), none: dollars.default(1500) })
          .prefault({}),
        accident_damage: z.object({ no: dollars.default(0), yes: dollars.default(2500) }).prefault({}),
      })
      .prefault({}),
    registration_lookup: registrationLookupSchema,
    /**
     * Spec 01 §7 'POST /api/miscellaneous | valuation response plus column_name
     * 'valuation' | only on certain sites': where this site's valuations are
     * also posted (through the outbox). Absent: nowhere.
     */
    miscellaneous_url: serviceUrl("valuation receiver").nullish(),
  })
  .prefault({});
export type TradeInConfig = z.output<typeof tradeInConfigSchema>;
