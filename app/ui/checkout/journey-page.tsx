import { Link } from "react-router";
import type { JourneyView } from "~/domain/buying-online/checkout/journey-view";
import { JOURNEY_TEXTS } from "~/domain/buying-online/checkout/online-purchase";
import { RESERVE_HOLD_HOURS, RESERVE_TEXTS, moneyText } from "~/domain/buying-online/checkout/reservation";
import type { FinanceEntry } from "../finance/finance-apply-link";
import { DepositPayment } from "./deposit-payment";
import { JourneyStepForm } from "./journey-steps";

/**
 * /checkout-journey?car_id={slug} (spec 01 §2 'online purchase'; issue 20
 * item 4): the car and the order so far beside a stepper and the current
 * step's form; then the deposit's payment (the demo provider's labelled page
 * or Stripe's form) and the placed order. Plain forms: works without
 * JavaScript (except Stripe's own card form).
 */
export function JourneyPage({
  view,
  errors,
  finance,
}: {
  view: JourneyView;
  errors: Record<string, string>;
  /** The payment step's finance popup (the vehicle page's entry to it), where the site offers finance. */
  finance: FinanceEntry | null;
}) {
  const { car, stage } = view;
  // Above the form: what each answered step settled (the quote, the valuation); the buyer's own details and
  // the trade-in's condition answers are left to the review, so a phone reaches the form quickly.
  const answered = view.summary
    .filter((s) => s.lines.length > 0 && s.step !== "details")
    .map((s) => ({ ...s, lines: s.lines.length > 2 ? [s.lines[0], s.lines[s.lines.length - 1]] : s.lines }));
  return (
    <div className="checkout journey">
      {car ? (
        <nav aria-label="Breadcrumb" className="checkout__back">
          <Link to={car.path}>← Back to {car.title}</Link>
        </nav>
      ) : null}
      <h1>
        {JOURNEY_TEXTS.heading}
        {car ? `: ${car.title}` : ""}
      </h1>
      <div className="checkout__grid">
        <section className="checkout__panel" aria-labelledby="checkout-step">
          {view.steps.length > 0 && (stage.kind === "step" || stage.kind === "demo-pay" || stage.kind === "stripe-pay") ? (
            <Stepper view={view} />
          ) : null}
          {answered.length > 0 && stage.kind === "step" && stage.step !== "review" ? (
            <div className="journey__so-far">
              <h2 className="journey__so-far-title">Your order so far</h2>
              <dl>
                {answered.map((s) => (
                  <div key={s.step}>
                    <dt>{s.label}</dt>
                    <dd>{s.lines.join(" · ")}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {stage.kind === "step" ? (
            <JourneyStepForm view={view} step={stage.step} errors={errors} finance={finance} />
          ) : stage.kind === "demo-pay" || stage.kind === "stripe-pay" ? (
            <DepositPayment stage={stage} amount={moneyText(view.depositCents)} action={view.action} returnUrl={view.action} />
          ) : stage.kind === "placed" ? (
            <div className="checkout__outcome checkout__outcome--held" role="status">
              <h2 id="checkout-step">Order placed</h2>
              <p>{stage.message}</p>
              <p>
                Order <strong>{view.orderReference}</strong> · deposit reservation <strong>{stage.reservation}</strong>. A receipt
                for the deposit is on its way by email.
              </p>
              {car ? (
                <p>
                  <Link to={car.path}>Back to the car</Link>
                </p>
              ) : null}
            </div>
          ) : (
            <div className="checkout__outcome" role="status">
              <h2 id="checkout-step">{stage.title}</h2>
              <p>{stage.message}</p>
              <p>{car ? <Link to={car.path}>Back to the car</Link> : <Link to="/search">Browse our cars</Link>}</p>
            </div>
          )}
        </section>
        {car ? (
          <section className="checkout__car" aria-label="The car">
            {car.image ? <img src={car.image} alt={car.title} width={600} height={400} /> : null}
            <p className="checkout__car-title">
              {car.title} {car.subtitle}
            </p>
            <p className="checkout__price">{car.price}</p>
            {stage.kind === "unavailable" ? null : (
              <div className="checkout__deposit">
                <p className="checkout__deposit-amount">{RESERVE_TEXTS.deposit(view.depositCents)} to order</p>
                <p className="checkout__badge">{RESERVE_TEXTS.refundable}</p>
                <p>
                  Your order is placed with the deposit, which holds the car for you for {RESERVE_HOLD_HOURS} hours while we
                  arrange the rest. It goes toward the price.
                </p>
              </div>
            )}
            {view.returnScheme && stage.kind !== "unavailable" ? (
              <aside className="journey__return" aria-labelledby="return-scheme">
                <h2 id="return-scheme">{view.returnScheme.title}</h2>
                <p>{view.returnScheme.text}</p>
                <ul className="tick-list">
                  {view.returnScheme.conditions.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

function Stepper({ view }: { view: JourneyView }) {
  return (
    <nav aria-label="Order steps" className="journey-steps">
      <ol>
        {view.steps.map((s, i) => (
          <li
            key={s.step}
            className={`journey-steps__step${s.current ? " is-current" : ""}${s.done ? " is-done" : ""}`}
            aria-current={s.current ? "step" : undefined}
          >
            <span className="journey-steps__n" aria-hidden="true">
              {s.done && !s.current ? "✓" : i + 1}
            </span>
            {s.open && !s.current ? (
              <Link to={s.href}>
                {s.label}
                {s.done ? <span className="visually-hidden"> (done)</span> : null}
              </Link>
            ) : (
              <span>{s.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
