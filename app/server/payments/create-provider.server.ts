import type { Env } from "../env.server";
import { DemoPaymentProvider, demoPaymentsDir } from "./demo-provider.server";
import { StripePaymentProvider } from "./stripe-provider.server";
import type { PaymentProvider } from "./provider.server";

export type AnyPaymentProvider = DemoPaymentProvider | StripePaymentProvider;

/**
 * PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
 * STRIPE_PUBLISHABLE_KEY (env.server.ts refuses one without the others);
 * anything else is the demo provider, which moves no money.
 */
export function createPaymentProvider(e: Env, clock?: () => Date): AnyPaymentProvider {
  if (e.PAYMENT_PROVIDER === "stripe" && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PUBLISHABLE_KEY) {
    const api = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null;
    return new StripePaymentProvider({
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      api: api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === "http:" ? 80 : 443)),
            protocol: api.protocol === "http:" ? "http" : "https",
          }
        : undefined,
    });
  }
  return new DemoPaymentProvider(demoPaymentsDir(e.DATA_DIR), clock);
}

export function isDemo(p: PaymentProvider): p is DemoPaymentProvider {
  return p.kind === "demo";
}
