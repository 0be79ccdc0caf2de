import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_LEAD_SUBCATEGORIES } from "~/domain/buying-online/checkout/online-purchase";
import type { OrderAnswers } from "~/domain/buying-online/checkout/online-purchase-form";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { testDatabases } from "../../../tests/setup/databases";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import type { Tenant } from "../context.server";
import { leads, orderSteps, orders, reservations, users, vehicles } from "../db/schema.server";
import { findVehicleBySlug } from "../inventory/read.server";
import type { DemoPaymentProvider } from "../payments/demo-provider.server";
import { findOrder, placeOrder, saveStep, type OrderOwner } from "./orders.server";
import { confirmPayment } from "./reservations.server";

/**
 * Online purchases in the database (issue 20 item 4; spec 01 §2
 * /checkout-journey), on PGlite and, where TEST_DATABASE_URL is set,
 * PostgreSQL: every step is stored and is a lead for the dealer; the order
 * placed with the deposit holds the car through a reservation, so two
 * shoppers ordering one car end with one placed order and one lost (and
 * refunded); a tenant never sees another's orders.
 */

const T0 = new Date("2026-11-02T01:00:00Z");

describe.each(testDatabases())("online purchase orders on $name", ({ open }) => {
  let t: TestPlatform;
  let tenant: Tenant;
  let other: Tenant;
  let payments: DemoPaymentProvider;
  const config = tenantConfig({
    slug: "order-co",
    features: { reserve_online: true } as never,
    checkout: { online_purchase: { enabled: true } } as never,
    lead: { delivery: { default: { email: ["sales@order-co.example.com"] } } } as never,
  });
  const otherConfig = tenantConfig({ slug: "other-co", features: { reserve_online: true } as never });

  beforeAll(async () => {
    t = await openTestPlatform(
      [
        {
          config,
          vehicles: [
            vehicleRow({ stocknum: "BUY" }),
            vehicleRow({ stocknum: "RACE" }),
            vehicleRow({ stocknum: "TWICE" }),
            vehicleRow({ stocknum: "ANON" }),
            vehicleRow({ stocknum: "TWICE-ANON" }),
          ],
        },
        { config: otherConfig, vehicles: [vehicleRow({ stocknum: "OTHER" })] },
      ],
      { open },
    );
    tenant = { id: t.ids["order-co"], slug: "order-co", config };
    other = { id: t.ids["other-co"], slug: "other-co", config: otherConfig };
    payments = t.platform.payments as DemoPaymentProvider;
  }, 60_000);
  afterAll(() => t?.close());

  async function car(stocknum: string) {
    const [row] = await t.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenant.id), eq(vehicles.stocknum, stocknum)));
    return (await findVehicleBySlug(t.db, tenant.id, row.slug))!;
  }

  let phones = 0;
  async function shopper(name: string, tenantId = tenant.id) {
    phones += 1;
    const [u] = await t.db
      .insert(users)
      .values({
        tenantId,
        phone: `04123450${String(phones).padStart(2, "0")}`,
        firstName: name,
        lastName: "Buyer",
        email: `${name.toLowerCase()}@example.com`,
      })
      .returning();
    return u.id;
  }

  const details = (name: string) => ({
    name,
    last_name: "Buyer",
    email: `${name.toLowerCase()}@example.com`,
    phone: "0412345678",
  });

  async function answerAll(who: number | OrderOwner, stocknum: string, name: string) {
    const owner = typeof who === "number" ? { userId: who } : who;
    const c = await car(stocknum);
    const steps: [keyof OrderAnswers, OrderAnswers[keyof OrderAnswers]][] = [
      ["details", details(name)],
      ["delivery", { method: "delivery", postcode: "4000", quote: { price: 350, name: "Brisbane" } }],
      ["trade_in", { has: false }],
      ["payment", { method: "pay_at_pickup" }],
    ];
    let last;
    for (const [step, answer] of steps)
      last = await saveStep(t.db, tenant, { owner, car: c, step, answer, url: `/checkout-journey?car_id=${c.slug}` }, T0);
    if (last?.status !== "saved") throw new Error("not saved");
    return { order: last.order, car: c };
  }

  it("stores each step and sends it to the dealer; the paid deposit places the order and holds the car", async () => {
    const userId = await shopper("Robin");
    const { order, car: c } = await answerAll(userId, "BUY", "Robin");
    expect(order.status).toBe("draft");
    expect((order.answers as OrderAnswers).delivery?.quote).toEqual({ price: 350, name: "Brisbane" });

    const started = await placeOrder(t.db, tenant, { payments }, { order, car: c, amountCents: 20_000 }, T0);
    if (started.status !== "started") throw new Error("not started");
    // Unpaid, the order is still a draft and the car is not held.
    expect((await findOrder(t.db, tenant.id, { userId }, c.id))?.status).toBe("draft");
    await payments.pay(started.reservation.paymentId!, 20_000);
    expect((await confirmPayment(t.db, tenant, { payments }, started.reservation.paymentId!, T0)).status).toBe("held");

    const placed = (await findOrder(t.db, tenant.id, { userId }, c.id))!;
    expect([placed.status, placed.reservationId]).toEqual(["placed", started.reservation.id]);
    expect((await car("BUY")).reserved).toBe(true);
    const kept = await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, placed.id)).orderBy(orderSteps.id);
    expect(kept.map((s) => s.step)).toEqual(["details", "delivery", "trade_in", "payment", "placed"]);

    const dealerLeads = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.tenantId, tenant.id), eq(leads.form, "online_purchase")));
    expect(dealerLeads.map((l) => l.subcategory)).toEqual(Object.values(ORDER_LEAD_SUBCATEGORIES));
    expect(dealerLeads.every((l) => l.category === "Online Purchase")).toBe(true);
    expect(kept.map((s) => s.leadReference).sort()).toEqual(dealerLeads.map((l) => l.publicId).sort());
    const placedLead = dealerLeads.find((l) => l.subcategory === ORDER_LEAD_SUBCATEGORIES.placed)!;
    const message = JSON.stringify(placedLead);
    expect(message).toContain("Delivery quote: $350 to Brisbane");
    expect(message).toContain("Pay the balance at pick-up");
    expect(message).toContain(started.reservation.publicId);

    // Another tenant never sees the order.
    expect(await findOrder(t.db, other.id, { userId }, c.id)).toBeUndefined();
    // A new shopper cannot place an order for the held car.
    const late = await answerAll(await shopper("Late"), "BUY", "Late");
    const refused = await placeOrder(
      t.db,
      tenant,
      { payments },
      { order: late.order, car: await car("BUY"), amountCents: 20_000 },
      T0,
    );
    expect(refused.status).toBe("unavailable");
  });

  it("two shoppers paying for one car at the same moment: one order placed, the other lost and refunded", async () => {
    const a = await answerAll(await shopper("Alex"), "RACE", "Alex");
    const b = await answerAll(await shopper("Blair"), "RACE", "Blair");
    const sa = await placeOrder(t.db, tenant, { payments }, { order: a.order, car: a.car, amountCents: 20_000 }, T0);
    const sb = await placeOrder(t.db, tenant, { payments }, { order: b.order, car: b.car, amountCents: 20_000 }, T0);
    if (sa.status !== "started" || sb.status !== "started") throw new Error("not started");
    await Promise.all([
      confirmPayment(t.db, tenant, { payments }, sa.reservation.paymentId!, T0),
      confirmPayment(t.db, tenant, { payments }, sb.reservation.paymentId!, T0),
    ]);
    const rows = await t.db.select().from(orders).where(eq(orders.vehicleId, a.car.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["lost", "placed"]);
    const lost = rows.find((r) => r.status === "lost")!;
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, lost.reservationId!));
    expect([r.status, r.refundDue]).toEqual(["lost", true]);
  });

  it.each([
    ["signed in", "TWICE"],
    ["anonymous", "TWICE-ANON"],
  ])("placed twice (a Stripe page left open, %s), the first deposit paid last still places the order", async (_, stocknum) => {
    const owner: OrderOwner = stocknum === "TWICE" ? { userId: await shopper("Drew") } : { visitorKey: "k-twice-anon" };
    const first = await answerAll(owner, stocknum, "Drew");
    const a = await placeOrder(t.db, tenant, { payments }, { order: first.order, car: first.car, amountCents: 20_000 }, T0);
    const again = (await findOrder(t.db, tenant.id, owner, first.car.id))!;
    const b = await placeOrder(t.db, tenant, { payments }, { order: again, car: first.car, amountCents: 20_000 }, T0);
    if (a.status !== "started" || b.status !== "started") throw new Error("not started");
    expect((await confirmPayment(t.db, tenant, { payments }, a.reservation.paymentId!, T0)).status).toBe("held");
    expect((await confirmPayment(t.db, tenant, { payments }, b.reservation.paymentId!, T0)).status).toBe("lost");
    const order = (await findOrder(t.db, tenant.id, owner, first.car.id))!;
    expect([order.status, order.reservationId, order.startedReservationIds]).toEqual([
      "placed",
      a.reservation.id,
      [a.reservation.id, b.reservation.id],
    ]);
  });

  it("keeps one draft per shopper and car: a changed step updates it", async () => {
    const userId = await shopper("Casey");
    const c = await car("BUY");
    const first = await saveStep(
      t.db,
      tenant,
      { owner: { userId }, car: c, step: "details", answer: details("Casey"), url: "/" },
      T0,
    );
    const again = await saveStep(
      t.db,
      tenant,
      { owner: { userId }, car: c, step: "details", answer: { ...details("Casey"), email: "casey@work.example.com" }, url: "/" },
      T0,
    );
    if (first.status !== "saved" || again.status !== "saved") throw new Error("not saved");
    expect(again.order.id).toBe(first.order.id);
    expect((again.order.answers as OrderAnswers).details?.email).toBe("casey@work.example.com");
  });

  it("an anonymous shopper's order (checkout not gated) is theirs alone: found by their key, placed by their deposit", async () => {
    const mine = { visitorKey: "k-anon-shopper-one" };
    const { order, car: c } = await answerAll(mine, "ANON", "Ari");
    expect([order.userId, order.visitorKey]).toEqual([null, mine.visitorKey]);
    // One draft per anonymous shopper and car: the same key finds it, another key or an account does not.
    expect((await findOrder(t.db, tenant.id, mine, c.id))?.id).toBe(order.id);
    expect(await findOrder(t.db, tenant.id, { visitorKey: "k-anon-shopper-two" }, c.id)).toBeUndefined();
    expect(await findOrder(t.db, other.id, mine, c.id)).toBeUndefined();
    const again = await saveStep(
      t.db,
      tenant,
      { owner: mine, car: c, step: "payment", answer: { method: "finance" }, url: "/" },
      T0,
    );
    if (again.status !== "saved") throw new Error("not saved");
    expect(again.order.id).toBe(order.id);

    const started = await placeOrder(t.db, tenant, { payments }, { order: again.order, car: c, amountCents: 20_000 }, T0);
    if (started.status !== "started") throw new Error("not started");
    expect(started.reservation.userId).toBeNull();
    await payments.pay(started.reservation.paymentId!, 20_000);
    expect((await confirmPayment(t.db, tenant, { payments }, started.reservation.paymentId!, T0)).status).toBe("held");
    expect((await findOrder(t.db, tenant.id, mine, c.id))?.status).toBe("placed");
  });

  it("refuses an order with no owner, or with both an account and an anonymous key", async () => {
    const c = await car("ANON");
    const row = { tenantId: tenant.id, vehicleId: c.id, status: "draft", answers: {}, createdAt: T0, updatedAt: T0 };
    await expect(t.db.insert(orders).values({ ...row, publicId: "ORD-NOOWNER1" })).rejects.toThrow();
    const userId = await shopper("Both");
    await expect(
      t.db.insert(orders).values({ ...row, publicId: "ORD-BOTHOWN1", userId, visitorKey: "k-both" }),
    ).rejects.toThrow();
  });
});
