import { describe, expect, it } from "vitest";
import * as finance from "~/domain/finance";

// The public API as the quote API, pages, popup and budget finder will use it (docs/finance.md).
describe("~/domain/finance", () => {
  it("quotes the issue's worked case through the public API: $616.16 a month, comparison rate 9.23%", () => {
    const loan = finance.quoteLoan({
      amountOfCredit: 30_000,
      annualRate: 7.99,
      termYears: 5,
      frequency: "monthly",
      fees: { financed: 395, monthly: 10 },
    });
    expect([loan.repayment, finance.comparisonRate(loan)]).toEqual([616.16, 9.23]);
  });

  it("a tenant's provider config parses to a working quote, rate pair and warning", () => {
    const provider = finance.financeProviderConfigSchema.parse({ fees: finance.ONE_SITE_FIXED_FEES });
    const quote = finance.quickQuote({ purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: "GREAT" }, provider, 2025);
    const rates = finance.quotedRateDisclosure(quote);
    expect([rates.interestRateText, rates.comparisonRateText, rates.warning]).toEqual([
      "10.00% p.a.",
      "12.38% p.a.",
      finance.COMPARISON_RATE_WARNING,
    ]);
  });
});
