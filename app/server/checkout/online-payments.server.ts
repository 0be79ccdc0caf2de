import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  ONLINE_PAYMENT_PATH,
  PAYMENT_PURPOSES,
  type OnlinePaymentForm,
  type PaymentPurpose,
} from "~/domain/buying-online/checkout/online-payment";
import { moneyText } from "~/domain/buying-online/checkout/reservation";
import { LEAD_REFERENCE_LENGTH, leadReference } from "~/domain/leads/reference";
import { siteUrl } from "~/domain/tenant/tenant-config";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { onlinePayments, type OnlinePaymentRow } from "../db/schema.server";
import { acceptLead } from "../leads/accept-lead.server";
import { logger } from "../logger.server";
import { enqueue } from "../outbox/enqueue.server";
import type { PaymentProvider } from "../payments/provider.server";
import type { DbOrTx } from "../tenants/repository.server";

/**
 * /online-payment's payments (spec 02 §2; issue 20 item 5): started as
 * 'pending' with a payment at the provider, and 'paid' when the provider
 * says so (Stripe's webhook, or the demo page's button), in one transaction
 * with the dealer's lead ('Online Payment', the purpose as subcategory) and
 * the shopper's receipt (outbox 'online-payment.receipt').
 */

export const ONLINE_PAYMENT_RECEIPT_JOB_KIND = "online-payment.receipt";
export const onlinePaymentReceiptPayloadSchema = z.object({ payment: z.number().int().positive() });
export type OnlinePaymentReceiptPayload = z.output<typeof onlinePaymentReceiptPayloadSchema>;

export interface Payer {
  userId: number;
  name: string;
  last_name: string;
  email: string;
  phone: string;
}

export async function findOnlinePayment(db: DbOrTx, tenantId: number, publicId: string): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.tenantId, tenantId), eq(onlinePayments.publicId, publicId)));
  return row;
}

export async function startOnlinePayment(
  db: Db,
  tenant: Tenant,
  payments: PaymentProvider,
  form: OnlinePaymentForm,
  payer: Payer,
  now: Date,
): Promise<{ payment: OnlinePaymentRow; clientSecret: string | null }> {
  const publicId = leadReference(
    "PAY",
    Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
  );
  const [row] = await db
    .insert(onlinePayments)
    .values({
      tenantId: tenant.id,
      publicId,
      status: "pending",
      purpose: form.purpose,
      dealerReference: form.reference,
      amountCents: form.amount,
      currency: "aud",
      provider: payments.kind,
      userId: payer.userId,
      shopper: { name: payer.name, last_name: payer.last_name, email: payer.email, phone: payer.phone },
      createdAt: now,
    })
    .returning();
  const started = await payments.createPayment({
    amountCents: form.amount,
    currency: "aud",
    description: `${PAYMENT_PURPOSES[form.purpose]}: ${form.reference} (${publicId})`,
    metadata: { tenant: tenant.slug, online_payment: publicId },
    receiptEmail: payer.email,
    idempotencyKey: `online-payment-${tenant.slug}-${publicId}`,
  });
  const [saved] = await db
    .update(onlinePayments)
    .set({ paymentId: started.paymentId })
    .where(eq(onlinePayments.id, row.id))
    .returning();
  return { payment: saved, clientSecret: started.clientSecret };
}

export type OnlineConfirm = { status: "paid" | "unchanged"; payment: OnlinePaymentRow } | { status: "unknown" };

/** The provider says the payment is paid: marked once, with the dealer's lead and the shopper's receipt. */
export async function confirmOnlinePayment(
  db: Db,
  tenant: Tenant,
  payments: PaymentProvider,
  paymentId: string,
  now: Date,
): Promise<OnlineConfirm> {
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlinePayments)
      .set({ status: "paid", paidAt: now })
      .where(
        and(
          eq(onlinePayments.tenantId, tenant.id),
          eq(onlinePayments.provider, payments.kind),
          eq(onlinePayments.paymentId, paymentId),
          eq(onlinePayments.status, "pending"),
        ),
      )
      .returning();
    if (!row) return undefined;
    const purpose = PAYMENT_PURPOSES[row.purpose as PaymentPurpose] ?? row.purpose;
    await acceptLead(
      tx as Db,
      tenant,
      {
        form: "online_payment",
        fields: {
          submission_id: `online-payment:${row.publicId}`,
          name: row.shopper.name,
          last_name: row.shopper.last_name,
          email: row.shopper.email,
          phone: row.shopper.phone,
          subcategory: purpose,
          message:
            `Paid online: ${moneyText(row.amountCents)} for ${purpose.toLowerCase()}, reference ${row.dealerReference} ` +
            `(payment ${row.publicId}; ${row.provider === "demo" ? "demo payment, no money moved" : `${row.provider} ${row.paymentId}`}).`,
          terms_conditions: true,
          opt_in: false,
        },
        car: null,
        attributes: {
          url: ONLINE_PAYMENT_PATH,
          source: null,
          user_agent: null,
          visited_pages: [],
          linked_query_params: {},
          form_completed: true,
        },
        siteOrigin: new URL(siteUrl(tenant.config, "/"), "http://localhost").origin,
        shopperConfirmation: false,
      },
      now,
    );
    await enqueue(tx, {
      tenantId: tenant.id,
      kind: ONLINE_PAYMENT_RECEIPT_JOB_KIND,
      subject: `online-payment:${row.publicId}`,
      payload: { payment: row.id },
    });
    return row;
  });
  if (paid) {
    logger.info({ tenant: tenant.slug, payment: paid.publicId }, "online payment paid");
    return { status: "paid", payment: paid };
  }
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.tenantId, tenant.id),
        eq(onlinePayments.provider, payments.kind),
        eq(onlinePayments.paymentId, paymentId),
      ),
    );
  return row ? { status: "unchanged", payment: row } : { status: "unknown" };
}
