import { Form, Link } from "react-router";
import { RESERVE_HOLD_HOURS, RESERVE_TEXTS, moneyText } from "~/domain/buying-online/checkout/reservation";
import type { CheckoutView } from "~/domain/buying-online/checkout/view";
import { DepositPayment } from "./deposit-payment";

/**
 * /cars/{slug}/checkout (spec 01 §2; §9 'Reserve deposit default $200, held
 * 48 hours, 100% refundable'): the car, the deposit and what it buys, then
 * by stage the shopper's details, the payment (the demo provider's labelled
 * page or Stripe's form) or the reservation's outcome. Plain forms: it works
 * before (and without) JavaScript, except Stripe's card form, which is
 * Stripe's own script.
 */
export function CheckoutPage({ view, errors }: { view: CheckoutView; errors: Record<string, string> }) {
  const { car, stage } = view;
  return (
    <div className="checkout">
      <nav aria-label="Breadcrumb" className="checkout__back">
        <Link to={car.path}>← Back to {car.title}</Link>
      </nav>
      <h1>
        {RESERVE_TEXTS.heading}: {car.title}
      </h1>
      <div className="checkout__grid">
        <section className="checkout__car" aria-label="The car">
          {car.image ? <img src={car.image} alt={car.title} width={600} height={400} /> : null}
          <p className="checkout__car-title">
            {car.title} {car.subtitle}
          </p>
          <p className="checkout__price">{car.price}</p>
          <div className="checkout__deposit">
            <p className="checkout__deposit-amount">{view.depositText}</p>
            <p className="checkout__badge">{RESERVE_TEXTS.refundable}</p>
            <p>{view.promise}</p>
            <ul className="tick-list">
              <li>Held for you for {RESERVE_HOLD_HOURS} hours: no one else can reserve or buy it online meanwhile.</li>
              <li>Changed your mind? Your deposit is refunded in full.</li>
              <li>Buying it? The deposit goes toward the price.</li>
            </ul>
          </div>
        </section>
        <section className="checkout__panel" aria-labelledby="checkout-step">
          {stage.kind === "form" ? (
            <ReserveForm view={view} errors={errors} />
          ) : stage.kind === "demo-pay" || stage.kind === "stripe-pay" ? (
            <DepositPayment
              stage={stage}
              amount={moneyText(view.depositCents)}
              action={view.path}
              returnUrl={`${view.path}?reservation=${stage.reference}`}
            />
          ) : stage.kind === "done" ? (
            <div className={`checkout__outcome checkout__outcome--${stage.status}`} role="status">
              <h2 id="checkout-step">{stage.status === "held" ? "Reserved" : "Your reservation"}</h2>
              <p>{stage.message}</p>
              <p>
                Reference: <strong>{stage.reference}</strong>. A receipt is on its way by email.
              </p>
              {stage.cancellable ? (
                <Form method="post" action={view.path}>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="reservation" value={stage.reference} />
                  <button type="submit" className="button button--ghost">
                    Cancel my reservation and refund my deposit
                  </button>
                </Form>
              ) : null}
              <p>
                <Link to={car.path}>Back to the car</Link>
              </p>
            </div>
          ) : (
            <div className="checkout__outcome" role="status">
              <h2 id="checkout-step">Not available</h2>
              <p>{stage.message}</p>
              <p>
                <Link to={car.path}>Back to the car</Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function ReserveForm({ view, errors }: { view: CheckoutView; errors: Record<string, string> }) {
  const p = view.prefill;
  const field = (name: keyof typeof p, label: string, type: string, autoComplete: string) => (
    <div className="checkout__field">
      <label htmlFor={`reserve-${name}`}>{label}</label>
      <input
        id={`reserve-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={p[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `reserve-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p className="checkout__error" id={`reserve-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="post" action={view.path} className="checkout__form" noValidate>
      <h2 id="checkout-step">Your details</h2>
      {errors[""] ? (
        <p className="checkout__error" role="alert">
          {errors[""]}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="reserve" />
      {field("name", "First name", "text", "given-name")}
      {field("last_name", "Last name", "text", "family-name")}
      {field("email", "Email", "email", "email")}
      {field("phone", "Mobile number", "tel", "tel")}
      <div className="checkout__agree">
        <input
          id="reserve-agree"
          name="agree"
          type="checkbox"
          required
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? "reserve-agree-error" : undefined}
        />
        <label htmlFor="reserve-agree">
          I understand the {moneyText(view.depositCents)} deposit holds this car for {RESERVE_HOLD_HOURS} hours and is 100%
          refundable.
        </label>
        {errors.agree ? (
          <p className="checkout__error" id="reserve-agree-error">
            {errors.agree}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button checkout__submit">
        Reserve with a {moneyText(view.depositCents)} deposit
      </button>
      {view.provider === "demo" ? (
        <p className="checkout__note">This site takes demo payments only: no card is asked for and no money moves.</p>
      ) : null}
    </Form>
  );
}
