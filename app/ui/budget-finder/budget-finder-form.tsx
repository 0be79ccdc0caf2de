import { useState } from "react";
import { Form, Link } from "react-router";
import { amountInputValue, groupThousands } from "~/domain/finance/amount-input";
import {
  BUDGET_FREQUENCIES,
  BUDGET_INPUT,
  BUDGET_YEARS,
  budgetEstimate,
  estimateBreakdown,
  repaymentForFrequency,
  type BudgetFrequency,
} from "~/domain/finance/budget-finder";
import { BUDGET_FINDER_PATHS, budgetFinderParams, type BudgetFinderView } from "~/domain/finance/budget-finder-view";
import { formatMoney } from "~/domain/finance/money";
import { AmountInput } from "~/ui/primitives/amount-input";
import { BodyChoices } from "./body-choices";
import { FinderResultView } from "./finder-result";
import { QuickPicks } from "./quick-picks";
import { useHydrated, useLiveResult } from "./use-live-result";

/** Spec 01 §9 'Typing debounce 300 ms'. */
export const TYPING_DEBOUNCE_MS = 300;

const FREQUENCY_LABELS: Record<BudgetFrequency, string> = { weekly: "Weekly", monthly: "Monthly" };

/**
 * 'Find cars for your budget' (spec 02 §2, §4, §5, §9): the repayment (weekly
 * or monthly) and the deposit give the estimate, repayment × 12 or 52 × 5
 * years + deposit, worked out here as the shopper types; the count within it
 * comes from the server (GET /api/budget-finder), and the view button opens
 * the listing at that price. The whole page is a GET form, so without
 * JavaScript 'Update results' sends it and the server draws the same page.
 * `compact` is the home page's: no quick picks or body selector, and a link
 * to the full page.
 */
export function BudgetFinderForm({ view, variant }: { view: BudgetFinderView; variant: "page" | "compact" }) {
  const id = variant === "page" ? "budget" : "home-budget";
  const hydrated = useHydrated();
  const [frequency, setFrequency] = useState(view.frequency);
  const [repayment, setRepayment] = useState(groupThousands(view.repayment));
  const [deposit, setDeposit] = useState(groupThousands(view.deposit));
  const [body, setBody] = useState(view.body);

  const input = { frequency, repayment: amountInputValue(repayment), deposit: amountInputValue(deposit), body };
  const estimate = budgetEstimate(input);
  const params = budgetFinderParams(input);
  const { result, pending, failed } = useLiveResult(view.result, `${BUDGET_FINDER_PATHS.api}?${params}`, TYPING_DEBOUNCE_MS);

  const changeFrequency = (next: BudgetFrequency) => {
    setRepayment(groupThousands(repaymentForFrequency(input.repayment, frequency, next)));
    setFrequency(next);
  };

  return (
    <Form
      method="get"
      action={BUDGET_FINDER_PATHS.page}
      preventScrollReset
      className={`budget-finder budget-finder--${variant}`}
      aria-label="Find cars for your budget"
    >
      <div className="budget-finder__inputs">
        <fieldset className="finder-field finder-frequency">
          <legend className="finder-field__label">How often you repay</legend>
          <div className="finder-frequency__row">
            {BUDGET_FREQUENCIES.map((f) => (
              <span className="finder-frequency__choice" key={f}>
                <input
                  type="radio"
                  id={`${id}-frequency-${f}`}
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => changeFrequency(f)}
                />
                <label htmlFor={`${id}-frequency-${f}`}>{FREQUENCY_LABELS[f]}</label>
              </span>
            ))}
          </div>
        </fieldset>
        <div className="finder-field">
          <label className="finder-field__label" htmlFor={`${id}-repayment`}>
            {FREQUENCY_LABELS[frequency]} repayment
            <span className="visually-hidden"> in dollars</span>
          </label>
          <AmountInput
            id={`${id}-repayment`}
            name="repayment"
            text={repayment}
            onText={setRepayment}
            max={BUDGET_INPUT.max}
            prefix="$"
          />
        </div>
        <div className="finder-field">
          <label className="finder-field__label" htmlFor={`${id}-deposit`}>
            Deposit<span className="visually-hidden"> in dollars</span>
          </label>
          <AmountInput id={`${id}-deposit`} name="deposit" text={deposit} onText={setDeposit} max={BUDGET_INPUT.max} prefix="$" />
          {variant === "page" ? (
            <QuickPicks
              label="Quick-pick deposits"
              name="deposit_pick"
              amounts={view.quickPicks}
              current={input.deposit}
              onPick={(a) => setDeposit(groupThousands(a))}
            />
          ) : null}
        </div>
        {variant === "page" ? <BodyChoices idPrefix={id} bodies={view.bodies} value={body} onChange={setBody} /> : null}
        <p className="budget-finder__submit" hidden={hydrated && !failed}>
          <button type="submit" className="button">
            Update results
          </button>
        </p>
      </div>

      <div className="budget-finder__result">
        <p className="budget-finder__estimate">
          <span className="budget-finder__estimate-label">Your estimated budget</span>
          <strong>{formatMoney(estimate)}</strong>
        </p>
        <p className="budget-finder__breakdown">{estimateBreakdown(input)}</p>
        <FinderResultView result={result} pending={pending} note={result.cheapestText} />
        {variant === "page" ? (
          <p className="budget-finder__small">
            A guide only: your repayments over {BUDGET_YEARS} years plus your deposit, before interest and fees. Your lender
            confirms what you can borrow.
          </p>
        ) : (
          <Link className="budget-finder__more" to={`${BUDGET_FINDER_PATHS.page}?${params}`}>
            More budget options
          </Link>
        )}
      </div>
    </Form>
  );
}
