import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  FINANCE_MESSAGES,
  FINANCE_POPUP_TITLE,
  FINANCE_TABS,
  createCustomerBody,
  financeDetailsSchema,
  nextTab,
  tabErrors,
  tabOfField,
  type FinanceTab,
} from "~/domain/finance/application";
import type { FinanceProviderConfig } from "~/domain/finance/provider-config";
import { quickQuote } from "~/domain/finance/quick-quote";
import { ANALYTICS_CODE_SENT, ANALYTICS_CODE_VERIFIED } from "~/domain/sign-in/code";
import { trackId } from "../analytics/events";
import { LeadDialog } from "../lead/lead-dialog";
import financeCss from "./finance.css?url";
import { newSubmissionId } from "../lead/submission-id";
import { currentAttribution } from "../lead-attribution";
import {
  ConsentFields,
  DetailsFields,
  EstimateBox,
  Field,
  QuoteFields,
  type DetailsValues,
  type FieldErrors,
  type QuoteValues,
} from "./finance-fields";

/**
 * The finance popup (spec 02 §2 'Finance popup'; §4 'In popup mode it
 * advances tab by tab; the last step verifies the code and submits'; §7;
 * §8): a dialog titled 'Instant Finance pre-approval with no impact on your
 * credit score.' with the tabs Quick Estimate, Your Details, Instant
 * pre-approval, Apply to lender. Each Next checks its tab's fields with the
 * application's schema; the last tab sends the code (POST
 * /api/sign-in/send-code) and submits (POST /api/youx/create-customer), then
 * the shopper goes to the answer's redirectUrl. Progressive enhancement: its
 * opener is a link to the finance page, which works without JavaScript.
 */

export interface FinancePopupCar {
  id: number;
  price: number | null;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  car_type: string | null;
  dealership_slug: string | null;
}

type Verification = "default" | "sending" | "verificationSent" | "verificationSubmitted";

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json };
}

