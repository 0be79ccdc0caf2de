import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVATION_EVENTS } from "~/domain/buying-online/checkout/reservation";
import type { ReserveForm } from "~/domain/buying-online/checkout/reserve-form";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { testDatabases } from "../../../tests/setup/databases";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import type { Tenant } from "../context.server";
import { leads, outboxJobs, reservations, vehicles } from "../db/schema.server";
import { importVehicles } from "../inventory/import.server";
import { findVehicleBySlug } from "../inventory/read.server";
import { listMail } from "../mail/folder-mailer.server";
import type { DemoPaymentProvider } from "../payments/demo-provider.server";
import { RESERVATION_RECEIPT_JOB_KIND } from "./jobs.server";
import { confirmPayment, endReservation, startReservation } from "./reservations.server";
import { ReservationSweeper } from "./sweeper.server";

/**
 * Reservations in the database (spec 01 §9 'Reserve deposit default $200,
 * held 48 hours, 100% refundable'; spec 02 §4 'Reserve places a 48-hour
 * hold'), on PGlite and, where TEST_DATABASE_URL is set, PostgreSQL: two
 * shoppers paying for one car at the same moment end with one hold and one
 * refund (the partial unique index decides); a hold ends by itself after 48
 * hours (a fake clock, no sleeping); every change is a lead and a receipt.
 */

const shopper = (name: string): ReserveForm => ({
  name,
  last_name: "Citizen",
  email: `${name.toLowerCase()}@example.com`,
  phone: "0412345678",
  agree: "on",
});
const T0 = new Date("2026-11-02T01:00:00Z");
const HOUR = 3_600_000;

