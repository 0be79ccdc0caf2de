import { describe, expect, it } from "vitest";
import { FINANCE_FORM_ANCHOR, financeHref } from "./finance-link";
import { financePageConfigSchema, parseFinancePageQuery } from "./finance-page";

const site = (over: Record<string, unknown> = {}) => ({
  features: { finance: true },
  finance_page: financePageConfigSchema.parse(over),
});

describe("financeHref (spec 01 §2 finance link)", () => {
  it("ends in #finance-form with the spec's query: preferredDealership, vehiclePriceBudget, car_id, car_type, vin", () => {
    const href = financeHref(site(), {
      id: 42,
      price: 24990.5,
      car_type: "used",
      vin: "JTMABC123",
      dealership_slug: "greywattle-toyota",
    });
    expect(href).toBe(
      "/finance?preferredDealership=greywattle-toyota&vehiclePriceBudget=24991&car_id=42&car_type=used&vin=JTMABC123#finance-form",
    );
    expect(href!.endsWith(`#${FINANCE_FORM_ANCHOR}`)).toBe(true);
  });
  it("uses the site's own path (/apply-for-finance or /finance-enquiry), and /finance#finance-form without a car", () => {
    expect(financeHref(site({ path: "/apply-for-finance" }), { id: 1 })).toBe("/apply-for-finance?car_id=1#finance-form");
    expect(financeHref(site())).toBe("/finance#finance-form");
  });
  it("a configured default finance link replaces it; no link where the site offers no finance", () => {
    expect(financeHref(site({ default_link: "https://finance.example.com/apply" }), { id: 1 })).toBe(
      "https://finance.example.com/apply",
    );
    expect(financeHref({ features: { finance: false } }, { id: 1 })).toBeNull();
  });
});

describe("parseFinancePageQuery (spec 02 §2 query parameters)", () => {
  it("reads every parameter, with vehiclePriceBudget or price and selfAssessedCreditScore or credit_score", () => {
    const q = parseFinancePageQuery(
      new URLSearchParams(
        "car_id=12&vin=1HGCM82633A004352&nvic=ABC12&year=2021&preferredDealership=greywattle-toyota&car_type=used&price=25000&loanTerm=4&credit_score=decent&whoIsHelping=Sam",
      ),
    );
    expect(q).toEqual({
      car_id: 12,
      vin: "1HGCM82633A004352",
      nvic: "ABC12",
      year: 2021,
      preferredDealership: "greywattle-toyota",
      car_type: "used",
      purchasePrice: 25000,
      loanTerm: 4,
      selfAssessedCreditScore: "DECENT",
      whoIsHelping: "Sam",
    });
    expect(parseFinancePageQuery(new URLSearchParams("vehiclePriceBudget=31000&price=9")).purchasePrice).toBe(31000);
  });
  it("leaves out what does not parse rather than failing the page", () => {
    const q = parseFinancePageQuery(new URLSearchParams("car_id=abc&year=1800&car_type=boat&loanTerm=9&credit_score=AMAZING"));
    expect(q).toMatchObject({ car_id: null, year: null, car_type: null, loanTerm: null, selfAssessedCreditScore: null });
  });
});
