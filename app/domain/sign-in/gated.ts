import { safeReturnPath } from "./return-path";
import type { SignInType } from "./sign-in-type";

/**
 * Gated journeys (spec 02 §4, §6; issue 11 §5): an anonymous visitor is sent
 * to sign-in with redirect (where they were going) and back (where they came
 * from); a signed-in one goes straight through.
 */

/** Spec 02 §2 'Signed-in areas': /my-garage and the brands' own names for it. */
export const GARAGE_PATHS = ["my-garage", "mymotorama", "mybigboxcars", "myblinkr", "myservco"] as const;

/** /sign-in?type=&redirect=&back= with both targets checked to be same-site paths. */
export function signInPath(type: SignInType, redirectTo: string, back?: string | null): string {
  const q = new URLSearchParams({ type, redirect: safeReturnPath(redirectTo) ?? "/" });
  const b = safeReturnPath(back);
  if (b) q.set("back", b);
  return `/sign-in?${q.toString()}`;
}

/** Spec 01 §4 toasts, quoted. */
export const WATCHLIST_MESSAGES = {
  saved: "Car Saved In Watchlist",
  removed: "Car Removed",
  signIn: "Please sign in to save cars to your watchlist.",
  unavailable: "This car is no longer available.",
  soldNotSaved: "Sold cars cannot be saved.",
} as const;