export function FinancePopup({
  open,
  onOpenChange,
  returnFocusTo,
  provider,
  asOfYear,
  car,
  dealerName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: HTMLElement | null;
  provider: FinanceProviderConfig;
  asOfYear: number;
  car: FinancePopupCar | null;
  dealerName: string;
}) {
  const [tab, setTab] = useState<FinanceTab>("Quick Estimate");
  const [reached, setReached] = useState(0);
  const [quoteValues, setQuoteValues] = useState<QuoteValues>({
    purchasePrice: Math.min(200_000, Math.max(10_000, Math.round(car?.price ?? 30_000))),
    loanTerm: 5,
    selfAssessedCreditScore: "GREAT",
  });
  const [details, setDetails] = useState<DetailsValues>({ name: "", last_name: "", email: "", phone: "", postcode: "" });
  const [consent, setConsent] = useState({ subscribe: false, terms_conditions: false });
  const [code, setCode] = useState("");
  const [verification, setVerification] = useState<Verification>("default");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submissionId = useRef<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const quote = useMemo(
    () => quickQuote({ ...quoteValues, year: car?.year ?? null }, provider, asOfYear),
    [quoteValues, car?.year, provider, asOfYear],
  );

  const application = (): Record<string, unknown> => ({
    ...quoteValues,
    ...details,
    subscribe: consent.subscribe,
    terms_conditions: consent.terms_conditions || undefined,
    code,
    car_id: car?.id,
    vin: car?.vin,
    nvic: car?.nvic,
    year: car?.year,
    car_type: car?.car_type,
    dealership_slug: car?.dealership_slug,
    submission_id: (submissionId.current ??= newSubmissionId()),
  });

  /** The tab's own fields checked with the application's schema (the code is checked on submit). */
  const check = (t: FinanceTab): boolean => {
    const r = financeDetailsSchema.safeParse(application());
    const all: FieldErrors = {};
    if (!r.success) for (const i of r.error.issues) (all[String(i.path[0])] ??= []).push(i.message);
    const mine = tabErrors(t, all);
    setErrors(mine);
    return Object.keys(mine).length === 0;
  };

  /** A field's message goes once the shopper changes it (the tab is checked again on Next). */
  const clearError = (field: string) =>
    setErrors((e) => {
      if (!e[field]) return e;
      const rest = { ...e };
      delete rest[field];
      return rest;
    });

  const go = (t: FinanceTab) => {
    setTab(t);
    setFormError(null);
    setReached((r) => Math.max(r, FINANCE_TABS.indexOf(t)));
    requestAnimationFrame(() => tabRefs.current[FINANCE_TABS.indexOf(t)]?.focus());
  };

  const next = () => {
    const n = nextTab(tab);
    if (n && check(tab)) go(n);
  };

  const sendCode = async () => {
    setFormError(null);
    setErrors({});
    setVerification("sending");
    try {
      // Spec 02 §7 'POST /api/rate-limit, before sending a code': failure shows the too-many-attempts message.
      const limit = await postJson("/api/rate-limit", { phone: details.phone });
      if (limit.status === 429) {
        setVerification("default");
        return setFormError(FINANCE_MESSAGES.tooMany);
      }
      const r = await postJson("/api/sign-in/send-code", {
        phone: details.phone,
        first_name: details.name,
        last_name: details.last_name,
        email: details.email,
      });
      if (r.status === 200) {
        setVerification("verificationSent");
        trackId(ANALYTICS_CODE_SENT);
        return;
      }
      setVerification("default");
      if (r.status === 400 && r.json.errors) {
        const errs = r.json.errors as FieldErrors;
        const back = Object.keys(errs)
          .map(tabOfField)
          .find((t) => t && t !== "Apply to lender");
        setErrors(errs);
        if (back) setTab(back);
        return;
      }
      setFormError(typeof r.json.error === "string" ? r.json.error : FINANCE_MESSAGES.unknown);
    } catch {
      setVerification("default");
      setFormError(FINANCE_MESSAGES.unknown);
    }
  };

  const submit = async () => {
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ""))) {
      return setErrors({ code: [code.trim() ? "Code must be 6 digits." : "This is a required field."] });
    }
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    try {
      const r = await postJson("/api/youx/create-customer", createCustomerBody(application(), currentAttribution()));
      if (r.status === 200 && typeof r.json.redirectUrl === "string") {
        setVerification("verificationSubmitted");
        trackId(ANALYTICS_CODE_VERIFIED);
        trackId(9, { car_id: car?.id, lead_id: typeof r.json.lead_id === "string" ? r.json.lead_id : null });
        window.location.assign(r.json.redirectUrl);
        return;
      }
      setSubmitting(false);
      if (r.status === 400 && r.json.errors) {
        const errs = r.json.errors as FieldErrors;
        setErrors(errs);
        const back = Object.keys(errs).map(tabOfField).find(Boolean);
        if (back && back !== tab) setTab(back);
        if (!back) setFormError(Object.values(errs).flat()[0] ?? FINANCE_MESSAGES.unknown);
        return;
      }
      // Spec 02 §8: the server's error text preferred.
      setFormError(
        typeof r.json.error === "string"
          ? r.json.error
          : r.status >= 500
            ? FINANCE_MESSAGES.noRedirect
            : FINANCE_MESSAGES.unknown,
      );
    } catch {
      setSubmitting(false);
      setFormError(FINANCE_MESSAGES.unknown);
    }
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = reached;
    const to =
      e.key === "ArrowRight"
        ? Math.min(i + 1, last)
        : e.key === "ArrowLeft"
          ? Math.max(i - 1, 0)
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    go(FINANCE_TABS[to]);
  };

  const i = FINANCE_TABS.indexOf(tab);
  const panelId = `finance-panel-${i}`;
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={FINANCE_POPUP_TITLE}
      returnFocusTo={returnFocusTo}
      testId="finance-popup"
    >
      {/* Hoisted to <head> by React and loaded once; the vehicle page does not link it (finance-apply-link.tsx). */}
      <link rel="stylesheet" href={financeCss} precedence="default" />
      <div className="finance-popup">
        <div role="tablist" aria-label="Finance application steps" className="finance-tabs">
          {FINANCE_TABS.map((t, j) => (
            <button
              key={t}
              ref={(el) => {
                tabRefs.current[j] = el;
              }}
              type="button"
              role="tab"
              id={`finance-tab-${j}`}
              aria-selected={t === tab}
              aria-controls={t === tab ? panelId : undefined}
              tabIndex={t === tab ? 0 : -1}
              // A tab not reached yet opens through Next: the steps are checked in order (spec 02 §4).
              aria-disabled={j > reached || undefined}
              className="finance-tabs__tab"
              onClick={() => (j <= reached ? go(t) : undefined)}
              onKeyDown={(e) => onTabKey(e, j)}
            >
              <span className="finance-tabs__step" aria-hidden="true">
                {j + 1}
              </span>
              {t}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`finance-tab-${i}`} className="finance-popup__panel lead-form">
          {formError ? (
            <div className="lead-alert lead-alert--destructive" role="alert">
              {formError}
            </div>
          ) : null}
          {tab === "Quick Estimate" ? (
            <>
              <QuoteFields prefix="pop" values={quoteValues} onChange={setQuoteValues} errors={errors} />
              <EstimateBox quote={quote} live />
            </>
          ) : null}
          {tab === "Your Details" ? (
            <DetailsFields
              prefix="pop"
              values={details}
              onChange={(k, val) => {
                setDetails((d) => ({ ...d, [k]: val }));
                clearError(k);
              }}
              errors={errors}
              phoneLocked={verification === "verificationSent"}
            />
          ) : null}
          {tab === "Instant pre-approval" ? (
            <ConsentFields
              prefix="pop"
              errors={errors}
              subscribe={consent.subscribe}
              terms={consent.terms_conditions}
              onChange={(k, val) => {
                setConsent((c) => ({ ...c, [k]: val }));
                clearError(k);
              }}
              dealerName={dealerName}
            />
          ) : null}
          {tab === "Apply to lender" ? (
            <>
              <p className="finance-plain">
                We text a 6-digit code to {details.phone || "your mobile"} to confirm it is yours, then send your application.
              </p>
              {verification === "verificationSent" || verification === "verificationSubmitted" ? (
                <Field prefix="pop" name="code" label="Verification Code" errors={errors}>
                  {(a) => (
                    <input
                      {...a}
                      name="code"
                      className="lead-field__input"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      value={code}
                      onChange={(e) => {
                        setCode(e.currentTarget.value.replace(/\D/g, ""));
                        clearError("code");
                      }}
                    />
                  )}
                </Field>
              ) : null}
            </>
          ) : null}
          <div className="finance-popup__actions">
            {i > 0 ? (
              <button type="button" className="button button--outline-brand" onClick={() => go(FINANCE_TABS[i - 1])}>
                Back
              </button>
            ) : (
              <span />
            )}
            {tab !== "Apply to lender" ? (
              <button type="button" className="button" onClick={next}>
                Next
              </button>
            ) : verification === "default" || verification === "sending" ? (
              <button type="button" className="button" onClick={sendCode} disabled={verification === "sending"}>
                {verification === "sending" ? "Sending…" : "Send Code"}
              </button>
            ) : (
              <span className="finance-popup__final">
                <button type="button" className="button button--outline-brand" onClick={sendCode}>
                  Resend Code
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={submit}
                  disabled={submitting}
                  aria-busy={submitting || undefined}
                >
                  {submitting ? "Submitting…" : "Submit Application"}
                </button>
              </span>
            )}
          </div>
        </div>
      </div>
    </LeadDialog>
  );
}

export default FinancePopup;
