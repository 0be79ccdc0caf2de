import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "~/server/db/schema.server";
import { issueFeedKey } from "~/server/tenants/repository.server";
import { tenantConfig } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./api.feed";
import { loader as searchLoader } from "./api.search";

const config = tenantConfig({ slug: "feedco", name: "Feed Co" });

describe("POST /api/feed", () => {
  let t: TestPlatform;
  let key: string;
  beforeAll(async () => {
    t = await openTestPlatform([{ config }]);
    key = await issueFeedKey(t.db, t.ids.feedco);
  });
  afterAll(async () => {
    await t.close();
  });

  function post(body: string, opts: { auth?: string; type?: string; query?: string } = {}) {
    const init = {
      method: "POST",
      body,
      headers: {
        "content-type": opts.type ?? "application/json",
        ...(opts.auth === "" ? {} : { authorization: opts.auth ?? `Bearer ${key}` }),
      },
    };
    return action(t.args(`http://feedco.localhost/api/feed${opts.query ?? ""}`, { init }));
  }
  const car = (stocknum: string, extra: object = {}) => ({
    stocknum,
    year: 2022,
    make: "Kia",
    model: "Sportage",
    car_type: "new",
    ...extra,
  });

  it("refuses a missing or wrong key with 401", async () => {
    expect((await post("[]", { auth: "" })).status).toBe(401);
    const wrong = await post("[]", { auth: "Bearer fk_wrong" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toHaveProperty("error");
  });

  it("imports a JSON array and answers with the report, row errors included", async () => {
    const res = await post(JSON.stringify([car("K1"), car("K2", { price: "cheap" })]));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: 2, created: 1, errors: [{ row: 2, field: "price" }] });
  });

  it("imports CSV and, with ?mode=full, marks absent vehicles sold", async () => {
    const res = await post("stocknum,year,make,model,car_type\nK3,2023,Kia,EV6,new", { type: "text/csv", query: "?mode=full" });
    expect(await res.json()).toMatchObject({ created: 1, markedSold: 1, errors: [] });
    const [k1] = await t.db.select().from(vehicles).where(eq(vehicles.feedKey, "S:K1"));
    expect(k1.status).toBe("sold");
  });

  it("makes imported stock searchable once the registry has caught up", async () => {
    await post(JSON.stringify([car("K9", { model: "Carnival" })]));
    const search = async () => (await searchLoader(t.args("http://feedco.localhost/api/search?model=Carnival")).json()).count;
    expect(await search()).toBe(0);
    await t.refresh();
    expect(await search()).toBe(1);
  });

  it("answers 400 for an unknown mode or an unreadable body", async () => {
    const badMode = await post("[]", { query: "?mode=everything" });
    expect(badMode.status).toBe(400);
    expect(await badMode.json()).toMatchObject({ field: "mode" });
    expect((await post("[{", { type: "application/json" })).status).toBe(400);
  });

  it("answers 405 to GET", async () => {
    expect(loader().status).toBe(405);
  });
});
