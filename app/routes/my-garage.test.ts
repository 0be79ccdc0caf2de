import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/server/auth/sessions.server";
import { tenantScope } from "~/server/context.server";
import { recentlyViewed, users, vehicles, watchlist } from "~/server/db/schema.server";
import { recordRecentlyViewed } from "~/server/watchlist/recently-viewed.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as removeAction } from "./api.watchlist.remove-car";
import { action as saveAction } from "./api.watchlist.save-car";
import { loader as favouritesLoader } from "./favourites";
import { action as garageAction, loader as garageLoader } from "./my-garage";
import { loader as signInLoader } from "./sign-in";

const A = "http://garage-a.localhost";
const B = "http://garage-b.localhost";
const C = "http://garage-c.localhost";

type GarageData = { saved: { card: { id: number; sold: boolean }; change: { kind: string } }[]; recent: { id: number }[] };
const body = (r: unknown) => (r as { data: GarageData }).data;
const thrown = (p: unknown) => Promise.resolve(p).catch((e: unknown) => e) as Promise<Response>;

describe("My Garage and the watchlist endpoints (spec 02 §4; spec 01 §4, §7; issue 11 §6, §7)", () => {
  let t: TestPlatform;
  let annCookie: string;
  let bobCookie: string;
  let bobId: number;
  let carId: number;
  let otherId: number;
  let soldId: number;

  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "garage-a", features: { watchlist: true } as never }),
        vehicles: [
          vehicleRow({ stocknum: "G1", price: 30_000 } as never),
          vehicleRow({ stocknum: "G2", status: "sold" } as never),
          vehicleRow({ stocknum: "G3", price: 20_000 } as never),
          ...Array.from({ length: 13 }, (_, i) => vehicleRow({ stocknum: `R${i}` })),
        ],
      },
      {
        config: tenantConfig({
          slug: "garage-b",
          features: { watchlist: true } as never,
          sign_in: { garage_path: "mymotorama" } as never,
        }),
      },
      { config: tenantConfig({ slug: "garage-c" }) },
    ]);
    const [ann, bob] = await t.db
      .insert(users)
      .values([
        { tenantId: t.ids["garage-a"], phone: "0412800001", firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
        { tenantId: t.ids["garage-a"], phone: "0412800002", firstName: "Bob", lastName: "Roe", email: "bob@example.com" },
      ])
      .returning({ id: users.id });
    bobId = bob.id;
    annCookie = `dp_session=${(await createSession(t.db, t.ids["garage-a"], ann.id)).token}`;
    bobCookie = `dp_session=${(await createSession(t.db, t.ids["garage-a"], bob.id)).token}`;
    const list = await t.db.select({ id: vehicles.id, status: vehicles.status, stocknum: vehicles.stocknum }).from(vehicles);
    carId = list.find((r) => r.stocknum === "G1")!.id;
    otherId = list.find((r) => r.stocknum === "G3")!.id;
    soldId = list.find((r) => r.stocknum === "G2")!.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string, referer = `${new URL(url).origin}/cars/x`) =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/json", referer, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(payload),
      },
    });
  const formPost = (url: string, fields: Record<string, string>, cookie?: string) =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      },
    });
  const garage = (url: string, cookie?: string) =>
    garageLoader(
      t.args(url, {
        init: { headers: { referer: `${new URL(url).origin}/search/used-cars`, ...(cookie ? { cookie } : {}) } },
      }) as never,
    );

  it("sends an anonymous visitor to sign-in with redirect and back", async () => {
    const r = await thrown(garage(`${A}/my-garage`));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fsearch%2Fused-cars");
  });

  it("serves the tenant's own garage path; the other names redirect there; no garage, no page (issue 11 §5)", async () => {
    const alias = await thrown(garage(`${A}/mymotorama`));
    expect([alias.status, alias.headers.get("location")]).toEqual([301, "/my-garage"]);
    const own = await thrown(garage(`${B}/my-garage`));
    expect([own.status, own.headers.get("location")]).toEqual([301, "/mymotorama"]);
    const onB = await thrown(garage(`${B}/mymotorama`));
    expect(onB.headers.get("location")).toMatch(/^\/sign-in\?type=my-garage&redirect=%2Fmymotorama/);
    // React Router's data request for the page (a client navigation, a form post) is the page, not another name.
    const dataRequest = await thrown(garage(`${B}/mymotorama.data`));
    expect(dataRequest.headers.get("location")).toMatch(/^\/sign-in\?type=my-garage&redirect=%2Fmymotorama&/);
    const none = await thrown(garage(`${C}/my-garage`));
    expect((none as unknown as { init: { status: number } }).init.status).toBe(404);
  });

  it("saves and removes for the session's user only; a phone number in the body changes nothing", async () => {
    const anon = (await saveAction(
      post(`${A}/api/watchlist/save-car`, { car_id: carId, phone_number: "0412800001" }) as never,
    )) as Response;
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({
      success: false,
      sign_in: `/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx&car_id=${carId}`,
    });
    const saved = (await saveAction(
      post(`${A}/api/watchlist/save-car`, { car_id: carId, phone_number: "0412800001" }, bobCookie) as never,
    )) as Response;
    expect(await saved.json()).toEqual({ success: true, message: "Car Saved In Watchlist" });
    expect(body(await garage(`${A}/my-garage`, bobCookie)).saved.map((c) => c.card.id)).toEqual([carId]);
    expect(body(await garage(`${A}/my-garage`, annCookie)).saved).toEqual([]);
    const removed = (await removeAction(
      post(`${A}/api/watchlist/remove-car`, { car_id: carId }, bobCookie) as never,
    )) as Response;
    expect(await removed.json()).toEqual({ success: true, message: "Car Removed" });
    expect(body(await garage(`${A}/my-garage`, bobCookie)).saved).toEqual([]);
  });

  it("refuses another tenant's session, a site without the garage, bad ids, unknown and sold cars", async () => {
    const foreign = (await saveAction(post(`${B}/api/watchlist/save-car`, { car_id: carId }, annCookie) as never)) as Response;
    expect(foreign.status).toBe(401);
    const off = (await saveAction(post(`${C}/api/watchlist/save-car`, { car_id: carId }) as never)) as Response;
    expect(off.status).toBe(404);
    const bad = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: "abc" }, annCookie) as never)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: "car_id must be a car's id" });
    const none = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: 999_999 }, annCookie) as never)) as Response;
    expect(none.status).toBe(404);
    const sold = (await saveAction(post(`${A}/api/watchlist/save-car`, { car_id: soldId }, annCookie) as never)) as Response;
    expect([404, 409]).toContain(sold.status);
  });

  it("works without JavaScript: a form post redirects back, or to sign-in carrying the car", async () => {
    const anon = (await saveAction(
      formPost(`${A}/api/watchlist/save-car`, { car_id: String(otherId), back: "/search/used-cars#car-1" }) as never,
    )) as Response;
    expect(anon.status).toBe(303);
    expect(anon.headers.get("location")).toBe(
      `/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%23car-1&back=%2Fsearch%2Fused-cars%23car-1&car_id=${otherId}`,
    );
    const evil = (await saveAction(
      formPost(`${A}/api/watchlist/save-car`, { car_id: String(otherId), back: "//evil.example" }, annCookie) as never,
    )) as Response;
    expect([evil.status, evil.headers.get("location")]).toEqual([303, "/"]);
    const ok = (await removeAction(
      formPost(`${A}/api/watchlist/remove-car`, { car_id: String(otherId), back: "/cars/y" }, annCookie) as never,
    )) as Response;
    expect([ok.status, ok.headers.get("location")]).toEqual([303, "/cars/y"]);
  });

  it("shows the price change since saving, a sold saved car, and recently viewed cars", async () => {
    await t.db.insert(watchlist).values([
      { tenantId: t.ids["garage-a"], userId: bobId, vehicleId: carId, priceAtSave: 32_000, savedAt: new Date(Date.now() - 2000) },
      {
        tenantId: t.ids["garage-a"],
        userId: bobId,
        vehicleId: soldId,
        priceAtSave: 10_000,
        savedAt: new Date(Date.now() - 1000),
      },
    ]);
    const scope = tenantScope(t.args(`${A}/`).context);
    await recordRecentlyViewed(scope, bobId, otherId);
    await recordRecentlyViewed(scope, bobId, carId);
    const d = body(await garage(`${A}/my-garage`, bobCookie));
    const byId = new Map(d.saved.map((s) => [s.card.id, s]));
    expect(byId.get(carId)!.change).toMatchObject({ kind: "down", amount: 2000 });
    expect(byId.get(soldId)!.card.sold).toBe(true);
    // Recently viewed leaves out what is already on the watchlist.
    expect(d.recent.map((c) => c.id)).toEqual([otherId]);
  });

  it("limits watchlist changes per shopper, across processes (the shared rate_limits table)", async () => {
    const [cy] = await t.db
      .insert(users)
      .values({ tenantId: t.ids["garage-a"], phone: "0412800003", firstName: "Cy", lastName: "Poe", email: "cy@example.com" })
      .returning({ id: users.id });
    const cookie = `dp_session=${(await createSession(t.db, t.ids["garage-a"], cy.id)).token}`;
    for (let i = 0; i < 60; i++) {
      const r = (await removeAction(post(`${A}/api/watchlist/remove-car`, { car_id: carId }, cookie) as never)) as Response;
      expect(r.status).toBe(200);
    }
    const over = (await removeAction(post(`${A}/api/watchlist/remove-car`, { car_id: carId }, cookie) as never)) as Response;
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another shopper is not held back by Cy's count.
    const bob = (await removeAction(post(`${A}/api/watchlist/remove-car`, { car_id: carId }, bobCookie) as never)) as Response;
    expect(bob.status).toBe(200);
  });

  it("keeps the newest 12 recently viewed per shopper", async () => {
    const scope = tenantScope(t.args(`${A}/`).context);
    const extra = (await t.db.select({ id: vehicles.id, stocknum: vehicles.stocknum }).from(vehicles))
      .filter((v) => v.stocknum?.startsWith("R"))
      .map((v) => v.id);
    const base = Date.now() + 60_000;
    for (const [i, id] of extra.entries()) await recordRecentlyViewed(scope, bobId, id, new Date(base + i * 1000));
    const rows = await t.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, bobId));
    expect(rows.length).toBe(12);
    expect(new Set(rows.map((r) => r.vehicleId))).toEqual(new Set(extra.slice(-12)));
  });

  it("the alerts setting shows the current choice and a form post sets it through the alerts module (issue 11 §8)", async () => {
    const [dee] = await t.db
      .insert(users)
      .values({ tenantId: t.ids["garage-a"], phone: "0412800004", firstName: "Dee", lastName: "Fox", email: "" })
      .returning({ id: users.id });
    const dee_ = `dp_session=${(await createSession(t.db, t.ids["garage-a"], dee.id)).token}`;
    const alertsOf = async (cookie: string) =>
      (body(await garage(`${A}/my-garage`, cookie)) as unknown as { alerts: unknown }).alerts;
    const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
    const setting = async (fields: Record<string, string>, cookie?: string, url = `${A}/my-garage`) =>
      (await thrown(garageAction(formPost(url, fields, cookie) as never))) as unknown as {
        data: { alerts: { error?: Record<string, string[]> }; saved: string | null };
        init: { status?: number; headers?: Record<string, string> } | null;
        status?: number;
        headers?: Headers;
      };

    // The default stands (SMS) and is shown as the current choice.
    expect(await alertsOf(bobCookie)).toEqual({ channel: "sms", hasEmail: true });
    const off = await setting({ intent: "alerts", channel: "off" }, bobCookie);
    expect([off.init?.status ?? 200, off.data.saved]).toEqual([200, "off"]);
    expect(off.init?.headers?.["Cache-Control"]).toBe("private, no-store");
    expect(await alertsOf(bobCookie)).toEqual({ channel: "off", hasEmail: true });
    const bob = await row(bobId);
    expect([bob.alertChannel, bob.alertChannelAt instanceof Date]).toEqual(["off", true]);
    expect((await setting({ intent: "alerts", channel: "email" }, bobCookie)).data.saved).toBe("email");
    expect((await row(bobId)).alertChannel).toBe("email");

    // Email only with an address: a field message, 400, nothing written.
    const noEmail = await setting({ intent: "alerts", channel: "email" }, dee_);
    expect(noEmail.init?.status).toBe(400);
    expect(noEmail.data.alerts.error?.channel).toEqual([
      "We have no email address for you, so alerts can come by SMS or be switched off.",
    ]);
    expect(await alertsOf(dee_)).toEqual({ channel: "sms", hasEmail: false });
    expect((await row(dee.id)).alertChannelAt).toBeNull();
    const junk = await setting({ intent: "alerts", channel: "pigeon" }, dee_);
    expect([junk.init?.status, junk.data.alerts.error?.channel]).toEqual([400, ["Choose SMS, email or off."]]);

    // Anonymous: to sign-in, nothing written; another tenant's session is anonymous there; no garage, no form.
    const anon = await setting({ intent: "alerts", channel: "off" });
    expect([anon.status, anon.headers?.get("location")]).toEqual([302, expect.stringMatching(/^\/sign-in\?type=my-garage/)]);
    const foreign = await setting({ intent: "alerts", channel: "off" }, dee_, `${B}/mymotorama`);
    expect(foreign.status).toBe(302);
    expect((await setting({ intent: "alerts", channel: "off" }, dee_, `${C}/my-garage`)).init?.status).toBe(404);
    expect((await row(dee.id)).alertChannel).toBe("sms");
  });

  it("/favourites leads to the garage where the tenant has one, and stays the local list where not", async () => {
    const toGarage = await thrown(favouritesLoader(t.args(`${B}/favourites?ids=1,2`) as never));
    expect([toGarage.status, toGarage.headers.get("location")]).toEqual([302, "/mymotorama"]);
    const local = (await favouritesLoader(t.args(`${C}/favourites`) as never)) as { hasIds: boolean };
    expect(local.hasIds).toBe(false);
  });

  it("sign-in to save a car says that alerts come by SMS and where to switch them off; other sign-ins do not", async () => {
    const note = async (url: string) => ((await signInLoader(t.args(url) as never)) as { alertsNote: boolean }).alertsNote;
    expect(await note(`${A}/sign-in?type=watchlist&car_id=${carId}`)).toBe(true);
    expect(await note(`${A}/sign-in?type=my-garage`)).toBe(false);
    expect(await note(`${C}/sign-in?type=watchlist`)).toBe(false);
  });
});
