import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JourneyView } from "~/domain/buying-online/checkout/journey-view";
import { JOURNEY_TEXTS } from "~/domain/buying-online/checkout/online-purchase";
import { createSession } from "~/server/auth/sessions.server";
import { leads, orders, users, vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./checkout-journey";

/**
 * /checkout-journey?car_id={slug} with the real loader and action (spec 01
 * §2 'online purchase', §4, §9; issue 20 item 4): a 404 that explains an
 * unknown or ineligible car, the sign-in gate where the tenant gates
 * checkout (spec 02 §6), a step refused 400 naming its fields with nothing
 * written, the steps in order (none skipped), the order placed with the
 * demo deposit, and another tenant's shopper never seeing the order. Where
 * checkout is not gated, an anonymous shopper buys with an order cookie the
 * server issues, and nobody without that cookie reads or changes the draft.
 */

type Answer = { data: unknown; init: { status?: number } | null };
const dataOf = (r: unknown) => (r as Answer).data as { view: JourneyView; errors: Record<string, string> };
const statusOf = (r: unknown) => (r as Answer).init?.status ?? 200;
const thrown = (p: unknown) => Promise.resolve(p).catch((e: unknown) => e) as Promise<Response>;

const SHOP = "http://journey-shop.localhost";
const OTHER = "http://journey-other.localhost";
const OPEN = "http://journey-open.localhost";
const OPEN_TOO = "http://journey-open-too.localhost";

describe("online purchase route", () => {
  let t: TestPlatform;

  beforeAll(async () => {
    const site = (slug: string, gated = true) => ({
      config: tenantConfig({
        slug,
        features: { reserve_online: true } as never,
        checkout: { online_purchase: { enabled: true } } as never,
        sign_in: { gated: { checkout: gated } } as never,
      }),
      vehicles: [vehicleRow({ stocknum: `${slug}-USED` }), vehicleRow({ stocknum: `${slug}-NEW`, car_type: "new" })],
    });
    t = await openTestPlatform([
      site("journey-shop"),
      site("journey-other"),
      site("journey-open", false),
      site("journey-open-too", false),
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  async function carOf(tenant: string, stocknum: string) {
    const [row] = await t.db
      .select({ slug: vehicles.slug, id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, t.ids[tenant]), eq(vehicles.stocknum, stocknum)));
    return row;
  }
  let phones = 0;
  async function cookieFor(tenant: string) {
    phones += 1;
    const tenantId = t.ids[tenant];
    const [u] = await t.db
      .insert(users)
      .values({
        tenantId,
        phone: `04120002${String(phones).padStart(2, "0")}`,
        firstName: "Jo",
        lastName: "Buyer",
        email: "jo@example.com",
      })
      .returning({ id: users.id });
    return { userId: u.id, cookie: `dp_session=${(await createSession(t.db, tenantId, u.id)).token}` };
  }
  const get = (origin: string, path: string, cookie = "") =>
    loader(t.args(`${origin}${path}`, { init: { headers: cookie ? { cookie } : {} } }) as never);
  const post = (origin: string, path: string, cookie: string, fields: Record<string, string>) =>
    action(
      t.args(`${origin}${path}`, {
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
          body: new URLSearchParams(fields).toString(),
        },
      }) as never,
    );

  it("explains an unknown car and a car that cannot be bought online with a 404", async () => {
    const unknown = await get(SHOP, "/checkout-journey?car_id=no-such-car");
    expect(statusOf(unknown)).toBe(404);
    expect(dataOf(unknown).view.stage).toMatchObject({ kind: "unavailable", message: JOURNEY_TEXTS.unknownCar });
    expect(statusOf(await get(SHOP, "/checkout-journey"))).toBe(404);
    const newCar = await carOf("journey-shop", "journey-shop-NEW");
    const refused = await get(SHOP, `/checkout-journey?car_id=${newCar.slug}`);
    expect(statusOf(refused)).toBe(404);
    expect(dataOf(refused).view.stage).toMatchObject({ kind: "unavailable", message: JOURNEY_TEXTS.notEligible });
  });

  it("where the tenant gates checkout, sends a signed-out shopper to sign-in (type=checkout) and back", async () => {
    const car = await carOf("journey-shop", "journey-shop-USED");
    const r = await thrown(get(SHOP, `/checkout-journey?car_id=${car.slug}`));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe(
      `/sign-in?type=checkout&redirect=${encodeURIComponent(`/checkout-journey?car_id=${car.slug}`)}`,
    );
  });

  it("takes the steps in order, names each refused field, and places the order with the deposit", async () => {
    const car = await carOf("journey-shop", "journey-shop-USED");
    const path = `/checkout-journey?car_id=${car.slug}`;
    const { userId, cookie } = await cookieFor("journey-shop");

    const first = dataOf(await get(SHOP, path, cookie));
    expect(first.view.stage).toEqual({ kind: "step", step: "details" });
    expect(first.view.prefill).toMatchObject({ name: "Jo", last_name: "Buyer" });
    // A later step cannot be posted before the earlier ones: back to the journey, nothing stored.
    expect((await thrown(post(SHOP, path, cookie, { intent: "payment", method: "finance" }))).status).toBe(303);
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);

    const bad = await post(SHOP, path, cookie, { intent: "details", name: "", last_name: "Buyer", email: "x", phone: "1" });
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad).errors).toEqual({
      name: "First name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid Australian mobile number",
    });
    expect(dataOf(bad).view.typed.last_name).toBe("Buyer");

    const step = async (fields: Record<string, string>) => {
      const r = await thrown(post(SHOP, path, cookie, fields));
      expect(r.status).toBe(303);
      return r.headers.get("location");
    };
    expect(
      await step({ intent: "details", name: "Jo", last_name: "Buyer", email: "jo@example.com", phone: "0412 000 999" }),
    ).toBe(`${path}&step=delivery`);
    // The test tenant delivers nowhere: delivery is refused by name, pick-up goes on (no trade-in offered: to payment).
    const noDelivery = await post(SHOP, path, cookie, { intent: "delivery", method: "delivery", postcode: "4000" });
    expect(dataOf(noDelivery).errors).toEqual({ method: "This dealer does not deliver: please choose pick-up." });
    expect(await step({ intent: "delivery", method: "pickup" })).toBe(`${path}&step=payment`);
    expect(await step({ intent: "payment", method: "pay_at_pickup" })).toBe(`${path}&step=review`);

    const review = dataOf(await get(SHOP, `${path}&step=review`, cookie)).view;
    expect(review.summary.map((s) => [s.step, s.lines])).toEqual([
      ["details", ["Jo Buyer", "jo@example.com", "0412000999"]],
      ["delivery", ["Pick up from the dealership"]],
      ["payment", ["Pay the balance at pick-up"]],
    ]);
    expect(dataOf(await post(SHOP, path, cookie, { intent: "review" })).errors).toEqual({ agree: JOURNEY_TEXTS.agreeRequired });
    expect(await step({ intent: "review", agree: "on" })).toBe(path);

    const pay = dataOf(await get(SHOP, path, cookie)).view.stage;
    expect(pay).toMatchObject({ kind: "demo-pay", reference: expect.stringMatching(/^RES-/) });
    expect(await step({ intent: "pay" })).toBe(path);
    const placed = dataOf(await get(SHOP, path, cookie)).view;
    expect(placed.stage).toMatchObject({ kind: "placed" });
    expect(placed.orderReference).toMatch(/^ORD-[A-Z0-9]{8}$/);

    const sent = await t.db
      .select({ subcategory: leads.subcategory })
      .from(leads)
      .where(and(eq(leads.tenantId, t.ids["journey-shop"]), eq(leads.form, "online_purchase")));
    expect(sent.map((l) => l.subcategory)).toEqual([
      "1. Your Details",
      "2. Delivery or Pick-up",
      "4. Payment Method",
      "5. Order Placed",
    ]);

    // Another shopper now finds the car unavailable.
    const late = await cookieFor("journey-shop");
    expect(dataOf(await get(SHOP, path, late.cookie)).view.stage).toMatchObject({
      kind: "unavailable",
      message: JOURNEY_TEXTS.reservedByOther,
    });
  });

  it("keeps each tenant's orders to itself: another site's car is not found, its session is not this site's", async () => {
    const theirs = await carOf("journey-other", "journey-other-USED");
    const mine = await cookieFor("journey-shop");
    expect(statusOf(await get(SHOP, `/checkout-journey?car_id=${theirs.slug}`, mine.cookie))).toBe(404);
    expect((await thrown(get(OTHER, `/checkout-journey?car_id=${theirs.slug}`, mine.cookie))).status).toBe(302);
    const other = await cookieFor("journey-other");
    const own = await carOf("journey-shop", "journey-shop-USED");
    // A session made on the other site does not sign the shopper in here.
    const r = await thrown(get(SHOP, `/checkout-journey?car_id=${own.slug}`, other.cookie));
    expect(r.status).toBe(302);
  });

  it("where checkout is not gated, an anonymous shopper buys with the order cookie; no one without it sees the draft", async () => {
    const car = await carOf("journey-open", "journey-open-USED");
    const path = `/checkout-journey?car_id=${car.slug}`;
    const first = await get(OPEN, path);
    expect(statusOf(first)).toBe(200);
    expect(dataOf(first).view.stage).toEqual({ kind: "step", step: "details" });
    expect(dataOf(first).view.prefill).toEqual({ name: "", last_name: "", email: "", phone: "" });

    // The first step saved issues the cookie: random, signed, HttpOnly.
    const saved = await thrown(
      post(OPEN, path, "", {
        intent: "details",
        name: "Ari",
        last_name: "Anon",
        email: "ari@example.com",
        phone: "0412 000 888",
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${path}&step=delivery`);
    const setCookie = saved.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^dp_order=[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(";")[0];
    const [row] = await t.db.select().from(orders).where(eq(orders.tenantId, t.ids["journey-open"]));
    expect([row.userId, row.visitorKey]).toEqual([null, expect.any(String)]);
    // Only a hash of the cookie's id is stored.
    expect(cookie).not.toContain(row.visitorKey!);

    // With the cookie: the draft and the next step. Without it, with another visitor's cookie, a made-up or an
    // altered one: a fresh journey, nothing of the draft.
    const mine = dataOf(await get(OPEN, path, cookie)).view;
    expect([mine.stage, mine.prefill.name, mine.orderReference]).toEqual([
      { kind: "step", step: "delivery" },
      "Ari",
      row.publicId,
    ]);
    const stranger = await thrown(
      post(OPEN, path, "", {
        intent: "details",
        name: "Sam",
        last_name: "Else",
        email: "sam@example.com",
        phone: "0412 000 777",
      }),
    );
    const strangerCookie = (stranger.headers.get("set-cookie") ?? "").split(";")[0];
    expect(strangerCookie).toMatch(/^dp_order=/);
    expect(strangerCookie).not.toBe(cookie);
    const [id, sig] = cookie.slice("dp_order=".length).split(".");
    // One bit of the signature's bytes flipped (changing base64 characters can leave the bytes as they were).
    const alteredSig = Buffer.from(sig, "base64url");
    alteredSig[0] ^= 1;
    const altered = `dp_order=${id}.${alteredSig.toString("base64url")}`;
    const madeUp = `dp_order=${"x".repeat(32)}.${"y".repeat(43)}`;
    for (const other of ["", strangerCookie, altered, madeUp]) {
      const v = dataOf(await get(OPEN, path, other)).view;
      expect(v.prefill.name).not.toBe("Ari");
      expect(v.orderReference).not.toBe(row.publicId);
      expect(JSON.stringify(v.answers)).not.toContain("ari@example.com");
    }
    // A made-up cookie cannot write to the draft either: its post starts a new order of its own.
    await thrown(post(OPEN, path, madeUp, { intent: "delivery", method: "pickup" }));
    expect((await t.db.select().from(orders).where(eq(orders.id, row.id)))[0].answers).not.toHaveProperty("delivery");

    // Another site (also not gated) never finds it, even with the cookie.
    const theirs = await carOf("journey-open-too", "journey-open-too-USED");
    const there = dataOf(await get(OPEN_TOO, `/checkout-journey?car_id=${theirs.slug}`, cookie)).view;
    expect([there.stage, there.orderReference]).toEqual([{ kind: "step", step: "details" }, null]);

    // The rest of the journey with the cookie, to the placed order.
    const step = async (fields: Record<string, string>) => {
      const r = await thrown(post(OPEN, path, cookie, fields));
      expect(r.status).toBe(303);
      // The cookie is issued once, not with every step.
      expect(r.headers.get("set-cookie")).toBeNull();
      return r.headers.get("location");
    };
    expect(await step({ intent: "delivery", method: "pickup" })).toBe(`${path}&step=payment`);
    expect(await step({ intent: "payment", method: "pay_at_pickup" })).toBe(`${path}&step=review`);
    expect(await step({ intent: "review", agree: "on" })).toBe(path);
    // Someone else cannot pay (or see) the pending deposit.
    expect(dataOf(await get(OPEN, path, strangerCookie)).view.stage).toEqual({ kind: "step", step: "delivery" });
    expect(await step({ intent: "pay" })).toBe(path);
    const placed = dataOf(await get(OPEN, path, cookie)).view;
    expect([placed.stage.kind, placed.orderReference]).toEqual(["placed", row.publicId]);
  });
});
