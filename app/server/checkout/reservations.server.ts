import { randomInt } from "node:crypto";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import {
  RESERVATION_EVENTS,
  canMove,
  checkoutEnabled,
  holdEndsAt,
  moneyText,
  refundsDeposit,
  type EndedStatus,
  type ReservationEvent,
} from "~/domain/buying-online/checkout/reservation";
import type { ReserveForm } from "~/domain/buying-online/checkout/reserve-form";
import { instantInWords } from "~/domain/leads/date-words";
import { LEAD_REFERENCE_LENGTH, leadReference } from "~/domain/leads/reference";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { primaryLocation, siteUrl } from "~/domain/tenant/tenant-config";
import { vehicleTitle, type Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { reservations, vehicles, type ReservationRow } from "../db/schema.server";
import { findVehicleById } from "../inventory/read.server";
import { acceptLead } from "../leads/accept-lead.server";
import { logger } from "../logger.server";
import { enqueue } from "../outbox/enqueue.server";
import type { PaymentProvider } from "../payments/provider.server";
import { bumpStockRevision, type DbOrTx } from "../tenants/repository.server";
import { RESERVATION_RECEIPT_JOB_KIND, reservationSubject } from "./jobs.server";
import { orderReservationChanged } from "./order-events.server";

/**
 * Reserving a car with a refundable deposit (spec 01 §2, §9; spec 02 §4
 * 'Reserve places a 48-hour hold'; rules in domain/buying-online/checkout/reservation.ts):
 *
 * 1. start: a `pending` row and a payment for the deposit at the provider;
 * 2. paid (Stripe's webhook, or the demo page's button): in one transaction
 *    the row becomes `held` for 48 hours, the car is marked reserved (its
 *    stock revision bumped, so every process's search index and page cache
 *    follow), the dealer's lead and the shopper's receipt are written. The
 *    partial unique index reservations_one_hold_per_car lets only one row of
 *    a car be `held`: of two payments at the same moment the database picks
 *    one, and the other becomes `lost`, is refunded and told so;
 * 3. ended: by the sweeper after 48 hours (`expired`), or by the dealer
 *    (CLI: `sold`, `released`); the car's Reserved goes, and a deposit not
 *    kept toward a sale is refunded.
 *
 * A refund is owed (refund_due) in the same transaction as the change that
 * owes it and paid after it commits; one that fails stays owed and the
 * sweeper pays it later. The provider's idempotency key makes a repeat the
 * same refund.
 */

export interface CheckoutDeps {
  payments: PaymentProvider;
}

/** What the dealer's lead and receipts say about where the shopper came from. */
const SERVER_ATTRIBUTES = (url: string) => ({
  url,
  source: null,
  user_agent: null,
  visited_pages: [],
  linked_query_params: {},
  form_completed: true,
});

export async function activeHold(db: DbOrTx, tenantId: number, vehicleId: number): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.vehicleId, vehicleId), eq(reservations.status, "held")));
  return row;
}

export async function findReservation(db: DbOrTx, tenantId: number, publicId: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.publicId, publicId)));
  return row;
}

export type StartOutcome =
  { status: "started"; reservation: ReservationRow; clientSecret: string | null } | { status: "unavailable" };

/** Step 1: a pending reservation and its payment at the provider. */
export async function startReservation(
  db: Db,
  tenant: Tenant,
  deps: CheckoutDeps,
  input: { car: Vehicle; shopper: ReserveForm; userId: number | null; amountCents: number },
  now: Date,
): Promise<StartOutcome> {
  const { car } = input;
  if (!checkoutEnabled(tenant.config, car) || (await activeHold(db, tenant.id, car.id))) return { status: "unavailable" };
  const publicId = reservationReference();
  const [row] = await db
    .insert(reservations)
    .values({
      tenantId: tenant.id,
      vehicleId: car.id,
      publicId,
      status: "pending",
      amountCents: input.amountCents,
      currency: "aud",
      provider: deps.payments.kind,
      shopper: {
        name: input.shopper.name,
        last_name: input.shopper.last_name,
        email: input.shopper.email,
        phone: input.shopper.phone,
      },
      userId: input.userId,
      createdAt: now,
    })
    .returning();
  const started = await deps.payments.createPayment({
    amountCents: input.amountCents,
    currency: "aud",
    description: `Deposit: ${vehicleTitle(car)} (${publicId})`,
    metadata: { tenant: tenant.slug, car: String(car.id), reservation: publicId },
    receiptEmail: input.shopper.email,
    idempotencyKey: `reservation-${tenant.slug}-${publicId}`,
  });
  const [saved] = await db
    .update(reservations)
    .set({ paymentId: started.paymentId })
    .where(eq(reservations.id, row.id))
    .returning();
  logger.info({ tenant: tenant.slug, reservation: publicId, car: car.id, payment: started.paymentId }, "reservation started");
  return { status: "started", reservation: saved, clientSecret: started.clientSecret };
}

