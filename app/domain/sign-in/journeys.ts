import { z } from "zod";
import { GARAGE_PATHS } from "./gated";

/**
 * Which journeys need a signed-in shopper, per tenant (spec 02 §6: "Gated:
 * my-garage pages, online payment, and per-site checkout, finance,
 * spin-to-win and trade-in"; issue 11 §5), and the path the tenant's garage
 * takes (spec 02 §2 'Signed-in areas': /my-garage or a brand's own name).
 * My Garage itself exists only where the tenant enables the watchlist
 * (features.watchlist, spec 01 §6 'whether garage ... buttons appear').
 */

export type GaragePath = (typeof GARAGE_PATHS)[number];

/** The tenant config's `sign_in` block (tenant-config.ts). */
export const signInConfigSchema = z
  .object({
    /** Where the tenant's My Garage lives; the other names redirect there. */
    garage_path: z.enum(GARAGE_PATHS, { error: `must be one of ${GARAGE_PATHS.join(", ")}` }).default("my-garage"),
    /** Spec 02 §6 'per-site': these journeys ask for a sign-in only where switched on. */
    gated: z
      .object({
        checkout: z.boolean().default(false),
        finance: z.boolean().default(false),
        spin_to_win: z.boolean().default(false),
        trade_in: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({});
export type SignInConfig = z.output<typeof signInConfigSchema>;

/** The journeys a sign-in may guard (the `type` values of /sign-in that lead somewhere). */
export const JOURNEYS = ["my-garage", "watchlist", "online-payment", "checkout", "finance", "spin-to-win", "trade-in"] as const;
export type Journey = (typeof JOURNEYS)[number];

/** What a journey's gate needs of the tenant config. */
export interface GateSite {
  features: { watchlist: boolean; finance?: boolean };
  sign_in: SignInConfig;
}

/** The tenant's garage path ("/my-garage", "/mymotorama", ...), or null where the garage is not enabled. */
export function garagePath(site: GateSite): string | null {
  return site.features.watchlist ? `/${site.sign_in.garage_path}` : null;
}

/** Whether the journey asks for a signed-in shopper on this site (spec 02 §6). */
export function isGated(site: GateSite, journey: Journey): boolean {
  switch (journey) {
    case "my-garage":
    case "watchlist":
    case "online-payment":
      return true;
    case "checkout":
      return site.sign_in.gated.checkout;
    case "finance":
      return site.sign_in.gated.finance;
    case "spin-to-win":
      return site.sign_in.gated.spin_to_win;
    case "trade-in":
      return site.sign_in.gated.trade_in;
  }
}

export type GateDecision = "through" | "sign-in";

/** Spec 02 §4: "an unauthenticated visitor to a gated route is sent to sign-in ...; an authenticated user goes straight to the target." */
export function gateDecision(site: GateSite, journey: Journey, signedIn: boolean): GateDecision {
  return signedIn || !isGated(site, journey) ? "through" : "sign-in";
}

export type GarageRoute = { kind: "serve" } | { kind: "redirect"; to: string } | { kind: "absent" };

/**
 * A request for one of the garage paths: served at the tenant's own path,
 * sent there from the other names, absent (404) where the garage is off.
 */
export function garageRoute(site: GateSite, pathname: string): GarageRoute {
  const own = garagePath(site);
  if (!own) return { kind: "absent" };
  return pathname.replace(/\/+$/, "") === own ? { kind: "serve" } : { kind: "redirect", to: own };
}
