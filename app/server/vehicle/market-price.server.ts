import { and, eq, gt, gte, isNull, lte, or, sql } from "drizzle-orm";
import { estimateMarketPrice, kmWindow, YEAR_WINDOW } from "~/domain/market-estimate";
import type { PriceComparison } from "~/domain/market-price";
import { displayPrice } from "~/domain/price-display";
import type { TenantConfig } from "~/domain/tenant-config";
import type { Vehicle } from "~/domain/vehicle";
import type { DbOrTx } from "../tenants/repository.server";
import { vehicles } from "../db/schema.server";

/** Sold cars inform the market for this long after their sale (docs/market-price.md). */
export const SOLD_LOOKBACK_DAYS = 180;
/** The most comparables read for one estimate. */
const MAX_CANDIDATES = 200;

/**
 * The price comparison behind GET {vehicle path}/autogauge (spec 01 §7),
 * computed from the tenant's own stock: same make and model, nearby year and
 * km, in stock or sold recently. Null is the empty answer (too few comparables
 * or no listing price). The method: docs/market-price.md.
 */
export async function computeMarketPrice(
  db: DbOrTx,
  config: TenantConfig,
  v: Vehicle,
  now = new Date(),
): Promise<PriceComparison | null> {
  const shown = displayPrice(v, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.texts.noPriceText,
  });
  const listingPrice = shown.kind === "price" || shown.kind === "reduced" ? shown.amount : v.price;
  if (!(listingPrice > 10)) return null;
  const window = kmWindow(v.km);
  const soldSince = new Date(now.getTime() - SOLD_LOOKBACK_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      km: vehicles.km,
      price: vehicles.price,
      badge: vehicles.badge,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.tenantId, v.tenant_id),
        sql`lower(${vehicles.make}) = ${v.make.toLowerCase()}`,
        sql`lower(${vehicles.model}) = ${v.model.toLowerCase()}`,
        gte(vehicles.year, v.year - YEAR_WINDOW),
        lte(vehicles.year, v.year + YEAR_WINDOW),
        gte(vehicles.km, Math.max(0, Math.floor(v.km - window))),
        lte(vehicles.km, Math.ceil(v.km + window)),
        gt(vehicles.price, 10),
        or(sql`${vehicles.status} <> 'sold'`, isNull(vehicles.soldAt), gte(vehicles.soldAt, soldSince)),
      ),
    )
    .limit(MAX_CANDIDATES);
  return estimateMarketPrice(
    { id: v.id, make: v.make, model: v.model, year: v.year, km: v.km, price: listingPrice, badge: v.badge ?? null },
    listingPrice,
    rows,
  );
}
