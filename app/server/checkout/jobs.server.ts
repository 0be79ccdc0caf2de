import { z } from "zod";
import { RESERVATION_STATUSES } from "~/domain/buying-online/checkout/reservation";

/** The outbox kind of the shopper's receipt for a change of their reservation, and its payload. */
export const RESERVATION_RECEIPT_JOB_KIND = "reservation.receipt";

export const reservationReceiptPayloadSchema = z.object({
  /** The reservations row's id. */
  reservation: z.number().int().positive(),
  event: z.enum(RESERVATION_STATUSES).exclude(["pending"]),
});
export type ReservationReceiptPayload = z.output<typeof reservationReceiptPayloadSchema>;

export function reservationSubject(publicId: string): string {
  return `reservation:${publicId}`;
}
