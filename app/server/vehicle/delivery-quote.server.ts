import {
  deliveryAnswer,
  deliveryEstimate,
  readPostcode,
  type DeliveryAnswer,
} from "~/domain/buying-online/delivery/delivery-quote";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { vehicleLocation } from "~/domain/vehicle/page-behaviour";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import { geocodePostcode, InvalidPostcodeError, type PostcodePoint } from "../geo/postcodes.server";

/**
 * The delivery quote for one car (issue 20 item 1): the shopper's postcode
 * geocoded from the bundled postcode data, the distance from the location
 * the car is at (its location_id, else the primary location), priced by the
 * tenant's `delivery` config. Null where the tenant does not offer delivery.
 */
export async function deliveryQuoteFor(
  cfg: TenantConfig,
  vehicle: Pick<Vehicle, "location_id">,
  rawPostcode: string | null | undefined,
): Promise<DeliveryAnswer | null> {
  if (!cfg.delivery.enabled) return null;
  const read = readPostcode(rawPostcode);
  if (!read.ok) return { kind: "refused", postcode: (rawPostcode ?? "").trim(), message: read.message };
  let destination: PostcodePoint | null = null;
  try {
    destination = await geocodePostcode(read.postcode);
  } catch (err) {
    // An unknown postcode has no estimate: the spec's sorry text, not an error.
    if (!(err instanceof InvalidPostcodeError)) throw err;
  }
  const origin = vehicleLocation(cfg, vehicle.location_id).address;
  return deliveryAnswer(read.postcode, deliveryEstimate(cfg.delivery, origin, destination));
}
