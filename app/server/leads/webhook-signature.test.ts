import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  computeSignature,
  signatureHeader,
  signedWebhookHeaders,
  verifyWebhookSignature,
} from "./webhook-signature.server";

const secret = "whsec_0123456789abcdef0123456789abcdef";
const body = JSON.stringify({ lead_id: "L1", name: "Zoë", message: "Is it still available? 🚗" });
const now = 1_741_750_000;

describe("webhook signature (issue 10 §5: HMAC-SHA256, per-target secret)", () => {
  it("signs `${t}.${body}` with HMAC-SHA256, as the receivers' guide says", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", secret).update(`${now}.${body}`).digest("hex");
    expect(signatureHeader(secret, body, now)).toBe(`t=${now},v1=${expected}`);
    expect(computeSignature(secret, now, Buffer.from(body))).toBe(expected);
  });

  it("verifies a genuine request", () => {
    const header = signatureHeader(secret, body, now);
    expect(verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now + 10 })).toEqual({ ok: true, timestamp: now });
  });

  it("refuses a changed body, another secret, or a changed timestamp", () => {
    const header = signatureHeader(secret, body, now);
    expect(verifyWebhookSignature({ header, body: body.replace("L1", "L2"), secrets: secret, nowSeconds: now })).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifyWebhookSignature({ header, body, secrets: "another-secret-another-secret-0000", nowSeconds: now })).toEqual({
      ok: false,
      reason: "mismatch",
    });
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhookSignature({ header: moved, body, secrets: secret, nowSeconds: now })).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("refuses a signature outside the tolerance window, either way", () => {
    const header = signatureHeader(secret, body, now);
    expect(verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now + 301 })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now - 301 })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now + 301, toleranceSeconds: 600 }).ok).toBe(true);
  });

  it("refuses missing and malformed headers without throwing", () => {
    const v = (header: string | undefined) => verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now });
    expect(v(undefined)).toEqual({ ok: false, reason: "missing" });
    for (const h of [
      "garbage",
      `t=${now}`,
      `v1=${"a".repeat(64)}`,
      `t=abc,v1=${"a".repeat(64)}`,
      `t=${now},v1=abc`,
      `t=1,t=2,v1=${"a".repeat(64)}`,
    ])
      expect(v(h)).toEqual({ ok: false, reason: "malformed" });
  });

  it("accepts either secret while a target's secret is rotated", () => {
    const next = "whsec_fedcba9876543210fedcba9876543210";
    const header = signatureHeader([secret, next], body, now);
    expect(verifyWebhookSignature({ header, body, secrets: next, nowSeconds: now }).ok).toBe(true);
    expect(verifyWebhookSignature({ header, body, secrets: secret, nowSeconds: now }).ok).toBe(true);
    expect(
      verifyWebhookSignature({ header: signatureHeader(secret, body, now), body, secrets: [next, secret], nowSeconds: now }).ok,
    ).toBe(true);
    expect(() => signatureHeader([], body, now)).toThrow(/at least one secret/);
  });
});

describe("a receiver verifying over HTTP", () => {
  let server: Server;
  let url: string;
  const received: { status: number; idempotencyKey: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        // The raw bytes, as the guide tells receivers: parsing first would change them.
        const raw = Buffer.concat(chunks);
        const check = verifyWebhookSignature({
          header: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
          body: raw,
          secrets: secret,
          nowSeconds: Math.floor(Date.now() / 1000),
        });
        const status = check.ok ? 204 : 401;
        received.push({ status, idempotencyKey: req.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts a signed POST with its idempotency key and refuses a forged one", async () => {
    const headers = signedWebhookHeaders({ body, secrets: secret, leadId: "L1", nowSeconds: Math.floor(Date.now() / 1000) });
    expect((await fetch(url, { method: "POST", headers, body })).status).toBe(204);
    // Signed by someone who does not hold the secret.
    const forged = {
      ...headers,
      [SIGNATURE_HEADER]: signatureHeader("a-guessed-secret-a-guessed-secret", body, Math.floor(Date.now() / 1000)),
    };
    expect((await fetch(url, { method: "POST", headers: forged, body })).status).toBe(401);
    expect(received).toEqual([
      { status: 204, idempotencyKey: "L1" },
      { status: 401, idempotencyKey: "L1" },
    ]);
  });
});
