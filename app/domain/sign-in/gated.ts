import { safeReturnPath } from "./return-path";
import type { SignInType } from "./sign-in-type";

/**
 * Gated journeys (spec 02 §4, §6; issue 11 §5): an anonymous visitor is sent
 * to sign-in with redirect (where they were going) and back (where they came
 * from); a signed-in one goes straight through.
 */

/** Spec 02 §2 'Signed-in areas': /my-garage and the brands' own names for it. */
export const GARAGE_PATHS = ["my-garage", "mymotorama", "mybigboxcars", "myblinkr", "myservco"] as const;

/**
 * /sign-in?type=&redirect=&back= with both targets checked to be same-site
 * paths. An anonymous Save (type=watchlist) also carries the car's id, so
 * the car is saved once the code is verified (issue 11 §6).
 */
export function signInPath(type: SignInType, redirectTo: string, back?: string | null, carId?: number | null): string {
  const q = new URLSearchParams({ type, redirect: safeReturnPath(redirectTo) ?? "/" });
  const b = safeReturnPath(back);
  if (b) q.set("back", b);
  if (type === "watchlist" && carId != null && isCarId(carId)) q.set("car_id", String(carId));
  return `/sign-in?${q.toString()}`;
}

function isCarId(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

/** The car_id of a watchlist sign-in: a positive whole number, else none (never trusted further than "save this id if it is this tenant's listed car"). */
export function parseCarId(value: string | null | undefined): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return isCarId(n) ? n : null;
}

/** Spec 01 §4 toasts, quoted. */
export const WATCHLIST_MESSAGES = {
  saved: "Car Saved In Watchlist",
  removed: "Car Removed",
  signIn: "Please sign in to save cars to your watchlist.",
  unavailable: "This car is no longer available.",
  soldNotSaved: "Sold cars cannot be saved.",
  full: "Your watchlist is full. Remove a car to save another.",
  failed: "The watchlist could not be changed. Please try again.",
} as const;
