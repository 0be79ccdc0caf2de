import { z } from "zod";

/**
 * Why the shopper is signing in: the `type` query value of /sign-in (spec 02
 * §2: trade-in, checkout, finance, spin-to-win, online-payment, car-finance,
 * my-garage; issue 11 §1 adds watchlist, for an anonymous Save).
 */
export const SIGN_IN_TYPES = [
  "watchlist",
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export const signInTypeSchema = z.enum(SIGN_IN_TYPES, {
  error: `type must be one of ${SIGN_IN_TYPES.join(", ")}`,
});

/** The type from a query value: an unknown or missing one is none (the page still works: a plain sign-in). */
export function parseSignInType(value: string | null | undefined): SignInType | null {
  const parsed = signInTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The page's heading for each type. */
export const SIGN_IN_HEADINGS: Record<SignInType | "default", string> = {
  default: "Sign in",
  watchlist: "Sign in to save this car",
  "trade-in": "Sign in to value your trade-in",
  checkout: "Sign in to reserve this car",
  finance: "Sign in to apply for finance",
  "spin-to-win": "Sign in to spin to win",
  "online-payment": "Sign in to make a payment",
  "car-finance": "Sign in to apply for car finance",
  "my-garage": "Sign in to My Garage",
};
