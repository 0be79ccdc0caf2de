import { useEffect, useId, useRef, useState } from "react";
import { groupThousands } from "~/domain/finance/amount-input";
import { truncateDisclaimer } from "~/domain/finance/calculator-disclaimer";
import {
  amountMessage,
  calculateFinance,
  calculatorBounds,
  calculatorDefaults,
  readCalculatorNumber,
  type CalculatorInputs,
} from "~/domain/finance/calculator";
import { FREQUENCIES, perFrequency, type Frequency } from "~/domain/finance/frequency";
import { formatMoney } from "~/domain/finance/money";
import type { VehicleFinance } from "~/domain/vehicle/page-model";
import { track } from "../analytics/events";
import { AmountInput } from "../primitives/amount-input";
import { useFieldsChangedBeforeHydration, useTypedBeforeHydration } from "../primitives/typed-before-hydration";
import { RatePair, RateWarning } from "./rate-pair";

const WARNING_ID = "finance-calculator-warning";
const FREQUENCY_LABELS: Record<Frequency, string> = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" };
type MoneyField = "amount" | "tradeIn" | "residual";

/**
 * The vehicle page's finance calculator panel (spec 02 §2; §3 inputs amount,
 * term, interest, tradeIn, residual, total; §4 'total recalculated after each
 * input change; frequency weekly, fortnightly, monthly'; §5 bounds, steps,
 * clamps and messages; §9 defaults). The figures are the engine's
 * (domain/finance/calculator.ts), worked out in the browser as the shopper
 * changes an input and on the server for the first paint. The interest rate
 * shows its comparison rate beside it (issue 19 item 8).
 */
