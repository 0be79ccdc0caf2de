import type { Dealership, Location, TenantConfig } from "~/domain/tenant/tenant-config";
import { primaryLocation } from "~/domain/tenant/tenant-config";

/**
 * Which dealership and location a lead belongs to, most specific first: the
 * car's location; the location or dealership the shopper chose (spec 02 §5
 * select); the location the page is about (/contact-us/{location slug});
 * else the site's primary location. Routing (deliveryTargetsFor) and the
 * emails' contact details both come from it.
 */
export interface LeadPlace {
  dealership: Dealership;
  location: Location;
}

export function leadPlace(
  cfg: TenantConfig,
  from: {
    carLocationId?: string | null;
    locationId?: string | null;
    dealershipSlug?: string | null;
    pageLocationId?: string | null;
  },
): LeadPlace {
  const byId = (id: string | null | undefined) => (id ? cfg.locations.find((l) => l.id === id) : undefined);
  const chosenDealer = from.dealershipSlug ? cfg.dealerships.find((d) => d.slug === from.dealershipSlug) : undefined;
  const location =
    byId(from.carLocationId) ??
    byId(from.locationId) ??
    byId(from.pageLocationId) ??
    (chosenDealer ? dealerLocation(cfg, chosenDealer) : undefined) ??
    primaryLocation(cfg);
  const dealership =
    (byId(from.carLocationId) || byId(from.locationId) || byId(from.pageLocationId) ? undefined : chosenDealer) ??
    cfg.dealerships.find((d) => d.id === location.dealership_id) ??
    cfg.dealerships[0];
  return { dealership, location };
}

/** A dealership's sales location (visible, primary first), for its contact details. */
function dealerLocation(cfg: TenantConfig, dealer: Dealership): Location | undefined {
  const own = cfg.locations.filter((l) => l.dealership_id === dealer.id && l.visible);
  return own.find((l) => l.primary) ?? own.find((l) => l.location_type === "sales") ?? own[0];
}
