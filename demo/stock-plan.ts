import type { Location, TenantConfig } from "~/domain/tenant/tenant-config";
import type { CarType } from "~/domain/vehicle/vehicle";
import { CATALOGUE, modelsOf, type ItemType, type ModelSpec } from "./catalogue";
import type { Rng } from "~/domain/content/seeded-random";

/**
 * What each of a dealer's yards stocks, read from the tenant config: a sales
 * location's manufacturers are its new-car franchises (their item type says
 * whether it is a car, motorcycle or caravan yard); a sales location with
 * none is a used-car centre.
 */
export interface Yard {
  location: Location;
  prefix: string;
  franchises: string[];
  itemType: ItemType;
  weight: number;
}

/** How often a model turns up, relative to the default of 1.5: the nation's best sellers lead. */
const POPULARITY: Record<string, number> = {
  Ranger: 7,
  HiLux: 6,
  RAV4: 6,
  "D-MAX": 6,
  Everest: 4,
  Corolla: 4,
  "LandCruiser 300": 3,
  Prado: 3,
  Camry: 3,
  Kluger: 3,
  "MU-X": 4,
  Sportage: 5,
  Seltos: 4,
  Cerato: 4,
  Carnival: 3,
  Tucson: 4,
  i30: 4,
  Kona: 3,
  "CX-5": 5,
  "CX-3": 3,
  Mazda3: 4,
  "BT-50": 3,
  Triton: 4,
  Navara: 3,
  "X-Trail": 3,
  Outlander: 3,
  "Model 3": 2,
  "Model Y": 3,
  "Atto 3": 4,
  Seal: 3,
  "Sealion 6": 3,
  ZS: 4,
  MG3: 3,
  Golf: 2,
  Forester: 3,
  Outback: 2,
  Commodore: 2,
  Colorado: 3,
  "Yaris Cross": 3,
  "Corolla Cross": 3,
  "MT-07": 4,
  "Ninja 400": 3,
  Z650: 3,
  "Street Bob 114": 2,
  Journey: 4,
  Starcraft: 3,
};

export function popularity(m: ModelSpec): number {
  return POPULARITY[m.model] ?? 1.5;
}

function itemTypeOf(makes: string[]): ItemType {
  for (const make of makes) {
    const found = CATALOGUE.find((m) => m.make === make);
    if (found) return found.itemType;
  }
  return "car";
}

export function yardsOf(config: TenantConfig): Yard[] {
  const sales = config.locations.filter((l) => l.location_type === "sales" && l.visible);
  const used = new Set<string>();
  return sales.map((location) => {
    const franchises = location.manufacturers.filter((m) => CATALOGUE.some((c) => c.make === m));
    let prefix = location.slug
      .split("-")
      .map((w) => w[0].toUpperCase())
      .join("")
      .slice(0, 3);
    while (used.has(prefix)) prefix = prefix.slice(0, 2) + String.fromCharCode(prefix.charCodeAt(2) + 1);
    used.add(prefix);
    return {
      location,
      prefix,
      franchises,
      itemType: itemTypeOf(franchises),
      weight: franchises.length ? 1 + 0.25 * franchises.length : 1.4,
    };
  });
}

/** On sale new now (for new and demo stock). */
export function currentModels(make: string, itemType: ItemType, year: number): ModelSpec[] {
  return modelsOf(make, itemType).filter((m) => m.years[1] === 0 && m.years[0] <= year);
}

/** Trade-ins: the yard's own brands more often than not, then the market at large. */
export function usedModel(yard: Yard, rng: Rng): ModelSpec {
  const pool = CATALOGUE.filter((m) => m.itemType === yard.itemType);
  const own = pool.filter((m) => yard.franchises.includes(m.make));
  const from = own.length && rng.chance(yard.itemType === "car" ? 0.4 : 0.25) ? own : pool;
  return rng.weighted(from.map((m) => [m, popularity(m)] as const));
}

export function newModel(yard: Yard, year: number, rng: Rng): ModelSpec | null {
  const make = rng.pick(yard.franchises);
  const models = currentModels(make, yard.itemType, year);
  if (!models.length) return null;
  return rng.weighted(models.map((m) => [m, popularity(m)] as const));
}

export function carTypeFor(yard: Yard, rng: Rng, forced?: CarType): CarType {
  if (!yard.franchises.length) return "used";
  if (forced) return forced;
  return rng.weighted([
    ["new", 45],
    ["demo", 8],
    ["used", 47],
  ] as const);
}
