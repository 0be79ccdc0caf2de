import { describe, expect, it } from "vitest";
import { COMPARISON_RATE_WARNING } from "./comparison-rate";
import { DEFAULT_FINANCE_PROVIDER, financeProviderConfigSchema, ONE_SITE_FIXED_FEES } from "./provider-config";
import { comparisonRateRange, comparisonRateRangeText, quotedRateDisclosure, rateDisclosure } from "./rate-disclosure";

// Issue 19 item 8: 'Wherever an interest rate is shown, its comparison rate is shown beside it with
// equal prominence, with the warning'. The UI reads both rates and the warning from one object.
describe("rateDisclosure", () => {
  const siteProvider = financeProviderConfigSchema.parse({ fees: ONE_SITE_FIXED_FEES });

  it("pairs the rate with the regulated example's comparison rate and the warning", () => {
    expect(rateDisclosure(8.5, siteProvider)).toEqual({
      interestRate: 8.5,
      comparisonRate: 10.87, // comparison-rate.test.ts: $30,000 / 5 years at 8.5% with the site's fees
      interestRateText: "8.50% p.a.",
      comparisonRateText: "10.87% p.a.",
      example: "Comparison rate calculated on a $30,000 secured loan over 5 years.",
      warning: COMPARISON_RATE_WARNING,
    });
  });

  it("without fees the two rates are the same", () => {
    const d = rateDisclosure(10, DEFAULT_FINANCE_PROVIDER);
    expect([d.interestRateText, d.comparisonRateText]).toEqual(["10.00% p.a.", "10.00% p.a."]);
  });

  it("carries a lender's own quote the same way (spec 02 §3 'Quote result')", () => {
    const d = quotedRateDisclosure({ advertisedRate: 7.9, comparisonRate: 8.4 });
    expect([d.interestRateText, d.comparisonRateText, d.warning]).toEqual(["7.90% p.a.", "8.40% p.a.", COMPARISON_RATE_WARNING]);
  });
});

describe("comparisonRateRange (spec 02 §9 'Comparison-rate range 8.38% to 19.42% for one provider')", () => {
  it("is the configured range when there is one", () => {
    const provider = financeProviderConfigSchema.parse({ comparisonRateRange: { min: 8.38, max: 19.42 } });
    expect(comparisonRateRange(provider)).toEqual({ min: 8.38, max: 19.42 });
    expect(comparisonRateRangeText(comparisonRateRange(provider))).toBe("Comparison rates from 8.38% p.a. to 19.42% p.a.");
  });

  it("otherwise spans the rate card's comparison rates with the provider's fees", () => {
    const provider = financeProviderConfigSchema.parse({
      fees: ONE_SITE_FIXED_FEES,
      rateCard: {
        GREAT: [
          { maxVehicleAgeYears: 3, rate: 6.99 },
          { maxVehicleAgeYears: null, rate: 8.5 },
        ],
        DECENT: [{ maxVehicleAgeYears: null, rate: 12.99 }],
        POOR: [{ maxVehicleAgeYears: null, rate: 15 }],
      },
    });
    // From the regulated-example table in comparison-rate.test.ts: 6.99% -> 9.34%, 15% -> 17.45%.
    expect(comparisonRateRange(provider)).toEqual({ min: 9.34, max: 17.45 });
    expect(comparisonRateRangeText(comparisonRateRange(DEFAULT_FINANCE_PROVIDER))).toBe("Comparison rate 10.00% p.a.");
  });
});
