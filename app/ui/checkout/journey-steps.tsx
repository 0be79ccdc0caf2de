import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { JourneyView } from "~/domain/buying-online/checkout/journey-view";
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  STEP_LABELS,
  type JourneyStep,
} from "~/domain/buying-online/checkout/online-purchase";
import { RESERVE_HOLD_HOURS, moneyText } from "~/domain/buying-online/checkout/reservation";
import { QUESTIONS, QUESTION_ORDER } from "~/domain/buying-online/trade-in/adjustments";
import { FinanceApplyLink, type FinanceEntry } from "../finance/finance-apply-link";

/**
 * The online purchase's step forms (app/ui/checkout/journey-page.tsx): each
 * a plain POST with `intent` naming the step, prefilled with the stored
 * answer (or the refused post's values), each error beside its field.
 */

type Errors = Record<string, string>;

function Err({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <p className="checkout__error" id={`journey-${name}-error`}>
      {errors[name]}
    </p>
  ) : null;
}

const invalid = (name: string, errors: Errors) =>
  errors[name] ? { "aria-invalid": true as const, "aria-describedby": `journey-${name}-error` } : {};

function Field(props: {
  name: string;
  label: string;
  value: string;
  errors: Errors;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  hint?: string;
}) {
  const { name, label, errors } = props;
  return (
    <div className="checkout__field">
      <label htmlFor={`journey-${name}`}>{label}</label>
      {props.hint ? <p className="checkout__note journey__hint">{props.hint}</p> : null}
      <input
        id={`journey-${name}`}
        name={name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.value}
        {...invalid(name, errors)}
      />
      <Err name={name} errors={errors} />
    </div>
  );
}

function Choices(props: {
  name: string;
  legend: string;
  options: { value: string; label: string; detail?: ReactNode; disabled?: boolean }[];
  value: string;
  errors: Errors;
}) {
  const { name, errors } = props;
  return (
    <fieldset className="journey__choices" {...invalid(name, errors)}>
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} className={`journey__choice${o.disabled ? " is-disabled" : ""}`}>
          <input type="radio" name={name} value={o.value} defaultChecked={props.value === o.value} disabled={o.disabled} />
          <span>
            <strong>{o.label}</strong>
            {o.detail ? <span className="journey__choice-detail">{o.detail}</span> : null}
          </span>
        </label>
      ))}
      <Err name={name} errors={errors} />
    </fieldset>
  );
}

function StepForm(props: {
  view: JourneyView;
  step: JourneyStep;
  errors: Errors;
  submit: string;
  children: ReactNode;
  /** Shown below the form, outside it (the finance popup: its own forms stay apart from the step's). */
  after?: ReactNode;
}) {
  const { view, step, errors } = props;
  const i = view.steps.findIndex((s) => s.step === step);
  const previous = i > 0 ? view.steps[i - 1] : null;
  return (
    <>
      <Form method="post" action={view.action} className="checkout__form journey__form" noValidate>
        <h2 id="checkout-step">
          <span className="journey__step-no">
            Step {i + 1} of {view.steps.length}
          </span>{" "}
          {STEP_LABELS[step]}
        </h2>
        {errors[""] ? (
          <p className="checkout__error" role="alert">
            {errors[""]}
          </p>
        ) : Object.keys(errors).length > 0 ? (
          <p className="checkout__error" role="alert">
            Please check the {Object.keys(errors).length === 1 ? "field" : "fields"} marked below.
          </p>
        ) : null}
        <input type="hidden" name="intent" value={step} />
        {props.children}
        <div className="journey__actions">
          {previous ? (
            <Link to={previous.href} className="button button--ghost">
              Back
            </Link>
          ) : null}
          <button type="submit" className="button checkout__submit">
            {props.submit}
          </button>
        </div>
      </Form>
      {props.after}
    </>
  );
}

