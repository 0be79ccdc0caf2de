import { Link } from "react-router";
import type { FaqEntry } from "~/domain/buying-online/trade-in/faq";
import { PROGRESS, type TradeInView } from "~/domain/buying-online/trade-in/page-view";
import { TRADE_IN_GUIDANCE } from "~/domain/buying-online/trade-in/valuation";
import { Step } from "./step-forms";

/**
 * The trade-in valuation page (spec 02 §2 '/trade-in', spec 01 §2
 * '/cars/trade-in?car_id='; issue 20 item 2): one form per step, each a
 * plain POST to this page (no JavaScript needed), the spec's guidance beside
 * it and the trade-in FAQ below.
 */

export interface TradeInPageProps {
  view: TradeInView;
  car: { title: string; path: string } | null;
  /** This page with ?mode=pick: step 1 with the lists instead of the registration. */
  pickHref: string;
  faq: readonly FaqEntry[];
  siteName: string;
  themeVars: Record<string, string>;
}

export function TradeInPage({ view, car, pickHref, faq, siteName, themeVars }: TradeInPageProps) {
  const current = PROGRESS.findIndex((p) => (p.steps as readonly string[]).includes(view.step));
  return (
    <div className="trade-in" style={themeVars as React.CSSProperties}>
      <header className="trade-in__head">
        <h1>Value your trade-in</h1>
        <p>
          Tell us about your car and get an offer from {siteName} in a few minutes, worked out from cars like yours for sale now.
        </p>
        {car ? (
          <p className="trade-in__towards">
            Trading in towards the <Link to={car.path}>{car.title}</Link>.
          </p>
        ) : null}
      </header>
      <div className="trade-in__layout">
        <section className="trade-in__card" aria-labelledby="trade-in-step-heading">
          <ol className="trade-in__progress" aria-label="Valuation steps">
            {PROGRESS.map((p, i) => (
              <li key={p.id} aria-current={i === current ? "step" : undefined} data-done={i < current || undefined}>
                <span className="trade-in__progress-number">{i + 1}</span> {p.label}
              </li>
            ))}
          </ol>
          {view.notice ? (
            <p className="lead-alert trade-in__notice" role="status">
              {view.notice}
            </p>
          ) : null}
          <ErrorSummary errors={view.errors} />
          <Step view={view} pickHref={pickHref} />
        </section>
        <aside className="trade-in__side" aria-label="Before you start">
          <h2>Good to know</h2>
          <p className="trade-in__guidance">{TRADE_IN_GUIDANCE}</p>
          <p>Every offer is subject to an inspection confirming the details you give us.</p>
          <p>
            Selling without buying? <Link to="/sell-my-car">Sell your car to us</Link>.
          </p>
        </aside>
      </div>
      <section className="trade-in__faq" aria-labelledby="trade-in-faq-heading">
        <h2 id="trade-in-faq-heading">Trade-in FAQ</h2>
        {faq.map((f) => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}

const FIELD_LABELS: Record<string, string> = {
  name: "First Name",
  last_name: "Last Name",
  email: "Email Address",
  phone: "Mobile Number",
  postcode: "Postcode",
  terms_conditions: "Terms of use",
  rego: "Rego",
  regoState: "State registered in",
  year: "Year",
  make: "Make",
  model: "Model",
  model_badge: "Model and badge",
  kms: "Kilometres",
  condition: "Overall condition",
  service_history: "Service history",
  accident_damage: "Accident damage",
  finance_owing: "Finance owing",
  submission_id: "Form",
  intent: "Form",
};

function ErrorSummary({ errors }: { errors: Record<string, string[]> }) {
  const entries = Object.entries(errors).filter(([, m]) => m.length);
  if (!entries.length) return null;
  return (
    <div className="lead-summary" role="alert">
      <p className="lead-summary__heading">Please fix the following errors:</p>
      <ul>
        {entries.map(([k, m]) => (
          <li key={k}>
            <a href={`#ti-${k}`}>{FIELD_LABELS[k] ?? k}</a>: {m.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
