import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FINANCE_MESSAGES } from "~/domain/finance/application";
import { FINANCE_FORM_ANCHOR } from "~/domain/finance/finance-link";
import type { FinanceProviderConfig } from "~/domain/finance/provider-config";
import { quickQuote } from "~/domain/finance/quick-quote";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";
import { currentAttribution } from "../lead-attribution";
import {
  ConsentFields,
  DetailsFields,
  EstimateBox,
  Field,
  QuoteFields,
  type FieldErrors,
  type QuoteValues,
} from "./finance-fields";

/**
 * The finance page's form (spec 02 §2 'a form column'; §4 finance form and
 * phone verification states): Quick Estimate, details, consent, then Send
 * Code and the code, in one form that posts to the page's action, so it works
 * before JavaScript loads. With it, the estimate follows each change.
 */

export interface FinanceFormStartValues {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: QuoteValues["selfAssessedCreditScore"];
  whoIsHelping: string | null;
  dealership_slug: string | null;
  car_type: string | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
}

/** What the page's action answers: the step, the values posted (never the code), errors. */
export interface FinanceActionData {
  step: "details" | "sent";
  values: Record<string, string>;
  errors: Record<string, string[]>;
  formError?: string;
}

const LABELS: Record<string, string> = {
  purchasePrice: "Purchase price",
  loanTerm: "Loan term",
  selfAssessedCreditScore: "Credit history",
  name: "First Name",
  last_name: "Last Name",
  email: "Email Address",
  phone: "Mobile Number",
  postcode: "Postcode",
  terms_conditions: "Terms of use",
  code: "Verification Code",
  car_id: "Car",
};

export function FinanceForm({
  start,
  provider,
  asOfYear,
  carId,
  submissionId,
  dealerName,
  result,
}: {
  start: FinanceFormStartValues;
  provider: FinanceProviderConfig;
  asOfYear: number;
  carId: number | null;
  submissionId: string;
  dealerName: string;
  result: FinanceActionData | undefined;
}) {
  const v = result?.values ?? {};
  const [quoteValues, setQuoteValues] = useState<QuoteValues>({
    purchasePrice: v.purchasePrice ? Number(v.purchasePrice) : start.purchasePrice,
    loanTerm: v.loanTerm ? Number(v.loanTerm) : start.loanTerm,
    selfAssessedCreditScore:
      (v.selfAssessedCreditScore as QuoteValues["selfAssessedCreditScore"]) ?? start.selfAssessedCreditScore,
  });
  const quote = useMemo(
    () => quickQuote({ ...quoteValues, year: start.year }, provider, asOfYear),
    [quoteValues, start.year, provider, asOfYear],
  );
  const errors: FieldErrors = result?.errors ?? {};
  const sent = result?.step === "sent";
  const busy = useNavigation().state === "submitting";
  const summary = Object.entries(errors).filter(([k, m]) => k && m?.length);
  const hidden: Record<string, string | number | null> = {
    submission_id: submissionId,
    car_id: carId,
    vin: start.vin,
    nvic: start.nvic,
    year: start.year,
    dealership_slug: start.dealership_slug,
    car_type: start.car_type,
    whoIsHelping: start.whoIsHelping,
  };
  return (
    <Form
      method="post"
      id={FINANCE_FORM_ANCHOR}
      className="lead-form finance-form"
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby="finance-form-heading"
      onSubmit={(e) => {
        const field = e.currentTarget.elements.namedItem(ATTRIBUTION_FIELD);
        if (field instanceof HTMLInputElement) field.value = JSON.stringify(currentAttribution());
      }}
    >
      <h2 id="finance-form-heading" className="finance-form__heading">
        Apply for finance
      </h2>
      {result?.formError ? (
        <div className="lead-alert lead-alert--destructive" role="alert">
          {result.formError}
        </div>
      ) : null}
      {summary.length ? (
        <div className="lead-summary" role="alert">
          <p className="lead-summary__heading">{FINANCE_MESSAGES.fixErrors}</p>
          <ul>
            {summary.map(([k, m]) => (
              <li key={k}>
                <a href={`#fin-${k}`}>
                  {LABELS[k] ?? k}: {m![0]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {Object.entries(hidden).map(([k, val]) =>
        val === null || val === "" ? null : <input key={k} type="hidden" name={k} value={String(val)} />,
      )}
      <input type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />
      <div className="lead-form__hp" aria-hidden="true">
        <label htmlFor="fin-hp">Leave this field empty</label>
        <input type="text" id="fin-hp" name="name__confirm" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <section className="finance-form__section" aria-labelledby="fin-estimate-heading">
        <h3 id="fin-estimate-heading">Quick Estimate</h3>
        <QuoteFields prefix="fin" values={quoteValues} onChange={setQuoteValues} errors={errors} />
        <EstimateBox quote={quote} live />
      </section>

      <section className="finance-form__section" aria-labelledby="fin-details-heading">
        <h3 id="fin-details-heading">Your Details</h3>
        <UncontrolledDetails values={v} errors={errors} phoneLocked={sent} />
      </section>

      <section className="finance-form__section" aria-labelledby="fin-consent-heading">
        <h3 id="fin-consent-heading">Instant pre-approval</h3>
        <ConsentFieldsDefault errors={errors} values={v} dealerName={dealerName} />
      </section>

      <section className="finance-form__section" aria-labelledby="fin-apply-heading">
        <h3 id="fin-apply-heading">Apply to lender</h3>
        <p className="finance-plain">We text a 6-digit code to your mobile to confirm it is yours.</p>
        {sent ? (
          <Field prefix="fin" name="code" label="Verification Code" errors={errors}>
            {(a) => (
              <input
                {...a}
                name="code"
                className="lead-field__input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </Field>
        ) : null}
        <div className="lead-actions">
          <button
            type="submit"
            name="intent"
            value="send-code"
            className={sent ? "button button--outline-brand" : "button"}
            disabled={busy}
          >
            {sent ? "Resend Code" : "Send Code"}
          </button>
          {sent ? (
            <button type="submit" name="intent" value="apply" className="button" disabled={busy}>
              Submit Application
            </button>
          ) : null}
        </div>
      </section>
    </Form>
  );
}

function UncontrolledDetails({
  values,
  errors,
  phoneLocked,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  phoneLocked: boolean;
}) {
  // Keyed by the posted values: an action's answer starts the fields from what was posted.
  return (
    <div key={JSON.stringify(values)} className="finance-details">
      <DetailsFieldsDefault values={values} errors={errors} phoneLocked={phoneLocked} />
    </div>
  );
}

/** Details with default values (the page's form is uncontrolled, so it posts without JavaScript). */
function DetailsFieldsDefault({
  values,
  errors,
  phoneLocked,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  phoneLocked: boolean;
}) {
  return (
    <DetailsFields
      prefix="fin"
      errors={errors}
      phoneLocked={phoneLocked}
      defaults={{
        name: values.name ?? "",
        last_name: values.last_name ?? "",
        email: values.email ?? "",
        phone: values.phone ?? "",
        postcode: values.postcode ?? "",
      }}
    />
  );
}

function ConsentFieldsDefault({
  errors,
  values,
  dealerName,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  dealerName: string;
}) {
  return (
    <ConsentFields
      prefix="fin"
      errors={errors}
      dealerName={dealerName}
      defaults={{ subscribe: values.subscribe === "on", terms_conditions: values.terms_conditions === "on" }}
    />
  );
}
