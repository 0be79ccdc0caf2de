import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/server/auth/sessions.server";
import { users, vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as removeAction } from "./api.watchlist.remove-car";
import { action as saveAction } from "./api.watchlist.save-car";
import { loader as garageLoader } from "./my-garage";

const A = "http://garage-a.localhost";
const B = "http://garage-b.localhost";

describe("gated My Garage and the watchlist endpoints (spec 02 §4; spec 01 §7)", () => {
  let t: TestPlatform;
  let annCookie: string;
  let bobCookie: string;
  let carId: number;
  let soldId: number;

  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "garage-a" }),
        vehicles: [vehicleRow({ stocknum: "G1" }), vehicleRow({ stocknum: "G2", status: "sold" } as never)],
      },
      { config: tenantConfig({ slug: "garage-b" }) },
    ]);
    const [ann, bob] = await t.db
      .insert(users)
      .values([
        { tenantId: t.ids["garage-a"], phone: "0412800001", firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
        { tenantId: t.ids["garage-a"], phone: "0412800002", firstName: "Bob", lastName: "Roe", email: "bob@example.com" },
      ])
      .returning({ id: users.id });
    annCookie = `dp_session=${(await createSession(t.db, t.ids["garage-a"], ann.id)).token}`;
    bobCookie = `dp_session=${(await createSession(t.db, t.ids["garage-a"], bob.id)).token}`;
    const list = await t.db.select({ id: vehicles.id, status: vehicles.status }).from(vehicles).orderBy(vehicles.id);
    carId = list.find((r) => r.status !== "sold")!.id;
    soldId = list.find((r) => r.status === "sold")?.id ?? 0;
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, cookie?: string) =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/json", referer: `${new URL(url).origin}/cars/x`, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      },
    });

  it("an anonymous visitor is sent to sign-in with redirect and back; the aliases too", async () => {
    for (const path of ["/my-garage", "/mymotorama"]) {
      const thrown = await Promise.resolve(
        garageLoader(t.args(`${A}${path}`, { init: { headers: { referer: `${A}/search/used-cars` } } }) as never),
      ).catch((e: unknown) => e);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("location")).toBe(
        `/sign-in?type=my-garage&redirect=${encodeURIComponent(path)}&back=%2Fsearch%2Fused-cars`,
      );
    }
  });

  it("saves and removes for the session's user only; a phone number in the body changes nothing", async () => {
    const anon = (await saveAction(
      post(`${A}/api/watchlist/save-car`, { car_id: carId, phone_number: "0412800001" }) as never,
    )) as Response;
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({
      success: false,
      sign_in: "/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx",
    });
    const saved = (await saveAction(
      post(`${A}/api/watchlist/save-car`, { car_id: carId, phone_number: "0412800001" }, bobCookie) as never,
    )) as Response;
    expect(await saved.json()).toEqual({ success: true, message: "Car Saved In Watchlist" });
    const bobs = await garageLoader(t.args(`${A}/my-garage`, { init: { headers: { cookie: bobCookie } } }) as never);
    expect(bobs.cards.map((c) => c.id)).toEqual([carId]);
    const anns = await garageLoader(t.args(`${A}/my-garage`, { init: { headers: { cookie: annCookie } } }) as never);
    expect(anns.cards).toEqual([]);
    const removed = (await removeAction(
      post(`${A}/api/watchlist/remove-car`, { car_id: carId }, bobCookie) as never,
    )) as Response;
    expect(await removed.json()).toEqual({ success: true, message: "Car Removed" });
    const after = await garageLoader(t.args(`${A}/my-garage`, { init: { headers: { cookie: bobCookie } } }) as never);
    expect(after.cards).toEqual([]);
  });

  it("refuses another tenant's session, bad ids and cars it does not list", async () => {
    const foreign = (await saveAction(post(`${B}/api/watchlist/save-car`, { car_id: carId }, annCookie) as never)) as Response;
    expect(foreign.status).toBe(401);
    const bad = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: "abc" }, annCookie) as never)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: "car_id must be a car's id" });
    const none = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: 999_999 }, annCookie) as never)) as Response;
    expect(none.status).toBe(404);
    if (soldId) {
      const sold = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: soldId }, annCookie) as never)) as Response;
      expect([404, 409]).toContain(sold.status);
    }
  });
});
