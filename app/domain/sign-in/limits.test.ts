import { describe, expect, it } from "vitest";
import {
  MAX_GUESS_ODDS_PER_DAY,
  SIGN_IN_LIMITS,
  guessOddsPerPhonePerDay,
  guessesPerPhonePerDay,
  phoneSendAllowance,
} from "./limits";

const MINUTE = 60_000;
const t0 = new Date("2030-01-06T13:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("send and guess limits (issue 11 §2)", () => {
  it("sends at most 3 codes per 15 minutes and 10 a day to one phone", () => {
    expect(SIGN_IN_LIMITS.sendPerPhone15m).toEqual({ points: 3, duration: 900 });
    expect(SIGN_IN_LIMITS.sendPerPhoneDay).toEqual({ points: 10, duration: 86_400 });
  });

  it("allows 10 codes × 5 wrong attempts = 50 guesses in any 24 hours: odds 50 × 10^-6 = 1 in 20,000", () => {
    expect(guessesPerPhonePerDay()).toBe(50);
    expect(guessOddsPerPhonePerDay()).toBeCloseTo(1 / 20_000, 12);
  });

  it("keeps the odds within 1 in 10,000 per phone per day", () => {
    expect(guessOddsPerPhonePerDay()).toBeLessThanOrEqual(MAX_GUESS_ODDS_PER_DAY);
  });

  it("a looser configuration would be caught", () => {
    const loose = { ...SIGN_IN_LIMITS, sendPerPhoneDay: { points: 30, duration: 86_400 } };
    expect(guessOddsPerPhonePerDay(loose)).toBeGreaterThan(MAX_GUESS_ODDS_PER_DAY);
  });
});

describe("phoneSendAllowance: rolling windows over when each code ended (issue 17 item 10)", () => {
  it("allows a send while fewer than 3 codes ended in the last 15 minutes", () => {
    expect(phoneSendAllowance([], t0)).toEqual({ ok: true });
    expect(phoneSendAllowance([t0, at(MINUTE)], at(2 * MINUTE))).toEqual({ ok: true });
  });

  it("refuses a fourth until 15 minutes after the oldest of the three ended, to the millisecond", () => {
    // Two codes ended by the next; the third still live, so it counts until its expiry (10 minutes).
    const ends = [t0, at(1000), at(10 * MINUTE + 2000)];
    expect(phoneSendAllowance(ends, at(2000))).toEqual({ ok: false, retryAfterSeconds: 899 });
    // A code counts while its end is within the window, edges included ...
    expect(phoneSendAllowance(ends, at(15 * MINUTE)).ok).toBe(false);
    // ... and no longer one millisecond after.
    expect(phoneSendAllowance(ends, at(15 * MINUTE + 1))).toEqual({ ok: true });
  });

  it("counts a live code until 15 minutes after it expires, not after it was sent", () => {
    const live = [at(0), at(0), at(10 * MINUTE)];
    expect(phoneSendAllowance(live, at(20 * MINUTE)).ok).toBe(true);
    expect(phoneSendAllowance([at(10 * MINUTE), at(10 * MINUTE), at(10 * MINUTE)], at(20 * MINUTE))).toEqual({
      ok: false,
      retryAfterSeconds: 301,
    });
  });

  it("allows 10 codes in any 24 hours: the eleventh waits for the oldest to age out", () => {
    const ends = Array.from({ length: 10 }, (_, i) => at(i * 30 * MINUTE));
    const now = at(10 * 30 * MINUTE);
    expect(phoneSendAllowance(ends, now)).toEqual({ ok: false, retryAfterSeconds: (24 * 60 - 5 * 60) * 60 + 1 });
    expect(phoneSendAllowance(ends, at(24 * 60 * MINUTE)).ok).toBe(false);
    expect(phoneSendAllowance(ends, at(24 * 60 * MINUTE + 1)).ok).toBe(true);
    expect(phoneSendAllowance(ends.slice(1), now).ok).toBe(true);
  });

  it("answers with the later of the two windows when both refuse", () => {
    const ends = [
      ...Array.from({ length: 7 }, (_, i) => at(i * 20 * MINUTE)),
      at(200 * MINUTE),
      at(201 * MINUTE),
      at(202 * MINUTE),
    ];
    const r = phoneSendAllowance(ends, at(203 * MINUTE));
    expect(r).toEqual({ ok: false, retryAfterSeconds: 24 * 60 * 60 - 203 * 60 + 1 });
  });
});
