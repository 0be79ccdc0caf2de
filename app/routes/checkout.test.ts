import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutView } from "~/domain/buying-online/checkout/view";
import { RESERVE_TEXTS } from "~/domain/buying-online/checkout/reservation";
import { createSession } from "~/server/auth/sessions.server";
import { leads, reservations, users, vehicles } from "~/server/db/schema.server";
import type { DemoPaymentProvider } from "~/server/payments/demo-provider.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as webhook, loader as webhookGet } from "./api.payments.stripe-webhook";
import { action, loader } from "./checkout";

/**
 * /cars/{slug}/checkout and /buy-online with the real loader and action
 * (spec 01 §2, §4, §9): 404 where the site does not reserve online, the
 * tenant's own name (the other redirects), the sign-in gate, 400 naming the
 * field with nothing written, the demo payment making the hold; and
 * POST /api/payments/stripe-webhook: a bad signature refused (400), a good
 * one holding the car.
 */

type Answer = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
const dataOf = (r: unknown) => (r as Answer).data as { view: CheckoutView; errors: Record<string, string> };
const statusOf = (r: unknown) => (r as Answer).init?.status ?? 200;
const thrown = (p: unknown) => Promise.resolve(p).catch((e: unknown) => e) as Promise<Response>;

const OPEN = "http://reserve-open.localhost";
const BUY = "http://reserve-buy.localhost";
const GATED = "http://reserve-gated.localhost";
const OFF = "http://reserve-off.localhost";
const WHSEC = "whsec_routetests789";

function site(slug: string, extra: object) {
  return {
    config: tenantConfig({ slug, features: { reserve_online: true } as never, ...extra }),
    vehicles: [vehicleRow({ stocknum: `${slug}-A` }), vehicleRow({ stocknum: `${slug}-B` })],
  };
}

