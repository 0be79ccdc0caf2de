import { describe, expect, it } from "vitest";
import { levelRepayment, type LoanInput, quoteLoan } from "./loan";

// Issue 19 item 1 and item 9: repayments weekly, fortnightly and monthly (spec 02 §9 '52, 26, 12'),
// with deposit, balloon, establishment fee paid or financed and a monthly fee; totals and interest.
//
// Every expected figure below was computed independently of this engine, by the Python script in
// docs/finance.md ('Deriving the worked cases'): the level repayment from the closed form
// R = (P - B(1+i)^-N) i / (1 - (1+i)^-N) rounded half-up to the cent, the final repayment from the
// closed-form balance B_(N-1) = P(1+i)^(N-1) - R((1+i)^(N-1) - 1)/i rolled on one interval, and the
// comparison rate by Newton's method (see comparison-rate.test.ts).
const cases: { name: string; input: LoanInput; expected: Record<string, number> }[] = [
  {
    name: "the issue's worked case: $30,000, 60 monthly at 7.99%, $395 establishment financed, $10 monthly fee",
    input: { amountOfCredit: 30_000, annualRate: 7.99, termYears: 5, frequency: "monthly", fees: { financed: 395, monthly: 10 } },
    expected: {
      numberOfRepayments: 60,
      amountFinanced: 30_395,
      repayment: 616.16,
      feePerRepayment: 10,
      totalPerRepayment: 626.16,
      finalRepayment: 615.83,
      totalRepayments: 37_569.27,
      totalInterest: 6574.27,
      totalPayable: 37_569.27,
    },
  },
  {
    name: "a balloon: $40,000 at 8.5% over 5 years monthly with a $12,000 residual",
    input: { amountOfCredit: 40_000, annualRate: 8.5, termYears: 5, frequency: "monthly", balloon: 12_000 },
    expected: {
      numberOfRepayments: 60,
      repayment: 659.46,
      finalRepayment: 12_659.67,
      totalRepayments: 51_567.81,
      totalInterest: 11_567.81,
    },
  },
  {
    name: "a weekly loan: $25,000 at 9.49% over 4 years, $395 financed, $8 monthly fee charged $1.85 a week",
    input: { amountOfCredit: 25_000, annualRate: 9.49, termYears: 4, frequency: "weekly", fees: { financed: 395, monthly: 8 } },
    expected: {
      numberOfRepayments: 208,
      repayment: 146.84,
      feePerRepayment: 1.85,
      totalPerRepayment: 148.69,
      finalRepayment: 146.06,
      totalRepayments: 30_926.74,
      totalInterest: 5146.94,
    },
  },
  {
    name: "an establishment fee paid upfront: $30,000 at 7.99% over 5 years, $395 at settlement",
    input: { amountOfCredit: 30_000, annualRate: 7.99, termYears: 5, frequency: "monthly", fees: { paidUpfront: 395 } },
    expected: {
      amountFinanced: 30_000,
      repayment: 608.15,
      finalRepayment: 608.02,
      totalRepayments: 36_488.87,
      totalFees: 395,
      totalPayable: 36_883.87,
    },
  },
  {
    name: "a fortnightly loan: $18,000 at 11.5% over 3 years",
    input: { amountOfCredit: 18_000, annualRate: 11.5, termYears: 3, frequency: "fortnightly", fees: { paidUpfront: 250 } },
    expected: {
      numberOfRepayments: 78,
      repayment: 273.37,
      finalRepayment: 273.03,
      totalRepayments: 21_322.52,
      totalPayable: 21_572.52,
    },
  },
  {
    name: "interest free: $10,000 over 60 months repays exactly $10,000, the last repayment taking the cents",
    input: { amountOfCredit: 10_000, annualRate: 0, termYears: 5, frequency: "monthly" },
    expected: { repayment: 166.67, finalRepayment: 166.47, totalRepayments: 10_000, totalInterest: 0 },
  },
  {
    name: "the regulated example with the spec's fees at 8.5% ($395 + $912.25 financed, $6 registration, $8 monthly)",
    input: {
      amountOfCredit: 30_000,
      annualRate: 8.5,
      termYears: 5,
      frequency: "monthly",
      fees: { financed: 1307.25, governmentFinanced: 6, monthly: 8 },
    },
    expected: {
      amountFinanced: 31_313.25,
      repayment: 642.44,
      totalPerRepayment: 650.44,
      finalRepayment: 642.39,
      totalRepayments: 39_026.35,
      totalInterest: 7233.1,
    },
  },
];

describe("quoteLoan: worked cases (issue 19 item 9)", () => {
  for (const c of cases) {
    it(c.name, () => {
      const quote = quoteLoan(c.input);
      for (const [field, value] of Object.entries(c.expected))
        expect([field, quote[field as keyof typeof quote]]).toEqual([field, value]);
    });
  }
});

describe("quoteLoan: conventions", () => {
  const base: LoanInput = { amountOfCredit: 20_000, annualRate: 9, termYears: 3, frequency: "monthly" };

  it("counts repayments at 52, 26 and 12 a year (spec 02 §9), including half-year terms", () => {
    expect(quoteLoan({ ...base, frequency: "weekly" }).numberOfRepayments).toBe(156);
    expect(quoteLoan({ ...base, frequency: "fortnightly" }).numberOfRepayments).toBe(78);
    expect(quoteLoan({ ...base, termYears: 2.5 }).numberOfRepayments).toBe(30);
    expect(quoteLoan({ ...base, termYears: 2.5, frequency: "weekly" }).numberOfRepayments).toBe(130);
  });

  it("uses the nominal rate over the repayments a year as the periodic rate", () => {
    expect(quoteLoan({ ...base, frequency: "weekly" }).periodicRate).toBeCloseTo(0.09 / 52, 15);
    expect(quoteLoan(base).periodicRate).toBeCloseTo(0.0075, 15);
  });

  it("charges a monthly fee with each repayment at its yearly equivalent: $8 a month is $3.69 a fortnight", () => {
    expect(quoteLoan({ ...base, frequency: "fortnightly", fees: { monthly: 8 } }).feePerRepayment).toBe(3.69);
  });

  it("a balloon equal to the amount financed leaves repayments of interest only", () => {
    const q = quoteLoan({ ...base, balloon: 20_000 });
    expect(q.repayment).toBe(150); // 20,000 x 9% / 12
    expect(q.finalRepayment).toBe(20_150);
  });

  it("refuses what is not a loan, naming the field", () => {
    expect(() => quoteLoan({ ...base, amountOfCredit: -1 })).toThrow(/amountOfCredit/);
    expect(() => quoteLoan({ ...base, annualRate: Number.NaN })).toThrow(/annualRate/);
    expect(() => quoteLoan({ ...base, annualRate: -0.5 })).toThrow(/annualRate/);
    expect(() => quoteLoan({ ...base, termYears: 0 })).toThrow(/termYears/);
    expect(() => quoteLoan({ ...base, balloon: 20_000.01 })).toThrow(/balloon/);
    expect(() => quoteLoan({ ...base, fees: { monthly: -8 } })).toThrow(/fees\.monthly/);
  });

  it("levelRepayment is the textbook annuity: $10,000 at 1% a period over 12 is $888.49", () => {
    // 10000 x 0.01 / (1 - 1.01^-12) = 888.4879 (any annuity table).
    expect(levelRepayment(10_000, 0.01, 12)).toBeCloseTo(888.4879, 4);
    expect(levelRepayment(1200, 0, 12)).toBe(100);
  });
});
