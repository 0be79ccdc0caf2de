import type { JourneyStep } from "./online-purchase";
import type { OrderAnswers } from "./online-purchase-form";
import type { DepositPaymentStage } from "./view";

/** What /checkout-journey shows (app/server/checkout/journey-page.server.ts makes it, app/ui/checkout/journey-page.tsx draws it). */
export type JourneyStage =
  | { kind: "step"; step: JourneyStep }
  /** The order's deposit, paid as a reservation's. */
  | DepositPaymentStage
  | { kind: "placed"; message: string; reservation: string }
  | { kind: "unavailable"; title: string; message: string };

export interface JourneyStepLink {
  step: JourneyStep;
  label: string;
  href: string;
  done: boolean;
  current: boolean;
  /** The stepper links only to steps that may be opened (every step before answered). */
  open: boolean;
}

export interface JourneyView {
  siteName: string;
  /** The form's action: '/checkout-journey?car_id={slug}'. */
  action: string;
  car: { title: string; subtitle: string; path: string; price: string; image: string | null } | null;
  orderReference: string | null;
  depositCents: number;
  provider: "stripe" | "demo";
  steps: JourneyStepLink[];
  stage: JourneyStage;
  answers: OrderAnswers;
  /** The values a refused form was posted with, shown again. */
  typed: Record<string, string>;
  prefill: { name: string; last_name: string; email: string; phone: string };
  summary: { step: JourneyStep; label: string; lines: string[]; href: string }[];
  deliveryOffered: boolean;
  /** Spec 02 §4, §5: the used-car return scheme, where the tenant has one and the car is used. */
  returnScheme: { title: string; text: string; conditions: string[] } | null;
}
