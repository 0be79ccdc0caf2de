import { preloadable } from "./preloadable";

/**
 * The finance calculator panel (ui/finance/finance-calculator.tsx) in a script
 * chunk of its own: it carries the quote engine (repayments and the
 * comparison-rate solver), and the vehicle page's first load stays light
 * (Lighthouse mobile). The route awaits preloadFinanceCalculator() on the
 * server, so the page's HTML carries the panel with its first figure; in the
 * browser the panel hydrates when its chunk arrives.
 */
const calculatorKit = preloadable(() => import("../finance/finance-calculator").then((m) => m.FinanceCalculator));

export const FinanceCalculatorPanel = calculatorKit.Component;
export const preloadFinanceCalculator = (): Promise<unknown> => calculatorKit.preload();
