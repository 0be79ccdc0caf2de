import { RESERVE_HOLD_HOURS, moneyText, type ReservationStatus } from "./reservation";

/**
 * The shopper's receipt by email for each change of their reservation (spec
 * 01 §9: the deposit, the 48-hour hold, '100% refundable'): what was paid or
 * refunded, for which car, until when it is held. A demo payment says so in
 * the subject and the first line: no money moved.
 */
export interface ReceiptFacts {
  event: Exclude<ReservationStatus, "pending">;
  dealer: string;
  firstName: string;
  reference: string;
  car: string;
  carUrl: string;
  amountCents: number;
  /** "Friday 27 November 2026 at 3:02 pm AEDT" (held only). */
  heldUntilText: string | null;
  paymentId: string | null;
  demo: boolean;
  phone: string;
}

const DEMO_LINE = "Demo payment — no money moves: this is a demonstration site and nothing was charged or refunded.";

export function receiptSubject(f: ReceiptFacts): string {
  const what = {
    held: `Your ${moneyText(f.amountCents)} deposit receipt – ${f.car} is reserved`,
    lost: `Your ${moneyText(f.amountCents)} deposit has been refunded – ${f.car}`,
    released: `Reservation cancelled, deposit refunded – ${f.car}`,
    expired: `Your ${RESERVE_HOLD_HOURS}-hour hold has ended, deposit refunded – ${f.car}`,
    sold: `Your reserved car is sold to you – ${f.car}`,
  }[f.event];
  return `${f.demo ? "[DEMO] " : ""}${what} (${f.reference})`;
}

export function receiptText(f: ReceiptFacts): string {
  const amount = moneyText(f.amountCents);
  const body = {
    held: [
      `Thank you: we have received your ${amount} deposit and ${f.car} is reserved for you until ${f.heldUntilText}.`,
      `The deposit is 100% refundable. If you change your mind within the ${RESERVE_HOLD_HOURS} hours, call us and we refund it in full.`,
    ],
    lost: [
      `Another buyer reserved ${f.car} a moment before your payment went through, so we could not hold it for you.`,
      `Your ${amount} deposit has been refunded in full.`,
    ],
    released: [`Your reservation of ${f.car} is cancelled and your ${amount} deposit has been refunded in full.`],
    expired: [`Your ${RESERVE_HOLD_HOURS}-hour hold on ${f.car} has ended and your ${amount} deposit has been refunded in full.`],
    sold: [`${f.car} is sold to you. Your ${amount} deposit goes toward the price.`],
  }[f.event];
  return [
    ...(f.demo ? [DEMO_LINE, ""] : []),
    `Hi ${f.firstName || "there"},`,
    "",
    ...body,
    "",
    `Reservation reference: ${f.reference}`,
    `Car: ${f.car} <${f.carUrl}>`,
    `Deposit: ${amount} AUD`,
    ...(f.paymentId ? [`Payment: ${f.paymentId}`] : []),
    "",
    `Questions? Call ${f.dealer} on ${f.phone} and quote ${f.reference}.`,
    "",
  ].join("\n");
}

/** The receipt of a payment made at /online-payment (spec 02 §2). */
export interface PaymentReceiptFacts {
  dealer: string;
  firstName: string;
  reference: string;
  purpose: string;
  dealerReference: string;
  amountCents: number;
  paidAtText: string;
  paymentId: string | null;
  demo: boolean;
  phone: string;
}

export function paymentReceiptSubject(f: PaymentReceiptFacts): string {
  return `${f.demo ? "[DEMO] " : ""}Payment receipt: ${moneyText(f.amountCents)} to ${f.dealer} (${f.reference})`;
}

export function paymentReceiptText(f: PaymentReceiptFacts): string {
  return [
    ...(f.demo ? [DEMO_LINE, ""] : []),
    `Hi ${f.firstName || "there"},`,
    "",
    `Thank you: we have received your payment of ${moneyText(f.amountCents)} on ${f.paidAtText}.`,
    "",
    `Payment reference: ${f.reference}`,
    `For: ${f.purpose}`,
    `Your reference with us: ${f.dealerReference}`,
    `Amount: ${moneyText(f.amountCents)} AUD`,
    ...(f.paymentId ? [`Payment: ${f.paymentId}`] : []),
    "",
    `Questions? Call ${f.dealer} on ${f.phone} and quote ${f.reference}.`,
    "",
  ].join("\n");
}
