import { getTableColumns } from "drizzle-orm";
import { simpleSpecs, type VehicleData } from "~/domain/vehicle/vehicle";
import { vehicles, type NewVehicleRow } from "../db/schema.server";

/**
 * The `vehicles` columns a stock import writes, derived from the Drizzle table
 * (app/server/db/schema.server.ts), so the schema is the one list of them: a
 * column added there must be filled in `vehicleColumns` (the type requires it)
 * and is written by the import's SQL without another edit.
 */

/** Never written by an import: the id is the database's, views are counted by the page. */
const NOT_WRITTEN = ["id", "views"] as const;
type WrittenKey = Exclude<keyof NewVehicleRow, (typeof NOT_WRITTEN)[number]>;

/** One vehicle's written columns by Drizzle property name, every one present. */
export type WrittenVehicle = { [K in WrittenKey]-?: Exclude<NewVehicleRow[K], undefined> };

/** The written columns in table order: property name, SQL name and SQL type. */
export const WRITTEN_COLUMNS: readonly { key: WrittenKey; name: string; type: string }[] = Object.entries(
  getTableColumns(vehicles),
)
  .filter(([key]) => !(NOT_WRITTEN as readonly string[]).includes(key))
  .map(([key, column]) => ({ key: key as WrittenKey, name: column.name, type: column.getSQLType() }));

/**
 * The typed columns are derived from the validated feed record, which is kept
 * whole in `data` (the source of truth for pages).
 */
export function vehicleColumns(
  tenantId: number,
  feedKey: string,
  data: VehicleData,
  slug: string,
  revision: number,
  now: Date,
): WrittenVehicle {
  return {
    tenantId,
    feedKey,
    slug,
    stocknum: data.stocknum ?? null,
    vin: data.vin ?? null,
    status: data.status,
    carType: data.car_type,
    itemType: data.item_type,
    make: data.make,
    model: data.model,
    badge: data.badge ?? null,
    series: data.series ?? null,
    year: data.year,
    price: data.price,
    km: data.km,
    colour: data.colour ?? null,
    ...simpleSpecs(data),
    seats: data.seats ?? null,
    certified: data.certified,
    reserved: data.reserved,
    tag: data.tag ?? null,
    showOnDealerWebsite: data.show_on_dealer_website,
    customRank: data.custom_rank,
    locationId: data.location_id ?? null,
    photosCount: data.images.length,
    subscriptionPrice: data.subscription_price ?? null,
    weeklyPrice: data.youxQuote?.weeklyRepaymentAmount ?? null,
    data,
    createdAt: data.created_at ?? now,
    updatedAt: now,
    soldAt: data.status === "sold" ? now : null,
    lastSeenAt: now,
    revision,
  };
}

/** The same row keyed by SQL column name, as SQL (jsonb_to_recordset, COPY) reads it. */
export function bySqlName(row: WrittenVehicle): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of WRITTEN_COLUMNS) out[c.name] = row[c.key];
  return out;
}
