import { isInStock, type CarType, type StockStatus } from "../../vehicle/vehicle";
import type { TradeInConfig } from "./trade-in-config";

/**
 * Where the valuation is offered (spec 01 §1 'trade-in' switch; §2
 * '/cars/trade-in?car_id={id}'; §4 'Trade-in button only when trade-in is
 * allowed for the car'): on a site with the feature, and on the vehicle page
 * of an in-stock car of the types the dealer takes trade-ins against.
 */
export interface TradeInSite {
  features: { trade_in: boolean };
  trade_in: Pick<TradeInConfig, "car_types">;
}

export function offersTradeIn(site: TradeInSite): boolean {
  return site.features.trade_in;
}

export function tradeInAllowedFor(site: TradeInSite, car: { car_type: CarType; status: StockStatus }): boolean {
  return offersTradeIn(site) && isInStock(car.status) && site.trade_in.car_types.includes(car.car_type);
}

/** The valuation's path for a car (spec 01 §2). */
export function tradeInHref(carId: number): string {
  return `/cars/trade-in?car_id=${carId}`;
}

/** The site-wide valuation's path (spec 02 §2 '/trade-in'). */
export const TRADE_IN_PATH = "/trade-in";
