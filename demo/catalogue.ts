import { CARAVANS } from "./catalogue/caravans";
import { FORD, BYD, MG, OTHER_USED } from "./catalogue/cars-other";
import { JAPANESE_USED, MAZDA, TOYOTA } from "./catalogue/cars-japanese";
import { HYUNDAI, KIA } from "./catalogue/cars-korean";
import { MOTORCYCLES } from "./catalogue/motorcycles";
import type { ItemType, ModelSpec } from "./catalogue/types";

export type { ItemType, ModelSpec, Variant, Engine, FuelKind } from "./catalogue/types";
export { paintsFor, CARAVAN_TRIMS, INTERIORS, type Paint } from "./catalogue/colours";
export { equipmentFor } from "./catalogue/equipment";
export { dealerComments } from "./catalogue/comments";

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
