import { describe, expect, it } from "vitest";
import { COMPARISON_RATE_N, monthlyFromWeekly, REPAYMENTS_PER_YEAR, WEEKS_PER_MONTH } from "./frequency";
import { clampToStep, formatMoney, formatRate, roundCents } from "./money";

describe("frequencies (spec 02 §9; spec 01 §9)", () => {
  it("52, 26 and 12 repayments a year; reg 100's n is 52.18, 26.09 and 12", () => {
    expect(REPAYMENTS_PER_YEAR).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
    expect(COMPARISON_RATE_N).toEqual({ weekly: 52.18, fortnightly: 26.09, monthly: 12 });
  });

  it("monthly = weekly x 4.33", () => {
    expect(WEEKS_PER_MONTH).toBe(4.33);
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyFromWeekly(105.35)).toBe(456.17); // 456.1655
  });
});

describe("money at the edge", () => {
  it("rounds to the cent, halves away from zero, through binary noise", () => {
    expect([616.155549, 1.005, 2.675, 0.125, -1.005, 1e-12, -0.001].map(roundCents)).toEqual([
      616.16, 1.01, 2.68, 0.13, -1.01, 0, 0,
    ]);
  });

  it("snaps a slider value onto its step within its bounds", () => {
    const b = { min: 0.5, max: 15, step: 0.5 };
    expect([-3, 0.74, 0.75, 7.3, 14.9, 99].map((v) => clampToStep(v, b))).toEqual([0.5, 0.5, 1, 7.5, 15, 15]);
    expect(clampToStep(6.9, { min: 1, max: 6.9, step: 0.4 })).toBe(6.6); // 6.9 is not on a step from 1
  });

  it("formats money and rates as shown", () => {
    expect([formatMoney(30_000), formatMoney(616.16), formatMoney(615.5)]).toEqual(["$30,000", "$616.16", "$615.50"]);
    expect([formatRate(9.233), formatRate(8.5), formatRate(10)]).toEqual(["9.23% p.a.", "8.50% p.a.", "10.00% p.a."]);
  });
});
