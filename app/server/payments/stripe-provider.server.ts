import Stripe from "stripe";
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentMetadata,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  type StartedPayment,
} from "./provider.server";

/**
 * Stripe through its official SDK: a PaymentIntent per deposit (whole cents,
 * AUD, the tenant, car and reservation in its metadata), paid in the browser
 * with Stripe.js, confirmed to us by the signed `payment_intent.succeeded`
 * webhook (POST /api/payments/stripe-webhook, verified with
 * stripe.webhooks.constructEvent); refunds by the payment's id. Every call
 * carries an idempotency key, so a retry never charges or refunds twice.
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The API's address: Stripe's own by default; tests point it at a local server. */
  api?: { host: string; port: number; protocol: "http" | "https" };
  timeoutMs?: number;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly description: string;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      timeout: settings.timeoutMs ?? 20_000,
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: "dealer-platform" },
    });
    const where = settings.api ? `${settings.api.protocol}://${settings.api.host}:${settings.api.port}` : "api.stripe.com";
    this.description = `Stripe (${settings.secretKey.startsWith("sk_live_") ? "live" : "test"} mode) at ${where}`;
  }

  async createPayment(req: PaymentRequest): Promise<StartedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: req.amountCents,
        currency: req.currency,
        description: req.description,
        receipt_email: req.receiptEmail,
        metadata: { ...req.metadata },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: req.idempotencyKey },
    );
    return { paymentId: intent.id, clientSecret: intent.client_secret };
  }

  async refund(req: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: req.paymentId, reason: "requested_by_customer", metadata: { ...req.metadata, why: req.reason } },
      { idempotencyKey: req.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  /**
   * The webhook's body as Stripe sent it (the exact bytes: the signature is
   * over them) and its Stripe-Signature header, verified; throws
   * WebhookSignatureError when it does not verify.
   */
  readWebhook(rawBody: string | Buffer, signature: string | null, now?: Date): PaymentEvent {
    if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        undefined,
        undefined,
        now ? Math.floor(now.getTime() / 1000) : undefined,
      );
    } catch (e) {
      throw new WebhookSignatureError(e instanceof Error ? e.message : "The webhook's signature does not verify.");
    }
    if (event.type === "payment_intent.succeeded") {
      const pi = event.data.object;
      return { type: "succeeded", paymentId: pi.id, amountCents: pi.amount_received, metadata: metadataOf(pi.metadata) };
    }
    if (event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled") {
      const pi = event.data.object;
      return { type: "failed", paymentId: pi.id, metadata: metadataOf(pi.metadata) };
    }
    return { type: "ignored", eventType: event.type };
  }
}

function metadataOf(m: Stripe.Metadata | null | undefined): Partial<PaymentMetadata> {
  const out: Partial<PaymentMetadata> = {};
  for (const k of ["tenant", "car", "reservation", "online_payment"] as const) if (typeof m?.[k] === "string") out[k] = m[k];
  return out;
}
