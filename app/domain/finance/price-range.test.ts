import { describe, expect, it } from "vitest";
import {
  NO_RANGE_MAX,
  PRICE_RANGE_DEFAULTS,
  PRICE_RANGE_STEP,
  defaultPriceThumbs,
  movePriceThumb,
  priceRangeFilter,
  priceTrack,
  readPriceThumbs,
  snapPrice,
} from "./price-range";

// Spec 02 §5 'Price range slider step 500, minimum stays below maximum'; §9 'max 100000 when no range;
// slider defaults min 5000 max 250000'; 01 §5 clamped to the range, out-of-range attempts ignored.
describe("the price-range slider page", () => {
  const track = priceTrack({ min: 3_200, max: 412_345 });

  it("spans the stock's prices in whole steps of $500, never under the $1,000 floor", () => {
    expect(PRICE_RANGE_STEP).toBe(500);
    expect(track).toEqual({ min: 3_000, max: 412_500, step: 500 });
    expect(priceTrack({ min: 0, max: 60_000 })).toEqual({ min: 1_000, max: 60_000, step: 500 });
    expect(priceTrack({ min: 13_000, max: 13_000 })).toEqual({ min: 13_000, max: 13_500, step: 500 });
  });

  it("runs $1,000 to $100,000 when no car has a price (spec 02 §9 'max 100000 when no range')", () => {
    expect(NO_RANGE_MAX).toBe(100_000);
    expect(priceTrack(null)).toEqual({ min: 1_000, max: 100_000, step: 500 });
    expect(priceTrack({ min: null, max: null })).toEqual({ min: 1_000, max: 100_000, step: 500 });
    expect(priceTrack({ min: 0, max: 1_000 })).toEqual({ min: 1_000, max: 100_000, step: 500 });
  });

  it("starts at $5,000 to $250,000, kept on the track; the whole track when the defaults miss it", () => {
    expect(PRICE_RANGE_DEFAULTS).toEqual({ min: 5_000, max: 250_000 });
    expect(defaultPriceThumbs(track)).toEqual([5_000, 250_000]);
    expect(defaultPriceThumbs(priceTrack({ min: 8_100, max: 95_000 }))).toEqual([8_000, 95_000]);
    expect(defaultPriceThumbs(priceTrack({ min: 300_000, max: 800_000 }))).toEqual([300_000, 800_000]);
  });

  it("puts a value on the nearest step, within the track", () => {
    expect([2_000, 3_000, 3_249, 3_250, 500_000].map((v) => snapPrice(track, v))).toEqual([3_000, 3_000, 3_000, 3_500, 412_500]);
  });

  it("reads a request's ends: defaults for missing or non-numbers, clamped, on steps, the minimum below the maximum", () => {
    expect(readPriceThumbs(track, {})).toEqual([5_000, 250_000]);
    expect(readPriceThumbs(track, { min: "abc", max: "" })).toEqual([5_000, 250_000]);
    expect(readPriceThumbs(track, { min: "$10,240", max: "60,100" })).toEqual([10_000, 60_000]);
    expect(readPriceThumbs(track, { min: "-5", max: "9999999" })).toEqual([3_000, 412_500]);
    // Both given the wrong way round or equal: the maximum wins and the minimum goes a step below.
    expect(readPriceThumbs(track, { min: "80000", max: "20000" })).toEqual([19_500, 20_000]);
    expect(readPriceThumbs(track, { min: "20000", max: "20000" })).toEqual([19_500, 20_000]);
    // Only one given: it wins.
    expect(readPriceThumbs(track, { min: "300000" })).toEqual([300_000, 300_500]);
    expect(readPriceThumbs(track, { max: "4000" })).toEqual([3_500, 4_000]);
    // At the ends of the track the other thumb moves the way it can.
    expect(readPriceThumbs(track, { min: "3000", max: "3000" })).toEqual([3_000, 3_500]);
    expect(readPriceThumbs(track, { min: "412500" })).toEqual([412_000, 412_500]);
  });

  it("moves a thumb in steps, stopping a step short of the other; ignores a position off the track", () => {
    const at: [number, number] = [10_000, 60_000];
    expect(movePriceThumb(track, at, 0, 20_200)).toEqual([20_000, 60_000]);
    expect(movePriceThumb(track, at, 0, 70_000)).toEqual([59_500, 60_000]);
    expect(movePriceThumb(track, at, 1, 9_000)).toEqual([10_000, 10_500]);
    expect(movePriceThumb(track, at, 1, 412_500)).toEqual([10_000, 412_500]);
    expect(movePriceThumb(track, at, 1, 413_000)).toBeNull();
    expect(movePriceThumb(track, at, 0, 2_999)).toBeNull();
    expect(movePriceThumb(track, at, 0, Number.NaN)).toBeNull();
  });

  it("filters the listing from the thumbs, never under the floor", () => {
    expect(priceRangeFilter([5_000, 60_000])).toEqual({ min: 5_000, max: 60_000 });
    expect(priceRangeFilter([1_000, 60_000])).toEqual({ min: 1000.01, max: 60_000 });
  });
});
