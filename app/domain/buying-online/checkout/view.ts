import type { ReservationStatus } from "./reservation";

/** Paying a pending reservation's deposit (the checkout page, the online purchase's last step). */
export type DepositPaymentStage =
  /** The demo provider's payment page. */
  | { kind: "demo-pay"; reference: string }
  /** Stripe: the browser's payment form. */
  | { kind: "stripe-pay"; reference: string; clientSecret: string; publishableKey: string };

/** What the checkout page shows (app/server/checkout/page.server.ts makes it, app/ui/checkout/ draws it). */
export type CheckoutStage =
  | { kind: "form" }
  | DepositPaymentStage
  | {
      kind: "done";
      status: Exclude<ReservationStatus, "pending">;
      reference: string;
      message: string;
      /** A held reservation of the signed-in shopper who made it: they may cancel it (the deposit refunded). */
      cancellable?: boolean;
    }
  | { kind: "unavailable"; message: string };

export interface CheckoutView {
  siteName: string;
  path: string;
  car: { title: string; subtitle: string; path: string; price: string; image: string | null };
  depositCents: number;
  depositText: string;
  promise: string;
  provider: "stripe" | "demo";
  stage: CheckoutStage;
  prefill: { name: string; last_name: string; email: string; phone: string };
  signedIn: boolean;
}

/** What /online-payment shows (app/server/checkout/online-payment-page.server.ts). */
export type OnlinePaymentStage =
  | { kind: "form" }
  | { kind: "demo-pay"; reference: string; amount: string }
  | { kind: "stripe-pay"; reference: string; amount: string; clientSecret: string; publishableKey: string }
  | { kind: "paid"; reference: string; message: string };

export interface OnlinePaymentView {
  siteName: string;
  provider: "stripe" | "demo";
  purposes: { value: string; label: string }[];
  stage: OnlinePaymentStage;
  typed: { purpose: string; reference: string; amount: string };
  payer: { name: string; email: string };
}
