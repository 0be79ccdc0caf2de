import { and, eq, gt, ne, sql } from "drizzle-orm";
import {
  compareCandidates,
  key,
  MAX_COMPARABLES,
  SERIES_TIER,
  YEAR_REACH,
  type Candidate,
  type MarketCar,
} from "~/domain/vehicle/market-comparables";
import { estimateMarketPrice } from "~/domain/vehicle/market-estimate";
import type { PriceComparison } from "~/domain/vehicle/market-price";
import { DRIVE_AWAY_PATTERN, EXCL_GOVT_PATTERN, priceBasisOf } from "~/domain/vehicle/on-road-costs";
import { displayPrice } from "~/domain/vehicle/price-display";
import { AU_STATES, type TenantConfig } from "~/domain/tenant/tenant-config";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { DbOrTx } from "../tenants/repository.server";
import { tenants, vehicles } from "../db/schema.server";

/**
 * The price comparison behind GET {vehicle path}/autogauge (spec 01 §7),
 * computed from the platform's stock across tenants (issue 9: the market is
 * the market). Null is the empty answer (no listing price, or too few
 * comparables even widened). The rules: app/domain/vehicle/market-comparables.ts and
 * market-estimate.ts; the method: docs/market-price.md.
 */
export async function computeMarketPrice(db: DbOrTx, config: TenantConfig, v: Vehicle): Promise<PriceComparison | null> {
  const shown = displayPrice(v, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.texts.noPriceText,
  });
  const listingPrice = shown.kind === "price" || shown.kind === "reduced" ? shown.amount : v.price;
  if (!(listingPrice > 10)) return null;
  const subject = marketCarOf(config, v, listingPrice);
  const estimate = estimateMarketPrice(subject, listingPrice, await findCandidates(db, subject));
  return estimate?.comparison ?? null;
}

function marketCarOf(config: TenantConfig, v: Vehicle, price: number): MarketCar {
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    badge: v.badge ?? null,
    series: v.series ?? null,
    year: v.year,
    km: v.km,
    carType: v.car_type,
    price,
    priceType: v.price_type ?? null,
    state: config.locations.find((l) => l.id === v.location_id)?.address.state ?? null,
    fuel: v.simple_fuel ?? v.fuel ?? null,
    cylinders: v.variant?.cylinders ?? null,
  };
}

/** The subject's candidates, closest first: rankCandidates (app/domain/vehicle/market-comparables.ts) in SQL. */
export async function findCandidates(db: DbOrTx, subject: MarketCar): Promise<Candidate[]> {
  const rows = await candidatesQuery(db, subject);
  return rows
    .map((row): Candidate => {
      const offer = Number(row.offerPrice ?? 0);
      return {
        id: Number(row.id),
        make: row.make,
        model: row.model,
        badge: row.badge,
        series: row.series,
        year: row.year,
        km: row.km,
        carType: row.carType,
        // The asking price: the reduced price when there is one (spec 01 §4 display priority).
        price: offer > 0 ? offer : row.price,
        priceType: row.priceType,
        state: AU_STATES.find((s) => s === row.state) ?? null,
        fuel: row.fuel,
        cylinders: row.cylinders == null ? null : Number(row.cylinders),
        tier: Number(row.tier),
      };
    })
    .sort((a, b) => compareCandidates(subject, a, b));
}

/**
 * The comparables query. The `vehicles_market` index (schema.server.ts) finds
 * the make and model's unsold cars within YEAR_REACH model years; the order
 * and the limit are the database's, so the work is bounded by that index
 * range, never cut short by an arbitrary cap. The feed record (`data`, jsonb)
 * is read once per scanned car, for its price basis; the rest of it only for
 * the cars chosen.
 */
export function candidatesQuery(db: DbOrTx, subject: MarketCar) {
  const dy = sql<number>`abs(${vehicles.year} - ${subject.year})`;
  const sameBadge = sql`coalesce(lower(${vehicles.badge}), '') = ${key(subject.badge)}`;
  const tier = sql<number>`(case when ${sameBadge} then ${dy} else ${SERIES_TIER} end)`;
  const basisStated = sql`coalesce(${vehicles.data}->>'price_type', '') ~* ${`(${DRIVE_AWAY_PATTERN})|(${EXCL_GOVT_PATTERN})`}`;
  const ranked = db
    .select({ id: vehicles.id, tier: tier.as("tier") })
    .from(vehicles)
    .where(
      and(
        // The index's expressions and predicate, as written in schema.server.ts.
        sql`lower(${vehicles.make}) = ${key(subject.make)}`,
        sql`lower(${vehicles.model}) = ${key(subject.model)}`,
        sql`${vehicles.year} between ${subject.year - YEAR_REACH} and ${subject.year + YEAR_REACH}`,
        sql`${vehicles.status} <> 'sold'`,
        eq(vehicles.showOnDealerWebsite, true),
        gt(vehicles.price, 10),
        ne(vehicles.id, subject.id),
        subject.carType === "new" ? eq(vehicles.carType, "new") : ne(vehicles.carType, "new"),
        priceBasisOf(subject.priceType) ? basisStated : sql`not (${basisStated})`,
        sql`(${sameBadge} or coalesce(lower(${vehicles.series}), '') = ${key(subject.series)})`,
      ),
    )
    .orderBy(tier, dy, sql`abs(${vehicles.km} - ${subject.km})`, vehicles.id)
    .limit(MAX_COMPARABLES)
    .as("ranked");
  // The state of each comparable's location, from its own tenant's config, for its on-road costs.
  const state = sql<string | null>`(
    select l->'address'->>'state' from jsonb_array_elements(${tenants.config}->'locations') l
    where l->>'id' = ${vehicles.locationId} limit 1)`;
  return db
    .select({
      id: vehicles.id,
      tier: ranked.tier,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      year: vehicles.year,
      km: vehicles.km,
      carType: vehicles.carType,
      price: vehicles.price,
      offerPrice: sql<number | null>`(${vehicles.data}->>'offer_price')::float8`,
      priceType: sql<string | null>`${vehicles.data}->>'price_type'`,
      fuel: vehicles.fuel,
      cylinders: sql<number | null>`(${vehicles.data}->'variant'->>'cylinders')::int`,
      state,
    })
    .from(ranked)
    .innerJoin(vehicles, eq(vehicles.id, ranked.id))
    .innerJoin(tenants, eq(tenants.id, vehicles.tenantId));
}