export type ConfirmOutcome =
  | { status: "held"; reservation: ReservationRow }
  | { status: "lost"; reservation: ReservationRow }
  | { status: "unknown" }
  /** Confirmed before (a repeated webhook): nothing changed. */
  | { status: "unchanged"; reservation: ReservationRow };

/**
 * Step 2: the provider says the deposit is paid. The tenant is the one the
 * payment was started on (looked up by the provider's payment id within it).
 */
export async function confirmPayment(
  db: Db,
  tenant: Tenant,
  deps: CheckoutDeps,
  paymentId: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const [found] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenantId, tenant.id),
        eq(reservations.provider, deps.payments.kind),
        eq(reservations.paymentId, paymentId),
      ),
    );
  if (!found) return { status: "unknown" };
  if (found.status !== "pending") return { status: "unchanged", reservation: found };
  const car = await findVehicleById(db, tenant.id, found.vehicleId);
  try {
    const held = await db.transaction(async (tx) => {
      // Sold or withdrawn since the shopper began: no hold; the payment is refunded below.
      if (!car || car.status !== "in_stock") return null;
      const [row] = await tx
        .update(reservations)
        .set({ status: "held", paidAt: now, heldUntil: holdEndsAt(now) })
        .where(and(eq(reservations.id, found.id), eq(reservations.status, "pending")))
        .returning();
      if (!row) return null;
      await markReserved(tx, tenant.id, row.vehicleId, true);
      await recordChange(tx, tenant, row, car, "held", now);
      // An online purchase's deposit: its order is placed in this same transaction.
      await orderReservationChanged(tx, tenant, row, car, "held", now);
      return row;
    });
    if (held) {
      logger.info({ tenant: tenant.slug, reservation: held.publicId, car: held.vehicleId }, "reservation held");
      return { status: "held", reservation: held };
    }
  } catch (e) {
    // Another shopper's hold on this car stands (reservations_one_hold_per_car): this payment is refunded.
    if (!isUniqueViolation(e)) throw e;
  }
  const lost = await endReservation(db, tenant, deps, found.id, "lost", "another hold stood", now, car ?? null);
  return lost ? { status: "lost", reservation: lost } : { status: "unchanged", reservation: found };
}

/**
 * Step 3: a hold ends (`sold`, `released`, `expired`), or a payment that
 * could not hold the car is `lost`. Returns the row as ended, or undefined
 * when it was not in a state that may end so (already ended: nothing done).
 */
export async function endReservation(
  db: Db,
  tenant: Tenant,
  deps: CheckoutDeps,
  id: number,
  to: EndedStatus,
  by: string,
  now: Date,
  knownCar?: Vehicle | null,
): Promise<ReservationRow | undefined> {
  const from = to === "lost" ? "pending" : "held";
  if (!canMove(from, to)) throw new Error(`A reservation cannot move from ${from} to ${to}.`);
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: to, endedAt: now, endedBy: by, refundDue: refundsDeposit(to) })
      .where(and(eq(reservations.id, id), eq(reservations.tenantId, tenant.id), eq(reservations.status, from)))
      .returning();
    if (!row) return undefined;
    if (from === "held") await markReserved(tx, tenant.id, row.vehicleId, false, to === "sold" ? now : null);
    const car = knownCar === undefined ? await findVehicleById(tx, tenant.id, row.vehicleId) : knownCar;
    await recordChange(tx, tenant, row, car ?? null, to, now);
    if (to === "lost") await orderReservationChanged(tx, tenant, row, car ?? null, "lost", now);
    return row;
  });
  if (!ended) return undefined;
  logger.info({ tenant: tenant.slug, reservation: ended.publicId, status: to, by }, "reservation ended");
  if (ended.refundDue) return (await payRefund(db, deps, tenant, ended)) ?? ended;
  return ended;
}

/** Pays a refund owed; a failure is logged and left owed (the sweeper retries). */
export async function payRefund(
  db: Db,
  deps: CheckoutDeps,
  tenant: Tenant,
  row: ReservationRow,
): Promise<ReservationRow | undefined> {
  if (!row.refundDue || row.refundId || !row.paymentId) return row;
  try {
    const { refundId } = await deps.payments.refund({
      paymentId: row.paymentId,
      reason: RESERVATION_EVENTS[row.status as ReservationEvent] ?? row.status,
      metadata: { tenant: tenant.slug, car: String(row.vehicleId), reservation: row.publicId },
      idempotencyKey: `refund-${tenant.slug}-${row.publicId}`,
    });
    const [saved] = await db
      .update(reservations)
      .set({ refundId })
      .where(and(eq(reservations.id, row.id), isNull(reservations.refundId)))
      .returning();
    logger.info({ tenant: tenant.slug, reservation: row.publicId, refund: refundId }, "deposit refunded");
    return saved ?? row;
  } catch (e) {
    logger.error({ tenant: tenant.slug, reservation: row.publicId, err: e }, "deposit refund failed: retried by the sweeper");
    return undefined;
  }
}

