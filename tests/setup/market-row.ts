import type { MarketRow } from "~/domain/vehicle/market-comparables";

let nextId = 100;
/** A car on the market (app/domain/vehicle/market-comparables.ts): a 2023 Ford Ranger XL 4x4, drive away, in WA; override what a test is about. */
export function marketRow(overrides: Partial<MarketRow> = {}): MarketRow {
  return {
    id: nextId++,
    make: "Ford",
    model: "Ranger",
    badge: "XL 4x4",
    series: "PY",
    year: 2023,
    km: 40_000,
    carType: "used",
    price: 39_990,
    priceType: "Drive Away",
    state: "WA",
    fuel: "Diesel",
    cylinders: 4,
    status: "in_stock",
    showOnDealerWebsite: true,
    ...overrides,
    listedPrice: overrides.listedPrice ?? overrides.price ?? 39_990,
  };
}
