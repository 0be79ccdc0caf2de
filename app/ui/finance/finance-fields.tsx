import { useState, type ReactNode } from "react";
import { CREDIT_HISTORY_LABELS } from "~/domain/finance/application";
import { formatMoney } from "~/domain/finance/money";
import {
  QUICK_QUOTE_PRICE,
  QUICK_QUOTE_TERM,
  clampPurchasePrice,
  purchasePriceDigits,
  type QuickQuote,
} from "~/domain/finance/quick-quote";
import { CREDIT_HISTORIES, type CreditHistory } from "~/domain/finance/rate-card";
import { quotedRateDisclosure } from "~/domain/finance/rate-disclosure";
import { POSTCODE_INPUT, TERMS_MESSAGES } from "~/domain/leads/forms/fields";

/**
 * The finance form's fields (spec 02 §2 finance page and popup, §5), shared
 * by the /finance page's form and the popup's tabs. Controlled or not: the
 * page's form works as plain HTML, the popup keeps its values in state.
 */

export type FieldErrors = Record<string, string[] | undefined>;

/** The id of a field's control in a form (prefix: one per form on a page). */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

export function Field({
  prefix,
  name,
  label,
  errors,
  required = true,
  hint,
  children,
}: {
  prefix: string;
  name: string;
  label: string;
  errors: FieldErrors;
  required?: boolean;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; required: boolean }) => ReactNode;
}) {
  const id = fieldId(prefix, name);
  const error = errors[name]?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="lead-field">
      <label className="lead-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="lead-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required })}
      {hint ? (
        <p className="lead-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="lead-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface QuoteValues {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditHistory;
}

/**
 * Quick Estimate's inputs (spec 02 §5): purchase price, digits only as typed,
 * clamped to 10,000–200,000 when left; loan term slider 1 to 7 years step 1;
 * credit history GREAT, DECENT, POOR.
 */
export function QuoteFields({
  prefix,
  values,
  onChange,
  errors,
}: {
  prefix: string;
  values: QuoteValues;
  onChange: (v: QuoteValues) => void;
  errors: FieldErrors;
}) {
  const [priceText, setPriceText] = useState(String(values.purchasePrice));
  return (
    <>
      <Field
        prefix={prefix}
        name="purchasePrice"
        label="Purchase price"
        errors={errors}
        hint={`${formatMoney(QUICK_QUOTE_PRICE.min)} to ${formatMoney(QUICK_QUOTE_PRICE.max)}`}
      >
        {(a) => (
          <span className="finance-money">
            <span className="finance-money__prefix" aria-hidden="true">
              $
            </span>
            <input
              {...a}
              name="purchasePrice"
              className="lead-field__input"
              inputMode="numeric"
              autoComplete="off"
              value={priceText}
              onChange={(e) => setPriceText(purchasePriceDigits(e.currentTarget.value))}
              onBlur={() => {
                const clamped = clampPurchasePrice(priceText);
                setPriceText(String(clamped));
                onChange({ ...values, purchasePrice: clamped });
              }}
            />
          </span>
        )}
      </Field>
      <Field
        prefix={prefix}
        name="loanTerm"
        label={`Loan term: ${values.loanTerm} ${values.loanTerm === 1 ? "year" : "years"}`}
        errors={errors}
      >
        {(a) => (
          <input
            {...a}
            type="range"
            name="loanTerm"
            className="finance-range"
            min={QUICK_QUOTE_TERM.min}
            max={QUICK_QUOTE_TERM.max}
            step={QUICK_QUOTE_TERM.step}
            value={values.loanTerm}
            aria-valuetext={`${values.loanTerm} years`}
            onChange={(e) => onChange({ ...values, loanTerm: Number(e.currentTarget.value) })}
          />
        )}
      </Field>
      <fieldset className="lead-field lead-choices">
        <legend className="lead-field__label">Credit history</legend>
        <div className="lead-choices__row">
          {CREDIT_HISTORIES.map((c) => (
            <label key={c} className="lead-choice">
              <input
                type="radio"
                name="selfAssessedCreditScore"
                value={c}
                checked={values.selfAssessedCreditScore === c}
                onChange={() => onChange({ ...values, selfAssessedCreditScore: c })}
              />
              {CREDIT_HISTORY_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/**
 * The estimate (issue 19 item 8): the weekly repayment, and the interest rate
 * with its comparison rate beside it in the same style, the example and the
 * warning; the quick quote's disclaimer.
 */
export function EstimateBox({ quote, live = false }: { quote: QuickQuote; live?: boolean }) {
  const d = quotedRateDisclosure(quote);
  return (
    <div className="finance-estimate" aria-live={live ? "polite" : undefined}>
      <p className="finance-estimate__weekly">
        <span className="finance-estimate__amount">{formatMoney(quote.weeklyRepaymentAmount)}</span>
        <span className="finance-estimate__per"> per week (estimate)</span>
      </p>
      <dl className="finance-estimate__rates">
        <div>
          <dt>Interest rate</dt>
          <dd>{d.interestRateText}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>{d.comparisonRateText}</dd>
        </div>
      </dl>
      <p className="finance-estimate__note">{quote.disclaimer}</p>
      <p className="finance-estimate__note">
        {d.example} {d.warning}
      </p>
    </div>
  );
}

export interface DetailsValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** Your Details (spec 02 §3 'Other form fields' labels): First Name, Last Name, Email Address, Mobile Number, Postcode. */
export function DetailsFields({
  prefix,
  values,
  onChange,
  errors,
  phoneLocked = false,
  defaults,
}: {
  prefix: string;
  /** Controlled (the popup); or `defaults` for a plain form (the page). */
  values?: DetailsValues;
  defaults?: DetailsValues;
  onChange?: (name: keyof DetailsValues, value: string) => void;
  errors: FieldErrors;
  /** Spec 02 §4: once a code is sent the phone field is locked. */
  phoneLocked?: boolean;
}) {
  const input = (name: keyof DetailsValues, extra: Record<string, unknown>) => (a: Record<string, unknown>) => (
    <input
      {...a}
      {...extra}
      name={name}
      className="lead-field__input"
      {...(values
        ? { value: values[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(name, e.currentTarget.value) }
        : { defaultValue: defaults?.[name] ?? "" })}
    />
  );
  return (
    <div className="lead-form__grid">
      <Field prefix={prefix} name="name" label="First Name" errors={errors}>
        {input("name", { autoComplete: "given-name", maxLength: 60 })}
      </Field>
      <Field prefix={prefix} name="last_name" label="Last Name" errors={errors}>
        {input("last_name", { autoComplete: "family-name", maxLength: 60 })}
      </Field>
      <Field prefix={prefix} name="email" label="Email Address" errors={errors}>
        {input("email", { type: "email", autoComplete: "email", maxLength: 254 })}
      </Field>
      <Field prefix={prefix} name="phone" label="Mobile Number" errors={errors}>
        {input("phone", { type: "tel", autoComplete: "tel", maxLength: 20, readOnly: phoneLocked || undefined })}
      </Field>
      <Field prefix={prefix} name="postcode" label="Postcode" errors={errors}>
        {input("postcode", {
          autoComplete: "postal-code",
          inputMode: POSTCODE_INPUT.inputMode,
          maxLength: POSTCODE_INPUT.maxLength,
          placeholder: POSTCODE_INPUT.placeholder,
        })}
      </Field>
    </div>
  );
}

/** Instant pre-approval's consent: the offers box (subscribe) and the terms (spec 02 §5's message). */
export function ConsentFields({
  prefix,
  errors,
  subscribe,
  terms,
  onChange,
  dealerName,
  defaults,
}: {
  prefix: string;
  errors: FieldErrors;
  /** Controlled (the popup); or `defaults` for a plain form (the page). */
  subscribe?: boolean;
  terms?: boolean;
  defaults?: { subscribe: boolean; terms_conditions: boolean };
  onChange?: (name: "subscribe" | "terms_conditions", value: boolean) => void;
  dealerName: string;
}) {
  const box = (name: "subscribe" | "terms_conditions", value: boolean | undefined, label: ReactNode, required: boolean) => {
    const id = fieldId(prefix, name);
    const error = errors[name]?.[0];
    return (
      <div className="lead-field lead-check">
        <input
          type="checkbox"
          id={id}
          name={name}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(value === undefined
            ? { defaultChecked: defaults?.[name] ?? false }
            : { checked: value, onChange: (e) => onChange?.(name, e.currentTarget.checked) })}
        />
        <label htmlFor={id}>
          {label}
          {required ? (
            <span className="lead-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {error ? (
          <p className="lead-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      <p className="finance-plain">
        Your application goes to {dealerName}&apos;s finance team, who will call you to talk it through. Applying here does not
        check your credit file, and nothing on this site is a credit decision.
      </p>
      {box("subscribe", subscribe, "Send me offers and news by email", false)}
      {box(
        "terms_conditions",
        terms,
        <>
          I agree to the{" "}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            terms of use
          </a>{" "}
          and to {dealerName} contacting me about finance
        </>,
        true,
      )}
    </>
  );
}

export { TERMS_MESSAGES };
