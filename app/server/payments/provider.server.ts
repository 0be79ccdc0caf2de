/**
 * The payment provider behind reserving a car (spec 01 §9 'Reserve deposit
 * default $200, held 48 hours, 100% refundable') and /online-payment (spec 02
 * §2): a small interface with two adapters, chosen by PAYMENT_PROVIDER
 * (create-provider.server.ts) and said at start-up:
 * - `stripe` (stripe-provider.server.ts): Stripe's official SDK, PaymentIntents
 *   and refunds, the payment confirmed by Stripe's signed webhook;
 * - `demo` (demo-provider.server.ts): the embedded default. No money moves: the
 *   dealer's own site shows a page labelled as a demo, and what would have been
 *   charged or refunded is written under DATA_DIR/payments.
 */

/** What a payment is for, kept with it at the provider: the site, and the reservation (with its car) or the online payment. */
export interface PaymentMetadata {
  tenant: string;
  car?: string;
  reservation?: string;
  online_payment?: string;
}

export interface PaymentRequest {
  /** Whole cents (Stripe's unit): $200 is 20000. */
  amountCents: number;
  currency: "aud";
  /** Shown on the card statement and the provider's dashboard: "Deposit: 2021 Toyota RAV4 (RES-…)". */
  description: string;
  metadata: PaymentMetadata;
  /** The provider's own receipt goes here too (Stripe); ours is sent by the outbox either way. */
  receiptEmail: string;
  /** The same key makes the same payment: a retried request never charges twice. */
  idempotencyKey: string;
}

export interface StartedPayment {
  /** The provider's payment id ('pi_…' for Stripe, 'demo_pi_…' for the demo). */
  paymentId: string;
  /** For the browser's payment form (Stripe.js); null for the demo. */
  clientSecret: string | null;
}

export interface RefundRequest {
  paymentId: string;
  /** Why, in the dealer's words, kept with the refund. */
  reason: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

/** What a verified webhook says about a payment. */
export type PaymentEvent =
  | { type: "succeeded"; paymentId: string; amountCents: number; metadata: Partial<PaymentMetadata> }
  | { type: "failed"; paymentId: string; metadata: Partial<PaymentMetadata> }
  | { type: "ignored"; eventType: string };

/** A webhook whose signature does not verify (or whose body is not an event): answered 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface PaymentProvider {
  readonly kind: "stripe" | "demo";
  /** For the start-up log: where payments go. */
  readonly description: string;
  /** Stripe.js's publishable key for the payment form; null for the demo. */
  readonly publishableKey: string | null;
  createPayment(req: PaymentRequest): Promise<StartedPayment>;
  refund(req: RefundRequest): Promise<{ refundId: string }>;
}
