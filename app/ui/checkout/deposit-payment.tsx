import type { DepositPaymentStage } from "~/domain/buying-online/checkout/view";
import { PaymentLogos } from "../content/payment-logos";
import { DemoPayment } from "./demo-payment";
import { StripePayment } from "./stripe-payment";

/**
 * Paying the reserve deposit, as the checkout page and the online purchase
 * both ask for it: the demo provider's labelled page, or Stripe's form.
 * `action` is where the demo page posts; `returnUrl` where Stripe sends the
 * shopper back after the payment.
 */
export function DepositPayment({
  stage,
  amount,
  action,
  returnUrl,
}: {
  stage: DepositPaymentStage;
  amount: string;
  action: string;
  returnUrl: string;
}) {
  if (stage.kind === "demo-pay") return <DemoPayment reference={stage.reference} amount={amount} action={action} />;
  return (
    <>
      <h2 id="checkout-step">Pay your deposit</h2>
      <StripePayment
        publishableKey={stage.publishableKey}
        clientSecret={stage.clientSecret}
        returnUrl={returnUrl}
        amount={amount}
      />
      <PaymentLogos />
    </>
  );
}
