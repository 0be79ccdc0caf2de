import { describe, expect, it } from "vitest";
import {
  cashFlowsOf,
  COMPARISON_RATE_WARNING,
  comparisonRate,
  exactComparisonRate,
  REGULATED_EXAMPLE,
  regulatedComparisonRate,
  solvePeriodicRate,
} from "./comparison-rate";
import { COMPARISON_RATE_N } from "./frequency";
import { type LoanInput, quoteLoan } from "./loan";

/**
 * An independent solver for reg 100's equation, written apart from the engine:
 * Newton's method on f(r) = sum_j P_j (1+r)^-j - (A_0 - C_0), for a level
 * payment P (repayment + fee) for N-1 intervals and a final payment at N.
 */
function newtonRate(target: number, level: number, final: number, n: number): number {
  let r = 0.01;
  for (let k = 0; k < 100; k++) {
    let f = -target;
    let df = 0;
    for (let j = 1; j <= n; j++) {
      const p = j === n ? final : level;
      f += p * Math.pow(1 + r, -j);
      df -= j * p * Math.pow(1 + r, -j - 1);
    }
    r -= f / df;
  }
  return r;
}

// NCCP Regulations 2010 reg 100(3): comparison rate = n x r x 100%, n = 12 monthly, 26.09 fortnightly,
// 52.18 weekly; A_0 = the credit; C_j = credit fees (not government fees). Expected rates from the
// Python derivation in docs/finance.md, and checked again here by newtonRate from the schedule figures.
const cases: { name: string; input: LoanInput; target: number; level: number; final: number; rate: number }[] = [
  {
    name: "the issue's worked case: $30,000, 60 monthly at 7.99%, $395 financed, $10 a month: 9.23%",
    input: { amountOfCredit: 30_000, annualRate: 7.99, termYears: 5, frequency: "monthly", fees: { financed: 395, monthly: 10 } },
    target: 30_000,
    level: 616.16 + 10,
    final: 615.83 + 10,
    rate: 9.23,
  },
  {
    name: "establishment fee paid upfront: $30,000 at 7.99% over 5 years, $395 at settlement: 8.55%",
    input: { amountOfCredit: 30_000, annualRate: 7.99, termYears: 5, frequency: "monthly", fees: { paidUpfront: 395 } },
    target: 30_000 - 395,
    level: 608.15,
    final: 608.02,
    rate: 8.55,
  },
  {
    name: "a balloon with fees: $40,000 at 8.5%, $12,000 residual, $395 financed, $10 a month: 9.27%",
    input: {
      amountOfCredit: 40_000,
      annualRate: 8.5,
      termYears: 5,
      frequency: "monthly",
      balloon: 12_000,
      fees: { financed: 395, monthly: 10 },
    },
    target: 40_000,
    level: 667.57 + 10,
    final: 12_667.34 + 10,
    rate: 9.27,
  },
  {
    name: "weekly: $25,000 at 9.49% over 4 years, $395 financed, $8 a month ($1.85 a week): 11.04% (n = 52.18)",
    input: { amountOfCredit: 25_000, annualRate: 9.49, termYears: 4, frequency: "weekly", fees: { financed: 395, monthly: 8 } },
    target: 25_000,
    level: 146.84 + 1.85,
    final: 146.06 + 1.85,
    rate: 11.04,
  },
  {
    name: "fortnightly: $18,000 at 11.5% over 3 years, $250 upfront: 12.53% (n = 26.09)",
    input: { amountOfCredit: 18_000, annualRate: 11.5, termYears: 3, frequency: "fortnightly", fees: { paidUpfront: 250 } },
    target: 18_000 - 250,
    level: 273.37,
    final: 273.03,
    rate: 12.53,
  },
];

describe("comparisonRate: worked cases (reg 100; issue 19 item 9)", () => {
  for (const c of cases) {
    it(c.name, () => {
      const loan = quoteLoan(c.input);
      expect(comparisonRate(loan)).toBe(c.rate);
      const independent =
        COMPARISON_RATE_N[c.input.frequency] * newtonRate(c.target, c.level, c.final, loan.numberOfRepayments) * 100;
      expect(exactComparisonRate(loan)).toBeCloseTo(independent, 8);
      expect(Math.round(independent * 100) / 100).toBe(c.rate);
    });
  }
});

