import type { CarType, StockStatus } from "../../vehicle/vehicle";
import { checkoutEnabled, type CheckoutSite } from "./reservation";

/**
 * Buying a car online (spec 01 §2 '/checkout-journey?car_id={slug} | online
 * purchase'; §4 'reserve and online purchase only when checkout is enabled';
 * §9 'Online purchase is available for used cars, or for two named makes on
 * one site.'; spec 02 §9 'Online purchase eligible: used cars, or Kia and
 * MG.'; issue 20 item 4): the steps your details, delivery or pick-up,
 * trade-in, payment method, then review and place the order with the
 * reserve deposit (./reservation.ts: the order holds the car as a
 * reservation does). Pure rules: the server (app/server/checkout/orders.server.ts)
 * stores the order and its steps and sends each to the dealer as a lead.
 */

export const ONLINE_PURCHASE_PATH = "/checkout-journey";

/** '/checkout-journey?car_id=2021-toyota-rav4-gx' (spec 01 §2), with the step when one is named. */
export function journeyHref(slug: string, step?: JourneyStep): string {
  const q = new URLSearchParams({ car_id: slug });
  if (step) q.set("step", step);
  return `${ONLINE_PURCHASE_PATH}?${q.toString()}`;
}

export interface OnlinePurchaseSite extends CheckoutSite {
  checkout?: CheckoutSite["checkout"];
}

export interface OnlinePurchaseCar {
  car_type: CarType;
  make: string;
  status: StockStatus;
  reserved: boolean;
  price: number;
}

/**
 * Spec 02 §9 'used cars, or Kia and MG': a tenant that names makes sells the
 * cars of those makes online (any type); one that names none, its used cars.
 */
export function eligibleForOnlinePurchase(site: OnlinePurchaseSite, car: Pick<OnlinePurchaseCar, "car_type" | "make">): boolean {
  const op = site.checkout?.online_purchase;
  if (!op?.enabled) return false;
  if (op.makes.length === 0) return car.car_type === "used";
  const make = car.make.trim().toLowerCase();
  return op.makes.some((m) => m.trim().toLowerCase() === make);
}

/** Spec 01 §4 'reserve and online purchase only when checkout is enabled': checkout enabled for the car, and the car eligible. */
export function onlinePurchaseEnabled(site: OnlinePurchaseSite, car: OnlinePurchaseCar): boolean {
  return checkoutEnabled(site, car) && eligibleForOnlinePurchase(site, car);
}

/** The journey's steps in order (issue 20 item 4). */
export const JOURNEY_STEPS = ["details", "delivery", "trade_in", "payment", "review"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
/** The steps whose answers are stored (review places the order). */
export type AnsweredStep = Exclude<JourneyStep, "review">;

export const STEP_LABELS: Record<JourneyStep, string> = {
  details: "Your details",
  delivery: "Delivery or pick-up",
  trade_in: "Trade-in",
  payment: "Payment method",
  review: "Review and place order",
};

/** The trade-in step is offered where the site values trade-ins against this car (trade-in/eligibility.ts). */
export function journeySteps(opts: { tradeIn: boolean }): JourneyStep[] {
  return JOURNEY_STEPS.filter((s) => s !== "trade_in" || opts.tradeIn);
}

export function isJourneyStep(s: unknown): s is JourneyStep {
  return typeof s === "string" && (JOURNEY_STEPS as readonly string[]).includes(s);
}

/** The first step not yet answered: where a shopper resumes. */
export function nextStep(steps: readonly JourneyStep[], answered: ReadonlySet<AnsweredStep>): JourneyStep {
  return steps.find((s) => s !== "review" && !answered.has(s)) ?? "review";
}

/** A step may be opened (to answer or change it) once every step before it is answered. */
export function canOpen(steps: readonly JourneyStep[], answered: ReadonlySet<AnsweredStep>, step: JourneyStep): boolean {
  const i = steps.indexOf(step);
  if (i < 0) return false;
  return steps.slice(0, i).every((s) => s === "review" || answered.has(s));
}

/** The step after `step` once it is answered: the next one not yet answered, else the review. */
export function stepAfter(steps: readonly JourneyStep[], answered: ReadonlySet<AnsweredStep>, step: JourneyStep): JourneyStep {
  const i = steps.indexOf(step);
  return steps.slice(i + 1).find((s) => s === "review" || !answered.has(s)) ?? "review";
}

/**
 * An order: `draft` while the shopper answers the steps (one per shopper
 * and car), `placed` once the deposit is paid and the car held for them,
 * `lost` when another buyer's hold stood first (the deposit refunded).
 */
export const ORDER_STATUSES = ["draft", "placed", "lost"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each edit of a step is a lead: bounded per order, so a script cannot make one order send the dealer leads without end. */
export const MAX_STEP_SUBMISSIONS = 30;

/** The dealer's lead for each step: category 'Online Purchase', the step as subcategory. */
export const ORDER_LEAD_SUBCATEGORIES = {
  details: "1. Your Details",
  delivery: "2. Delivery or Pick-up",
  trade_in: "3. Trade-in",
  payment: "4. Payment Method",
  placed: "5. Order Placed",
} as const satisfies Record<AnsweredStep | "placed", string>;

export const PAYMENT_METHODS = {
  finance: "Finance",
  pay_at_pickup: "Pay the balance at pick-up",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

export const DELIVERY_METHODS = {
  pickup: "Pick up from the dealership",
  delivery: "Deliver to my address",
} as const;
export type DeliveryMethod = keyof typeof DELIVERY_METHODS;

export const JOURNEY_TEXTS = {
  heading: "Buy online",
  placed: (reference: string) =>
    `Thank you: your order ${reference} is placed and the car is held for you. We will call you to arrange the rest.`,
  unknownCar: "We could not find that car. It may have been sold or taken off the site.",
  notEligible: "This car cannot be bought online. You can still enquire about it or reserve it on its page.",
  reservedByOther: "This car has been reserved by another buyer, so it cannot be bought online now.",
  lost: "Another buyer reserved this car a moment before your payment went through. Your deposit has been refunded in full.",
  agreeRequired: "Please confirm you have read the order summary and the deposit terms.",
  tooManyChanges: "This order has been changed too many times online. Please call us to finish it.",
} as const;