describe("reserve online routes", () => {
  let t: TestPlatform;
  let stripeT: TestPlatform;

  beforeAll(async () => {
    t = await openTestPlatform([
      site("reserve-open", {}),
      site("reserve-buy", { checkout: { path: "buy-online" } }),
      site("reserve-gated", { sign_in: { gated: { checkout: true } } as never }),
      site("reserve-off", { features: {} as never }),
    ]);
    stripeT = await openTestPlatform([site("reserve-stripe", {})], {
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_routetests",
        STRIPE_PUBLISHABLE_KEY: "pk_test_routetests",
        STRIPE_WEBHOOK_SECRET: WHSEC,
        STRIPE_API_URL: "http://127.0.0.1:9",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripeT?.close();
  });

  async function slugOf(p: TestPlatform, tenant: string, stocknum: string) {
    const [row] = await p.db
      .select({ slug: vehicles.slug, id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, p.ids[tenant]), eq(vehicles.stocknum, stocknum)));
    return row;
  }
  const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
    loader(t.args(`${origin}${path}`, { init: { headers }, params: { slug: path.split("/")[2] } }) as never);
  const post = (origin: string, path: string, fields: Record<string, string>) =>
    action(
      t.args(`${origin}${path}`, {
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          body: new URLSearchParams(fields).toString(),
        },
        params: { slug: path.split("/")[2] },
      }) as never,
    );
  const good = {
    intent: "reserve",
    name: "Jo",
    last_name: "Buyer",
    email: "jo@example.com",
    phone: "0412 345 678",
    agree: "on",
  };

  it("is a 404 on a site that does not reserve online", async () => {
    const car = await slugOf(t, "reserve-off", "reserve-off-A");
    const r = await thrown(get(OFF, `/cars/${car.slug}/checkout`));
    expect((r as unknown as Answer).init?.status).toBe(404);
  });

  it("serves the tenant's own name; the other redirects there", async () => {
    const car = await slugOf(t, "reserve-buy", "reserve-buy-A");
    const r = await thrown(get(BUY, `/cars/${car.slug}/checkout`));
    expect(r.status).toBe(301);
    expect(r.headers.get("location")).toBe(`/cars/${car.slug}/buy-online`);
    const page = dataOf(await get(BUY, `/cars/${car.slug}/buy-online`));
    expect(page.view.stage).toEqual({ kind: "form" });
    expect(page.view.depositText).toBe("$200.00 deposit");
    expect(page.view.promise).toBe(RESERVE_TEXTS.promise(20_000));
  });

  it("sends a signed-out visitor to sign-in where the site gates checkout", async () => {
    const car = await slugOf(t, "reserve-gated", "reserve-gated-A");
    const r = await thrown(get(GATED, `/cars/${car.slug}/checkout`));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toMatch(/^\/sign-in\?type=checkout&redirect=%2Fcars%2F/);
  });

  it("answers a bad form 400 naming each field, and writes nothing", async () => {
    const car = await slugOf(t, "reserve-open", "reserve-open-A");
    const r = await post(OPEN, `/cars/${car.slug}/checkout`, { ...good, email: "nope", phone: "123", agree: "" });
    expect(statusOf(r)).toBe(400);
    expect(dataOf(r).errors).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid Australian mobile number",
      agree: RESERVE_TEXTS.termsRequired,
    });
    expect(dataOf(r).view.prefill.name).toBe("Jo");
    expect(await t.db.select().from(reservations).where(eq(reservations.vehicleId, car.id))).toEqual([]);
  });

  it("reserves with the demo provider: the form, the demo page, the hold", async () => {
    const car = await slugOf(t, "reserve-open", "reserve-open-B");
    const path = `/cars/${car.slug}/checkout`;
    const started = await thrown(post(OPEN, path, good));
    expect(started.status).toBe(303);
    const to = started.headers.get("location")!;
    expect(to).toMatch(new RegExp(`^${path}\\?reservation=RES-[A-Z0-9]{8}$`));
    const ref = new URL(to, OPEN).searchParams.get("reservation")!;
    expect(dataOf(await get(OPEN, to)).view.stage).toEqual({ kind: "demo-pay", reference: ref });

    const paid = await thrown(post(OPEN, path, { intent: "pay", reservation: ref }));
    expect(paid.status).toBe(303);
    const after = dataOf(await get(OPEN, to)).view.stage;
    expect(after).toMatchObject({ kind: "done", status: "held", reference: ref });
    const records = await (t.platform.payments as DemoPaymentProvider).list();
    expect(
      records.filter((r) => r.paymentId === records.find((x) => x.operation === "create")?.paymentId).map((r) => r.operation),
    ).toEqual(["create", "pay"]);
    // The page without a reference now says the car is taken, and no form is offered.
    expect(dataOf(await get(OPEN, path)).view.stage).toEqual({ kind: "unavailable", message: RESERVE_TEXTS.reservedByOther });
    // Paying a reference of another car is refused.
    const other = await slugOf(t, "reserve-open", "reserve-open-A");
    expect(statusOf(await post(OPEN, `/cars/${other.slug}/checkout`, { intent: "pay", reservation: ref }))).toBe(400);
  });

  it("tells the shopper whose payment came second that the car was taken and the deposit refunded", async () => {
    const car = await slugOf(t, "reserve-buy", "reserve-buy-B");
    const path = `/cars/${car.slug}/buy-online`;
    const refOf = async (email: string) =>
      new URL((await thrown(post(BUY, path, { ...good, email }))).headers.get("location")!, BUY).searchParams.get("reservation")!;
    const first = await refOf("first@example.com");
    const second = await refOf("second@example.com");
    expect((await thrown(post(BUY, path, { intent: "pay", reservation: first }))).status).toBe(303);
    expect((await thrown(post(BUY, path, { intent: "pay", reservation: second }))).status).toBe(303);
    expect(dataOf(await get(BUY, `${path}?reservation=${first}`)).view.stage).toMatchObject({ status: "held" });
    expect(dataOf(await get(BUY, `${path}?reservation=${second}`)).view.stage).toEqual({
      kind: "done",
      status: "lost",
      reference: second,
      message: RESERVE_TEXTS.lost(20_000),
    });
    const [lost] = await t.db.select().from(reservations).where(eq(reservations.publicId, second));
    expect(lost.refundId).toMatch(/^demo_re_/);
  });

  it("lets the signed-in shopper who holds the car cancel within the hold, refunded; no one else", async () => {
    const tenantId = t.ids["reserve-gated"];
    const session = async (phone: string) => {
      const [u] = await t.db
        .insert(users)
        .values({ tenantId, phone, firstName: "Gus", lastName: "Gated", email: `${phone}@example.com` })
        .returning({ id: users.id });
      return `dp_session=${(await createSession(t.db, tenantId, u.id)).token}`;
    };
    const [mine, theirs] = [await session("0412000101"), await session("0412000102")];
    const car = await slugOf(t, "reserve-gated", "reserve-gated-B");
    const path = `/cars/${car.slug}/checkout`;
    const as = (cookie: string, fields: Record<string, string>) =>
      thrown(
        action(
          t.args(`${GATED}${path}`, {
            init: {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", origin: GATED, cookie },
              body: new URLSearchParams(fields).toString(),
            },
            params: { slug: car.slug },
          }) as never,
        ),
      );
    const started = await as(mine, good);
    const ref = new URL(started.headers.get("location")!, GATED).searchParams.get("reservation")!;
    await as(mine, { intent: "pay", reservation: ref });
    const view = (cookie: string) => get(GATED, `${path}?reservation=${ref}`, { cookie });
    expect(dataOf(await view(mine)).view.stage).toMatchObject({ status: "held", cancellable: true });
    expect(dataOf(await view(theirs)).view.stage).toMatchObject({ status: "held", cancellable: false });
    expect(statusOf(await as(theirs, { intent: "cancel", reservation: ref }))).toBe(400);
    expect((await as(mine, { intent: "cancel", reservation: ref })).status).toBe(303);
    expect(dataOf(await view(mine)).view.stage).toMatchObject({ status: "released", message: RESERVE_TEXTS.released(20_000) });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.publicId, ref));
    expect([row.status, row.endedBy]).toEqual(["released", "shopper cancelled within the hold"]);
    expect(row.refundId).toMatch(/^demo_re_/);
    const [car2] = await t.db.select({ reserved: vehicles.reserved }).from(vehicles).where(eq(vehicles.id, car.id));
    expect(car2.reserved).toBe(false);
  });

  describe("POST /api/payments/stripe-webhook", () => {
    it("answers a GET with 405 and Allow: POST", async () => {
      const res = webhookGet();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });

    const stripe = new Stripe("sk_test_routetests");
    const send = (body: string, signature: string | null) =>
      webhook(
        stripeT.args("http://reserve-stripe.localhost/api/payments/stripe-webhook", {
          init: {
            method: "POST",
            headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
            body,
          },
        }) as never,
      );
    const event = (paymentId: string) =>
      JSON.stringify({
        id: "evt_route",
        object: "event",
        type: "payment_intent.succeeded",
        data: {
          object: {
            id: paymentId,
            object: "payment_intent",
            amount_received: 20_000,
            metadata: { tenant: "reserve-stripe", reservation: "RES-STRIPE01" },
          },
        },
      });

    it("refuses a bad signature with 400 and changes nothing", async () => {
      const car = await slugOf(stripeT, "reserve-stripe", "reserve-stripe-A");
      await stripeT.db.insert(reservations).values({
        tenantId: stripeT.ids["reserve-stripe"],
        vehicleId: car.id,
        publicId: "RES-STRIPE01",
        status: "pending",
        amountCents: 20_000,
        currency: "aud",
        provider: "stripe",
        paymentId: "pi_route_1",
        shopper: { name: "Sam", last_name: "Stripe", email: "sam@example.com", phone: "0412345678" },
        createdAt: new Date(),
      });
      const body = event("pi_route_1");
      const forged = stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_notours" });
      const r = await send(body, forged);
      expect(statusOf(r)).toBe(400);
      expect(String((r as Answer).data && (r as { data: { error: string } }).data.error)).toMatch(/^Invalid signature/);
      expect(statusOf(await send(body, null))).toBe(400);
      const [row] = await stripeT.db.select().from(reservations).where(eq(reservations.publicId, "RES-STRIPE01"));
      expect(row.status).toBe("pending");

      // Signed with the endpoint's secret: the car is held, and the dealer has the lead.
      const ok = await send(body, stripe.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC }));
      expect(statusOf(ok)).toBe(200);
      const [held] = await stripeT.db.select().from(reservations).where(eq(reservations.publicId, "RES-STRIPE01"));
      expect(held.status).toBe("held");
      const [lead] = await stripeT.db.select().from(leads).where(eq(leads.submissionId, "reservation:RES-STRIPE01:held"));
      expect(lead.category).toBe("Reserve Online");
    });
  });
});
