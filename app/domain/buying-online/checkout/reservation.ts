import { DEFAULT_RESERVE_DEPOSIT, RESERVE_HOLD_HOURS } from "../../vehicle/info-tabs";
import type { StockStatus } from "../../vehicle/vehicle";

/**
 * Reserving a car online with a refundable deposit (spec 01 §2
 * '/cars/{slug}/checkout; /cars/{slug}/buy-online is the name used by some
 * tenants', §4 'reserve only when checkout is enabled for the car', §9
 * 'Reserve deposit default $200, held 48 hours, 100% refundable'; spec 02 §4
 * 'Reserve places a 48-hour hold', §9 'Reserve deposit $200 (default label),
 * held 48 hours, 100% refundable'). Pure rules: the server
 * (app/server/checkout/) stores and charges, the pages show.
 */

export { DEFAULT_RESERVE_DEPOSIT, RESERVE_HOLD_HOURS };
const HOUR_MS = 3_600_000;

/** The tenant's `checkout` block (its schema: ./checkout-config.ts, kept apart so the browser's cards load no schema library). */
export interface CheckoutConfig {
  /** Spec 01 §2: '/cars/{slug}/buy-online is the name used by some tenants or one brand variant'. */
  path: "checkout" | "buy-online";
  /** The online purchase (./online-purchase.ts; its schema in ./checkout-config.ts). */
  online_purchase?: OnlinePurchaseSettings;
}

/** The parts of the tenant's `checkout.online_purchase` the cards and pages read (spec 01 §9, spec 02 §9). */
export interface OnlinePurchaseSettings {
  enabled: boolean;
  makes: string[];
  /** Server-side only (the journey's page): the browser's copy of the config leaves it out. */
  return_scheme?: { title: string; text: string; conditions: string[] } | null;
}

/**
 * A reservation's life: `pending` (payment started), `held` (deposit paid:
 * the car is reserved for 48 hours), then one of `sold` (the dealer sold
 * it; the deposit goes toward the price), `released` (cancelled within the
 * hold, by the dealer or the shopper), `expired` (48 hours passed) or
 * `lost` (paid while another shopper's hold already stood).
 */
export const RESERVATION_STATUSES = ["pending", "held", "sold", "released", "expired", "lost"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type EndedStatus = "sold" | "released" | "expired" | "lost";

/**
 * Spec 01 §9 '100% refundable': every paid deposit whose hold ends without
 * a sale is refunded in full (released, expired, or lost to another hold);
 * a sale keeps it toward the price.
 */
export function refundsDeposit(status: EndedStatus): boolean {
  return status !== "sold";
}

/** Which state may follow which: a hold ends once; a pending payment only becomes held or lost. */
export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  if (from === "pending") return to === "held" || to === "lost";
  if (from === "held") return to === "sold" || to === "released" || to === "expired";
  return false;
}

/** Spec 02 §4: 'Reserve places a 48-hour hold.' */
export function holdEndsAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + RESERVE_HOLD_HOURS * HOUR_MS);
}

/** A hold past its 48 hours has ended by itself. */
export function holdExpired(heldUntil: Date, now: Date): boolean {
  return now.getTime() >= heldUntil.getTime();
}

/** The deposit in cents (payment providers charge whole cents): $200 is 20000. */
export function depositCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$200.00". */
export function moneyText(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface CheckoutSite {
  features: { reserve_online: boolean };
  checkout?: CheckoutConfig;
}

export interface CheckoutCar {
  status: StockStatus;
  reserved: boolean;
  price: number;
}

/**
 * Spec 01 §4 'reserve only when checkout is enabled for the car'; spec 02 §4
 * 'Only in-stock cars get purchase actions': the site offers reserving, the
 * car is in stock (not coming soon, not sold), priced, and not already held.
 */
export function checkoutEnabled(site: CheckoutSite, car: CheckoutCar): boolean {
  return site.features.reserve_online && car.status === "in_stock" && !car.reserved && car.price > 0;
}

/** Spec 01 §2: /cars/{slug}/checkout, or /cars/{slug}/buy-online on the tenants that use that name. */
export function checkoutPath(site: CheckoutSite, slug: string): string {
  return `/cars/${slug}/${site.checkout?.path ?? "checkout"}`;
}

/** The texts the shopper reads (spec 01 §9, spec 02 §9: deposit, 48 hours, 100% refundable). */
export const RESERVE_TEXTS = {
  heading: "Reserve Online",
  refundable: "100% refundable",
  deposit: (cents: number) => `${moneyText(cents)} deposit`,
  promise: (cents: number) =>
    `Reserve this car online with a ${moneyText(cents)} deposit. We hold it for you for ${RESERVE_HOLD_HOURS} hours, and the deposit is 100% refundable.`,
  held: (until: string) => `This car is reserved for you until ${until}.`,
  reservedByOther: "This car has just been reserved by another buyer.",
  lost: (cents: number) =>
    `Sorry, another buyer reserved this car a moment before your payment went through. Your ${moneyText(cents)} deposit has been refunded in full.`,
  unavailable: "This car can no longer be reserved online.",
  released: (cents: number) => `Your reservation is cancelled and your ${moneyText(cents)} deposit has been refunded in full.`,
  expired: (cents: number) =>
    `Your ${RESERVE_HOLD_HOURS}-hour hold has ended and your ${moneyText(cents)} deposit has been refunded in full.`,
  sold: "The dealer has marked this car sold to you. Your deposit goes toward the price.",
  termsRequired: "Please agree to the reservation terms.",
} as const;

/** The dealer's lead for each state change: category 'Reserve Online', the change as subcategory. */
export { RESERVATION_LEAD_CATEGORY } from "./lead-categories";
export const RESERVATION_EVENTS = {
  held: "Deposit paid – car held 48 hours",
  lost: "Deposit refunded – car already reserved",
  released: "Reservation cancelled – deposit refunded",
  expired: "Hold expired – deposit refunded",
  sold: "Reserved car sold",
} as const satisfies Record<Exclude<ReservationStatus, "pending">, string>;
export type ReservationEvent = keyof typeof RESERVATION_EVENTS;
