import { registrationReplySchema, type AuState, type TradeInVehicle } from "~/domain/buying-online/trade-in/registration";
import type { RegistrationLookupConfig } from "~/domain/buying-online/trade-in/trade-in-config";
import { logger } from "../logger.server";

/**
 * Finding the shopper's car by its registration (spec 01 §4 'Valuation flow:
 * registration lookup'; §7 lead helper 'registration lookup'). Two adapters,
 * chosen per tenant by `trade_in.registration_lookup`:
 *
 * - `http`: a registration-lookup service's JSON API (docs/trade-in.md
 *   'Registration lookup API', modelled on the Australian rego lookup
 *   services: plate and state in, the vehicle's year, make, model and badge
 *   out), its key from the environment variable the config names;
 * - `none`, the embedded default: looks nothing up and says so. The shopper
 *   picks year, make, model and badge from lists built from the platform's
 *   stock (choices.server.ts). Said at start-up (logRegistrationLookups).
 */

export type LookupResult =
  | { status: "found"; vehicle: TradeInVehicle; vin: string | null }
  | { status: "not-found" }
  /** The service failed or answered nonsense: the shopper picks the car instead; `detail` is for the log. */
  | { status: "failed"; detail: string };

export interface RegistrationLookup {
  /** false: the embedded default, which looks nothing up. */
  configured: boolean;
  description: string;
  lookup(rego: string, state: AuState): Promise<LookupResult>;
}

export const NOT_CONFIGURED_TEXT =
  "Registration lookup is not available on this site, so please choose your car's year, make and model from the lists below. The lists come from the cars for sale across our network.";

export const NOT_FOUND_TEXT =
  "We couldn't find that registration. Please check it, or choose your car's year, make and model from the lists below.";

export const LOOKUP_FAILED_TEXT =
  "The registration lookup isn't answering right now. Please choose your car's year, make and model from the lists below.";

export function registrationLookupFor(
  cfg: RegistrationLookupConfig,
  keys: Readonly<Record<string, string>>,
  fetchFn: typeof fetch = fetch,
): RegistrationLookup {
  if (cfg.adapter === "none") {
    return {
      configured: false,
      description: "none (embedded default: shoppers choose their car from lists built from stock)",
      lookup: () => Promise.reject(new Error("registration lookup is not configured")),
    };
  }
  const key = keys[cfg.api_key_env];
  return {
    configured: true,
    description: `http ${new URL(cfg.url).origin} (key ${cfg.api_key_env}${key ? "" : ", NOT set"})`,
    async lookup(rego, state) {
      if (!key) return { status: "failed", detail: `${cfg.api_key_env} is not set` };
      let res: Response;
      try {
        res = await fetchFn(cfg.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
          body: JSON.stringify({ rego, state }),
          signal: AbortSignal.timeout(cfg.timeout_ms),
          redirect: "error",
        });
      } catch (err) {
        return { status: "failed", detail: err instanceof Error ? err.message : String(err) };
      }
      // 404 is the API's "no such registration" (docs/trade-in.md); any other failure is the service's.
      if (res.status === 404) return { status: "not-found" };
      if (!res.ok) return { status: "failed", detail: `HTTP ${res.status}` };
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        return { status: "failed", detail: "the answer is not JSON" };
      }
      const parsed = registrationReplySchema.safeParse(body);
      if (!parsed.success) return { status: "failed", detail: `unexpected answer: ${parsed.error.issues[0]?.message ?? ""}` };
      const v = parsed.data.vehicle;
      if (!parsed.data.found || !v) return { status: "not-found" };
      return {
        status: "found",
        vehicle: {
          year: v.year,
          make: v.make,
          model: v.model,
          badge: v.badge || null,
          series: v.series || null,
          source: "registration",
        },
        vin: v.vin || null,
      };
    },
  };
}

/**
 * Says at start-up, for each tenant offering trade-in valuations, how the
 * shopper's car is found: like the mailer's and SMS sender's embedded
 * defaults, the embedded one is named as such, so no one takes it for a lookup.
 */
export function logRegistrationLookups(
  tenants: readonly {
    slug: string;
    config: { features: { trade_in: boolean }; trade_in: { registration_lookup: RegistrationLookupConfig } };
  }[],
  keys: Readonly<Record<string, string>>,
): void {
  for (const t of tenants) {
    if (!t.config.features.trade_in) continue;
    const cfg = t.config.trade_in.registration_lookup;
    const lookup = registrationLookupFor(cfg, keys);
    if (!lookup.configured)
      logger.warn(
        { tenant: t.slug, lookup: lookup.description },
        "trade-in registration lookup is NOT configured: shoppers choose their car from lists built from stock",
      );
    else if (cfg.adapter === "http" && !keys[cfg.api_key_env])
      logger.warn({ tenant: t.slug, lookup: lookup.description }, "trade-in registration lookup key is NOT set");
    else logger.info({ tenant: t.slug, lookup: lookup.description }, "trade-in registration lookup");
  }
}
