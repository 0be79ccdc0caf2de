import { LOCATOR_RESULTS, UNKNOWN_POSTCODE_MESSAGE } from "~/domain/locations/dealer-locator";
import { locatorQuery } from "~/domain/locations/locator-query";
import { formatDistance, nearestFirst } from "~/domain/locations/distance";
import { locationCard, visibleLocations, type LocationCardView } from "~/domain/locations/location-view";
import type { Db } from "../db/client.server";
import type { Tenant } from "../context.server";
import { geocodePostcode, InvalidPostcodeError } from "../geo/postcodes.server";
import { reviewSummaries } from "../reviews/reviews.server";

export interface LocatorResult {
  card: LocationCardView;
  distanceKm: number;
  /** '12 km away'. */
  distance: string;
}

export type DealerLocatorData =
  | { kind: "all"; postcode: ""; cards: LocationCardView[] }
  | { kind: "nearest"; postcode: string; place: { state: string }; results: LocatorResult[] }
  | { kind: "error"; postcode: string; message: string; cards: LocationCardView[] };

/**
 * /dealer-locator (spec 01 §2; issue 12): with a postcode, the tenant's
 * visible locations nearest first by haversine distance (6371 km) from the
 * postcode's point; with none, every location; with an unknown or malformed
 * one, the message and every location.
 */
export async function dealerLocatorData(
  db: Db,
  tenant: Tenant,
  params: URLSearchParams,
  now: number,
): Promise<DealerLocatorData> {
  const cfg = tenant.config;
  const q = locatorQuery(params);
  const summaries = await reviewSummaries(db, tenant.id);
  const locations = visibleLocations(cfg);
  const cards = () => locations.map((l) => locationCard(cfg, l, summaries.byLocation.get(l.id), now));
  if (q.kind === "none") return { kind: "all", postcode: "", cards: cards() };
  if (q.kind === "invalid") return { kind: "error", postcode: q.input, message: q.message, cards: cards() };
  let point;
  try {
    point = await geocodePostcode(q.postcode);
  } catch (err) {
    if (!(err instanceof InvalidPostcodeError)) throw err;
    return { kind: "error", postcode: q.postcode, message: UNKNOWN_POSTCODE_MESSAGE, cards: cards() };
  }
  const near = nearestFirst(point, locations, (l) => ({ lat: l.address.lat, long: l.address.long }), LOCATOR_RESULTS);
  return {
    kind: "nearest",
    postcode: q.postcode,
    place: { state: point.state },
    results: near.map((n) => ({
      card: locationCard(cfg, n.item, summaries.byLocation.get(n.item.id), now),
      distanceKm: Math.round(n.distanceKm * 10) / 10,
      distance: `${formatDistance(n.distanceKm)} away`,
    })),
  };
}
