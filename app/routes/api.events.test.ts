import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/server/db/schema.server";
import { recentAnalyticsEvents } from "~/server/analytics/events.server";
import { tenantConfig } from "../../tests/setup/builders";
import { testDatabases } from "../../tests/setup/databases";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./api.events";

/** POST /api/events: first-party analytics events stored per tenant (issue 10 §3). */
describe.each(testDatabases())("POST /api/events on $name", ({ open }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "evco" }) }, { config: tenantConfig({ slug: "otherco" }) }], {
      open,
    });
  });
  afterAll(() => t.close());

  async function post(body: unknown, host = "evco.localhost", clientIp = "192.0.2.1") {
    const init = {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json" },
    };
    const res = await action(t.args(`http://${host}/api/events`, { init, client: { clientIp } }));
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  it("stores a known event for the tenant whose site sent it, and only for it", async () => {
    expect(await post({ event_id: 49, path: "/search/used-cars" })).toEqual({ status: 204, json: null });
    expect((await post({ event_id: 4, path: "/cars/x", car_id: 7 }, "otherco.localhost")).status).toBe(204);
    const mine = await recentAnalyticsEvents(t.db, t.ids.evco);
    const theirs = await recentAnalyticsEvents(t.db, t.ids.otherco);
    expect(mine.map((e) => [e.eventId, e.path, e.carId])).toEqual([[49, "/search/used-cars", null]]);
    expect(theirs.map((e) => [e.eventId, e.path, e.carId])).toEqual([[4, "/cars/x", 7]]);
  });

  it("answers 400 naming the field for an unknown id or a bad body, storing nothing", async () => {
    const before = (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.tenantId, t.ids.evco))).length;
    const unknown = await post({ event_id: 50, path: "/search" });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ errors: { event_id: [expect.stringMatching(/^event_id must be one of the known ids: /)] } });
    expect((await post({ path: "/search" })).json).toEqual({ errors: { event_id: ["event_id must be a number"] } });
    expect((await post({ event_id: 49, path: "search" })).json).toEqual({ errors: { path: ["path must start with /"] } });
    await expect(post("{nope")).rejects.toMatchObject({ status: 400 });
    expect((await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.tenantId, t.ids.evco))).length).toBe(before);
  });

  it("refuses a body over 1 kB (413)", async () => {
    await expect(post({ event_id: 49, path: `/${"a".repeat(2000)}` })).rejects.toMatchObject({ status: 413 });
  });

  it("limits events per client address (429)", async () => {
    let last = 0;
    for (let i = 0; i < 121; i++)
      last = (await post({ event_id: 49, path: "/search" }, "evco.localhost", "198.51.100.77")).status;
    expect(last).toBe(429);
    expect((await post({ event_id: 49, path: "/search" }, "evco.localhost", "198.51.100.78")).status).toBe(204);
  });

  it("answers GET with 405", async () => {
    expect(loader().status).toBe(405);
  });
});
