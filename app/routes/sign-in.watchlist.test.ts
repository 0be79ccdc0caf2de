import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, vehicles, watchlist } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { smsCodeFor } from "../../tests/setup/sms-code";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as pageAction, loader as pageLoader } from "./sign-in";

const A = "http://wsign-a.localhost";
const C = "http://wsign-c.localhost";

/** Issue 11 §6: an anonymous Save goes through sign-in and comes back saved; local favourites merge at sign-in. */
describe("sign-in for the watchlist", () => {
  let t: TestPlatform;
  let ids: number[];
  let foreignId: number;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "wsign-a", features: { watchlist: true } as never }),
        vehicles: [
          vehicleRow({ stocknum: "W1" }),
          vehicleRow({ stocknum: "W2" }),
          vehicleRow({ stocknum: "W3", status: "sold" } as never),
        ],
      },
      {
        config: tenantConfig({ slug: "wsign-b", features: { watchlist: true } as never }),
        vehicles: [vehicleRow({ stocknum: "X1" })],
      },
      { config: tenantConfig({ slug: "wsign-c" }) },
    ]);
    await t.outbox.start();
    const rows = await t.db.select({ id: vehicles.id, stocknum: vehicles.stocknum, tenantId: vehicles.tenantId }).from(vehicles);
    ids = ["W1", "W2", "W3"].map((s) => rows.find((r) => r.stocknum === s)!.id);
    foreignId = rows.find((r) => r.stocknum === "X1")!.id;
  });
  afterAll(() => t.close());

  const form = (url: string, body: Record<string, string>) =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      },
    });

  const codeFor = (phone: string) => smsCodeFor(t, phone);

  async function signInAt(url: string, phone: string, extra: Record<string, string> = {}) {
    await pageAction(
      form(url, { intent: "send", phone, first_name: "Ann", last_name: "Lee", email: "ann@example.com" }) as never,
    );
    const code = await codeFor(phone);
    return pageAction(form(url, { intent: "verify", phone, code, ...extra }) as never);
  }

  const savedOf = async (tenant: string) =>
    (await t.db.select({ id: watchlist.vehicleId }).from(watchlist).where(eq(watchlist.tenantId, t.ids[tenant]))).map(
      (r) => r.id,
    );

  it("saves the car of an anonymous Save after the code, and lands back where the Save was", async () => {
    const url = `${A}/sign-in?type=watchlist&redirect=${encodeURIComponent(`/search/used-cars#car-${ids[0]}`)}&back=%2Fsearch%2Fused-cars&car_id=${ids[0]}`;
    const page = await pageLoader(t.args(url) as never);
    expect(page).toMatchObject({ heading: "Sign in to save this car", mergeFavourites: true });
    const done = (await Promise.resolve(signInAt(url, "0412700001")).catch((e: unknown) => e)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/search/used-cars#car-${ids[0]}`);
    expect(await savedOf("wsign-a")).toEqual([ids[0]]);
  });

  it("never saves another tenant's car, a sold car, or a car_id that is not an id", async () => {
    for (const [i, carId] of [String(foreignId), String(ids[2]), "1;drop", "-4"].entries()) {
      const url = `${A}/sign-in?type=watchlist&redirect=%2F&car_id=${encodeURIComponent(carId)}`;
      const done = (await Promise.resolve(signInAt(url, `041270001${i}`)).catch((e: unknown) => e)) as Response;
      // Signed in all the same, and sent on to the target.
      expect(done.headers.get("location")).toBe("/");
    }
    const rows = await t.db.select().from(watchlist).where(eq(watchlist.tenantId, t.ids["wsign-a"]));
    expect(rows.map((r) => r.vehicleId)).not.toContain(foreignId);
    expect(rows.map((r) => r.vehicleId)).not.toContain(ids[2]);
  });

  it("merges the browser's favourites into the account (with JavaScript) and says so", async () => {
    const url = `${A}/sign-in?type=my-garage&redirect=%2Fmy-garage`;
    const out = (await signInAt(url, "0412700003", {
      js: "1",
      favourites: `${ids[0]},${ids[1]},${ids[2]},${foreignId}`,
    })) as unknown as { data: { step: string; mergedFavourites: boolean } };
    expect(out.data).toMatchObject({ step: "verified", mergedFavourites: true });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, "0412700003"));
    const mine = await t.db
      .select({ id: watchlist.vehicleId })
      .from(watchlist)
      .where(and(eq(watchlist.tenantId, t.ids["wsign-a"]), eq(watchlist.userId, user.id)));
    // Only this site's listed, unsold cars.
    expect(mine.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    // A malformed list is ignored, not half-applied.
    const bad = (await signInAt(url, "0412700004", { js: "1", favourites: "1,x" })) as unknown as {
      data: { mergedFavourites: boolean };
    };
    expect(bad.data.mergedFavourites).toBe(false);
  });

  it("a site without the garage merges nothing and keeps the browser's list", async () => {
    const url = `${C}/sign-in?redirect=%2F`;
    expect(await pageLoader(t.args(url) as never)).toMatchObject({ mergeFavourites: false });
    const out = (await signInAt(url, "0412700005", { js: "1", favourites: String(ids[0]) })) as unknown as {
      data: { mergedFavourites: boolean };
    };
    expect(out.data.mergedFavourites).toBe(false);
    expect(await savedOf("wsign-c")).toEqual([]);
  });
});
