/**
 * The vehicle page's delivery calculator (spec 01 §3 'Delivery estimate
 * result: price, name (region)', §5 'Delivery calculator: empty postcode
 * gives 'Please enter a postcode.'', §8 'No delivery price found'; spec 02 §5
 * postcode pattern and message). Pure: the caller geocodes the postcode.
 */
import { haversineKm, type LatLong } from "../../locations/distance";
import type { DeliveryConfig } from "./delivery-config";
import type { RemotenessClass } from "./remoteness";

export const EMPTY_POSTCODE = "Please enter a postcode.";
/** Spec 02 §5's text, as locations/dealer-locator.ts has it; kept here so the page's bundle does not take the locator's Zod schemas. */
export const INVALID_POSTCODE_FORMAT = "Invalid postcode. Please enter a 4-digit number.";
export const NO_DELIVERY_PRICE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/** Spec 01 §3. */
export interface DeliveryEstimate {
  price: number;
  name: string;
}

export type PostcodeRead = { ok: true; postcode: string } | { ok: false; message: string };

/** A shopper's postcode: trimmed, required, exactly 4 digits. */
export function readPostcode(raw: string | null | undefined): PostcodeRead {
  const postcode = (raw ?? "").trim();
  if (postcode === "") return { ok: false, message: EMPTY_POSTCODE };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: INVALID_POSTCODE_FORMAT };
  return { ok: true, postcode };
}

/** Where a postcode is, as the postcode data gives it. */
export interface DeliveryDestination extends LatLong {
  state: string;
  remoteness: RemotenessClass | null;
  region: string | null;
}

/**
 * The price to deliver from `origin` to `destination`, or null (no estimate):
 * delivery off, the postcode unknown (`destination` null), or farther than
 * max_km or the last band. The name is the destination's ABS region, or its
 * state where the data names no region.
 */
export function deliveryEstimate(
  cfg: DeliveryConfig,
  origin: LatLong,
  destination: DeliveryDestination | null,
): DeliveryEstimate | null {
  if (!cfg.enabled || !destination) return null;
  const km = haversineKm(origin, destination);
  if (cfg.max_km != null && km > cfg.max_km) return null;
  const band = cfg.bands.find((b) => km <= b.up_to_km);
  if (!band) return null;
  const stateSurcharge = cfg.state_surcharges[destination.state as keyof DeliveryConfig["state_surcharges"]] ?? 0;
  const remoteSurcharge = destination.remoteness ? (cfg.remoteness_surcharges[destination.remoteness] ?? 0) : 0;
  return { price: band.price + stateSurcharge + remoteSurcharge, name: destination.region ?? destination.state };
}

/** What the calculator shows: the message for an empty or malformed postcode, the estimate, or the spec's sorry text. */
export type DeliveryAnswer =
  | { kind: "refused"; postcode: string; message: string }
  | { kind: "estimate"; postcode: string; estimate: DeliveryEstimate }
  | { kind: "none"; postcode: string; message: string };

export function deliveryAnswer(postcode: string, estimate: DeliveryEstimate | null): DeliveryAnswer {
  return estimate ? { kind: "estimate", postcode, estimate } : { kind: "none", postcode, message: NO_DELIVERY_PRICE };
}
