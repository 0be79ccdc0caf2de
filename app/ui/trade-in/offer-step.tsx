import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TradeInView } from "~/domain/buying-online/trade-in/page-view";
import { NO_ESTIMATE_TEXT, TRADE_IN_GUIDANCE } from "~/domain/buying-online/trade-in/valuation";

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/**
 * The valuation's answer (spec 01 §3 'offer_price'; spec 02 §9 guidance): the
 * offer range with how it was reached and the Accept button, or, where there
 * is no number to stand behind, why not and what happens next (the dealer
 * already has the car's details as a lead).
 */
export function OfferStep({ view, children }: { view: Extract<TradeInView, { step: "offer" }>; children: ReactNode }) {
  const v = view.valuation;
  if (v.kind !== "offer") {
    const text =
      v.kind === "guidance" ? TRADE_IN_GUIDANCE : v.reason === "too-few" ? NO_ESTIMATE_TEXT.tooFew : NO_ESTIMATE_TEXT.belowCosts;
    return (
      <div className="trade-in__answer">
        <h2 id="trade-in-step-heading">No online estimate for your {view.title}</h2>
        <p className="trade-in__guidance" data-testid="trade-in-no-estimate">
          {text}
        </p>
        <p>We have passed your car&apos;s details to our team, who will contact you to value it in person.</p>
        <p>
          <Link to="/contact-us" className="button button--outline-brand">
            Send us an enquiry
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="trade-in__answer">
      <h2 id="trade-in-step-heading">Our offer for your {view.title}</h2>
      <p className="trade-in__offer" data-testid="trade-in-offer">
        {aud.format(v.low)} to {aud.format(v.high)}
      </p>
      <p>Subject to an inspection confirming the details and answers you gave us.</p>
      <details className="trade-in__how">
        <summary>How we worked it out</summary>
        <dl>
          <div>
            <dt>Market value of cars like yours</dt>
            <dd>
              {aud.format(v.market.min)} to {aud.format(v.market.estimate)}
            </dd>
          </div>
          <div>
            <dt>Reconditioning for your answers</dt>
            <dd>{aud.format(v.reconditioning)}</dd>
          </div>
          <div>
            <dt>Our margin</dt>
            <dd>
              {aud.format(v.margin.low)} to {aud.format(v.margin.high)}
            </dd>
          </div>
        </dl>
        <p>{v.market.description}</p>
      </details>
      {children}
    </div>
  );
}
