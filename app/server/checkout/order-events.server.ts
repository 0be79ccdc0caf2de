import { and, eq, or, sql } from "drizzle-orm";
import { ORDER_LEAD_SUBCATEGORIES, journeySteps, type AnsweredStep } from "~/domain/buying-online/checkout/online-purchase";
import type { OrderAnswers } from "~/domain/buying-online/checkout/online-purchase-form";
import { orderSummary } from "~/domain/buying-online/checkout/online-purchase-summary";
import { moneyText } from "~/domain/buying-online/checkout/reservation";
import { tradeInAllowedFor } from "~/domain/buying-online/trade-in/eligibility";
import { siteUrl } from "~/domain/tenant/tenant-config";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { orderSteps, orders, type OrderRow, type ReservationRow } from "../db/schema.server";
import { acceptLead } from "../leads/accept-lead.server";
import type { DbOrTx } from "../tenants/repository.server";

/**
 * The order's side of its reservation (orders.server.ts): when the deposit
 * holds the car, in the reservation's own transaction, the order becomes
 * 'placed' and the dealer gets the whole order as its last lead ('5. Order
 * Placed'); when another buyer's hold stood first, the order is 'lost'.
 * Apart from orders.server.ts so reservations.server.ts can call it
 * without importing what imports it.
 */

export async function orderReservationChanged(
  tx: DbOrTx,
  tenant: Tenant,
  reservation: ReservationRow,
  car: Vehicle | null,
  event: "held" | "lost",
  now: Date,
): Promise<OrderRow | undefined> {
  // The order this reservation was started for; for a hold, also the draft an earlier placing of which started it
  // (placed twice with Stripe, the first payment completed last): the hold is the shopper's all the same, signed in
  // or anonymous.
  const mine = eq(orders.reservationId, reservation.id);
  const startedByIt = event === "held" ? sql`${reservation.id} = any(${orders.startedReservationIds})` : undefined;
  const [order] = await tx
    .update(orders)
    .set(
      event === "held"
        ? { status: "placed", placedAt: now, updatedAt: now, reservationId: reservation.id }
        : { status: "lost", updatedAt: now },
    )
    .where(and(eq(orders.tenantId, tenant.id), eq(orders.status, "draft"), startedByIt ? or(mine, startedByIt) : mine))
    .returning();
  if (!order || event !== "held") return order;
  const answers = order.answers as OrderAnswers;
  const steps = journeySteps({ tradeIn: car ? tradeInAllowedFor(tenant.config, car) : answers.trade_in !== undefined }).filter(
    (s): s is AnsweredStep => s !== "review" && answers[s as AnsweredStep] !== undefined,
  );
  const lines = [
    `Deposit ${moneyText(reservation.amountCents)} paid (reservation ${reservation.publicId}${reservation.provider === "demo" ? ", demo payment: no money moved" : ""}).`,
    ...orderSummary(steps, answers).flatMap((s) => [`${s.label}:`, ...s.lines.map((l) => `  ${l}`)]),
  ];
  const lead = await orderLead(tx, tenant, order, car, "placed", lines, car?.path ?? "/", 0, now);
  await tx.insert(orderSteps).values({
    tenantId: tenant.id,
    orderId: order.id,
    step: "placed",
    data: { reservation: reservation.publicId, amount_cents: reservation.amountCents },
    leadReference: lead,
    createdAt: now,
  });
  return order;
}

/** The dealer's lead for a step of the order (leads pipeline: email, ADF, webhooks); its reference. */
export async function orderLead(
  tx: DbOrTx,
  tenant: Tenant,
  order: OrderRow,
  car: Vehicle | null,
  step: AnsweredStep | "placed",
  lines: string[],
  url: string,
  seq: number,
  now: Date,
): Promise<string> {
  const details = (order.answers as OrderAnswers).details;
  const accepted = await acceptLead(
    tx as Db,
    tenant,
    {
      form: "online_purchase",
      fields: {
        submission_id: `order:${order.publicId}:${seq}:${step}`,
        name: details?.name ?? "",
        last_name: details?.last_name ?? "",
        email: details?.email ?? "",
        phone: details?.phone ?? "",
        subcategory: ORDER_LEAD_SUBCATEGORIES[step],
        message: [`Online purchase ${order.publicId}: ${ORDER_LEAD_SUBCATEGORIES[step]}.`, ...lines].join("\n"),
        terms_conditions: true,
        opt_in: false,
      },
      car,
      attributes: { url, source: null, user_agent: null, visited_pages: [], linked_query_params: {}, form_completed: true },
      siteOrigin: new URL(siteUrl(tenant.config, "/"), "http://localhost").origin,
      // The shopper follows the order on its page and gets the deposit's receipt; no confirmation per step.
      shopperConfirmation: false,
    },
    now,
  );
  return accepted.leadId;
}