// The regulated example, $30,000 over 5 years (monthly), at several rates with the spec 02 §9 fees.
describe("regulatedComparisonRate: the $30,000 / 5-year example", () => {
  const siteFees = { financed: 395 + 912.25, governmentFinanced: 6, monthly: 8 }; // 'one site' fees
  const oneLender = { financed: 1360.5 }; // 'Establishment fee ... 1360.5 for one lender'
  const table = [
    { rate: 6.99, withSiteFees: 9.34, withOneLender: 8.87 },
    { rate: 8.5, withSiteFees: 10.87, withOneLender: 10.41 },
    { rate: 10, withSiteFees: 12.38, withOneLender: 11.93 },
    { rate: 12.99, withSiteFees: 15.41, withOneLender: 14.98 },
    { rate: 15, withSiteFees: 17.45, withOneLender: 17.03 },
  ];
  it.each(table)("at $rate% p.a.: $withSiteFees% with the site's fees, $withOneLender% with one lender's 1360.5 fee", (row) => {
    expect(regulatedComparisonRate(row.rate, siteFees)).toBe(row.withSiteFees);
    expect(regulatedComparisonRate(row.rate, oneLender)).toBe(row.withOneLender);
  });

  it("equals the nominal rate with no fees (spec 02 §9: 'Establishment fee 0 by default')", () => {
    for (const rate of [0.5, 4, 8.5, 10, 14.5, 20]) expect(regulatedComparisonRate(rate, {})).toBe(rate);
  });

  it("is the example reg 100 names: $30,000 secured over 5 years", () => {
    expect(REGULATED_EXAMPLE).toEqual({ amountOfCredit: 30_000, termYears: 5, frequency: "monthly", secured: true });
  });

  it("leaves a government fee out: the $6 registration alone changes nothing", () => {
    expect(regulatedComparisonRate(8.5, { governmentFinanced: 6 })).toBe(8.5);
    expect(regulatedComparisonRate(8.5, { financed: 6 })).toBe(8.51); // the same $6 as a credit fee (Python: 8.51)
  });

  it("refuses fees paid upfront that swallow the $30,000", () => {
    expect(() => regulatedComparisonRate(8.5, { paidUpfront: 30_000 })).toThrow(/paidUpfront/);
  });
});

describe("reg 100 details", () => {
  it("quotes the prescribed warning exactly (issue 19)", () => {
    expect(COMPARISON_RATE_WARNING).toBe(
      "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
    );
  });

  it("weekly and fortnightly use n = 52.18 and 26.09, so with no fees they sit above the 52- and 26-a-year nominal rate", () => {
    // r = 9.49% / 52 exactly, so the comparison rate is 52.18 x 9.49 / 52 = 9.5228%, independently of any solver.
    const weekly = quoteLoan({ amountOfCredit: 25_000, annualRate: 9.49, termYears: 4, frequency: "weekly" });
    expect(exactComparisonRate(weekly)).toBeCloseTo((52.18 * 9.49) / 52, 4);
    expect(comparisonRate(weekly)).toBe(9.52);
    const fortnightly = quoteLoan({ amountOfCredit: 25_000, annualRate: 9.49, termYears: 4, frequency: "fortnightly" });
    expect(exactComparisonRate(fortnightly)).toBeCloseTo((26.09 * 9.49) / 26, 4);
    // The regulated example repaid weekly, for a product that is only repaid weekly: 52.18 x 9.49 / 52.
    expect(regulatedComparisonRate(9.49, {}, "weekly")).toBe(9.52);
    expect(regulatedComparisonRate(9.49, {}, "fortnightly")).toBe(9.52);
  });

  it("the cash flows: credit (plus government fees) and upfront fees at j = 0, each repayment with its fee after", () => {
    const loan = quoteLoan({
      amountOfCredit: 1000,
      annualRate: 12,
      termYears: 0.25,
      frequency: "monthly",
      fees: { paidUpfront: 20, governmentFinanced: 6, monthly: 5 },
    });
    expect(cashFlowsOf(loan)).toEqual([
      { j: 0, credit: 1006, payment: 20 },
      { j: 1, credit: 0, payment: loan.repayment + 5 },
      { j: 2, credit: 0, payment: loan.repayment + 5 },
      { j: 3, credit: 0, payment: loan.finalRepayment + 5 },
    ]);
  });

  it("has no rate without credit, or when upfront fees take it all", () => {
    expect(solvePeriodicRate([{ j: 0, credit: 0, payment: 0 }])).toBeNull();
    expect(
      solvePeriodicRate([
        { j: 0, credit: 100, payment: 100 },
        { j: 1, credit: 0, payment: 10 },
      ]),
    ).toBeNull();
    expect(
      solvePeriodicRate([
        { j: 0, credit: 100, payment: 0 },
        { j: 1, credit: 0, payment: 50 },
      ]),
    ).toBeNull();
    expect(comparisonRate(quoteLoan({ amountOfCredit: 0, annualRate: 9, termYears: 5, frequency: "monthly" }))).toBeNull();
  });

  it("solves extreme loans too: $100 repaid at 1,000% a year is found, not lost", () => {
    // One repayment of 110 a month after lending 100: r = 10% a month, 120% a year.
    expect(
      solvePeriodicRate([
        { j: 0, credit: 100, payment: 0 },
        { j: 1, credit: 0, payment: 110 },
      ]),
    ).toBeCloseTo(0.1, 12);
    expect(
      solvePeriodicRate([
        { j: 0, credit: 100, payment: 0 },
        { j: 1, credit: 0, payment: 1100 },
      ]),
    ).toBeCloseTo(10, 9);
  });
});
