import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSms } from "~/server/sms/folder-sms.server";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { outboxAttempts, outboxJobs, users, vehicles, watchAlerts, watchlist } from "../db/schema.server";
import { importVehicles } from "../inventory/import.server";
import { WATCH_ALERT_JOB_KIND } from "./jobs.server";
import { setAlertChannel } from "./preferences.server";

/**
 * Issue 11 §8: the shopper's choice is read again when the alert is sent. An
 * unsubscribe, or the car taken off the watchlist, after the import made the
 * alert means nothing is sent (the job ends done, its attempt saying why).
 */
describe("alert delivery honours what changed since the import", () => {
  let t: TestPlatform;
  let tenantId: number;
  let user: number;
  const a = vehicleRow({ stocknum: "D1", price: 20_000 });
  const b = vehicleRow({ stocknum: "D2", price: 21_000 });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "deliver-co" }), vehicles: [a, b] }]);
    tenantId = t.ids["deliver-co"];
    for (const v of await t.db.select().from(vehicles)) ids[v.stocknum!] = v.id;
    [{ id: user }] = await t.db
      .insert(users)
      .values({ tenantId, phone: "0412700101", firstName: "Eve", lastName: "Ma", email: "eve@example.com" })
      .returning({ id: users.id });
    await t.db.insert(watchlist).values([
      { tenantId, userId: user, vehicleId: ids.D1, priceAtSave: 20_000 },
      { tenantId, userId: user, vehicleId: ids.D2, priceAtSave: 21_000 },
    ]);
  });
  afterAll(() => t.close());

  async function deliver() {
    await t.outbox.start();
    for (let i = 0; i < 400; i++) {
      const jobs = await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, WATCH_ALERT_JOB_KIND));
      if (jobs.length && jobs.every((j) => j.status === "done" || j.status === "dead")) return jobs;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("alerts not settled");
  }

  it("sends nothing to a shopper who unsubscribed, or about a car no longer saved; says so in the attempt", async () => {
    await importVehicles(
      t.db,
      tenantId,
      [
        { row: 1, data: { ...a, price: 19_000 } },
        { row: 2, data: { ...b, price: 20_000 } },
      ],
      { mode: "upsert" },
    );
    expect(await t.db.select().from(watchAlerts)).toHaveLength(2);
    await t.db.delete(watchlist).where(and(eq(watchlist.userId, user), eq(watchlist.vehicleId, ids.D2)));
    const jobs = await deliver();
    expect(jobs.map((j) => j.status)).toEqual(["done", "done"]);
    const said = (await t.db.select().from(outboxAttempts)).map((x) => x.response).sort();
    expect(said).toEqual(["not sent: the car is no longer in the shopper's watchlist", expect.stringMatching(/^written to /)]);
    expect(await listSms(t.smsDir)).toHaveLength(1);

    // Unsubscribed after the next day's import made the alert, before it was sent.
    await t.outbox.stop();
    await importVehicles(t.db, tenantId, [{ row: 1, data: { ...a, price: 18_000 } }], {
      mode: "upsert",
      now: new Date(Date.now() + 2 * 86_400_000),
    });
    await setAlertChannel(t.db, tenantId, user, "off");
    await deliver();
    const last = (await t.db.select().from(outboxAttempts).orderBy(outboxAttempts.id)).at(-1)!;
    expect(last.response).toBe("not sent: the shopper unsubscribed from alerts");
    expect(await listSms(t.smsDir)).toHaveLength(1);
    const channels = (await t.db.select().from(watchAlerts).orderBy(watchAlerts.id)).map((x) => x.channel);
    expect(channels.at(-1)).toBe("off");
  });
});
