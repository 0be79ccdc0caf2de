import type { CarType, StockStatus } from "./vehicle";

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
