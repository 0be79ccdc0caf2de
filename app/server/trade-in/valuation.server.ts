import { marketRange } from "~/domain/vehicle/market-estimate";
import type { AdjustmentAnswers } from "~/domain/buying-online/trade-in/adjustments";
import type { AuState, TradeInVehicle } from "~/domain/buying-online/trade-in/registration";
import { guidanceReason, tradeInSubject, valueTradeIn, type Valuation } from "~/domain/buying-online/trade-in/valuation";
import { primaryLocation, type TenantConfig } from "~/domain/tenant/tenant-config";
import type { DbOrTx } from "../tenants/repository.server";
import { findCandidates } from "../vehicle/market-price.server";

/**
 * The valuation of the shopper's car (issue 20 item 2): the vehicle page's
 * comparables query (market-price.server.ts: the platform's stock across
 * tenants) and market range, then the trade-in rules (valuation.ts). The
 * car is valued in the state it is registered in, else the dealer's.
 */
export async function valueShopperCar(
  db: DbOrTx,
  cfg: TenantConfig,
  input: { vehicle: TradeInVehicle; km: number; answers: AdjustmentAnswers; regoState?: AuState | null },
  now: Date,
): Promise<Valuation> {
  const year = now.getFullYear();
  // Spec 02 §9 first: a car over the limits gets the guidance without a query.
  if (guidanceReason(input.vehicle, input.km, year)) return valueTradeIn(input, null, cfg.trade_in, year);
  const state = input.regoState ?? primaryLocation(cfg).address.state;
  const subject = tradeInSubject(input.vehicle, input.km, state);
  const market = marketRange(subject, await findCandidates(db, subject));
  return valueTradeIn(input, market, cfg.trade_in, year);
}
