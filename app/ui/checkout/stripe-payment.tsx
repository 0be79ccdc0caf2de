import { useEffect, useRef, useState } from "react";

/**
 * Stripe's Payment Element for a PaymentIntent the server made: Stripe.js is
 * loaded from Stripe (as Stripe requires) once the page is in the browser,
 * and the payment is confirmed by Stripe, which returns the shopper to
 * `returnUrl`. The hold itself is made by Stripe's signed webhook
 * (payment_intent.succeeded), never by this page.
 */
type StripeJs = {
  elements(o: { clientSecret: string }): { create(kind: "payment"): { mount(el: HTMLElement): void } };
  confirmPayment(o: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
};
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3/";

export function StripePayment(props: { publishableKey: string; clientSecret: string; returnUrl: string; amount: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; elements: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (cancelled || !window.Stripe || !mountRef.current) return;
      const stripe = window.Stripe(props.publishableKey);
      const elements = stripe.elements({ clientSecret: props.clientSecret });
      elements.create("payment").mount(mountRef.current);
      setReady({ stripe, elements });
    };
    if (window.Stripe) start();
    else {
      const s = document.createElement("script");
      s.src = STRIPE_JS;
      s.onload = start;
      s.onerror = () => setError("The payment form could not load. Please try again, or call us to reserve.");
      document.head.appendChild(s);
    }
    return () => {
      cancelled = true;
    };
  }, [props.publishableKey, props.clientSecret]);

  return (
    <form
      className="stripe-payment"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        const out = await ready.stripe.confirmPayment({
          elements: ready.elements,
          confirmParams: { return_url: new URL(props.returnUrl, window.location.href).toString() },
        });
        if (out.error) setError(out.error.message ?? "The payment did not go through.");
      }}
    >
      <div ref={mountRef} className="stripe-payment__element" />
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!ready}>
        Pay {props.amount}
      </button>
      <noscript>Paying by card needs JavaScript (Stripe&apos;s payment form). Please call us to reserve instead.</noscript>
    </form>
  );
}
