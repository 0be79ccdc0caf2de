import { CODE_SPACE, MAX_WRONG_ATTEMPTS } from "./code";

/**
 * How often a code may be sent and tried (issue 11 §2: "send limits per phone
 * and per IP (for example 3 per 15 minutes and 10 a day)"), and what that
 * makes the odds of guessing a code. The server counts these across processes
 * (app/server/auth/limits.server.ts for client addresses,
 * app/server/auth/phone-sends.server.ts for phones); docs/SECURITY.md
 * explains them.
 */

export interface WindowLimit {
  points: number;
  /** Seconds. */
  duration: number;
}

const MINUTES_15 = 15 * 60;
const DAY = 24 * 60 * 60;

export const SIGN_IN_LIMITS = {
  /**
   * Codes for one phone number, whichever site or address asks, in any
   * window of this length (rolling, not fixed: see phoneSendAllowance).
   */
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

/** The per-phone limits: what phoneSendAllowance applies. */
export const PHONE_SEND_LIMITS = [SIGN_IN_LIMITS.sendPerPhone15m, SIGN_IN_LIMITS.sendPerPhoneDay] as const;

/** The longest per-phone window, in milliseconds: codes that ended longer ago than this no longer count. */
export const PHONE_SEND_LOOKBACK_MS = Math.max(...PHONE_SEND_LIMITS.map((l) => l.duration)) * 1000;

export type SendAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Whether another code may be sent to a phone now, given when each of its
 * earlier codes stopped being usable (`endedAt`: expired, used, or ended by
 * a newer code or its fifth wrong guess; a code still live counts as ending
 * at its expiry).
 *
 * A code counts against a window of length D from when it is sent until D
 * after it ends, so any D (closed interval) in which guesses are checked
 * meets at most `points` codes: the bound holds over any 15 minutes and any
 * 24 hours, not only over the windows a fixed counter starts (issue 17 item
 * 10: a fixed day from the first send let 24 hours straddling its edge hold
 * nearly two days' codes). When refused, retryAfterSeconds is when enough of
 * them have aged out.
 */
export function phoneSendAllowance(
  endedAt: readonly Date[],
  now: Date,
  limits: readonly WindowLimit[] = PHONE_SEND_LIMITS,
): SendAllowance {
  let waitMs = 0;
  for (const limit of limits) {
    const window = limit.duration * 1000;
    const counted = endedAt
      .map((d) => d.getTime())
      .filter((end) => end >= now.getTime() - window)
      .sort((a, b) => a - b);
    if (counted.length < limit.points) continue;
    // The codes leave the window oldest end first; one more may be sent once all but points - 1 have left.
    const leaving = counted[counted.length - limit.points];
    waitMs = Math.max(waitMs, leaving + window + 1 - now.getTime());
  }
  return waitMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { ok: true };
}

/**
 * The most guesses that can be checked against one phone's codes in any 24
 * hours: every code that may count in that time, each tried until it is
 * used up. tests/integration/sign-in-guess-odds.test.ts measures it.
 */
export function guessesPerPhonePerDay(limits: SignInLimits = SIGN_IN_LIMITS, wrongAttempts = MAX_WRONG_ATTEMPTS): number {
  return limits.sendPerPhoneDay.points * wrongAttempts;
}

/** The chance that guessing succeeds for one phone in any 24 hours: guesses × 10^-6. */
export function guessOddsPerPhonePerDay(limits: SignInLimits = SIGN_IN_LIMITS, wrongAttempts = MAX_WRONG_ATTEMPTS): number {
  return guessesPerPhonePerDay(limits, wrongAttempts) / CODE_SPACE;
}

/** Issue 11 §2: the odds of guessing a code are at most 1 in 10,000 per phone per day. */
export const MAX_GUESS_ODDS_PER_DAY = 1 / 10_000;
