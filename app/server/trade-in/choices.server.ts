import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { YEAR_REACH } from "~/domain/vehicle/market-comparables";
import { vehicles } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/**
 * The lists a shopper picks their car from when no registration lookup is
 * configured (issue 20 item 2): years, makes, then models with their badges,
 * built from the platform's own stock across tenants — the cars the
 * valuation's comparables come from (market-comparables.ts: used and demo
 * cars on the market), so every choice listed is one the market can speak
 * to. A car not in the lists is offered an enquiry instead.
 */

/** The market's used and demo cars, as the comparables query reads them. */
const onMarket = () =>
  and(
    sql`${vehicles.status} <> 'sold'`,
    eq(vehicles.showOnDealerWebsite, true),
    gt(vehicles.price, 10),
    ne(vehicles.carType, "new"),
  );

export interface YearMakeChoices {
  years: number[];
  makes: string[];
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}
/** The stock changes by feed imports, not by the second: the lists are kept a few minutes per process. */
const TTL_MS = 5 * 60_000;
let yearMake: Cached<YearMakeChoices> | null = null;

export function yearMakeChoices(db: DbOrTx, now = Date.now()): Promise<YearMakeChoices> {
  if (yearMake && now - yearMake.at < TTL_MS) return yearMake.value;
  const value = (async () => {
    const [years, makes] = await Promise.all([
      db
        .select({ year: vehicles.year })
        .from(vehicles)
        .where(onMarket())
        .groupBy(vehicles.year)
        .orderBy(sql`${vehicles.year} desc`),
      // One spelling per make (feeds differ in case): the most common.
      db
        .select({ make: sql<string>`mode() within group (order by ${vehicles.make})` })
        .from(vehicles)
        .where(onMarket())
        .groupBy(sql`lower(${vehicles.make})`)
        .orderBy(sql`lower(${vehicles.make})`),
    ]);
    return { years: years.map((r) => r.year), makes: makes.map((r) => r.make) };
  })();
  yearMake = { at: now, value };
  value.catch(() => {
    if (yearMake?.value === value) yearMake = null;
  });
  return value;
}

export interface ModelChoice {
  model: string;
  badge: string | null;
  series: string | null;
}

/**
 * The models and badges of a make listed within YEAR_REACH model years of the
 * shopper's year (the widest the comparables reach), by model then badge.
 */
export async function modelChoices(db: DbOrTx, make: string, year: number): Promise<ModelChoice[]> {
  const rows = await db
    .select({
      model: sql<string>`min(${vehicles.model})`,
      badge: sql<string | null>`min(${vehicles.badge})`,
      series: sql<string | null>`min(${vehicles.series})`,
    })
    .from(vehicles)
    .where(
      and(
        onMarket(),
        sql`lower(${vehicles.make}) = ${make.toLowerCase()}`,
        sql`${vehicles.year} between ${year - YEAR_REACH} and ${year + YEAR_REACH}`,
      ),
    )
    .groupBy(sql`lower(${vehicles.model})`, sql`coalesce(lower(${vehicles.badge}), '')`)
    .orderBy(asc(sql`lower(min(${vehicles.model}))`), asc(sql`coalesce(lower(min(${vehicles.badge})), '')`));
  return rows;
}
