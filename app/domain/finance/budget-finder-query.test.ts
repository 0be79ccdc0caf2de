import { describe, expect, it } from "vitest";
import { budgetFinderDefaults, paramErrorText, readBudgetFinderParams, readPriceRangeParams } from "./budget-finder-query";
import { budgetFinderParams } from "./budget-finder-view";

const read = (qs: string) => readBudgetFinderParams(new URLSearchParams(qs));

describe("the budget finder's query string", () => {
  it("defaults to the spec's budget: 600 a month, 2000 deposit (spec 02 §9); 200 a week when weekly", () => {
    expect(read("")).toEqual({ ok: true, input: { frequency: "monthly", repayment: 600, deposit: 2000, body: null } });
    expect(read("frequency=weekly")).toEqual({
      ok: true,
      input: { frequency: "weekly", repayment: 200, deposit: 2000, body: null },
    });
    expect(budgetFinderDefaults()).toEqual({ frequency: "monthly", repayment: 600, deposit: 2000, body: null });
  });

  it("reads amounts as typed: a non-number or an emptied field is 0, clamped 0 to 1,000,000 (spec 02 §5)", () => {
    const input = (qs: string) => {
      const r = read(qs);
      return r.ok ? [r.input.repayment, r.input.deposit] : r.errors;
    };
    expect(input("repayment=abc&deposit=")).toEqual([0, 0]);
    expect(input("repayment=1%2C250&deposit=%2410%2C000")).toEqual([1250, 10_000]);
    expect(input("repayment=-20&deposit=1000001")).toEqual([0, 1_000_000]);
    expect(input("repayment=1000000&deposit=0")).toEqual([1_000_000, 0]);
  });

  it("takes a quick-pick deposit sent without JavaScript over the typed one", () => {
    const r = read("repayment=450&deposit=2000&deposit_pick=30000");
    expect(r.ok && [r.input.repayment, r.input.deposit]).toEqual([450, 30_000]);
  });

  it("takes a body, blank meaning every body", () => {
    const body = (qs: string) => {
      const r = read(qs);
      return r.ok ? r.input.body : "refused";
    };
    expect([body("body=SUV"), body("body="), body("body=%20%20")]).toEqual(["SUV", null, null]);
  });

  it("refuses what no shopper typed, naming the parameter", () => {
    const r = read("frequency=fortnightly");
    expect(r.ok).toBe(false);
    expect(!r.ok && paramErrorText(r.errors)).toBe("frequency: must be weekly or monthly");
    const long = read(`repayment=${"9".repeat(25)}&body=${"x".repeat(61)}`);
    expect(!long.ok && paramErrorText(long.errors)).toBe(
      "repayment: must be at most 24 characters; body: must be at most 60 characters",
    );
  });

  it("round-trips through the query string the page and its count use", () => {
    const input = { frequency: "weekly" as const, repayment: 350, deposit: 15_000, body: "Ute" };
    expect(readBudgetFinderParams(budgetFinderParams(input))).toEqual({ ok: true, input });
  });

  it("reads the price range page's ends as given, for the track to judge", () => {
    expect(readPriceRangeParams(new URLSearchParams("min=5000&max=x&body=SUV"))).toEqual({
      ok: true,
      input: { min: "5000", max: "x", body: "SUV" },
    });
    const r = readPriceRangeParams(new URLSearchParams(`max=${"1".repeat(30)}`));
    expect(!r.ok && paramErrorText(r.errors)).toBe("max: must be at most 24 characters");
  });
});
