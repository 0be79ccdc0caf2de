import { describe, expect, it } from "vitest";
import { campaign as campaignOf } from "../../../tests/setup/spin-builders";
import { createRng } from "../content/seeded-random";
import { availableOutcomes, drawOutcome, prizesLeft, type SpinOutcome } from "./draw";

/** A seeded uniform source: the same draws every run. */
function seeded(seed: number) {
  const rng = createRng(seed);
  return (max: number) => rng.int(0, max - 1);
}

const key = (o: SpinOutcome | null) => (o === null ? "none" : o.kind === "prize" ? o.prizeId : "no_prize");

const campaign = campaignOf({
  prizes: [
    { id: "service", name: "Free first service", stock: 5, weight: 1 },
    { id: "fuel", name: "A tank of fuel", stock: 10, weight: 3 },
    { id: "mats", name: "Floor mats", stock: 2, weight: 6 },
  ],
  no_prize: { weight: 10 },
});

describe("the Spin to Win draw (odds: weight / the sum of the weights still available)", () => {
  it("gives each outcome exactly its weight's share of the random range", () => {
    const outcomes = availableOutcomes(campaign, new Map());
    const total = 1 + 3 + 6 + 10;
    const counts = new Map<string, number>();
    // Every value of the range once: the counts are the weights, exactly.
    for (let r = 0; r < total; r++) {
      const o = drawOutcome(outcomes, () => r);
      counts.set(key(o), (counts.get(key(o)) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ service: 1, fuel: 3, mats: 6, no_prize: 10 });
  });

  it("respects the odds statistically with a seeded random source", () => {
    const outcomes = availableOutcomes(campaign, new Map());
    const random = seeded(20260101);
    const n = 200_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const k = key(drawOutcome(outcomes, random));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const expected = { service: 1 / 20, fuel: 3 / 20, mats: 6 / 20, no_prize: 10 / 20 };
    // Chi-squared with 3 degrees of freedom: 16.27 is the 0.1% critical value.
    let chi2 = 0;
    for (const [k, p] of Object.entries(expected)) chi2 += ((counts.get(k) ?? 0) - n * p) ** 2 / (n * p);
    expect(chi2).toBeLessThan(16.27);
    for (const [k, p] of Object.entries(expected)) expect(Math.abs((counts.get(k) ?? 0) / n - p)).toBeLessThan(0.005);
  });

  it("never draws a prize whose stock is all given out; its odds go to the rest in proportion", () => {
    const given = new Map([["mats", 2]]);
    expect(prizesLeft(campaign, given).map((p) => p.id)).toEqual(["service", "fuel"]);
    const outcomes = availableOutcomes(campaign, given);
    expect(outcomes.map(key)).toEqual(["service", "fuel", "no_prize"]);
    const random = seeded(7);
    const counts = new Map<string, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const k = key(drawOutcome(outcomes, random));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.has("mats")).toBe(false);
    // 1 : 3 : 10 of the 14 left.
    expect(Math.abs(counts.get("service")! / n - 1 / 14)).toBeLessThan(0.005);
    expect(Math.abs(counts.get("fuel")! / n - 3 / 14)).toBeLessThan(0.005);
    expect(Math.abs(counts.get("no_prize")! / n - 10 / 14)).toBeLessThan(0.005);
  });

  it("draws nothing once every prize is gone, even with a no-prize outcome configured; a prize of stock 0 never", () => {
    const allGone = new Map([
      ["service", 5],
      ["fuel", 10],
      ["mats", 2],
    ]);
    expect(availableOutcomes(campaign, allGone)).toEqual([]);
    expect(drawOutcome([], () => 0)).toBeNull();
    const zero = campaignOf({
      prizes: [
        { id: "none-left", name: "Sold out", stock: 0, weight: 1000 },
        { id: "left", name: "Left", stock: 1, weight: 1 },
      ],
    });
    expect(availableOutcomes(zero, new Map()).map(key)).toEqual(["left"]);
    expect(key(drawOutcome(availableOutcomes(zero, new Map()), () => 0))).toBe("left");
  });

  it("refuses a random source that answers outside its range", () => {
    const outcomes = availableOutcomes(campaign, new Map());
    expect(() => drawOutcome(outcomes, () => 20)).toThrow(RangeError);
    expect(() => drawOutcome(outcomes, () => -1)).toThrow(RangeError);
    expect(() => drawOutcome(outcomes, () => 0.5)).toThrow(RangeError);
  });
});
