/**
 * The budget finder's body selector (spec 02 §9 'body selector limit 4 (20
 * when custom)'; §7 'facets simple_body ... sorts count desc, name desc').
 *
 * By default the selector offers the four body types the stock holds most of
 * (the body facet, most cars first, then by name descending). A dealer may
 * name its own list of spec 02 §9 body types instead (config
 * `budget_finder.body_types`, up to 20), shown in its order. Each choice
 * knows the listing filter it stands for and what its cars are called ('No
 * SUVs found for this budget', spec 02 §8 'No {car type}s found for this budget').
 */
import { BODY_LABELS, BODY_TYPES, bodySlug, type BodyType } from "../model-range/body-types";
import { sameFacetValue } from "../search/facet-value-key";
import type { ValueFacet } from "../search/facets";
import type { ItemNoun } from "../search/item-nouns";

export const BODY_SELECTOR_LIMIT = { default: 4, custom: 20 } as const;

export interface BodyOption {
  /** What the page's `body` parameter carries: the stock's value, or a configured type's slug. */
  key: string;
  label: string;
  noun: ItemNoun;
  /** The listing filter it stands for. */
  filters: Partial<Record<ValueFacet, string[]>>;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** What each spec 02 §9 body type's cars are called. */
export const BODY_NOUNS: Record<BodyType, ItemNoun> = {
  "4x4": { one: "4x4", many: "4x4s" },
  bus: { one: "bus", many: "buses" },
  cabChassis: { one: "cab chassis", many: "cab chassis" },
  convertible: { one: "convertible", many: "convertibles" },
  coupe: { one: "coupe", many: "coupes" },
  ev: { one: "electric car", many: "electric cars" },
  hardtop: { one: "hardtop", many: "hardtops" },
  hatch: { one: "hatch", many: "hatches" },
  hatchback: { one: "hatchback", many: "hatchbacks" },
  motorhome: { one: "motorhome", many: "motorhomes" },
  lightTruck: { one: "light truck", many: "light trucks" },
  peopleMover: { one: "people mover", many: "people movers" },
  prestige: { one: "prestige car", many: "prestige cars" },
  sedan: { one: "sedan", many: "sedans" },
  softtop: { one: "soft top", many: "soft tops" },
  suv: { one: "SUV", many: "SUVs" },
  ute: { one: "ute", many: "utes" },
  van: { one: "van", many: "vans" },
  wagon: { one: "wagon", many: "wagons" },
  stationWagon: { one: "station wagon", many: "station wagons" },
};

/** The noun for a body value as the stock spells it: a spec body type's own, else the value as a plural. */
export function bodyNoun(value: string): ItemNoun {
  const type = BODY_TYPES.find((t) => sameFacetValue(BODY_LABELS[t], value));
  if (type) return BODY_NOUNS[type];
  const word = value.trim();
  // An acronym keeps its capitals ('MPV' -> 'MPVs'); a word is lower-cased ('Roadster' -> 'roadsters').
  const one = word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase();
  return { one, many: /(s|x|ch|sh)$/i.test(one) ? `${one}es` : `${one}s` };
}

/** Spec 02 §7 'sorts count desc, name desc'. */
const byCountThenNameDesc = (a: FacetCount, b: FacetCount) => b.count - a.count || b.value.localeCompare(a.value);

/**
 * The default selector: the stock's four most common bodies. A body the
 * shopper chose that is not among them (a link, the no-JavaScript form) is
 * added, so the choice stays visible.
 */
export function stockBodyOptions(values: readonly FacetCount[], chosen: string | null): BodyOption[] {
  const inStock = values.filter((v) => v.count > 0 && v.value.trim()).sort(byCountThenNameDesc);
  const shown = inStock.slice(0, BODY_SELECTOR_LIMIT.default);
  const extra = chosen ? inStock.find((v) => sameFacetValue(v.value, chosen)) : undefined;
  if (extra && !shown.includes(extra)) shown.push(extra);
  return shown.map((v) => ({ key: v.value, label: v.value, noun: bodyNoun(v.value), filters: { body: [v.value] } }));
}

/** A configured body type's listing filter: its label as the body value; 'ev' is a fuel, not a body shape. */
function bodyTypeFilters(type: BodyType): BodyOption["filters"] {
  return type === "ev" ? { fuel: ["Electric"] } : { body: [BODY_LABELS[type]] };
}

/** The dealer's own selector (spec 02 §9 '20 when custom'), in its order. */
export function customBodyOptions(types: readonly BodyType[]): BodyOption[] {
  return types.slice(0, BODY_SELECTOR_LIMIT.custom).map((type) => ({
    key: bodySlug(type),
    label: BODY_LABELS[type],
    noun: BODY_NOUNS[type],
    filters: bodyTypeFilters(type),
  }));
}

/** The selector for a site: its configured list, else the stock's four. */
export function bodyOptions(
  configured: readonly BodyType[] | null | undefined,
  stockBodies: readonly FacetCount[],
  chosen: string | null,
): BodyOption[] {
  return configured?.length ? customBodyOptions(configured) : stockBodyOptions(stockBodies, chosen);
}

/** The option a `body` parameter names by key or label (case forgiven), or null: an unknown body searches every body. */
export function findBodyOption(options: readonly BodyOption[], key: string | null): BodyOption | null {
  if (!key) return null;
  return options.find((o) => sameFacetValue(o.key, key) || sameFacetValue(o.label, key)) ?? null;
}
