/**
 * The vehicle page's Fuel Calculator (spec 01 §2, §5, §9).
 */

/** Spec 01 §9: "Fuel calculator defaults: 1.70 per litre, 250 km per week." */
export const DEFAULT_FUEL_PRICE = 1.7;
export const DEFAULT_DISTANCE_KM = 250;
/** Spec 01 §5: "consumption defaults to 10 L/100km when the variant has none". */
export const DEFAULT_CONSUMPTION = 10;

/**
 * Spec 01 §5: "Fuel cost = distance/100 x consumption x fuel price, 2 decimals".
 * Worked in integer hundredths so 250/100 x 10 x 1.70 is exactly 42.50.
 * Negative or non-numeric inputs count as 0.
 */
export function fuelCost(distanceKm: number, consumptionPer100: number, pricePerLitre: number): number {
  const d = clean(distanceKm);
  const c = clean(consumptionPer100);
  const p = clean(pricePerLitre);
  return Math.round(((d / 100) * c * p + Number.EPSILON) * 100) / 100;
}

export function formatFuelCost(amount: number): string {
  return new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency: "AUD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The consumption the calculator starts with: the variant's combined figure, else 10 L/100km. */
export function defaultConsumption(variant: { fuelconsumptioncombined?: number | null } | null | undefined): number {
  const c = variant?.fuelconsumptioncombined;
  return c != null && c > 0 ? c : DEFAULT_CONSUMPTION;
}

/** Item types without an engine of their own: nothing to put fuel in. */
export const UNPOWERED_ITEM_TYPES = ["caravan", "trailer", "camper trailer", "camper"];

/**
 * Spec 01 §2: "Fuel Calculator (hidden for electric fuel)". Hybrids burn
 * fuel, so they keep it; caravans and trailers have no engine, so they have
 * none (the feed may still carry the tow vehicle's fuel type).
 */
export function showFuelCalculator(v: { fuel?: string | null; simple_fuel?: string | null; item_type?: string | null }): boolean {
  if (v.item_type && UNPOWERED_ITEM_TYPES.includes(v.item_type.trim().toLowerCase())) return false;
  const fuel = `${v.simple_fuel ?? ""} ${v.fuel ?? ""}`.toLowerCase();
  if (/hybrid/.test(fuel)) return true;
  return !/\belectric\b|\bev\b|\bbev\b/.test(fuel);
}

function clean(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}
