import { memo, Suspense, type ComponentProps } from "react";
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
const Calculator = calculatorKit.Component;

/**
 * The panel in its own Suspense boundary, behind memo: while its chunk is still arriving, the router
 * re-renders the page (it learns the routes of the page's links, lazy route discovery), and an update
 * reaching a boundary React has not hydrated yet makes React drop the server's HTML and render the panel
 * afresh, losing what the shopper typed or chose before the scripts ran. With the same props memo keeps
 * those re-renders away from it (tests/e2e/before-hydration.spec.ts).
 */
export const FinanceCalculatorPanel = memo(function FinanceCalculatorPanel(props: ComponentProps<typeof Calculator>) {
  return (
    <Suspense fallback={null}>
      <Calculator {...props} />
    </Suspense>
  );
});
export const preloadFinanceCalculator = (): Promise<unknown> => calculatorKit.preload();
