import { describe, expect, it } from "vitest";
import { CARS } from "../search/item-nouns";
import { BUDGET_WORDS, PRICE_RANGE_WORDS, cheapestText, finderResult, noneForBudgetMessage } from "./budget-finder-view";

const SUVS = { one: "SUV", many: "SUVs" };

describe("the budget finder's view button", () => {
  it("is disabled, reading '0 cars found' with 'No cars found for this budget' (spec 02 §4, quoted)", () => {
    expect(finderResult({ count: 5, disabled: true, noun: CARS, href: "/search/x" }, BUDGET_WORDS)).toEqual({
      count: 0,
      disabled: true,
      buttonText: "0 cars found",
      message: "No cars found for this budget",
      summary: "No cars found for this budget",
      href: null,
    });
  });

  it("names the chosen car type: 'No {car type}s found for this budget' (spec 02 §8)", () => {
    expect(noneForBudgetMessage(SUVS)).toBe("No SUVs found for this budget");
    expect(finderResult({ count: 0, disabled: false, noun: SUVS, href: "/x" }, BUDGET_WORDS).buttonText).toBe("0 SUVs found");
  });

  it("links to the listing with the count when cars fit", () => {
    expect(finderResult({ count: 1234, disabled: false, noun: CARS, href: "/search/x" }, BUDGET_WORDS)).toEqual({
      count: 1234,
      disabled: false,
      buttonText: "View 1,234 cars",
      message: null,
      summary: "1,234 cars within your budget",
      href: "/search/x",
    });
    expect(finderResult({ count: 1, disabled: false, noun: SUVS, href: "/x" }, PRICE_RANGE_WORDS).summary).toBe(
      "1 SUV in this price range",
    );
    expect(finderResult({ count: 0, disabled: false, noun: CARS, href: "/x" }, PRICE_RANGE_WORDS).message).toBe(
      "No cars found in this price range",
    );
  });

  it("says how far off the cheapest car is", () => {
    expect(cheapestText(12_990, SUVS)).toBe("The most affordable SUV we have is $12,990.");
    expect(cheapestText(null, CARS)).toBeNull();
  });
});
