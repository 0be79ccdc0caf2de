import { and, eq } from "drizzle-orm";
import { paymentReceiptSubject, paymentReceiptText, receiptSubject, receiptText } from "~/domain/buying-online/checkout/receipt";
import { PAYMENT_PURPOSES, type PaymentPurpose } from "~/domain/buying-online/checkout/online-payment";
import { instantInWords } from "~/domain/leads/date-words";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { primaryLocation, siteUrl } from "~/domain/tenant/tenant-config";
import { vehicleTitle } from "~/domain/vehicle/vehicle";
import type { Db } from "../db/client.server";
import { onlinePayments, reservations, tenants } from "../db/schema.server";
import { findVehicleById } from "../inventory/read.server";
import type { Mailer } from "../mail/mailer.server";
import { PermanentDeliveryError, type OutboxHandler } from "../outbox/types.server";
import { RESERVATION_RECEIPT_JOB_KIND, reservationReceiptPayloadSchema, type ReservationReceiptPayload } from "./jobs.server";
import {
  ONLINE_PAYMENT_RECEIPT_JOB_KIND,
  onlinePaymentReceiptPayloadSchema,
  type OnlinePaymentReceiptPayload,
} from "./online-payments.server";

/**
 * The shopper's receipt by email for each change of their reservation
 * (deposit paid, refunded, hold ended, sold): the outbox delivers it with
 * retries, like every message the platform sends.
 */
export function reservationHandlers(deps: {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
}): [OutboxHandler<ReservationReceiptPayload>, OutboxHandler<OnlinePaymentReceiptPayload>] {
  return [
    {
      kind: RESERVATION_RECEIPT_JOB_KIND,
      payload: reservationReceiptPayloadSchema,
      timeoutMs: 60_000,
      async run(job) {
        const [row] = await deps.db
          .select({ reservation: reservations, config: tenants.config })
          .from(reservations)
          .innerJoin(tenants, eq(tenants.id, reservations.tenantId))
          .where(and(eq(reservations.id, job.payload.reservation), eq(reservations.tenantId, job.tenantId)));
        if (!row) throw new PermanentDeliveryError(`Reservation ${job.payload.reservation} no longer exists.`);
        const { reservation: r, config } = row;
        const car = await findVehicleById(deps.db, job.tenantId, r.vehicleId);
        const main = primaryLocation(config);
        const facts = {
          event: job.payload.event,
          dealer: config.name,
          firstName: r.shopper.name,
          reference: r.publicId,
          car: car ? vehicleTitle(car) : "your car",
          carUrl: siteUrl(config, car?.path ?? "/"),
          amountCents: r.amountCents,
          heldUntilText: r.heldUntil ? instantInWords(r.heldUntil, timeZoneForLocation(main)) : null,
          paymentId: r.paymentId,
          demo: r.provider === "demo",
          phone: main.contact_detail.phone,
        };
        const sent = await deps.mailer.send({
          from: { name: config.name, address: deps.mailFrom },
          to: [r.shopper.email],
          subject: receiptSubject(facts),
          text: receiptText(facts),
          headers: { "X-Reservation-Reference": r.publicId, "Auto-Submitted": "auto-generated" },
        });
        return { response: sent.response };
      },
    },
    {
      kind: ONLINE_PAYMENT_RECEIPT_JOB_KIND,
      payload: onlinePaymentReceiptPayloadSchema,
      timeoutMs: 60_000,
      async run(job) {
        const [row] = await deps.db
          .select({ payment: onlinePayments, config: tenants.config })
          .from(onlinePayments)
          .innerJoin(tenants, eq(tenants.id, onlinePayments.tenantId))
          .where(and(eq(onlinePayments.id, job.payload.payment), eq(onlinePayments.tenantId, job.tenantId)));
        if (!row || row.payment.status !== "paid" || !row.payment.paidAt)
          throw new PermanentDeliveryError(`Online payment ${job.payload.payment} is not a paid payment.`);
        const { payment: p, config } = row;
        const main = primaryLocation(config);
        const facts = {
          dealer: config.name,
          firstName: p.shopper.name,
          reference: p.publicId,
          purpose: PAYMENT_PURPOSES[p.purpose as PaymentPurpose] ?? p.purpose,
          dealerReference: p.dealerReference,
          amountCents: p.amountCents,
          paidAtText: instantInWords(p.paidAt!, timeZoneForLocation(main)),
          paymentId: p.paymentId,
          demo: p.provider === "demo",
          phone: main.contact_detail.phone,
        };
        const sent = await deps.mailer.send({
          from: { name: config.name, address: deps.mailFrom },
          to: [p.shopper.email],
          subject: paymentReceiptSubject(facts),
          text: paymentReceiptText(facts),
          headers: { "X-Payment-Reference": p.publicId, "Auto-Submitted": "auto-generated" },
        });
        return { response: sent.response };
      },
    },
  ];
}
