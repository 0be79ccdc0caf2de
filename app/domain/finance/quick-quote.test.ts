import { describe, expect, it } from "vitest";
import { vehicleEstimate } from "./vehicle-estimate";
import { DEFAULT_FINANCE_PROVIDER, financeProviderConfigSchema, ONE_SITE_FIXED_FEES } from "./provider-config";
import {
  clampLoanTerm,
  clampPurchasePrice,
  purchasePriceDigits,
  QUICK_QUOTE_DEFAULTS,
  quickQuote,
  quickQuoteDisclaimer,
  quickQuoteRequestSchema,
  quoteResultSchema,
} from "./quick-quote";

describe("quick quote inputs (spec 02 §5, §9)", () => {
  it("defaults to price 30,000, term 5, credit GREAT", () => {
    expect(QUICK_QUOTE_DEFAULTS).toEqual({ purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: "GREAT" });
    expect(quickQuoteRequestSchema.parse({})).toMatchObject(QUICK_QUOTE_DEFAULTS);
  });

  it("keeps digits only as the price is typed", () => {
    expect(purchasePriceDigits("$45,990.50")).toBe("4599050");
    expect(purchasePriceDigits("abc")).toBe("");
  });

  it("clamps the price to 10,000 to 200,000 on blur", () => {
    expect(clampPurchasePrice("9999")).toBe(10_000);
    expect(clampPurchasePrice("10000")).toBe(10_000);
    expect(clampPurchasePrice("$45,990")).toBe(45_990);
    expect(clampPurchasePrice("200000")).toBe(200_000);
    expect(clampPurchasePrice("200001")).toBe(200_000);
    expect(clampPurchasePrice("")).toBe(10_000);
    expect(clampPurchasePrice(-5)).toBe(10_000);
    expect(clampPurchasePrice(Number.POSITIVE_INFINITY)).toBe(10_000);
  });

  it("keeps the term to whole years 1 to 7", () => {
    expect([0, 1, 3.4, 3.5, 7, 8].map(clampLoanTerm)).toEqual([1, 1, 3, 4, 7, 7]);
    expect(clampLoanTerm(Number.NaN)).toBe(5);
  });

  it("parses the /api/youx/quote payload, clamping as the form does and naming a bad field", () => {
    expect(
      quickQuoteRequestSchema.parse({ purchasePrice: 250_000, loanTerm: 9, selfAssessedCreditScore: "POOR", year: 2020 }),
    ).toMatchObject({
      purchasePrice: 200_000,
      loanTerm: 7,
      selfAssessedCreditScore: "POOR",
      year: 2020,
    });
    const issues = quickQuoteRequestSchema
      .safeParse({ purchasePrice: "lots", selfAssessedCreditScore: "EXCELLENT", year: 1800 })
      .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues).toEqual([
      "selfAssessedCreditScore: must be GREAT, DECENT or POOR",
      "purchasePrice: must be a price in dollars, such as 30000",
      "year: must be 1900 or later",
    ]);
  });
});

describe("quickQuote (spec 02 §3 'Quote result', §7)", () => {
  it("at the defaults: $30,000 less 10% deposit, 30% final payment, 5 years weekly at 10%", () => {
    // Python (docs/finance.md): $27,000 at 10%/52 over 260 weeks with a $9,000 balloon repays $105.35 a week;
    // with no fees the regulated example's comparison rate is the rate itself.
    const q = quickQuote({}, DEFAULT_FINANCE_PROVIDER, 2025);
    expect(q).toMatchObject({ weeklyRepaymentAmount: 105.35, advertisedRate: 10, comparisonRate: 10 });
    expect(q.loan).toMatchObject({ amountOfCredit: 27_000, balloon: 9000, numberOfRepayments: 260, finalRepayment: 9104.56 });
    expect(q.disclaimer).toBe("Based on a 5-year term, 10% deposit and 30% final payment.");
  });

  it("with the site's fees: the weekly amount includes the monthly fee, the comparison rate the fees", () => {
    // Python: $27,000 + $1,307.25 financed + $6 registration: $111.77 + $1.85 a week; 10% -> 12.38% comparison.
    const provider = financeProviderConfigSchema.parse({ fees: ONE_SITE_FIXED_FEES });
    expect(quickQuote({}, provider, 2025)).toMatchObject({
      weeklyRepaymentAmount: 113.62,
      advertisedRate: 10,
      comparisonRate: 12.38,
    });
  });

  it("takes the rate card's rate for the credit history and the car's age", () => {
    const provider = financeProviderConfigSchema.parse({
      rateCard: {
        GREAT: [
          { maxVehicleAgeYears: 3, rate: 7.5 },
          { maxVehicleAgeYears: null, rate: 9.5 },
        ],
        POOR: [{ maxVehicleAgeYears: null, rate: 16.5 }],
      },
    });
    expect(quickQuote({ year: 2023 }, provider, 2025).advertisedRate).toBe(7.5);
    expect(quickQuote({ year: 2015 }, provider, 2025).advertisedRate).toBe(9.5);
    expect(quickQuote({ selfAssessedCreditScore: "POOR", year: 2023 }, provider, 2025).advertisedRate).toBe(16.5);
    expect(quickQuote({ selfAssessedCreditScore: "DECENT" }, provider, 2025).advertisedRate).toBe(10);
  });

  it("a longer term lowers the weekly repayment; the disclaimer names the term", () => {
    const three = quickQuote({ loanTerm: 3 }, DEFAULT_FINANCE_PROVIDER, 2025);
    const seven = quickQuote({ loanTerm: 7 }, DEFAULT_FINANCE_PROVIDER, 2025);
    expect(seven.weeklyRepaymentAmount).toBeLessThan(three.weeklyRepaymentAmount);
    expect(quickQuoteDisclaimer(3, DEFAULT_FINANCE_PROVIDER)).toBe("Based on a 3-year term, 10% deposit and 30% final payment.");
  });

  it("answers in the Quote result shape the sticky header reads (app/domain/finance/vehicle-estimate.ts)", () => {
    const q = quickQuote({ purchasePrice: 30_000, year: 2022 }, DEFAULT_FINANCE_PROVIDER, 2025);
    const answer = quoteResultSchema.parse(q);
    expect(Object.keys(answer)).toEqual(["weeklyRepaymentAmount", "advertisedRate", "comparisonRate"]);
    const car = {
      status: "in_stock",
      reserved: false,
      price: 30_000,
      autograb_data: { average_market_price: 31_000 },
      youxQuote: answer,
    };
    const e = vehicleEstimate(car, DEFAULT_FINANCE_PROVIDER, 2025)!;
    expect(e.source).toBe("lender");
    expect([e.weeklyRepaymentAmount, e.rates.interestRate, e.rates.comparisonRate]).toEqual([105.35, 10, 10]);
  });
});
