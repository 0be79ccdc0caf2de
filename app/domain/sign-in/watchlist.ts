/**
 * Watchlist rules shared by the server and the browser (spec 01 §4
 * 'Watchlist'; issue 11 §6, §7).
 */

/** At most this many saved cars per shopper and site: every saved row is stored, so a script cannot grow a list without end. */
export const WATCHLIST_LIMIT = 100;

/** Spec 01 §4: "Sold cars show no Save button unless already saved"; `offered` is canSave (favourites.ts). */
export function showSave(offered: boolean, saved: boolean): boolean {
  return offered || saved;
}

export type PriceChange =
  | { kind: "down"; amount: number; text: string }
  | { kind: "up"; amount: number; text: string }
  | { kind: "same"; text: string }
  | { kind: "unknown" };

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;

/**
 * My Garage's price change since saving (issue 11 §7), from the price kept
 * when the car was saved (price_at_save) and today's. Whole dollars; no
 * price then or now (0 means 'Enquire for price') is no comparison.
 */
export function priceChange(priceAtSave: number | null, price: number | null): PriceChange {
  if (priceAtSave == null || price == null || priceAtSave <= 0 || price <= 0) return { kind: "unknown" };
  const diff = Math.round(price) - Math.round(priceAtSave);
  if (diff === 0) return { kind: "same", text: "No price change since you saved it" };
  if (diff < 0)
    return { kind: "down", amount: -diff, text: `Down ${dollars(-diff)} since you saved it (was ${dollars(priceAtSave)})` };
  return { kind: "up", amount: diff, text: `Up ${dollars(diff)} since you saved it (was ${dollars(priceAtSave)})` };
}
