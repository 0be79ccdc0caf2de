import { displayPrice, formatMoney } from "../vehicle/price-display";
import { localTime, type DateKey } from "../locations/time-zones";
import { isInStock, type StockStatus } from "../vehicle/vehicle";

/**
 * Watchlist alerts (issue 11 §8): "when a saved car's price drops, or it is
 * sold, or it comes back in stock, the shopper gets one SMS or email (by their
 * consent), at most one per car per day, with a one-click unsubscribe link".
 * Which alert a stock change makes, what it says, and which day it counts on.
 */

/** The one-click unsubscribe page (spec 02 §2 lists /pages/unsubscribe); the token rides in `?token=`. */
export const UNSUBSCRIBE_PATH = "/pages/unsubscribe";

export const WATCH_ALERT_KINDS = ["price_drop", "sold", "back_in_stock"] as const;
export type WatchAlertKind = (typeof WATCH_ALERT_KINDS)[number];

/** How the shopper wants alerts: by SMS (the default: their phone is what they proved at sign-in), email, or not at all. */
export const ALERT_CHANNELS = ["sms", "email", "off"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The part of a car a stock change can alter that alerts care about (feed field names, spec 01 §3). */
export interface AlertState {
  status: StockStatus;
  price: number;
  offer_price?: number | null;
  show_on_dealer_website?: boolean;
}

/**
 * The price a shopper sees for the car, in whole dollars (spec 01 §4 'Price
 * display priority' without the weekly subscription price: an alert speaks of
 * the purchase price). Null when the site shows no price (price 10 or less,
 * PREORDER): a drop to or from "Enquire for price" is not a price drop.
 */
export function alertPrice(s: Pick<AlertState, "price" | "offer_price">): number | null {
  const shown = displayPrice({ price: s.price, offer_price: s.offer_price }, { subscriptionPricing: false, noPriceText: "" });
  return shown.kind === "price" || shown.kind === "reduced" ? Math.round(shown.amount) : null;
}

/**
 * The alert a change from `before` to `after` makes, or null. Sold comes
 * first, then back in stock, then a price drop: a car that is sold and
 * repriced in one import gets the sold alert. A car the dealer hides from the
 * site (show_on_dealer_website false) makes no price-drop or back-in-stock
 * alert: the link would lead to a page that is not shown.
 */
export function watchAlertKind(before: AlertState, after: AlertState): WatchAlertKind | null {
  const wasInStock = isInStock(before.status);
  const nowInStock = isInStock(after.status);
  if (wasInStock && after.status === "sold") return "sold";
  if (after.show_on_dealer_website === false) return null;
  if (before.status === "sold" && nowInStock) return "back_in_stock";
  if (!wasInStock || !nowInStock) return null;
  const was = alertPrice(before);
  const now = alertPrice(after);
  return was !== null && now !== null && now < was ? "price_drop" : null;
}

/**
 * The day an alert counts against "at most one per car per day": the
 * calendar date in the car's location's time zone (its dealer's day, as the
 * shopper near that dealer lives it). A calendar day rather than a rolling
 * 24 hours, because it can be held by a unique key (tenant, user, car, day)
 * in the database, which no two processes or imports can both pass; the
 * price of that choice is that a drop at 23:50 and another at 00:10 make two
 * alerts, which is still one per day as the shopper counts days.
 */
export function alertDay(now: Date, zone: string): DateKey {
  return localTime(now, zone).date;
}

/** What an alert's text is made of. */
export interface AlertFacts {
  kind: WatchAlertKind;
  /** The dealer's site name (spec 02 §3 'Site config' name). */
  dealer: string;
  /** "2021 Toyota RAV4 GX" */
  car: string;
  /** Whole dollars the site shows now, and before the change; null when no price is shown. */
  price: number | null;
  previousPrice: number | null;
  /** Absolute URLs (or site paths for a site with no domain). */
  carUrl: string;
  unsubscribeUrl: string;
}

/** The SMS: the dealer first (the sender is not always shown), the car, the price, the link, and how to stop. */
export function alertSms(f: AlertFacts): string {
  return `${f.dealer}: ${alertSentence(f)} ${f.carUrl} Stop alerts: ${f.unsubscribeUrl}`;
}

export function alertSubject(f: AlertFacts): string {
  switch (f.kind) {
    case "price_drop":
      return `Price drop: ${f.car}${f.price === null ? "" : ` now ${formatMoney(f.price)}`}`;
    case "sold":
      return `Sold: ${f.car}`;
    case "back_in_stock":
      return `Back in stock: ${f.car}`;
  }
}

/** The email's plain text. */
export function alertEmailText(f: AlertFacts): string {
  return [
    alertSentence(f),
    "",
    f.kind === "sold" ? `Find something similar: ${f.carUrl}` : `See the car: ${f.carUrl}`,
    "",
    `You get this because you saved this car at ${f.dealer}. At most one alert per car a day.`,
    `Stop these alerts: ${f.unsubscribeUrl}`,
  ].join("\n");
}

function alertSentence(f: AlertFacts): string {
  const price = f.price === null ? null : formatMoney(f.price);
  switch (f.kind) {
    case "price_drop":
      return `Price drop on the ${f.car} you saved: now ${price}${
        f.previousPrice === null ? "" : ` (was ${formatMoney(f.previousPrice)})`
      }.`;
    case "sold":
      return `The ${f.car} you saved has been sold.`;
    case "back_in_stock":
      return `The ${f.car} you saved is back in stock${price === null ? "" : ` at ${price}`}.`;
  }
}
