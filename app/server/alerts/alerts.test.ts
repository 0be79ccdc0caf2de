import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMail, readMail } from "~/server/mail/folder-mailer.server";
import { listSms } from "~/server/sms/folder-sms.server";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { testDatabases } from "../../../tests/setup/databases";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { outboxJobs, users, vehicles, watchAlerts, watchlist } from "../db/schema.server";
import { importVehicles } from "../inventory/import.server";
import { enqueueWatchAlerts, watchedVehicles } from "./enqueue-alerts.server";
import { WATCH_ALERT_JOB_KIND } from "./jobs.server";
import { unsubscribeToken } from "./unsubscribe-token.server";
import { unsubscribePost, unsubscribeView } from "./unsubscribe-page.server";

/**
 * Issue 11 §8 end to end below HTTP: a stock import that changes a saved car
 * enqueues one alert per watcher in its transaction, at most one per car per
 * dealer day; the outbox delivers it by SMS or email with the unsubscribe
 * link; the link's page stops further alerts, on its own tenant only.
 */
describe.each(testDatabases())("watchlist alerts on $name", ({ open }) => {
  let t: TestPlatform;
  const rav4 = vehicleRow({ stocknum: "RAV1", make: "Toyota", model: "RAV4", year: 2021, price: 33_990 });
  const golf = vehicleRow({ stocknum: "GOLF1", make: "Volkswagen", model: "Golf", year: 2020, price: 24_990 });
  const other = vehicleRow({ stocknum: "OTH1", price: 19_990 });
  let ids: Record<string, number>;
  let ann: number;
  let bob: number;
  let cat: number;
  // 10:00 in Brisbane on 10 March, then later that day, then the next day.
  const day1 = new Date("2026-03-10T00:00:00Z");
  const day1Later = new Date("2026-03-10T13:00:00Z");
  const day2 = new Date("2026-03-10T14:30:00Z");

  beforeAll(async () => {
    t = await openTestPlatform(
      [
        {
          config: tenantConfig({
            slug: "alert-motors",
            name: "Alert Motors",
            domains: ["www.alert-motors.example"],
          }),
          vehicles: [rav4, golf, other],
        },
        { config: tenantConfig({ slug: "elsewhere", name: "Elsewhere Cars" }) },
      ],
      { open },
    );
    const tenantId = t.ids["alert-motors"];
    const rows = await t.db.select({ id: vehicles.id, stocknum: vehicles.stocknum }).from(vehicles);
    ids = Object.fromEntries(rows.map((r) => [r.stocknum, r.id]));
    const made = await t.db
      .insert(users)
      .values([
        { tenantId, phone: "0412000001", firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
        { tenantId, phone: "0412000002", firstName: "Bob", lastName: "Ng", email: "bob@example.com", alertChannel: "email" },
        { tenantId, phone: "0412000003", firstName: "Cat", lastName: "Oh", email: "cat@example.com", alertChannel: "off" },
      ])
      .returning({ id: users.id });
    [ann, bob, cat] = made.map((u) => u.id);
    await t.db.insert(watchlist).values([
      { tenantId, userId: ann, vehicleId: ids.RAV1, priceAtSave: 33_990 },
      { tenantId, userId: ann, vehicleId: ids.GOLF1, priceAtSave: 24_990 },
      { tenantId, userId: bob, vehicleId: ids.RAV1, priceAtSave: 33_990 },
      { tenantId, userId: cat, vehicleId: ids.RAV1, priceAtSave: 33_990 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tenantId = () => t.ids["alert-motors"];
  const feed = (rows: ReturnType<typeof vehicleRow>[], now: Date, mode: "upsert" | "full" = "upsert") =>
    importVehicles(
      t.db,
      tenantId(),
      rows.map((data, i) => ({ row: i + 1, data })),
      { mode, now },
    );
  const alertJobs = () => t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, WATCH_ALERT_JOB_KIND)).orderBy(outboxJobs.id);
  // By car and shopper (one import inserts its alerts in no particular order).
  const alerts = () => t.db.select().from(watchAlerts).orderBy(watchAlerts.day, watchAlerts.vehicleId, watchAlerts.userId);

  it("an import that lowers a saved car's price enqueues one alert per subscribed watcher, in its transaction", async () => {
    await feed([{ ...rav4, price: 31_990 }, golf], day1);
    const rows = await alerts();
    expect(rows.map((a) => [a.userId, a.vehicleId, a.kind, a.day, a.price, a.previousPrice])).toEqual([
      [ann, ids.RAV1, "price_drop", "2026-03-10", 31_990, 33_990],
      [bob, ids.RAV1, "price_drop", "2026-03-10", 31_990, 33_990],
    ]);
    const jobs = await alertJobs();
    expect(jobs.map((j) => [j.tenantId, j.subject, j.payload]).sort()).toEqual(
      rows.map((a) => [tenantId(), `watch-alert:${a.id}`, { alert: a.id }]).sort(),
    );
  });

  it("a second drop the same dealer day enqueues nothing; an unchanged car or a price rise nothing either", async () => {
    await feed(
      [
        { ...rav4, price: 30_990 },
        { ...golf, price: 25_990 },
      ],
      day1Later,
    );
    expect(await alerts()).toHaveLength(2);
    expect(await alertJobs()).toHaveLength(2);
  });

  it("delivers by the shopper's channel: Ann by SMS, Bob by email with RFC 8058 headers", async () => {
    await t.outbox.start();
    await waitFor(async () => (await alertJobs()).every((j) => j.status === "done"));
    const sms = (await listSms(t.smsDir)).filter((m) => m.to === "+61412000001");
    expect(sms).toHaveLength(1);
    const token = unsubscribeToken(t.platform.authSecret.key, { tenantId: tenantId(), userId: ann });
    expect(sms[0].body).toBe(
      "Alert Motors: Price drop on the 2021 Toyota RAV4 you saved: now $31,990 (was $33,990). " +
        `https://www.alert-motors.example/cars/${await slugOf(ids.RAV1)} Stop alerts: https://www.alert-motors.example/pages/unsubscribe?token=${token}`,
    );
    const mail = (await listMail(t.mailDir)).filter((m) => m.to.includes("bob@example.com"));
    expect(mail.map((m) => m.subject)).toEqual(["Price drop: 2021 Toyota RAV4 now $31,990"]);
    // Unfolded (RFC 5322 §2.2.3): a long header goes on over lines that start with white space.
    const eml = (await readMail(t.mailDir, mail[0].id))!.replace(/\r?\n(?=[ \t])/g, "");
    const bobToken = unsubscribeToken(t.platform.authSecret.key, { tenantId: tenantId(), userId: bob });
    expect(eml).toContain(`List-Unsubscribe: <https://www.alert-motors.example/pages/unsubscribe?token=${bobToken}>`);
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect((await alerts()).map((a) => a.channel)).toEqual(["sms", "email"]);
  });

  it("a full feed that leaves the car out sells it: a sold alert the next day", async () => {
    await feed([{ ...golf, price: 25_990 }, other], day2, "full");
    const sold = (await alerts()).filter((a) => a.kind === "sold");
    expect(sold.map((a) => [a.userId, a.vehicleId, a.day])).toEqual([
      [ann, ids.RAV1, "2026-03-11"],
      [bob, ids.RAV1, "2026-03-11"],
    ]);
    await waitFor(async () => (await alertJobs()).every((j) => j.status === "done"));
    const texts = (await listSms(t.smsDir)).filter((m) => m.to === "+61412000001").map((m) => m.body);
    expect(texts[1]).toMatch(/^Alert Motors: The 2021 Toyota RAV4 you saved has been sold\. https:/);
  });

  it("the unsubscribe page: GET changes nothing, a one-click POST unsubscribes, and no more alerts are made", async () => {
    const token = unsubscribeToken(t.platform.authSecret.key, { tenantId: tenantId(), userId: ann });
    const url = `http://alert-motors.localhost/pages/unsubscribe?token=${token}`;
    const view = await unsubscribeView(t.args(url).context, new Request(url));
    expect(view.subscriber).toEqual({ firstName: "Ann", channel: "sms", hasEmail: true });
    const post = t.args(url, {
      init: {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    });
    const after = await unsubscribePost(post.context, post.request);
    expect(after).toMatchObject({ changed: "off", subscriber: { channel: "off" } });
    const [u] = await t.db.select().from(users).where(eq(users.id, ann));
    expect(u.alertChannel).toBe("off");
    expect(u.alertChannelAt).not.toBeNull();
    // Back in stock two days on: Bob is told, Ann no longer.
    const before = new Set((await alerts()).map((a) => a.id));
    await feed([{ ...rav4, price: 29_990 }], new Date("2026-03-12T00:00:00Z"));
    const made = (await alerts()).filter((a) => !before.has(a.id));
    expect(made.map((a) => [a.userId, a.kind, a.price])).toEqual([[bob, "back_in_stock", 29_990]]);
  });

  it("a token is refused on another tenant's host, and a page post needs a channel", async () => {
    const token = unsubscribeToken(t.platform.authSecret.key, { tenantId: tenantId(), userId: bob });
    const url = `http://elsewhere.localhost/pages/unsubscribe?token=${token}`;
    expect((await unsubscribeView(t.args(url).context, new Request(url))).subscriber).toBeNull();
    const post = t.args(url, {
      init: { method: "POST", body: "channel=off", headers: { "content-type": "application/x-www-form-urlencoded" } },
    });
    expect(await unsubscribePost(post.context, post.request)).toMatchObject({ subscriber: null, changed: null });
    const [b] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, bob)));
    expect(b.alertChannel).toBe("email");
    const own = `http://alert-motors.localhost/pages/unsubscribe?token=${token}`;
    const bad = t.args(own, {
      init: { method: "POST", body: "channel=fax", headers: { "content-type": "application/x-www-form-urlencoded" } },
    });
    const refused = await unsubscribePost(bad.context, bad.request);
    expect(refused instanceof Response && refused.status).toBe(400);
  });

  it("two imports making the same alert at once (two processes) make it once: the unique key decides", async () => {
    const watched = await watchedVehicles(t.db, tenantId());
    expect([...watched.keys()]).toEqual([ids.RAV1]);
    const changes = new Map([[ids.RAV1, { status: "sold" as const, price: 29_990 }]]);
    const now = new Date("2026-03-13T00:00:00Z");
    const made = await Promise.all(
      [0, 1].map(() =>
        t.db.transaction(async (tx) => {
          const n = await enqueueWatchAlerts(tx, tenantId(), watched, changes, now);
          // Hold the transaction open, so the other one's INSERT meets this one's uncommitted row.
          await new Promise((r) => setTimeout(r, 150));
          return n;
        }),
      ),
    );
    expect(made.sort()).toEqual([0, 1]);
    const rows = (await alerts()).filter((a) => a.day === "2026-03-13");
    expect(rows.map((a) => [a.userId, a.kind])).toEqual([[bob, "sold"]]);
    expect((await alertJobs()).filter((j) => j.subject === `watch-alert:${rows[0].id}`)).toHaveLength(1);
  });

  async function slugOf(id: number): Promise<string> {
    const [v] = await t.db.select({ slug: vehicles.slug }).from(vehicles).where(eq(vehicles.id, id));
    return v.slug;
  }
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("condition not met in time");
}