/**
 * The sweeper's one pass (run every RESERVATION_SWEEP_MS by the platform,
 * by tests with a fake clock): holds whose 48 hours have passed end as
 * `expired` (refunded), and refunds still owed are tried again.
 */
export async function sweepReservations(
  db: Db,
  deps: CheckoutDeps & { tenantById: (id: number) => Tenant | undefined },
  now: Date,
): Promise<{ expired: number; refunded: number }> {
  const due = await db
    .select({ id: reservations.id, tenantId: reservations.tenantId })
    .from(reservations)
    .where(and(eq(reservations.status, "held"), lte(reservations.heldUntil, now)));
  let expired = 0;
  for (const r of due) {
    const tenant = deps.tenantById(r.tenantId);
    if (tenant && (await endReservation(db, tenant, deps, r.id, "expired", "48-hour hold ended", now))) expired++;
  }
  const owed = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.refundDue, true), isNull(reservations.refundId), eq(reservations.provider, deps.payments.kind)));
  let refunded = 0;
  for (const r of owed) {
    const tenant = deps.tenantById(r.tenantId);
    if (tenant && (await payRefund(db, deps, tenant, r))?.refundId) refunded++;
  }
  return { expired, refunded };
}

/** Reserved on or off, in the typed column and the stored feed record pages read, under a new stock revision. */
async function markReserved(tx: DbOrTx, tenantId: number, vehicleId: number, reserved: boolean, soldAt: Date | null = null) {
  const revision = await bumpStockRevision(tx, tenantId);
  await tx
    .update(vehicles)
    .set({
      reserved,
      data: sql`jsonb_set(${vehicles.data}, '{reserved}', ${reserved ? sql`'true'::jsonb` : sql`'false'::jsonb`})`,
      revision,
      updatedAt: new Date(),
      ...(soldAt ? { status: "sold", soldAt } : {}),
    })
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, vehicleId)));
}

/** The dealer's lead for the change (leads pipeline: email, ADF, webhooks) and the shopper's receipt, in the caller's transaction. */
async function recordChange(
  tx: DbOrTx,
  tenant: Tenant,
  row: ReservationRow,
  car: Vehicle | null,
  event: ReservationEvent,
  now: Date,
): Promise<void> {
  const cfg = tenant.config;
  const zone = timeZoneForLocation(primaryLocation(cfg));
  const path = car ? car.path : "/";
  const lines = [
    `${RESERVATION_EVENTS[event]}.`,
    `Reservation ${row.publicId}: ${moneyText(row.amountCents)} deposit (${row.provider === "demo" ? "demo payment, no money moved" : row.provider}${row.paymentId ? ` ${row.paymentId}` : ""}).`,
    ...(event === "held" && row.heldUntil ? [`Held until ${instantInWords(row.heldUntil, zone)}.`] : []),
    ...(refundsDeposit(event === "held" ? "sold" : event) && event !== "held" ? ["The deposit is refunded in full."] : []),
  ];
  await acceptLead(
    tx as Db,
    tenant,
    {
      form: "reservation",
      fields: {
        submission_id: `reservation:${row.publicId}:${event}`,
        name: row.shopper.name,
        last_name: row.shopper.last_name,
        email: row.shopper.email,
        phone: row.shopper.phone,
        subcategory: RESERVATION_EVENTS[event],
        message: lines.join(" "),
        terms_conditions: true,
        opt_in: false,
      },
      car,
      attributes: SERVER_ATTRIBUTES(path),
      siteOrigin: new URL(siteUrl(cfg, "/"), "http://localhost").origin,
      // The shopper's message is the receipt below, not an enquiry's confirmation.
      shopperConfirmation: false,
    },
    now,
  );
  await enqueue(tx, {
    tenantId: tenant.id,
    kind: RESERVATION_RECEIPT_JOB_KIND,
    subject: reservationSubject(row.publicId),
    payload: { reservation: row.id, event },
  });
}

/** 'RES-7K3Q9DXM'. */
function reservationReference(): string {
  return leadReference(
    "RES",
    Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
  );
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === "object"; x = (x as { cause?: unknown }).cause)
    if ((x as { code?: unknown }).code === "23505") return true;
  return false;
}
