import type { NextFunction, Request, Response } from "express";
import { addToPolicy } from "../security/security-headers.server";
import type { PaymentProvider } from "./provider.server";

/**
 * Stripe's Payment Element is Stripe's own script and frames (Stripe asks
 * that Stripe.js be loaded from js.stripe.com). Where the payment provider
 * is Stripe, the pages that take a payment (/cars/{slug}/checkout,
 * /buy-online, /online-payment) get those hosts added to the base policy
 * (security/security-headers.server.ts); every other page, and every page
 * of the demo provider, keeps the base policy. Mounted beside analyticsCsp in
 * server/app.ts.
 */
export const STRIPE_CSP_SOURCES: Record<string, string[]> = {
  "script-src": ["https://js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

const PAYMENT_PAGE = /^\/(?:cars\/[^/]+\/(?:checkout|buy-online)|online-payment)(?:\.data)?\/?$/;

export function paymentsCsp(payments: Pick<PaymentProvider, "kind">) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (payments.kind === "stripe" && PAYMENT_PAGE.test(req.path)) addToPolicy(res, "stripe", withStripeSources);
    next();
  };
}

/** Adds Stripe's hosts to the policy's script-src, frame-src and connect-src (a directive absent stays absent). */
export function withStripeSources(policy: string): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      const add = STRIPE_CSP_SOURCES[name]?.filter((s) => !directive.split(/\s+/).includes(s));
      return add?.length ? `${directive.trim()} ${add.join(" ")}` : directive.trim();
    })
    .join(";");
}
