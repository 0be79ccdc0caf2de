import { describe, expect, it } from "vitest";
import {
  applySliderChange,
  formatSliderValue,
  keyStep,
  rangeFor,
  roundSliderValue,
  sliderBounds,
  snapToStep,
  thumbsFor,
} from "./range-slider";

describe("range sliders (spec 01 §5)", () => {
  it("round price and km to the nearest 1000", () => {
    expect(roundSliderValue("price", 12_499)).toBe(12_000);
    expect(roundSliderValue("km", 12_500)).toBe(13_000);
    expect(roundSliderValue("year", 2019.4)).toBe(2019);
  });

  it("uses the facet's range widened to thousands, default maximum 100000, step one hundredth in whole units", () => {
    expect(sliderBounds("price", { min: 8_450, max: 61_990 })).toEqual({ min: 8_000, max: 62_000, step: 1_000 });
    expect(sliderBounds("price", { min: 8_450, max: 741_990 })).toEqual({ min: 8_000, max: 743_000, step: 7_000 });
    expect(sliderBounds("price", { min: 0, max: 150_500 })).toEqual({ min: 0, max: 152_000, step: 2_000 });
    expect(sliderBounds("price", null)).toEqual({ min: 0, max: 100_000, step: 1_000 });
    expect(sliderBounds("km", { min: null, max: null })).toEqual({ min: 0, max: 100_000, step: 1_000 });
    expect(sliderBounds("year", { min: 2015, max: 2025 })).toEqual({ min: 2015, max: 2025, step: 1 });
    expect(sliderBounds("weekly_price_range", { min: 40, max: 612 })).toEqual({ min: 40, max: 616, step: 6 });
    expect(sliderBounds("price", { min: 5_000, max: 5_000 })).toMatchObject({ min: 5_000, max: 6_000 });
  });

  // Issue 9 reproduction 7: 'both handles rest at 74,200 while the URL says price=74000:74000'.
  it("puts every handle position on a value the URL holds, so the handles always equal the URL", () => {
    for (const observed of [
      { min: 6_990, max: 74_200 },
      { min: 12_345, max: 987_654 },
      { min: 0, max: 3_999 },
    ]) {
      const b = sliderBounds("price", observed);
      for (let pos = b.min; pos <= b.max; pos += b.step) {
        const both: [number, number] = [pos, pos];
        const range = rangeFor("price", b, both);
        // The URL's values lead the handles back to exactly where they were.
        expect(thumbsFor(b, range)).toEqual(both);
      }
    }
    // Pushing the minimum past the maximum leaves both at the maximum, which is what the URL gets.
    const b = sliderBounds("price", { min: 6_990, max: 74_200 });
    const pushed = applySliderChange(b, [20_000, 74_000], [75_000, 74_000]);
    expect(pushed).toEqual({ ok: true, value: [74_000, 74_000] });
    expect(rangeFor("price", b, [74_000, 74_000])).toEqual({ min: 74_000, max: 74_000 });
  });

  it("snaps a pointer to the nearest step and moves by keys in steps", () => {
    const b = { min: 0, max: 50_000, step: 1_000 };
    expect(snapToStep(b, 12_499)).toBe(12_000);
    expect(snapToStep(b, 60_000)).toBe(50_000);
    expect(keyStep(b, 12_000, "ArrowRight")).toBe(13_000);
    expect(keyStep(b, 12_500, "ArrowLeft")).toBe(12_000);
    expect(keyStep(b, 12_000, "PageUp")).toBe(22_000);
    expect(keyStep(b, 45_000, "PageUp")).toBe(50_000);
    expect(keyStep(b, 3_000, "Home")).toBe(0);
    expect(keyStep(b, 3_000, "End")).toBe(50_000);
    expect(keyStep(b, 3_000, "Tab")).toBeNull();
  });

  const bounds = { min: 0, max: 50_000, step: 500 };
  it("clamps, and keeps the minimum at or below the current maximum and vice versa", () => {
    expect(applySliderChange(bounds, [0, 50_000], [10_500, 50_000])).toEqual({ ok: true, value: [10_500, 50_000] });
    expect(applySliderChange(bounds, [0, 20_000], [30_000, 20_000])).toEqual({ ok: true, value: [20_000, 20_000] });
    expect(applySliderChange(bounds, [30_000, 50_000], [30_000, 10_000])).toEqual({ ok: true, value: [30_000, 30_000] });
  });

  it("ignores out-of-range attempts", () => {
    expect(applySliderChange(bounds, [0, 50_000], [-1, 50_000]).ok).toBe(false);
    expect(applySliderChange(bounds, [0, 50_000], [0, 60_000]).ok).toBe(false);
    expect(applySliderChange(bounds, [0, 50_000], [Number.NaN, 1]).ok).toBe(false);
  });

  it("filters by rounded values (price and km to 1000), leaving an end at its bound open", () => {
    expect(rangeFor("price", bounds, [10_500, 30_400])).toEqual({ min: 11_000, max: 30_000 });
    expect(rangeFor("price", bounds, [0, 30_000])).toEqual({ max: 30_000 });
    expect(rangeFor("price", bounds, [400, 49_600])).toEqual({});
    expect(rangeFor("year", { min: 2010, max: 2025, step: 0.15 }, [2015.3, 2025])).toEqual({ min: 2015 });
    expect(thumbsFor(bounds, { max: 30_000 })).toEqual([0, 30_000]);
    expect(thumbsFor(bounds, { min: -5, max: 90_000 })).toEqual([0, 50_000]);
  });

  it("labels price as currency, weekly and subscription price per week, year plain, km with unit (§9)", () => {
    expect(formatSliderValue("price", 25_000)).toBe("$25,000");
    expect(formatSliderValue("subscription_price", 129)).toBe("$129/week");
    expect(formatSliderValue("weekly_price_range", 99)).toBe("$99/week");
    expect(formatSliderValue("year", 2021)).toBe("2021");
    expect(formatSliderValue("km", 45_000)).toBe("45,000 km");
  });
});
