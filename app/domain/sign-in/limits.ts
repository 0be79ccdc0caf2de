import { CODE_SPACE, MAX_WRONG_ATTEMPTS } from "./code";

/**
 * How often a code may be sent and tried (issue 11 §2: "send limits per phone
 * and per IP (for example 3 per 15 minutes and 10 a day)"), and what that
 * makes the odds of guessing a code. The server counts these across processes
 * (app/server/auth/limits.server.ts); docs/SECURITY.md explains them.
 */

export interface WindowLimit {
  points: number;
  /** Seconds. */
  duration: number;
}

const MINUTES_15 = 15 * 60;
const DAY = 24 * 60 * 60;

export const SIGN_IN_LIMITS = {
  /** Codes sent to one phone number, whichever site or address asks. */
  sendPerPhone15m: { points: 3, duration: MINUTES_15 },
  sendPerPhoneDay: { points: 10, duration: DAY },
  /** Codes one client address may have sent, to any numbers. */
  sendPerIp15m: { points: 10, duration: MINUTES_15 },
  sendPerIpDay: { points: 30, duration: DAY },
  /** Code checks one client address may make (right or wrong), bounding guesses spread over many phones. */
  verifyPerIp15m: { points: 30, duration: MINUTES_15 },
  /** /api/rate-limit and /api/check-if-contact-exists answers per client address. */
  lookupPerIp15m: { points: 30, duration: MINUTES_15 },
} as const satisfies Record<string, WindowLimit>;
export type SignInLimits = Record<keyof typeof SIGN_IN_LIMITS, WindowLimit>;

/**
 * The most guesses that can be checked against one phone's codes in a day:
 * every code that may be sent to it in a day, each tried until it is used up.
 */
export function guessesPerPhonePerDay(limits: SignInLimits = SIGN_IN_LIMITS, wrongAttempts = MAX_WRONG_ATTEMPTS): number {
  return limits.sendPerPhoneDay.points * wrongAttempts;
}

/** The chance that guessing succeeds for one phone in one day: guesses × 10^-6. */
export function guessOddsPerPhonePerDay(limits: SignInLimits = SIGN_IN_LIMITS, wrongAttempts = MAX_WRONG_ATTEMPTS): number {
  return guessesPerPhonePerDay(limits, wrongAttempts) / CODE_SPACE;
}

/** Issue 11 §2: the odds of guessing a code are at most 1 in 10,000 per phone per day. */
export const MAX_GUESS_ODDS_PER_DAY = 1 / 10_000;
