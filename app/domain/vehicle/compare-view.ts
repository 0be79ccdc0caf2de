import type { CardView } from "../search/card-view";
import { featureList, keyInformationRows, type SpecRow } from "./spec-rows";
import type { Vehicle } from "./vehicle";

/**
 * The compare page (spec 01 §1 'save or compare cars'; §4 'Favourites and
 * compare are offered only for in-stock cars'): the chosen cars side by side,
 * photo and price as their cards show them (price by the display priority of
 * §4), then key information, specifications and equipment, each row marked
 * where the cars differ.
 */

export interface CompareRow {
  key: string;
  label: string;
  /** One per car, in column order; null where the car has none. */
  values: (string | null)[];
  differs: boolean;
}

export interface CompareSection {
  id: "key" | "specs" | "equipment";
  title: string;
  rows: CompareRow[];
}

export interface CompareView {
  cards: CardView[];
  /** "Greywattle Ford Osborne Park, Osborne Park WA" per car. */
  locations: string[];
  sections: CompareSection[];
}

/** Rows of keyInformationRows that are measurements and ratings rather than what a shopper asks first. */
const SPECIFICATION_KEYS: ReadonlySet<string> = new Set([
  "fuel_consumption",
  "fuel_capacity",
  "torque",
  "towing",
  "gvm",
  "length",
  "width",
  "height",
  "ancap",
]);
/** Identifiers differ between any two cars; marking them as differences says nothing. */
const NEVER_DIFFER: ReadonlySet<string> = new Set(["stocknum", "vin", "regplate"]);

export function isSpecificationRow(key: string): boolean {
  return SPECIFICATION_KEYS.has(key) || key.startsWith("spec_");
}

function normalise(v: string | null): string {
  return (v ?? "").trim().toLowerCase();
}

/** True when the cars do not all show the same value (a missing value counts as a value). */
export function rowDiffers(key: string, values: readonly (string | null)[]): boolean {
  if (values.length < 2 || NEVER_DIFFER.has(key)) return false;
  return new Set(values.map(normalise)).size > 1;
}

/** Rows in first-seen order over the cars, each with every car's value. */
function unionRows(perCar: readonly SpecRow[][]): CompareRow[] {
  const order: { key: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const rows of perCar)
    for (const r of rows)
      if (!seen.has(r.key)) {
        seen.add(r.key);
        order.push({ key: r.key, label: r.label });
      }
  return order.map(({ key, label }) => {
    const values = perCar.map((rows) => rows.find((r) => r.key === key)?.value ?? null);
    return { key, label, values, differs: rowDiffers(key, values) };
  });
}

/** Equipment as yes/no per car, the features most cars share first. */
function equipmentRows(cars: readonly Pick<Vehicle, "standardEquipment">[]): CompareRow[] {
  const lists = cars.map((c) => featureList(c));
  const sets = lists.map((l) => new Set(l.map((f) => f.toLowerCase())));
  const names = new Map<string, string>();
  for (const l of lists) for (const f of l) if (!names.has(f.toLowerCase())) names.set(f.toLowerCase(), f);
  const shared = (k: string) => sets.filter((s) => s.has(k)).length;
  return [...names.keys()]
    .map((k, i) => ({ k, i, n: shared(k) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map(({ k }) => {
      const values = sets.map((s) => (s.has(k) ? "Yes" : null));
      return { key: `feature:${k}`, label: names.get(k)!, values, differs: rowDiffers(k, values) };
    });
}

export function compareView(cars: readonly Vehicle[], cards: readonly CardView[], locations: readonly string[]): CompareView {
  const rows = cars.map((c) => keyInformationRows(c));
  const key = rows.map((r) => r.filter((x) => !isSpecificationRow(x.key)));
  const specs = rows.map((r) => r.filter((x) => isSpecificationRow(x.key)));
  const sections: CompareSection[] = [
    { id: "key", title: "Key information", rows: unionRows(key) },
    { id: "specs", title: "Specifications", rows: unionRows(specs) },
    { id: "equipment", title: "Equipment", rows: equipmentRows(cars) },
  ];
  return { cards: [...cards], locations: [...locations], sections: sections.filter((s) => s.rows.length > 0) };
}
