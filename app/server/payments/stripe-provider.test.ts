import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebhookSignatureError } from "./provider.server";
import { StripePaymentProvider } from "./stripe-provider.server";

/**
 * The Stripe adapter against a local HTTP server standing in for Stripe's
 * API (the SDK's host/port/protocol options point it there), which checks
 * every request: path, method, the secret key, the form body and the
 * idempotency key. Webhooks are signed with Stripe's own test helper
 * (stripe.webhooks.generateTestHeaderString); a bad signature is refused.
 */

const SECRET = "sk_test_reservetests123";
const WHSEC = "whsec_reservetests456";
type Seen = { method: string; path: string; auth: string | undefined; idem: string | undefined; body: URLSearchParams };

describe("StripePaymentProvider", () => {
  let server: http.Server;
  let seen: Seen[] = [];
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      req.on("end", () => {
        const s: Seen = {
          method: req.method ?? "",
          path: req.url ?? "",
          auth: req.headers.authorization,
          idem: req.headers["idempotency-key"] as string | undefined,
          body: new URLSearchParams(raw),
        };
        seen.push(s);
        const ok = req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") && s.auth === `Bearer ${SECRET}`;
        res.setHeader("content-type", "application/json");
        if (!ok) {
          res.statusCode = 401;
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "bad auth or body" } }));
        } else if (s.method === "POST" && s.path === "/v1/payment_intents") {
          res.end(
            JSON.stringify({
              id: "pi_123",
              object: "payment_intent",
              amount: Number(s.body.get("amount")),
              currency: s.body.get("currency"),
              client_secret: "pi_123_secret_abc",
              status: "requires_payment_method",
              metadata: {},
            }),
          );
        } else if (s.method === "POST" && s.path === "/v1/refunds") {
          res.end(
            JSON.stringify({ id: "re_456", object: "refund", payment_intent: s.body.get("payment_intent"), status: "succeeded" }),
          );
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `no route ${s.method} ${s.path}` } }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    provider = new StripePaymentProvider({
      secretKey: SECRET,
      webhookSecret: WHSEC,
      publishableKey: "pk_test_abc",
      api: { host: "127.0.0.1", port, protocol: "http" },
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen = [];
  });

  const metadata = { tenant: "coralview-kia", car: "42", reservation: "RES-ABCDEFGH" };

  it("creates a PaymentIntent for the deposit: cents, AUD, the ids in metadata, an idempotency key", async () => {
    const started = await provider.createPayment({
      amountCents: 20_000,
      currency: "aud",
      description: "Deposit: 2024 Kia Seltos (RES-ABCDEFGH)",
      metadata,
      receiptEmail: "jane@example.com",
      idempotencyKey: "reservation-coralview-kia-RES-ABCDEFGH",
    });
    expect(started).toEqual({ paymentId: "pi_123", clientSecret: "pi_123_secret_abc" });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/payment_intents");
    expect(req.idem).toBe("reservation-coralview-kia-RES-ABCDEFGH");
    expect(Object.fromEntries(req.body)).toEqual({
      amount: "20000",
      currency: "aud",
      description: "Deposit: 2024 Kia Seltos (RES-ABCDEFGH)",
      receipt_email: "jane@example.com",
      "metadata[tenant]": "coralview-kia",
      "metadata[car]": "42",
      "metadata[reservation]": "RES-ABCDEFGH",
      "automatic_payment_methods[enabled]": "true",
    });
  });

  it("refunds by the payment's id", async () => {
    const out = await provider.refund({
      paymentId: "pi_123",
      reason: "Hold expired – deposit refunded",
      metadata,
      idempotencyKey: "refund-coralview-kia-RES-ABCDEFGH",
    });
    expect(out).toEqual({ refundId: "re_456" });
    const [req] = seen;
    expect([req.method, req.path, req.idem]).toEqual(["POST", "/v1/refunds", "refund-coralview-kia-RES-ABCDEFGH"]);
    expect(req.body.get("payment_intent")).toBe("pi_123");
    expect(req.body.get("reason")).toBe("requested_by_customer");
    expect(req.body.get("metadata[reservation]")).toBe("RES-ABCDEFGH");
    expect(req.body.get("metadata[why]")).toBe("Hold expired – deposit refunded");
  });

  it("an API error is thrown, not taken for a payment", async () => {
    const wrong = new StripePaymentProvider({
      secretKey: "sk_test_wrongkey",
      webhookSecret: WHSEC,
      publishableKey: "pk_test_abc",
      api: { host: "127.0.0.1", port: (server.address() as AddressInfo).port, protocol: "http" },
    });
    await expect(
      wrong.createPayment({
        amountCents: 20_000,
        currency: "aud",
        description: "x",
        metadata,
        receiptEmail: "a@example.com",
        idempotencyKey: "k",
      }),
    ).rejects.toThrow(/bad auth/);
  });

  const stripe = new Stripe(SECRET);
  const event = (type: string) =>
    JSON.stringify({
      id: "evt_1",
      object: "event",
      type,
      data: { object: { id: "pi_123", object: "payment_intent", amount_received: 20_000, metadata } },
    });

  it("reads a payment_intent.succeeded webhook signed with the endpoint's secret", () => {
    const payload = event("payment_intent.succeeded");
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect(provider.readWebhook(payload, header)).toEqual({
      type: "succeeded",
      paymentId: "pi_123",
      amountCents: 20_000,
      metadata,
    });
    const other = event("charge.updated");
    expect(provider.readWebhook(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WHSEC }))).toEqual({
      type: "ignored",
      eventType: "charge.updated",
    });
  });

  it("refuses a webhook with a bad signature, a changed body, an old timestamp or none", () => {
    const payload = event("payment_intent.succeeded");
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_somebodyelse" });
    expect(() => provider.readWebhook(payload, wrongSecret)).toThrow(WebhookSignatureError);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect(() => provider.readWebhook(payload.replace("20000", "1"), header)).toThrow(WebhookSignatureError);
    const old = stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: 1_700_000_000 });
    expect(() => provider.readWebhook(payload, old)).toThrow(WebhookSignatureError);
    expect(() => provider.readWebhook(payload, null)).toThrow(WebhookSignatureError);
  });
});
