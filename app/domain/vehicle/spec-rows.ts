import type { Vehicle } from "./vehicle";

/**
 * The vehicle page's Key information and Features (spec 01 §2, §9).
 */

/** Spec 01 §9: "Feature list initial 8; key info 4". */
export const KEY_INFO_INITIAL = 4;
export const FEATURES_INITIAL = 8;

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

type SpecValue = string | number | boolean | null | undefined;

/**
 * Spec 01 §2: "Spec rows with empty, null or 'null' values are hidden."
 * (undefined, blank text and NaN count as empty too).
 */
export function isShownValue(v: SpecValue): boolean {
  if (v == null) return false;
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v === "boolean") return true;
  const t = v.trim();
  return t !== "" && t.toLowerCase() !== "null" && t.toLowerCase() !== "undefined";
}

const int = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const dec = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

function withUnit(v: number | null | undefined, unit: string, fmt: Intl.NumberFormat = int): string | null {
  return v == null || !Number.isFinite(v) ? null : `${fmt.format(v)}${unit}`;
}

function capitalise(s: string | null | undefined): string | null {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : null;
}

/** Labels for the free-form `specifications` record (caravans, trucks): spec 01 §3. */
// A Map: the keys come from feeds, and a key named '__proto__' must get no label, not Object.prototype.
const SPECIFICATION_LABELS: ReadonlyMap<string, string> = new Map([
  ["body_width", "Body width"],
  ["body_length", "Body length"],
  ["tare_weight", "Tare weight"],
  ["axle_type", "Axle type"],
  ["sleeps", "Sleeps"],
  ["aggregate_trailer_mass", "Aggregate trailer mass"],
]);

function humanise(key: string): string {
  return SPECIFICATION_LABELS.get(key) ?? capitalise(key.replace(/_/g, " "))!;
}

/**
 * Every Key information row of a vehicle in display order, the empty ones
 * already dropped. The first four are what a shopper asks first: odometer,
 * body, transmission, fuel.
 */
export function keyInformationRows(v: Vehicle): SpecRow[] {
  const variant = v.variant ?? {};
  const engineLitres = v.engine_size_litres ?? variant.enginesize_litres ?? null;
  const cylinders = variant.cylinders ?? null;
  const engine = [
    engineLitres != null && engineLitres > 0 ? `${dec.format(engineLitres)}L` : null,
    cylinders ? `${cylinders} cyl` : null,
    variant.induction ?? null,
  ]
    .filter(Boolean)
    .join(" ");
  const candidates: [string, string, SpecValue][] = [
    ["km", "Odometer", withUnit(v.km, " km")],
    ["body", "Body", v.bodyconfiguration ?? v.simple_body ?? variant.bodyconfiguration],
    ["transmission", "Transmission", v.trans ?? v.simple_transmission ?? variant.geartype],
    ["fuel", "Fuel type", v.fuel ?? v.simple_fuel],
    ["engine", "Engine", engine],
    ["drive", "Drive type", v.drive ?? v.simple_drive],
    ["colour", "Exterior colour", v.colour],
    ["interior_colour", "Interior colour", v.interior_colour],
    ["seats", "Seats", v.seats],
    ["doors", "Doors", v.doors],
    ["gearnum", "Gears", v.gearnum],
    ["fuel_consumption", "Fuel consumption (combined)", withUnit(variant.fuelconsumptioncombined, " L/100km", dec)],
    ["fuel_capacity", "Fuel capacity", withUnit(variant.fuelcapacity, " L")],
    ["torque", "Torque", variant.torque],
    ["towing", "Towing capacity (braked)", withUnit(variant.towingcapacitybraked, " kg")],
    ["gvm", "Gross vehicle mass", withUnit(variant.grossvehiclemass, " kg")],
    ["length", "Length", withUnit(variant.vehiclelength, " mm")],
    ["width", "Width", withUnit(variant.vehiclewidth, " mm")],
    ["height", "Height", withUnit(variant.vehicleheight, " mm")],
    ["ancap", "ANCAP rating", variant.ancaprating == null ? null : `${variant.ancaprating} stars`],
    ["condition", "Condition", capitalise(v.car_type)],
    ["stocknum", "Stock number", v.stocknum],
    ["vin", "VIN", v.vin],
    ["regplate", "Registration", v.regplate],
    ["rego_expiry", "Registration expiry", v.rego_expiry],
    ["build_date", "Build date", v.build_date],
    ["compliance_date", "Compliance date", v.compliance_date],
  ];
  for (const [key, value] of Object.entries(v.specifications ?? {})) candidates.push([`spec_${key}`, humanise(key), value]);
  return candidates
    .filter(([, , value]) => isShownValue(value))
    .map(([key, label, value]) => ({ key, label, value: String(value) }));
}

/** The feature list, blanks and repeats removed (spec 01 §2 "Feature list with Show All / Hide"). */
export function featureList(v: Pick<Vehicle, "standardEquipment">): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of v.standardEquipment ?? []) {
    if (!isShownValue(f)) continue;
    const k = f.trim().toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(f.trim());
  }
  return out;
}

/** Spec 01 §2: "Details box headed with the vehicle type and year, make, model, badge, series." */
export function detailsHeading(v: Pick<Vehicle, "car_type" | "year" | "make" | "model" | "badge" | "series">): string {
  const type = capitalise(v.car_type);
  return [type, v.year, v.make, v.model, v.badge, v.series].filter((p) => isShownValue(p as SpecValue)).join(" ");
}
