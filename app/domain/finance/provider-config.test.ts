import { describe, expect, it } from "vitest";
import {
  ANOTHER_SITE_CALCULATOR_INTEREST,
  CALCULATOR_INTEREST,
  ONE_PROVIDER_CALCULATOR_INTEREST,
  ONE_PROVIDER_CALCULATOR_PRICE_MIN,
} from "./calculator-bounds";
import {
  DEFAULT_FINANCE_PROVIDER,
  financeProviderConfigSchema,
  loanFeesOf,
  ONE_LENDER_ESTABLISHMENT_FEE,
  ONE_PROVIDER_COMPARISON_RATE_RANGE,
  ONE_SITE_FIXED_FEES,
} from "./provider-config";

const issues = (value: unknown) =>
  financeProviderConfigSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("finance provider config (issue 19 item 1; spec 02 §3 'Finance lender', §5, §9)", () => {
  it("defaults to the spec: no fees, 10% quick quote, 10% deposit and 30% final payment, 8.5% calculator, 0.5-15%", () => {
    expect(DEFAULT_FINANCE_PROVIDER.fees).toEqual({
      establishment: { amount: 0, paid: "financed" },
      registration: 0,
      monthlyAdmin: 0,
      agency: 0,
    });
    expect(DEFAULT_FINANCE_PROVIDER.rateCard.GREAT).toEqual([{ maxVehicleAgeYears: null, rate: 10 }]);
    expect(DEFAULT_FINANCE_PROVIDER.quickQuote).toEqual({ depositPercent: 10, finalPaymentPercent: 30 });
    expect(DEFAULT_FINANCE_PROVIDER.calculator).toEqual({
      defaultInterest: 8.5,
      interest: { min: 0.5, max: 15, step: 0.5 },
      priceMin: 1000,
    });
    expect(DEFAULT_FINANCE_PROVIDER.comparisonRateRange).toBeNull();
  });

  it("holds the spec's provider variants", () => {
    const c = financeProviderConfigSchema.parse({
      fees: ONE_SITE_FIXED_FEES,
      comparisonRateRange: ONE_PROVIDER_COMPARISON_RATE_RANGE,
      calculator: {
        interest: ONE_PROVIDER_CALCULATOR_INTEREST,
        priceMin: ONE_PROVIDER_CALCULATOR_PRICE_MIN,
        defaultInterest: 8.5,
      },
    });
    expect(c.fees).toEqual({
      establishment: { amount: 395, paid: "financed" },
      registration: 6,
      monthlyAdmin: 8,
      agency: 912.25,
    });
    expect(c.comparisonRateRange).toEqual({ min: 8.38, max: 19.42 });
    expect(c.calculator.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(c.calculator.priceMin).toBe(5000);
    expect(ONE_LENDER_ESTABLISHMENT_FEE).toBe(1360.5);
    expect(CALCULATOR_INTEREST).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(ANOTHER_SITE_CALCULATOR_INTEREST).toEqual({ min: 4, max: 20, step: 0.5 });
  });

  it("sorts the fees as reg 100 treats them: credit fees financed or upfront, registration as a government fee", () => {
    expect(loanFeesOf(ONE_SITE_FIXED_FEES)).toEqual({ paidUpfront: 0, financed: 1307.25, governmentFinanced: 6, monthly: 8 });
    expect(loanFeesOf({ ...ONE_SITE_FIXED_FEES, establishment: { amount: 395, paid: "upfront" } })).toEqual({
      paidUpfront: 395,
      financed: 912.25,
      governmentFinanced: 6,
      monthly: 8,
    });
  });

  it("refuses bad values with the field's path", () => {
    expect(issues({ fees: { agency: -1 } })).toEqual(["fees.agency: must be 0 or more"]);
    expect(issues({ fees: { establishment: { amount: 395, paid: "later" } } })).toEqual([
      "fees.establishment.paid: must be financed or upfront",
    ]);
    expect(issues({ fees: { monthlyAdmin: "8" } })).toEqual(["fees.monthlyAdmin: must be an amount in dollars, such as 395"]);
    expect(issues({ comparisonRateRange: { min: 19.42, max: 8.38 } })).toEqual([
      "comparisonRateRange.min: min must not be above max",
    ]);
    expect(issues({ calculator: { defaultInterest: 20 } })).toEqual([
      "calculator.defaultInterest: defaultInterest must lie within interest min to max",
    ]);
    expect(issues({ calculator: { interest: { min: 4, max: 20, step: 0 }, defaultInterest: 8.5 } })).toEqual([
      "calculator.interest.step: must be more than 0",
    ]);
    expect(issues({ quickQuote: { depositPercent: 80, finalPaymentPercent: 30 } })).toEqual([
      "quickQuote.finalPaymentPercent: depositPercent and finalPaymentPercent together must be at most 100",
    ]);
  });
});