describe.each(testDatabases())("reservations on $name", ({ open }) => {
  let t: TestPlatform;
  let tenant: Tenant;
  let payments: DemoPaymentProvider;

  beforeAll(async () => {
    const config = tenantConfig({
      slug: "reserve-co",
      features: { reserve_online: true } as never,
      lead: { delivery: { default: { email: ["sales@reserve-co.example.com"] } } } as never,
    });
    t = await openTestPlatform(
      [
        {
          config,
          vehicles: [vehicleRow({ stocknum: "RACE" }), vehicleRow({ stocknum: "EXPIRE" }), vehicleRow({ stocknum: "SOLD" })],
        },
      ],
      { open },
    );
    tenant = { id: t.ids["reserve-co"], slug: "reserve-co", config };
    payments = t.platform.payments as DemoPaymentProvider;
    expect(payments.kind).toBe("demo");
  }, 60_000);
  afterAll(() => t?.close());

  async function car(stocknum: string) {
    const [row] = await t.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenant.id), eq(vehicles.stocknum, stocknum)));
    return (await findVehicleBySlug(t.db, tenant.id, row.slug))!;
  }

  async function start(stocknum: string, name: string, now = T0) {
    const started = await startReservation(
      t.db,
      tenant,
      { payments },
      { car: await car(stocknum), shopper: shopper(name), userId: null, amountCents: 20_000 },
      now,
    );
    if (started.status !== "started") throw new Error("not started");
    return started.reservation;
  }

  it("two shoppers paying for one car at the same moment: exactly one hold and one refund", async () => {
    const a = await start("RACE", "Alice");
    const b = await start("RACE", "Bob");
    const [ra, rb] = await Promise.all([
      confirmPayment(t.db, tenant, { payments }, a.paymentId!, T0),
      confirmPayment(t.db, tenant, { payments }, b.paymentId!, T0),
    ]);
    expect([ra.status, rb.status].sort()).toEqual(["held", "lost"]);
    const rows = await t.db.select().from(reservations).where(eq(reservations.vehicleId, a.vehicleId));
    expect(rows.filter((r) => r.status === "held")).toHaveLength(1);
    const loser = rows.find((r) => r.status === "lost")!;
    expect(loser.refundDue).toBe(true);
    expect(loser.refundId).toMatch(/^demo_re_/);
    // The provider was asked for exactly one refund, of the loser's payment.
    const refunds = (await payments.list()).filter((r) => r.operation === "refund");
    expect(refunds.map((r) => r.operation === "refund" && r.paymentId)).toEqual([loser.paymentId]);
    // The car shows Reserved (column and the record pages read), under a new stock revision.
    expect((await car("RACE")).reserved).toBe(true);
    // The next stock feed (which says reserved: false, and a new price) leaves a held car Reserved.
    const report = await importVehicles(t.db, tenant.id, [{ row: 1, data: vehicleRow({ stocknum: "RACE", price: 24_990 }) }], {
      mode: "upsert",
    });
    expect(report.errors).toEqual([]);
    const fed = await car("RACE");
    expect([fed.price, fed.reserved]).toEqual([24_990, true]);
    // A repeated confirmation (a webhook sent twice) changes nothing.
    expect((await confirmPayment(t.db, tenant, { payments }, a.paymentId!, T0)).status).toBe("unchanged");
    // A third shopper cannot even start.
    const third = await startReservation(
      t.db,
      tenant,
      { payments },
      { car: await car("RACE"), shopper: shopper("Carol"), userId: null, amountCents: 20_000 },
      T0,
    );
    expect(third.status).toBe("unavailable");
    // Each change is a lead ('Reserve Online', the change as subcategory) and a receipt job.
    const leadRows = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.tenantId, tenant.id), eq(leads.form, "reservation")));
    expect(leadRows.map((l) => l.subcategory).sort()).toEqual([RESERVATION_EVENTS.lost, RESERVATION_EVENTS.held].sort());
    expect(leadRows.every((l) => l.category === "Reserve Online")).toBe(true);
    const receipts = await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, RESERVATION_RECEIPT_JOB_KIND));
    expect(receipts.length).toBe(2);
  });

  it("a hold ends by itself after 48 hours, with a fake clock: refunded, Reserved gone, lead and receipt", async () => {
    const r = await start("EXPIRE", "Dana");
    let now = T0;
    const sweeper = new ReservationSweeper({
      db: t.db,
      payments,
      tenantById: (id) => (id === tenant.id ? tenant : undefined),
      clock: () => now,
      everyMs: 60_000,
    });
    expect((await confirmPayment(t.db, tenant, { payments }, r.paymentId!, T0)).status).toBe("held");
    now = new Date(T0.getTime() + 48 * HOUR - 1);
    await sweeper.sweepOnce();
    expect((await car("EXPIRE")).reserved).toBe(true);
    now = new Date(T0.getTime() + 48 * HOUR);
    await sweeper.sweepOnce();
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row.status).toBe("expired");
    expect(row.refundId).toMatch(/^demo_re_/);
    expect((await car("EXPIRE")).reserved).toBe(false);
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.tenantId, tenant.id), eq(leads.submissionId, `reservation:${r.publicId}:expired`)));
    expect(lead.subcategory).toBe(RESERVATION_EVENTS.expired);
    // The shopper's receipts go out by the outbox (the embedded mailer's folder).
    await t.outbox.start();
    await t.outbox.idle();
    const mail = await listMail(t.mailDir);
    const mine = mail.filter((m) => m.to.includes("dana@example.com")).map((m) => m.subject);
    expect(mine).toHaveLength(2);
    expect(mine.some((s) => s.startsWith("[DEMO] Your $200.00 deposit receipt"))).toBe(true);
    expect(mine.some((s) => s.includes("48-hour hold has ended, deposit refunded"))).toBe(true);
    await t.outbox.stop();
  });

  it("sold by the dealer keeps the deposit toward the price; an ended hold cannot end again", async () => {
    const r = await start("SOLD", "Evan");
    await confirmPayment(t.db, tenant, { payments }, r.paymentId!, T0);
    const sold = await endReservation(t.db, tenant, { payments }, r.id, "sold", "cli", new Date(T0.getTime() + HOUR));
    expect(sold?.status).toBe("sold");
    expect(sold?.refundDue).toBe(false);
    expect(sold?.refundId).toBeNull();
    const c = await car("SOLD");
    expect(c.status).toBe("sold");
    expect(c.reserved).toBe(false);
    expect(await endReservation(t.db, tenant, { payments }, r.id, "released", "cli", T0)).toBeUndefined();
  });
});
