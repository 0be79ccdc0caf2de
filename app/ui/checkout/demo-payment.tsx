import { Form } from "react-router";

/**
 * The demo payment provider's page (app/server/payments/demo-provider.server.ts):
 * on the dealer's own site, labelled as a demo in its heading, its border
 * and its button, asking for no card. Its button records the payment a real
 * provider would have taken (under DATA_DIR/payments) and confirms it.
 */
export function DemoPayment({ reference, amount, action }: { reference: string; amount: string; action: string }) {
  return (
    <section className="demo-payment" aria-labelledby="checkout-step">
      <p className="demo-payment__flag" aria-hidden="true">
        DEMO
      </p>
      <h2 id="checkout-step">Demo payment — no money moves</h2>
      <p>
        This site uses the demo payment provider. No card details are asked for and nothing is charged. Pressing the button
        records that a {amount} deposit would have been paid, and reserves the car as a real payment would.
      </p>
      <p>
        Reservation <strong>{reference}</strong> · deposit {amount} (demo)
      </p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="reservation" value={reference} />
        <button type="submit" className="button demo-payment__button">
          Pay {amount} (demo — no money moves)
        </button>
      </Form>
    </section>
  );
}
