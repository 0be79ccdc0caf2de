/**
 * The body types of spec 02 §9 ('Body types: 4x4, bus, cabChassis,
 * convertible, coupe, ev, hardtop, hatch, hatchback, motorhome, lightTruck,
 * peopleMover, prestige, sedan, softtop, suv, ute, van, wagon,
 * stationWagon'), as a model in the tenant's range is filed under one, and
 * the URL form of spec 02 §2 ('/models?body={body name lowercased and
 * hyphenated}'): cabChassis is cab-chassis, peopleMover is people-mover.
 */
export const BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** What a shopper reads for each body type. */
export const BODY_LABELS: Record<BodyType, string> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  ev: "Electric",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  prestige: "Prestige",
  sedan: "Sedan",
  softtop: "Soft Top",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
};

/** Spec 02 §2: the body name lowercased and hyphenated ("peopleMover" -> "people-mover", "4x4" -> "4x4"). */
export function bodySlug(body: BodyType): string {
  return body.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

const BY_SLUG: ReadonlyMap<string, BodyType> = new Map(BODY_TYPES.map((b) => [bodySlug(b), b]));

/** The body type a ?body= value names, or null when it names none of spec 02 §9's. Case and spaces are forgiven. */
export function bodyOfSlug(value: string): BodyType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return BY_SLUG.get(key) ?? null;
}
