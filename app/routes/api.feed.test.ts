import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tenantConfigSchema } from "~/domain/tenant-config";
import { tenantContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { vehicles } from "~/server/db/schema.server";
import { applyTenant, issueFeedKey } from "~/server/tenants/repository.server";
import { testDatabases } from "../../tests/setup/databases";
import { action, loader } from "./api.feed";

const platform = vi.hoisted(() => ({ database: undefined as unknown as Database }));
vi.mock("~/server/platform.server", () => ({ getPlatform: () => platform }));

const config = tenantConfigSchema.parse({
  slug: "feedco",
  name: "Feed Co",
  theme: { primary_colour: "#112233", secondary_colour: "#445566" },
  dealerships: [{ id: 1, slug: "feedco-motors", name: "Motors" }],
  locations: [
    {
      id: 10,
      name: "Main yard",
      slug: "main",
      dealership_id: 1,
      address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
      contact_detail: { phone: "07 3000 0000" },
    },
  ],
});

const [pglite] = testDatabases();

describe("POST /api/feed", () => {
  let tenantId: number;
  let key: string;
  beforeAll(async () => {
    platform.database = await pglite.open();
    tenantId = (await applyTenant(platform.database.db, config)).id;
    key = await issueFeedKey(platform.database.db, tenantId);
  });
  afterAll(async () => {
    await platform.database.close();
  });

  function post(body: string, opts: { auth?: string; type?: string; query?: string } = {}) {
    const request = new Request(`http://feedco.localhost/api/feed${opts.query ?? ""}`, {
      method: "POST",
      body,
      headers: {
        "content-type": opts.type ?? "application/json",
        ...(opts.auth === "" ? {} : { authorization: opts.auth ?? `Bearer ${key}` }),
      },
    });
    const context = new RouterContextProvider();
    context.set(tenantContext, { id: tenantId, slug: config.slug, config });
    return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
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
    const [k1] = await platform.database.db.select().from(vehicles).where(eq(vehicles.feedKey, "S:K1"));
    expect(k1.status).toBe("sold");
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
