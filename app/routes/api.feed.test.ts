import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { vehicles } from "~/server/db/schema.server";
import * as importLock from "~/server/inventory/import-lock.server";
import { RowValidator } from "~/server/inventory/validate.server";
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

  it("answers a million-row feed quickly with 413, and 200,000 empty rows with a bounded report (issue 8)", async () => {
    const tooMany = await post(`[${Array(1_000_000).fill("{}").join(",")}]`);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({
      error: "The feed has more than 200,000 rows, the most one feed may have. Nothing was imported.",
    });

    // The rows are read and checked in the feed's worker thread, never on this event loop, which serves every
    // tenant (how long the loop waits meanwhile is measured by bench/feed-abuse.ts).
    const checkedHere = vi.spyOn(RowValidator.prototype, "check");
    const res = await post(`[${Array(200_000).fill("{}").join(",")}]`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(20_000);
    expect(JSON.parse(text)).toMatchObject({
      received: 200_000,
      created: 0,
      errorCount: 1_000_000,
      refusedRows: 200_000,
      errorsByField: { year: 200_000, make: 200_000, model: 200_000, car_type: 200_000, stocknum: 200_000 },
    });
    expect(checkedHere).not.toHaveBeenCalled();
  });

  it("answers 409 to a second feed while the first is importing, and takes it once the first is done", async () => {
    // The first feed holds the dealer's import and waits for its turn at a worker thread until the test lets it go.
    const turn = importLock.workerTurn;
    let go = () => {};
    const held = new Promise<void>((resolve) => (go = resolve));
    let waiting = () => {};
    const queued = new Promise<void>((resolve) => (waiting = resolve));
    vi.spyOn(importLock, "workerTurn").mockImplementationOnce(async () => {
      waiting();
      await held;
      return turn();
    });
    const first = post(JSON.stringify([car("K21")]));
    await queued;
    const second = await post(JSON.stringify([car("K20")]));
    expect(second.status).toBe(409);
    expect(second.headers.get("retry-after")).toBe("60");
    expect((await second.json()).error).toMatch(/^Another stock import for this dealer is running/);
    go();
    expect((await first).status).toBe(200);
    expect(await (await post(JSON.stringify([car("K20")]))).json()).toMatchObject({ created: 1 });
  });

  it("answers 413 to a body over 50 MB", async () => {
    const res = await action(
      t.args("http://feedco.localhost/api/feed", {
        init: {
          method: "POST",
          body: "[]",
          headers: { authorization: `Bearer ${key}`, "content-length": String(51 * 1024 * 1024) },
        },
      }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/larger than 50 MB/);
  });

  it("answers 405 to GET", async () => {
    expect(loader().status).toBe(405);
  });
});
