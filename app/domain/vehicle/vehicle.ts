import { z } from "zod";
import { slugify } from "../navigation/slug";
import { optionalVehicleUrlSchema, vehicleUrlSchema } from "./media-urls";

/**
 * A vehicle as dealers send it (spec 01 §3 'Vehicle'). Field names are the
 * spec's own so a feed row, the stored record and a search hit read alike.
 * The platform assigns id, slug and path; location details come from the
 * tenant config through location_id.
 */

export const CAR_TYPES = ["new", "demo", "used"] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const STOCK_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

const text = z.string().trim().max(2000);
const shortText = z.string().trim().max(200);
const optionalText = shortText.nullish();
const money = z.number().finite().min(0).max(100_000_000);
const count = z.number().int().min(0);

// Every address below follows one rule: https: or a path on the site (media-urls.ts).
const imageSchema = z.object({
  image: vehicleUrlSchema,
  thumb: optionalVehicleUrlSchema,
});
export type VehicleImage = z.infer<typeof imageSchema>;

const hotspotSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  // The spin frame the hotspot belongs to (exterior); interior hotspots have none.
  frame: count.nullish(),
  title: shortText,
  description: text.nullish(),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

export const variantSchema = z
  .object({
    cylinders: count.nullish(),
    enginesize: z.number().nullish(),
    enginesize_litres: z.number().nullish(),
    induction: optionalText,
    fuelconsumptioncombined: z.number().min(0).max(100).nullish(),
    fuelcapacity: z.number().nullish(),
    grossvehiclemass: z.number().nullish(),
    vehiclelength: z.number().nullish(),
    vehicleheight: z.number().nullish(),
    vehiclewidth: z.number().nullish(),
    towingcapacitybraked: z.number().nullish(),
    torque: optionalText,
    bodyconfiguration: optionalText,
    ancaprating: z.number().min(0).max(5).nullish(),
    geartype: optionalText,
  })
  .partial();

export const vehicleInputSchema = z.object({
  // identity and text
  // Some dealer systems send stock numbers as JSON numbers.
  stocknum: z
    .union([z.number().int().transform(String), z.string()])
    .pipe(shortText.min(1))
    .nullish(),
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i, "must be 11 to 17 letters and digits (no I, O or Q)")
    .nullish(),
  name: optionalText,
  year: z.number().int().min(1900).max(2100),
  make: shortText.min(1),
  model: shortText.min(1),
  badge: optionalText,
  series: optionalText,
  carsales_title: optionalText,
  item_type: z.string().trim().min(1).max(50).default("car"),
  // appearance and spec
  colour: optionalText,
  interior_colour: optionalText,
  gearnum: count.nullish(),
  simple_transmission: optionalText,
  trans: optionalText,
  bodyconfiguration: optionalText,
  simple_body: optionalText,
  simple_drive: optionalText,
  drive: optionalText,
  simple_fuel: optionalText,
  fuel: optionalText,
  seats: count.max(100).nullish(),
  doors: count.max(10).nullish(),
  engine_size: z.number().min(0).nullish(),
  engine_size_litres: z.number().min(0).max(30).nullish(),
  km: count.max(5_000_000).default(0),
  // price
  price: money.default(0),
  price_type: optionalText,
  before_price: money.nullish(),
  offer_price: money.nullish(),
  subscription_price: money.nullish(),
  preorder: z.boolean().default(false),
  // status
  car_type: z.enum(CAR_TYPES),
  status: z.enum(STOCK_STATUSES).default("in_stock"),
  reserved: z.boolean().default(false),
  tag: optionalText,
  certified: z.boolean().default(false),
  created_at: z.coerce.date().nullish(),
  show_on_dealer_website: z.boolean().default(true),
  custom_rank: z.number().finite().default(0),
  // identifiers and dates
  nvic: optionalText,
  regplate: optionalText,
  rego_expiry: optionalText,
  build_date: optionalText,
  compliance_date: optionalText,
  private_suburb: optionalText,
  private_postcode: z
    .string()
    .regex(/^\d{4}$/, "must be 4 digits")
    .nullish(),
  // media
  images: z.array(imageSchema).max(200).default([]),
  primary_image_url: optionalVehicleUrlSchema,
  video_url: optionalVehicleUrlSchema,
  external_video_url: optionalVehicleUrlSchema,
  spin_images: z.array(vehicleUrlSchema).max(400).default([]),
  spin_interior_image: optionalVehicleUrlSchema,
  spin_code: optionalText,
  hotspots: z
    .object({ exterior: z.array(hotspotSchema).default([]), interior: z.array(hotspotSchema).default([]) })
    .default({ exterior: [], interior: [] }),
  // Spec 01 §3 'file (history report link)'.
  file: optionalVehicleUrlSchema,
  // location: an id of one of the tenant's configured locations
  location_id: z.union([z.string(), z.number()]).transform(String).nullish(),
  // text and equipment
  dealercomments: z.string().max(20_000).nullish(),
  standardEquipment: z.array(shortText).max(500).default([]),
  specifications: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
  categories: z.array(shortText).max(50).default([]),
  filtered_features: z.array(shortText).max(100).default([]),
  variant: variantSchema.default({}),
  // market and finance data
  autograb_data: z.object({ average_market_price: money.nullish(), state_average_market_price: money.nullish() }).nullish(),
  finance_lenders: z.record(z.string(), z.unknown()).nullish(),
  youxQuote: z.object({ weeklyRepaymentAmount: money, advertisedRate: z.number(), comparisonRate: z.number() }).nullish(),
});

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleData = z.output<typeof vehicleInputSchema>;