export function FinanceCalculator({ finance, carId }: { finance: VehicleFinance; carId: number }) {
  const id = useId();
  const bounds = calculatorBounds(finance.provider);
  const defaults = calculatorDefaults(finance.price, finance.provider);
  const [money, setMoney] = useState<Record<MoneyField, string>>({
    amount: groupThousands(defaults.amount),
    tradeIn: "0",
    residual: "0",
  });
  const [term, setTerm] = useState(defaults.term);
  const [interest, setInterest] = useState(defaults.interest);
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const frequencyFields = useFieldsChangedBeforeHydration<HTMLFieldSetElement>((fields) => {
    const chosen = FREQUENCIES.find((f) => f === fields.querySelector<HTMLInputElement>("input:checked")?.value);
    if (chosen) setFrequency(chosen);
  });
  const touched = useRef(false);
  // Hydrated: the panel's chunk comes after the page's (ui/vehicle/finance-calculator-panel.tsx).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Spec 02 §7: analytics 26 on the first interaction with the calculator, once.
  const interacted = () => {
    if (touched.current) return;
    touched.current = true;
    track("finance_calculator_first_interaction", { car_id: carId });
  };

  const inputs: CalculatorInputs = {
    amount: readCalculatorNumber(money.amount),
    term,
    interest,
    tradeIn: readCalculatorNumber(money.tradeIn),
    residual: readCalculatorNumber(money.residual),
  };
  const result = calculateFinance(inputs, frequency, finance.provider);
  const message = amountMessage(inputs.amount, bounds);
  const setMoneyField = (field: MoneyField) => (text: string) => {
    interacted();
    setMoney((m) => ({ ...m, [field]: text }));
  };
  // Spec 02 §5 'Out-of-range values clamp': a field left out of range shows the value the figures use.
  const clampOnBlur = (field: MoneyField) => () => {
    setMoney((m) => {
      const now = calculateFinance(
        {
          ...inputs,
          amount: readCalculatorNumber(m.amount),
          tradeIn: readCalculatorNumber(m.tradeIn),
          residual: readCalculatorNumber(m.residual),
        },
        frequency,
        finance.provider,
      ).inputs;
      return { ...m, [field]: groupThousands(now[field]) };
    });
  };
  const disclaimer = truncateDisclaimer(finance.disclaimer);

  return (
    <section
      className="panel finance-calc"
      id="finance-calculator"
      aria-labelledby={`${id}-h`}
      data-testid="finance-calculator"
      data-ready={ready}
    >
      <h2 id={`${id}-h`} className="panel__title">
        Finance Calculator
      </h2>
      <form className="finance-calc__form" onSubmit={(e) => e.preventDefault()}>
        <div className="finance-calc__field finance-calc__field--wide">
          <label htmlFor={`${id}-amount`}>Purchase price</label>
          <AmountInput
            id={`${id}-amount`}
            name="amount"
            prefix="$"
            text={money.amount}
            max={bounds.amount.max}
            onText={setMoneyField("amount")}
            onBlur={clampOnBlur("amount")}
            invalid={message !== null}
            describedBy={message ? `${id}-amount-msg` : undefined}
          />
          {message ? (
            <p className="finance-calc__message" id={`${id}-amount-msg`} role="status">
              {message}
            </p>
          ) : null}
        </div>
        <Slider
          id={`${id}-term`}
          name="term"
          label="Loan term"
          bounds={bounds.term}
          value={term}
          text={yearsText(result.inputs.term)}
          onValue={(v) => {
            interacted();
            setTerm(v);
          }}
        />
        <Slider
          id={`${id}-interest`}
          name="interest"
          label="Interest rate"
          bounds={bounds.interest}
          value={interest}
          text={`${result.inputs.interest}% p.a.`}
          onValue={(v) => {
            interacted();
            setInterest(v);
          }}
        />
        <div className="finance-calc__field">
          <label htmlFor={`${id}-tradeIn`}>Deposit / trade-in</label>
          <AmountInput
            id={`${id}-tradeIn`}
            name="tradeIn"
            prefix="$"
            text={money.tradeIn}
            max={bounds.tradeIn.max}
            onText={setMoneyField("tradeIn")}
            onBlur={clampOnBlur("tradeIn")}
          />
        </div>
        <div className="finance-calc__field">
          <label htmlFor={`${id}-residual`}>Residual (balloon)</label>
          <AmountInput
            id={`${id}-residual`}
            name="residual"
            prefix="$"
            text={money.residual}
            max={bounds.residual.max}
            onText={setMoneyField("residual")}
            onBlur={clampOnBlur("residual")}
          />
        </div>
        <fieldset ref={frequencyFields} className="finance-calc__frequency">
          <legend>Repayment frequency</legend>
          {FREQUENCIES.map((f) => (
            <label key={f} className="finance-calc__freq">
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={frequency === f}
                onChange={() => {
                  interacted();
                  setFrequency(f);
                }}
              />
              <span>{FREQUENCY_LABELS[f]}</span>
            </label>
          ))}
        </fieldset>
        <div className="finance-calc__result" aria-live="polite">
          <p className="finance-calc__repayment">
            <span className="finance-calc__label">Estimated repayment</span>
            {result.repayment.kind === "amount" ? (
              <span>
                <strong data-testid="calc-repayment">{result.repayment.text}</strong> {perFrequency(frequency)}
              </span>
            ) : (
              <a href={finance.applyHref} className="finance-calc__enquire" data-testid="calc-repayment">
                {result.repayment.text}
              </a>
            )}
          </p>
          <p className="finance-calc__total">
            <span className="finance-calc__label">Total payable</span>
            <output
              name="total"
              htmlFor={`${id}-amount ${id}-term ${id}-interest ${id}-tradeIn ${id}-residual`}
              data-testid="calc-total"
            >
              {formatMoney(result.total)}
            </output>
          </p>
          <RatePair rates={result.rates} warningId={WARNING_ID} />
        </div>
      </form>
      <a className="button finance-calc__apply" href={finance.applyHref}>
        Apply for Finance
      </a>
      <RateWarning rates={result.rates} id={WARNING_ID} />
      <Disclaimer disclaimer={disclaimer} id={`${id}-disclaimer`} />
    </section>
  );
}

function Slider({
  id,
  name,
  label,
  bounds,
  value,
  text,
  onValue,
}: {
  id: string;
  name: string;
  label: string;
  bounds: { min: number; max: number; step: number };
  value: number;
  text: string;
  onValue: (v: number) => void;
}) {
  const field = useTypedBeforeHydration(String(value), (moved) => onValue(Number(moved)));
  return (
    <div className="finance-calc__field">
      <label htmlFor={id} className="finance-calc__slider-label">
        <span>{label}</span>
        <output htmlFor={id} data-testid={`calc-${name}`}>
          {text}
        </output>
      </label>
      <input
        ref={field}
        id={id}
        name={name}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={text}
        onChange={(e) => onValue(Number(e.target.value))}
      />
    </div>
  );
}

/** Spec 02 §2 'A show more/less toggle reveals the disclaimer'; §9 'truncated at 197 characters'. */
function Disclaimer({ disclaimer, id }: { disclaimer: ReturnType<typeof truncateDisclaimer>; id: string }) {
  const [open, setOpen] = useState(false);
  if (disclaimer.kind === "short") return <p className="finance-calc__disclaimer">{disclaimer.text}</p>;
  return (
    <div className="finance-calc__disclaimer">
      <p id={id} data-testid="calc-disclaimer">
        {open ? disclaimer.text : disclaimer.preview}
      </p>
      <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? "Show less" : "Show more"}
      </button>
    </div>
  );
}

function yearsText(n: number): string {
  return `${n} ${n === 1 ? "year" : "years"}`;
}
