import { useId, useState } from "react";
import { QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM } from "~/domain/finance/calculator-bounds";
import { quickQuoteBasis } from "~/domain/finance/calculator-disclaimer";
import { CREDIT_HISTORIES, type CreditHistory } from "~/domain/finance/credit-history";
import { formatMoney, formatRate } from "~/domain/finance/money";
import type { VehicleEstimate } from "~/domain/finance/vehicle-estimate";
import type { VehicleFinance } from "~/domain/vehicle/page-model";
import { useTypedBeforeHydration } from "~/ui/primitives/typed-before-hydration";
import { useDebouncedQuote, type QuoteRequest } from "./quote-client";
import { RatePair, RateWarning } from "./rate-pair";

/** The id the sticky header's asterisk points at. */
export const ESTIMATE_WARNING_ID = "finance-estimate-warning";
const DEFAULT_CREDIT: CreditHistory = "GREAT";
const DEFAULT_TERM = 5;
const CREDIT_LABELS: Record<CreditHistory, string> = { GREAT: "Great", DECENT: "Decent", POOR: "Poor" };

/**
 * The sidebar's finance quick estimate (spec 01 §2 'finance estimate'; spec
 * 02 §5 eligibility, §7 the quote call): the weekly repayment with its rate
 * and comparison rate, rendered by the server from the lender's quote or the
 * engine. Changing the credit history or the term asks /api/youx/quote 500 ms
 * after the last change; back at the defaults the page's own figure returns.
 */
export function QuickEstimate({ estimate, finance }: { estimate: VehicleEstimate; finance: VehicleFinance | null }) {
  const id = useId();
  const [credit, setCredit] = useState<CreditHistory>(DEFAULT_CREDIT);
  const [term, setTerm] = useState(DEFAULT_TERM);
  const creditField = useTypedBeforeHydration<HTMLSelectElement>(credit, (chosen) => {
    const history = CREDIT_HISTORIES.find((c) => c === chosen);
    if (history) setCredit(history);
  });
  const termField = useTypedBeforeHydration(String(term), (moved) => setTerm(Number(moved)));
  const car = finance?.car;
  // The quote call clamps the price to the form's 10,000 to 200,000: a car outside it keeps its own figure only.
  const adjustable = !!car && car.price >= QUICK_QUOTE_PRICE.min && car.price <= QUICK_QUOTE_PRICE.max;
  const request: QuoteRequest | null =
    car && (credit !== DEFAULT_CREDIT || term !== DEFAULT_TERM)
      ? {
          selfAssessedCreditScore: credit,
          purchasePrice: car.price,
          loanTerm: term,
          year: car.year,
          vin: car.vin,
          nvic: car.nvic,
        }
      : null;
  const { quote, pending } = useDebouncedQuote(request, {
    weeklyRepaymentAmount: estimate.weeklyRepaymentAmount,
    advertisedRate: estimate.rates.interestRate,
    comparisonRate: estimate.rates.comparisonRate,
  });
  // Formatted here rather than through rate-disclosure.ts, which brings the engine's solver into this script.
  const rates = quote
    ? { interestRateText: formatRate(quote.advertisedRate), comparisonRateText: formatRate(quote.comparisonRate) }
    : null;
  return (
    <section className="quick-estimate" aria-labelledby={`${id}-h`} data-testid="quick-estimate">
      <h2 id={`${id}-h`} className="quick-estimate__title">
        Finance estimate
      </h2>
      <div aria-live="polite" aria-busy={pending} className="quick-estimate__figures">
        <p className="quick-estimate__amount">
          <strong data-testid="estimate-weekly">{quote ? formatMoney(quote.weeklyRepaymentAmount) : "–"}</strong>{" "}
          <span>per week</span>
        </p>
        <RatePair rates={rates ?? { interestRateText: "–", comparisonRateText: "–" }} warningId={ESTIMATE_WARNING_ID} />
      </div>
      <p className="quick-estimate__basis">
        {finance ? quickQuoteBasis(term, finance.provider.quickQuote) : estimate.disclaimer}
      </p>
      {adjustable ? (
        <div className="quick-estimate__controls">
          <div className="quick-estimate__field">
            <label htmlFor={`${id}-credit`}>Credit history</label>
            <select
              ref={creditField}
              id={`${id}-credit`}
              value={credit}
              onChange={(e) => setCredit(e.target.value as CreditHistory)}
            >
              {CREDIT_HISTORIES.map((c) => (
                <option key={c} value={c}>
                  {CREDIT_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="quick-estimate__field">
            <label htmlFor={`${id}-term`}>
              Loan term <output htmlFor={`${id}-term`}>{yearsText(term)}</output>
            </label>
            <input
              ref={termField}
              id={`${id}-term`}
              type="range"
              min={QUICK_QUOTE_TERM.min}
              max={QUICK_QUOTE_TERM.max}
              step={QUICK_QUOTE_TERM.step}
              value={term}
              aria-valuetext={yearsText(term)}
              onChange={(e) => setTerm(Number(e.target.value))}
            />
          </div>
        </div>
      ) : null}
      {finance ? (
        <a className="button button--block quick-estimate__apply" href={finance.applyHref}>
          Apply for Finance
        </a>
      ) : null}
      <RateWarning rates={estimate.rates} id={ESTIMATE_WARNING_ID} />
    </section>
  );
}

function yearsText(n: number): string {
  return `${n} ${n === 1 ? "year" : "years"}`;
}
