import { describe, expect, it } from "vitest";
import { MAX_GUESS_ODDS_PER_DAY, SIGN_IN_LIMITS, guessOddsPerPhonePerDay, guessesPerPhonePerDay } from "./limits";

describe("send and guess limits (issue 11 §2)", () => {
  it("sends at most 3 codes per 15 minutes and 10 a day to one phone", () => {
    expect(SIGN_IN_LIMITS.sendPerPhone15m).toEqual({ points: 3, duration: 900 });
    expect(SIGN_IN_LIMITS.sendPerPhoneDay).toEqual({ points: 10, duration: 86_400 });
  });

  it("allows 10 codes × 5 wrong attempts = 50 guesses a day: odds 50 × 10^-6 = 1 in 20,000", () => {
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
