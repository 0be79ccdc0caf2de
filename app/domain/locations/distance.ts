/**
 * Distances for the dealer locator (spec 02 §9 'Earth radius 6371 km
 * (haversine)'; issue 12 '/dealer-locator: the nearest locations to a
 * postcode by haversine distance').
 */

export const EARTH_RADIUS_KM = 6371;

export interface LatLong {
  lat: number;
  long: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres on a sphere of radius 6371 km. */
export function haversineKm(a: LatLong, b: LatLong): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Nearby<T> {
  item: T;
  distanceKm: number;
}

/**
 * Items nearest first; ties keep their given order. Items without a position
 * (`position` returns null) are left out rather than put at an invented distance.
 */
export function nearestFirst<T>(
  origin: LatLong,
  items: readonly T[],
  position: (item: T) => LatLong | null,
  limit?: number,
): Nearby<T>[] {
  const placed = items
    .map((item, index) => ({ item, index, at: position(item) }))
    .filter((x): x is { item: T; index: number; at: LatLong } => x.at !== null)
    .map((x) => ({ item: x.item, index: x.index, distanceKm: haversineKm(origin, x.at) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ item, distanceKm }) => ({ item, distanceKm }));
  return limit === undefined ? placed : placed.slice(0, limit);
}

/** '850 m', '3.4 km' under 10 km, then whole kilometres: '12 km', '1,675 km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 100) * 10} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString("en-AU")} km`;
}
