import { data } from "react-router";
import { paymentsContext, tenantScope } from "~/server/context.server";
import { confirmOnlinePayment } from "~/server/checkout/online-payments.server";
import { confirmPayment } from "~/server/checkout/reservations.server";
import { logger } from "~/server/logger.server";
import { WebhookSignatureError } from "~/server/payments/provider.server";
import { StripePaymentProvider } from "~/server/payments/stripe-provider.server";
import { readBodyBytes } from "~/server/security/body-limit.server";
import type { Route } from "./+types/api.payments.stripe-webhook";

/**
 * POST /api/payments/stripe-webhook: Stripe's signed events. The signature
 * (Stripe-Signature over the exact body, the endpoint's STRIPE_WEBHOOK_SECRET)
 * is the authority, so the route is exempt from the same-site check like the
 * stock feed; a bad one is 400 and changes nothing. payment_intent.succeeded
 * for a reservation of this site makes the hold (or, if another shopper's
 * stands, refunds it), or marks an /online-payment paid; other events are
 * acknowledged and ignored. 404 when
 * the site does not take payments by Stripe.
 */
/** Stripe only posts: a GET is 405, not React Router's "no loader" error (found by the fuzz suite). */
export function loader() {
  return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const payments = context.get(paymentsContext);
  if (!(payments instanceof StripePaymentProvider)) return data({ error: "Not found" }, { status: 404 });
  const scope = tenantScope(context);
  const body = await readBodyBytes(request, { maxBytes: 32 * 1024 });
  let event;
  try {
    event = payments.readWebhook(Buffer.from(body), request.headers.get("stripe-signature"));
  } catch (e) {
    if (e instanceof WebhookSignatureError) return data({ error: `Invalid signature: ${e.message}` }, { status: 400 });
    throw e;
  }
  if (event.type !== "succeeded") return data({ received: true });
  // A payment started on another of the platform's sites is not this site's to confirm.
  if (event.metadata.tenant && event.metadata.tenant !== scope.tenant.slug)
    return data({ error: "The payment belongs to another site." }, { status: 400 });
  // A reserve deposit, or else a payment made at /online-payment.
  const now = new Date();
  if (event.metadata.online_payment) {
    const paid = await confirmOnlinePayment(scope.db, scope.tenant, payments, event.paymentId, now);
    logger.info({ tenant: scope.tenant.slug, payment: event.paymentId, outcome: paid.status }, "stripe webhook");
    return data({ received: true, online_payment: paid.status });
  }
  const outcome = await confirmPayment(scope.db, scope.tenant, { payments }, event.paymentId, now);
  logger.info({ tenant: scope.tenant.slug, payment: event.paymentId, outcome: outcome.status }, "stripe webhook");
  return data({ received: true, reservation: outcome.status });
}
