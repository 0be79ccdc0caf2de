import { vehicleTitle, type CarType, type StockStatus, type Vehicle } from "../vehicle/vehicle";

/**
 * What a search card shows of a vehicle (spec 01 §4 card; spec 02 §2 'Search
 * cards'): a search hit trimmed to these fields, so a listing page sends the
 * browser only what it draws.
 */
export interface CardVehicle {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: number;
  price_type: string | null;
  before_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  car_type: CarType;
  status: StockStatus;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  km: number;
  fuel: string | null;
  simple_fuel: string | null;
  simple_transmission: string | null;
  simple_body: string | null;
  primary_image_url: string | null;
  photos_count: number;
  created_at: string;
}

const FIELDS = [
  "id",
  "slug",
  "path",
  "name",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "price",
  "price_type",
  "before_price",
  "subscription_price",
  "preorder",
  "car_type",
  "status",
  "reserved",
  "tag",
  "certified",
  "km",
  "fuel",
  "simple_fuel",
  "simple_transmission",
  "simple_body",
  "primary_image_url",
  "photos_count",
  "created_at",
] as const satisfies readonly (keyof CardVehicle)[];

export function toCardVehicle(hit: CardVehicle): CardVehicle {
  const out = {} as Record<string, unknown>;
  for (const f of FIELDS) out[f] = hit[f];
  return out as unknown as CardVehicle;
}

/**
 * A stored vehicle as a card shows it: the search index's hits
 * (app/server/search/document.server.ts) and the pages that list cars by id
 * (compare, favourites) alike. A vehicle without a name is named by its year,
 * make and model, what a search card shows (spec 02 §2 'Search cards').
 */
export function vehicleCard(v: Vehicle): CardVehicle {
  return {
    id: v.id,
    slug: v.slug,
    path: v.path,
    name: v.name ?? vehicleTitle(v),
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge ?? null,
    series: v.series ?? null,
    price: v.price,
    price_type: v.price_type ?? null,
    before_price: v.before_price ?? null,
    subscription_price: v.subscription_price ?? null,
    preorder: v.preorder,
    car_type: v.car_type,
    status: v.status,
    reserved: v.reserved,
    tag: v.tag ?? null,
    certified: v.certified,
    km: v.km,
    fuel: v.fuel ?? null,
    simple_fuel: v.simple_fuel ?? null,
    simple_transmission: v.simple_transmission ?? null,
    simple_body: v.simple_body ?? null,
    primary_image_url: v.primary_image_url ?? v.images[0]?.image ?? null,
    photos_count: v.photos_count,
    created_at: v.created_at.toISOString(),
  };
}
