import { describe, expect, it } from "vitest";
import { calculatorDisclaimer, DISCLAIMER_LIMIT, feesText, truncateDisclaimer } from "./calculator-disclaimer";
import { DEFAULT_FINANCE_PROVIDER, ONE_SITE_FIXED_FEES } from "./provider-config";

// Spec 02 §9 'Disclaimer truncated at 197 characters'; §2 'A show more/less toggle reveals the disclaimer'.
describe("truncateDisclaimer", () => {
  it("keeps a text of 197 characters whole, and cuts one of 198 at 197 with an ellipsis", () => {
    const fits = "a".repeat(DISCLAIMER_LIMIT);
    expect(truncateDisclaimer(fits)).toEqual({ kind: "short", text: fits });
    const long = "b".repeat(DISCLAIMER_LIMIT + 1);
    const t = truncateDisclaimer(long);
    expect(t).toEqual({ kind: "long", text: long, preview: `${"b".repeat(197)}…` });
  });
  it("counts characters after folding white space", () => {
    expect(truncateDisclaimer(`  one\n\n two  `)).toEqual({ kind: "short", text: "one two" });
  });
});

describe("calculatorDisclaimer", () => {
  it("names the lender's fees and the support phone number (spec 02 §9 '{phone}')", () => {
    expect(feesText(ONE_SITE_FIXED_FEES)).toBe(
      "an establishment fee of $395 added to the loan, an agency fee of $912.25 added to the loan, a security registration fee of $6 and a monthly fee of $8",
    );
    expect(feesText(DEFAULT_FINANCE_PROVIDER.fees)).toBeNull();
    const text = calculatorDisclaimer({ siteName: "Test Motors", phone: "07 3000 0000", fees: ONE_SITE_FIXED_FEES });
    expect(text).toContain("on 07 3000 0000.");
    expect(text).toContain("a monthly fee of $8.");
    expect(text.length).toBeGreaterThan(DISCLAIMER_LIMIT);
    expect(calculatorDisclaimer({ siteName: "T", phone: null, fees: DEFAULT_FINANCE_PROVIDER.fees })).toContain(
      "Repayments assume no lender fees.",
    );
  });
});
