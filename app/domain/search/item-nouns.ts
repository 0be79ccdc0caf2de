/**
 * What a listing calls its stock (spec 01 §1 'some tenants also trucks,
 * motorcycles or caravans'; §3 item_type): the item type's own noun when the
 * listing holds one kind, 'vehicles' when it holds several.
 */

export interface ItemNoun {
  one: string;
  many: string;
}

export const CARS: ItemNoun = { one: "car", many: "cars" };
export const VEHICLES: ItemNoun = { one: "vehicle", many: "vehicles" };

// A Map, not an object: an item type comes from the URL, and 'constructor' is no noun.
const NOUNS = new Map<string, ItemNoun>([
  ["car", CARS],
  ["motorcycle", { one: "motorcycle", many: "motorcycles" }],
  ["caravan", { one: "caravan", many: "caravans" }],
  ["truck", { one: "truck", many: "trucks" }],
]);

function nounOf(itemType: string): ItemNoun {
  const key = itemType.trim().toLowerCase();
  return NOUNS.get(key) ?? { one: key, many: key.endsWith("s") ? key : `${key}s` };
}

/** The noun for a set of item types: one kind names itself, several are vehicles, none are cars. */
export function itemNoun(itemTypes: readonly string[]): ItemNoun {
  const kinds = [...new Set(itemTypes.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (kinds.length === 0) return CARS;
  return kinds.length === 1 ? nounOf(kinds[0]) : VEHICLES;
}

/** "Cars", "Motorcycles": the noun as a heading word. */
export function headingNoun(noun: ItemNoun, count = 2): string {
  const word = count === 1 ? noun.one : noun.many;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "1 car", "12 motorcycles". */
export function countOf(count: number, noun: ItemNoun): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * The item types a listing holds: those its filter asks for, else those in
 * its results, else (no results) those of the tenant's whole stock.
 */
export function listingItemTypes(
  chosen: readonly string[] | undefined,
  inResults: readonly { value: string; count: number }[],
  inStock: readonly { value: string; count: number }[],
): string[] {
  // Only chosen types the stock has: a heading never repeats a made-up value from the URL.
  const known = chosen?.filter((c) => inStock.some((v) => v.value.trim().toLowerCase() === c.trim().toLowerCase()));
  if (known && known.length) return known;
  const present = inResults.filter((v) => v.count > 0).map((v) => v.value);
  return present.length ? present : inStock.filter((v) => v.count > 0).map((v) => v.value);
}