/** A stored vehicle: the feed's data plus what the platform keeps about it. */
export type Vehicle = VehicleData & {
  id: number;
  tenant_id: number;
  slug: string;
  path: string;
  photos_count: number;
  views: number;
  created_at: Date;
  updated_at: Date;
  sold_at: Date | null;
  last_seen_at: Date;
};

/** The key a feed row is matched on within its tenant: stocknum, else VIN. */
export function feedKey(v: Pick<VehicleData, "stocknum" | "vin">): string | null {
  if (v.stocknum) return `S:${v.stocknum.toUpperCase()}`;
  if (v.vin) return `V:${v.vin.toUpperCase()}`;
  return null;
}

/**
 * The shopper-facing body, fuel, transmission and drive of a vehicle: the
 * feed's simplified values (spec 01 §3 simple_*), fuel falling back to the raw
 * one. Stored as typed columns and indexed as facets, from this one place.
 */
export function simpleSpecs(
  v: Pick<VehicleData, "simple_body" | "simple_fuel" | "fuel" | "simple_transmission" | "simple_drive">,
): {
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
} {
  return {
    body: v.simple_body ?? null,
    fuel: v.simple_fuel ?? v.fuel ?? null,
    transmission: v.simple_transmission ?? null,
    drive: v.simple_drive ?? null,
  };
}

export function isInStock(status: StockStatus): boolean {
  return status === "in_stock" || status === "coming_soon";
}

/** "2021 Toyota RAV4 GX" — the name used on cards, titles and breadcrumbs. */
export function vehicleTitle(v: Pick<VehicleData, "year" | "make" | "model">): string {
  return `${v.year} ${v.make} ${v.model}`;
}

export { slugify } from "../navigation/slug";

/**
 * The longest vehicle slug, and so the longest the vehicle page accepts
 * (issue 8: make, model and badge may be 200 characters each, so the words
 * are cut to fit rather than the page refusing the car's own address).
 */
export const VEHICLE_SLUG_MAX = 200;
/** Kept free for the "-N" that makes a taken slug unique (up to 7 digits). */
const UNIQUE_SUFFIX_ROOM = 8;
/** The stock number (else VIN) part: long enough for any real one, short enough to leave room for words. */
const SLUG_ID_MAX = 60;

/**
 * A readable, stable slug: year-make-model-badge-stocknum, the words cut at a
 * word boundary so that, with the stock number kept and room left for
 * uniqueVehicleSlug's suffix, it is never longer than VEHICLE_SLUG_MAX.
 */
export function vehicleSlug(v: Pick<VehicleData, "year" | "make" | "model" | "badge" | "stocknum" | "vin">): string {
  const id = truncateSlug(slugify(v.stocknum ?? v.vin ?? ""), SLUG_ID_MAX);
  const room = VEHICLE_SLUG_MAX - UNIQUE_SUFFIX_ROOM - (id ? id.length + 1 : 0);
  const words = truncateSlug(slugify([v.year, v.make, v.model, v.badge ?? ""].join(" ")), room);
  return [words, id].filter(Boolean).join("-");
}

/** The slug cut to at most `max` characters at its last whole word (mid-word only for a single long word). */
export function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const lastHyphen = slug.lastIndexOf("-", max);
  return (lastHyphen > 0 ? slug.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, "");
}

/**
 * The base slug, or the base with "-2", "-3", ... when a vehicle of the tenant
 * already has it; the taken set is updated. At most VEHICLE_SLUG_MAX long for a
 * base from vehicleSlug.
 */
export function uniqueVehicleSlug(base: string, taken: Set<string>): string {
  const root = base || "vehicle";
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}
