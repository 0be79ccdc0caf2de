/**
 * The vehicle-page finance calculator's bounds (spec 02 §5, §9), kept apart
 * from the calculator so the provider config can name them as defaults.
 */

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Spec 02 §5: 'purchase price minimum 1000 (5000 for one provider/site), maximum 250000'. */
export const CALCULATOR_PRICE_MIN = 1000;
export const ONE_PROVIDER_CALCULATOR_PRICE_MIN = 5000;
export const CALCULATOR_PRICE_MAX = 250_000;

/** Spec 02 §5: 'Term 1 to 7 years step 0.5'. */
export const CALCULATOR_TERM: SliderBounds = { min: 1, max: 7, step: 0.5 };

/** Spec 02 §5: 'Interest 0.5 to 15 percent step 0.5 (7.5 to 14.5 for one provider; 4 to 20 on another site)'. */
export const CALCULATOR_INTEREST: SliderBounds = { min: 0.5, max: 15, step: 0.5 };
export const ONE_PROVIDER_CALCULATOR_INTEREST: SliderBounds = { min: 7.5, max: 14.5, step: 0.5 };
export const ANOTHER_SITE_CALCULATOR_INTEREST: SliderBounds = { min: 4, max: 20, step: 0.5 };

/** Spec 02 §5: 'Deposit/trade-in and residual 0 to 250000 step 0.5'. */
export const CALCULATOR_TRADE_IN: SliderBounds = { min: 0, max: 250_000, step: 0.5 };
export const CALCULATOR_RESIDUAL: SliderBounds = { min: 0, max: 250_000, step: 0.5 };

/** Spec 02 §9: '8.5% in the vehicle-page calculator, default amount 30000 if no price, default term 5 years'. */
export const CALCULATOR_DEFAULT_INTEREST = 8.5;
export const CALCULATOR_DEFAULT_AMOUNT = 30_000;
export const CALCULATOR_DEFAULT_TERM = 5;

/** Spec 02 §5: 'Repayment at or below $25 shows 'Enquire for Finance''. */
export const ENQUIRE_THRESHOLD = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

/** The quick quote's form (spec 02 §5/§9): price 'clamped to 10,000 to 200,000 on blur'. */
export const QUICK_QUOTE_PRICE = { min: 10_000, max: 200_000 } as const;
/** Spec 02 §5: 'Loan term slider 1 to 7 years, step 1'. */
export const QUICK_QUOTE_TERM = { min: 1, max: 7, step: 1 } as const;
