import { Form, Link } from "react-router";
import { ONLINE_PAYMENT_PATH, ONLINE_PAYMENT_TEXTS } from "~/domain/buying-online/checkout/online-payment";
import type { OnlinePaymentView } from "~/domain/buying-online/checkout/view";
import { PaymentLogos } from "../content/payment-logos";
import { StripePayment } from "./stripe-payment";

/**
 * /online-payment (spec 02 §2): what the shopper pays for, the dealer's
 * reference and the amount; then the provider's payment (the demo page
 * labelled as such, or Stripe's form); then the receipt.
 */
export function OnlinePaymentPage({ view, errors }: { view: OnlinePaymentView; errors: Record<string, string> }) {
  const { stage } = view;
  return (
    <div className="checkout checkout--narrow">
      <h1>{ONLINE_PAYMENT_TEXTS.heading}</h1>
      <p>{ONLINE_PAYMENT_TEXTS.intro}</p>
      <section className="checkout__panel" aria-labelledby="payment-step">
        {stage.kind === "form" ? (
          <PaymentForm view={view} errors={errors} />
        ) : stage.kind === "demo-pay" ? (
          <section className="demo-payment" aria-labelledby="payment-step">
            <p className="demo-payment__flag" aria-hidden="true">
              DEMO
            </p>
            <h2 id="payment-step">Demo payment — no money moves</h2>
            <p>
              This site uses the demo payment provider. No card details are asked for and nothing is charged. Pressing the button
              records that {stage.amount} would have been paid.
            </p>
            <p>
              Payment <strong>{stage.reference}</strong> · {stage.amount} (demo)
            </p>
            <Form method="post" action={ONLINE_PAYMENT_PATH}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="payment" value={stage.reference} />
              <button type="submit" className="button demo-payment__button">
                Pay {stage.amount} (demo — no money moves)
              </button>
            </Form>
          </section>
        ) : stage.kind === "stripe-pay" ? (
          <>
            <h2 id="payment-step">Pay {stage.amount}</h2>
            <StripePayment
              publishableKey={stage.publishableKey}
              clientSecret={stage.clientSecret}
              returnUrl={`${ONLINE_PAYMENT_PATH}?payment=${stage.reference}`}
              amount={stage.amount}
            />
            <PaymentLogos />
          </>
        ) : (
          <div className="checkout__outcome checkout__outcome--held" role="status">
            <h2 id="payment-step">Payment received</h2>
            <p>{stage.message}</p>
            <p>
              Reference: <strong>{stage.reference}</strong>. A receipt is on its way to {view.payer.email}.
            </p>
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

function PaymentForm({ view, errors }: { view: OnlinePaymentView; errors: Record<string, string> }) {
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `pay-${name}-error` } : {});
  const error = (name: string) =>
    errors[name] ? (
      <p className="checkout__error" id={`pay-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form method="post" action={ONLINE_PAYMENT_PATH} className="checkout__form" noValidate>
      <h2 id="payment-step">Payment details</h2>
      <p>Paying as {view.payer.name}.</p>
      {errors[""] ? (
        <p className="checkout__error" role="alert">
          {errors[""]}
        </p>
      ) : null}
      <div className="checkout__field">
        <label htmlFor="pay-purpose">What are you paying for?</label>
        <select id="pay-purpose" name="purpose" defaultValue={view.typed.purpose} required {...described("purpose")}>
          <option value="">Choose…</option>
          {view.purposes.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        {error("purpose")}
      </div>
      <div className="checkout__field">
        <label htmlFor="pay-reference">Your reference (invoice or reservation number)</label>
        <input
          id="pay-reference"
          name="reference"
          type="text"
          defaultValue={view.typed.reference}
          required
          {...described("reference")}
        />
        {error("reference")}
      </div>
      <div className="checkout__field">
        <label htmlFor="pay-amount">Amount (AUD)</label>
        <input
          id="pay-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          placeholder="0.00"
          defaultValue={view.typed.amount}
          required
          {...described("amount")}
        />
        {error("amount")}
      </div>
      <button type="submit" className="button checkout__submit">
        Continue to payment
      </button>
      {view.provider === "demo" ? (
        <p className="checkout__note">This site takes demo payments only: no card is asked for and no money moves.</p>
      ) : null}
    </Form>
  );
}
