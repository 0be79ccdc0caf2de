/**
 * A tenant's finance provider: rate card, lender fees, comparison-rate range
 * and calculator bounds (issue 19 item 1; spec 02 §3 'Finance lender', §5, §9).
 * Validated at the boundary like the rest of the tenant config; every field
 * has the spec's default, so `financeProviderConfigSchema.parse({})` is a
 * working provider at 10% p.a. with no fees.
 */
import { z } from "zod";
import {
  CALCULATOR_DEFAULT_INTEREST,
  CALCULATOR_INTEREST,
  CALCULATOR_PRICE_MAX,
  CALCULATOR_PRICE_MIN,
  type SliderBounds,
} from "./calculator-bounds";
import { rateCardSchema } from "./rate-card";

export { loanFeesOf } from "./provider-fees";

const fee = z
  .number({ error: "must be an amount in dollars, such as 395" })
  .min(0, "must be 0 or more")
  .max(10_000, "must be at most $10,000");
const percent = z.number({ error: "must be a percentage, such as 10" }).min(0, "must be 0 or more");

export const feesSchema = z.object({
  /** Spec 02 §9 'Establishment fee 0 by default'; 'paid' says whether it is paid at settlement or added to the loan. */
  establishment: z
    .object({
      amount: fee.default(0),
      paid: z.enum(["financed", "upfront"], { error: "must be financed or upfront" }).default("financed"),
    })
    .prefault({}),
  /** PPSR registration of the car as security: a government fee, added to the loan. */
  registration: fee.default(0),
  /** A credit fee charged every month. */
  monthlyAdmin: fee.default(0),
  /** The lender's agency (brokerage) fee: a credit fee added to the loan. */
  agency: fee.default(0),
});
export type ProviderFees = z.infer<typeof feesSchema>;

const range = z
  .object({ min: z.number().min(0).max(100), max: z.number().min(0).max(100) })
  .refine((r) => r.min <= r.max, { message: "min must not be above max", path: ["min"] });

const slider = z
  .object({ min: z.number(), max: z.number(), step: z.number().positive("must be more than 0") })
  .refine((s) => s.min < s.max, { message: "min must be below max", path: ["min"] });

export const financeProviderConfigSchema = z
  .object({
    rateCard: rateCardSchema.prefault({}),
    fees: feesSchema.prefault({}),
    /** The provider's advertised range of comparison rates, as '8.38% to 19.42%'; null to derive it from the rate card. */
    comparisonRateRange: range.nullable().default(null),
    /** Spec 02 §9: the quick quote's disclaimer '5-year term, 10% deposit, 30% final payment'. */
    quickQuote: z
      .object({
        depositPercent: percent.max(90, "must be at most 90").default(10),
        finalPaymentPercent: percent.max(60, "must be at most 60").default(30),
      })
      .prefault({}),
    calculator: z
      .object({
        defaultInterest: z.number().min(0).max(50).default(CALCULATOR_DEFAULT_INTEREST),
        interest: slider.default(CALCULATOR_INTEREST),
        priceMin: z
          .number()
          .min(0)
          .max(CALCULATOR_PRICE_MAX - 1)
          .default(CALCULATOR_PRICE_MIN),
      })
      .prefault({})
      .refine((c) => c.defaultInterest >= c.interest.min && c.defaultInterest <= c.interest.max, {
        message: "defaultInterest must lie within interest min to max",
        path: ["defaultInterest"],
      }),
  })
  .refine((c) => c.quickQuote.depositPercent + c.quickQuote.finalPaymentPercent <= 100, {
    message: "depositPercent and finalPaymentPercent together must be at most 100",
    path: ["quickQuote", "finalPaymentPercent"],
  });

export type FinanceProviderConfig = z.infer<typeof financeProviderConfigSchema>;
export type FinanceProviderConfigInput = z.input<typeof financeProviderConfigSchema>;
export type CalculatorInterestBounds = SliderBounds;

export const DEFAULT_FINANCE_PROVIDER: FinanceProviderConfig = financeProviderConfigSchema.parse({});

/** Spec 02 §9: 'fixed fees on one site: establishment $395, registration $6, monthly admin $8, agency $912.25'. */
export const ONE_SITE_FIXED_FEES: ProviderFees = {
  establishment: { amount: 395, paid: "financed" },
  registration: 6,
  monthlyAdmin: 8,
  agency: 912.25,
};

/** Spec 02 §9: 'Establishment fee 0 by default, 1360.5 for one lender'. */
export const ONE_LENDER_ESTABLISHMENT_FEE = 1360.5;

/** Spec 02 §9: 'Comparison-rate range 8.38% to 19.42% for one provider'. */
export const ONE_PROVIDER_COMPARISON_RATE_RANGE = { min: 8.38, max: 19.42 } as const;