export function JourneyStepForm(props: { view: JourneyView; step: JourneyStep; errors: Errors; finance: FinanceEntry | null }) {
  const { view, step, errors, finance } = props;
  const t = view.typed;
  const a = view.answers;
  const v = (name: string, stored: string | number | null | undefined) => t[name] ?? (stored == null ? "" : String(stored));
  switch (step) {
    case "details":
      return (
        <StepForm view={view} step={step} errors={errors} submit="Continue">
          <Field name="name" label="First name" value={v("name", view.prefill.name)} errors={errors} autoComplete="given-name" />
          <Field
            name="last_name"
            label="Last name"
            value={v("last_name", view.prefill.last_name)}
            errors={errors}
            autoComplete="family-name"
          />
          <Field
            name="email"
            label="Email"
            type="email"
            value={v("email", view.prefill.email)}
            errors={errors}
            autoComplete="email"
          />
          <Field
            name="phone"
            label="Mobile number"
            type="tel"
            value={v("phone", view.prefill.phone)}
            errors={errors}
            autoComplete="tel"
          />
        </StepForm>
      );
    case "delivery": {
      const d = a.delivery;
      return (
        <StepForm view={view} step={step} errors={errors} submit="Continue">
          <Choices
            name="method"
            legend="How would you like to get the car?"
            value={v("method", d?.method ?? "pickup")}
            errors={errors}
            options={[
              { value: "pickup", label: DELIVERY_METHODS.pickup, detail: "Collect it from us, free of charge." },
              {
                value: "delivery",
                label: DELIVERY_METHODS.delivery,
                detail: view.deliveryOffered
                  ? "The delivery quote for your postcode shows in your order summary."
                  : "This dealer does not deliver online orders.",
                disabled: !view.deliveryOffered,
              },
            ]}
          />
          {view.deliveryOffered ? (
            <div className="journey__postcode">
              <Field
                name="postcode"
                label="Delivery postcode"
                hint="We quote delivery to this postcode."
                inputMode="numeric"
                autoComplete="postal-code"
                value={v("postcode", d?.postcode)}
                errors={errors}
              />
            </div>
          ) : null}
        </StepForm>
      );
    }
    case "trade_in": {
      const ti = a.trade_in?.has ? a.trade_in : null;
      return (
        <StepForm view={view} step={step} errors={errors} submit="Continue">
          <Choices
            name="has_trade_in"
            legend="Do you have a car to trade in?"
            value={v("has_trade_in", a.trade_in ? (a.trade_in.has ? "yes" : "no") : null)}
            errors={errors}
            options={[
              { value: "no", label: "No trade-in" },
              { value: "yes", label: "Yes, value my car", detail: "Tell us about it below: we value it online." },
            ]}
          />
          <fieldset className="journey__trade-in">
            <legend>Your car</legend>
            <div className="journey__row">
              <Field name="year" label="Year" inputMode="numeric" value={v("year", ti?.vehicle.year)} errors={errors} />
              <Field name="make" label="Make" value={v("make", ti?.vehicle.make)} errors={errors} />
            </div>
            <div className="journey__row">
              <Field name="model" label="Model" value={v("model", ti?.vehicle.model)} errors={errors} />
              <Field name="km" label="Kilometres" inputMode="numeric" value={v("km", ti?.km)} errors={errors} />
            </div>
            {QUESTION_ORDER.map((q) => (
              <div className="checkout__field" key={q}>
                <label htmlFor={`journey-${q}`}>{QUESTIONS[q].label}</label>
                <select id={`journey-${q}`} name={q} defaultValue={v(q, ti?.answers[q])} {...invalid(q, errors)}>
                  <option value="">Choose…</option>
                  {QUESTIONS[q].options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <Err name={q} errors={errors} />
              </div>
            ))}
          </fieldset>
        </StepForm>
      );
    }
    case "payment":
      return (
        <StepForm
          view={view}
          step={step}
          errors={errors}
          submit="Continue"
          after={
            finance ? (
              <div className="journey__finance">
                <p>Paying with finance? Apply for pre-approval for this car now: your order is kept.</p>
                <FinanceApplyLink entry={finance} />
              </div>
            ) : null
          }
        >
          <Choices
            name="method"
            legend="How will you pay for the car?"
            value={v("method", a.payment?.method)}
            errors={errors}
            options={[
              {
                value: "finance",
                label: PAYMENT_METHODS.finance,
                disabled: !finance,
                detail: finance
                  ? "Apply for pre-approval for this car below, before or after you place the order."
                  : "This dealer does not offer finance online.",
              },
              {
                value: "pay_at_pickup",
                label: PAYMENT_METHODS.pay_at_pickup,
                detail: "Pay the balance after the deposit when you collect the car or it is delivered.",
              },
            ]}
          />
        </StepForm>
      );
    case "review":
      return (
        <StepForm view={view} step={step} errors={errors} submit={`Place order with a ${moneyText(view.depositCents)} deposit`}>
          <dl className="journey__summary">
            {view.summary.map((s) => (
              <div key={s.step} className="journey__summary-row">
                <dt>{s.label}</dt>
                {s.lines.map((l) => (
                  <dd key={l}>{l}</dd>
                ))}
                <dd className="journey__change">
                  <Link to={s.href} aria-label={`Change ${s.label.toLowerCase()}`}>
                    Change
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
          <div className="checkout__agree">
            <input id="journey-agree" name="agree" type="checkbox" {...invalid("agree", errors)} />
            <label htmlFor="journey-agree">
              I have checked my order. I understand the {moneyText(view.depositCents)} deposit holds this car for{" "}
              {RESERVE_HOLD_HOURS} hours, goes toward the price, and is 100% refundable.
            </label>
            <Err name="agree" errors={errors} />
          </div>
          {view.provider === "demo" ? (
            <p className="checkout__note">This site takes demo payments only: no card is asked for and no money moves.</p>
          ) : null}
        </StepForm>
      );
  }
}
