import { randomInt } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { MAX_STEP_SUBMISSIONS, type AnsweredStep } from "~/domain/buying-online/checkout/online-purchase";
import type { OrderAnswers } from "~/domain/buying-online/checkout/online-purchase-form";
import { stepLines } from "~/domain/buying-online/checkout/online-purchase-summary";
import { LEAD_REFERENCE_LENGTH, leadReference } from "~/domain/leads/reference";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { orderSteps, orders, type OrderRow } from "../db/schema.server";
import { logger } from "../logger.server";
import type { DbOrTx } from "../tenants/repository.server";
import { orderLead } from "./order-events.server";
import { startReservation, type CheckoutDeps, type StartOutcome } from "./reservations.server";

/**
 * Online purchases in the database (issue 20 item 4; rules in
 * domain/buying-online/checkout/online-purchase.ts). A shopper's draft order per car (the
 * signed-in account's, or where the tenant does not gate checkout the
 * anonymous shopper's order cookie's: order-visitor.server.ts) holds the
 * latest answer of each step; every step submitted is kept
 * (order_steps) and sent to the dealer as a lead (category 'Online
 * Purchase', the step as subcategory) in the same transaction. Placing the
 * order starts a reservation for the deposit (reservations.server.ts): the
 * order holds the car exactly as a reservation does, and becomes 'placed'
 * when that reservation is held (order-placed.server.ts).
 */

/** Whose order: the signed-in account, or the anonymous shopper (a hash of their order cookie's id). */
export type OrderOwner = { userId: number } | { visitorKey: string };

function ownedBy(owner: OrderOwner) {
  return "userId" in owner
    ? eq(orders.userId, owner.userId)
    : and(isNull(orders.userId), eq(orders.visitorKey, owner.visitorKey));
}

/** The shopper's order for this car: the draft, else the latest placed or lost one. */
export async function findOrder(
  db: DbOrTx,
  tenantId: number,
  owner: OrderOwner,
  vehicleId: number,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), ownedBy(owner), eq(orders.vehicleId, vehicleId)))
    .orderBy(desc(orders.id))
    .limit(5);
  return rows.find((r) => r.status === "draft") ?? rows[0];
}

export type SaveOutcome = { status: "saved"; order: OrderRow; leadReference: string } | { status: "too-many" };

/**
 * A step answered: the draft made on the first step (one per shopper and
 * car: orders_one_draft, orders_one_visitor_draft), its answer stored, the step kept and its lead
 * written, in one transaction.
 */
export async function saveStep(
  db: Db,
  tenant: Tenant,
  input: { owner: OrderOwner; car: Vehicle; step: AnsweredStep; answer: OrderAnswers[AnsweredStep]; url: string },
  now: Date,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    let order = await findOrder(tx, tenant.id, input.owner, input.car.id);
    if (!order || order.status !== "draft") {
      [order] = await tx
        .insert(orders)
        .values({
          tenantId: tenant.id,
          vehicleId: input.car.id,
          userId: "userId" in input.owner ? input.owner.userId : null,
          visitorKey: "visitorKey" in input.owner ? input.owner.visitorKey : null,
          publicId: orderReference(),
          status: "draft",
          answers: {},
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    const [{ n }] = await tx.select({ n: count() }).from(orderSteps).where(eq(orderSteps.orderId, order.id));
    if (n >= MAX_STEP_SUBMISSIONS) return { status: "too-many" as const };
    const answers = { ...(order.answers as OrderAnswers), [input.step]: input.answer } as OrderAnswers;
    const [saved] = await tx
      .update(orders)
      .set({ answers: answers as Record<string, unknown>, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    const lead = await orderLead(tx, tenant, saved, input.car, input.step, stepLines(input.step, answers), input.url, n + 1, now);
    await tx.insert(orderSteps).values({
      tenantId: tenant.id,
      orderId: saved.id,
      step: input.step,
      data: { answer: input.answer } as Record<string, unknown>,
      leadReference: lead,
      createdAt: now,
    });
    logger.info({ tenant: tenant.slug, order: saved.publicId, step: input.step, lead }, "online purchase step saved");
    return { status: "saved" as const, order: saved, leadReference: lead };
  });
}

/**
 * Review: the order placed with the deposit. The reservation is started for
 * the shopper of step 1 (startReservation refuses a car already held) and
 * tied to the order; paid, it holds the car and the order becomes placed.
 */
export async function placeOrder(
  db: Db,
  tenant: Tenant,
  deps: CheckoutDeps,
  input: { order: OrderRow; car: Vehicle; amountCents: number },
  now: Date,
): Promise<StartOutcome> {
  const details = (input.order.answers as OrderAnswers).details;
  if (!details) throw new Error("placeOrder: the order has no details step.");
  const started = await startReservation(
    db,
    tenant,
    deps,
    { car: input.car, shopper: { ...details, agree: "on" }, userId: input.order.userId, amountCents: input.amountCents },
    now,
  );
  if (started.status === "started")
    await db
      .update(orders)
      .set({
        reservationId: started.reservation.id,
        startedReservationIds: sql`array_append(${orders.startedReservationIds}, ${started.reservation.id})`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, input.order.id), eq(orders.tenantId, tenant.id)));
  return started;
}

/** 'ORD-7K3Q9DXM'. */
function orderReference(): string {
  return leadReference(
    "ORD",
    Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
  );
}
