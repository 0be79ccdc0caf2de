import { CARAVANS } from "./caravans";
import { FORD, BYD, MG, OTHER_USED } from "./cars-other";
import { JAPANESE_USED, MAZDA, TOYOTA } from "./cars-japanese";
import { HYUNDAI, KIA } from "./cars-korean";
import { MOTORCYCLES } from "./motorcycles";
import type { ItemType, ModelSpec } from "./types";

export type { ItemType, ModelSpec, Variant, Engine, FuelKind } from "./types";
export { paintsFor, CARAVAN_TRIMS, INTERIORS, type Paint } from "./colours";
export { equipmentFor } from "./equipment";
export { dealerComments } from "./comments";

/** Every model in the demo catalogue: the franchise brands first, then what turns up as trade-ins. */
export const CATALOGUE: readonly ModelSpec[] = [
  ...TOYOTA,
  ...KIA,
  ...HYUNDAI,
  ...MAZDA,
  ...FORD,
  ...BYD,
  ...MG,
  ...JAPANESE_USED,
  ...OTHER_USED,
  ...MOTORCYCLES,
  ...CARAVANS,
];

export function modelsOf(make: string, itemType?: ItemType): ModelSpec[] {
  return CATALOGUE.filter((m) => m.make === make && (!itemType || m.itemType === itemType));
}

export function modelsByType(itemType: ItemType): ModelSpec[] {
  return CATALOGUE.filter((m) => m.itemType === itemType);
}

/** The model years a model was on sale in, up to the current year. */
export function modelYears(spec: ModelSpec, currentYear: number): number[] {
  const last = spec.years[1] === 0 ? currentYear : Math.min(spec.years[1], currentYear);
  const out: number[] = [];
  for (let y = spec.years[0]; y <= last; y++) out.push(y);
  return out;
}

export function seriesFor(spec: ModelSpec, year: number): string {
  let code = spec.series[0][1];
  for (const [from, c] of spec.series) if (year >= from) code = c;
  return code;
}
