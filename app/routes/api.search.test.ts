import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader } from "./api.search";

/** GET /api/search (spec 01 §7) against a migrated PGlite and a real request context. */
describe("GET /api/search", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "alpha" }),
        vehicles: [
          vehicleRow({ stocknum: "A1", make: "Toyota", model: "Corolla", price: 20000 }),
          vehicleRow({ stocknum: "A2", make: "Toyota", model: "RAV4", price: 40000 }),
          vehicleRow({ stocknum: "A3", make: "Mazda", model: "CX-5", price: 30000 }),
        ],
      },
      { config: tenantConfig({ slug: "beta" }), vehicles: [vehicleRow({ stocknum: "B1", make: "Kia", model: "Sportage" })] },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (host: string, qs: string) => {
    const res = loader(t.args(`http://${host}/api/search?${qs}`));
    return { status: res.status, headers: res.headers, body: await res.json() };
  };

  it("answers hits, facets and counts for the tenant's own stock", async () => {
    const { status, headers, body } = await get("alpha.localhost", "make=toyota&sortBy=price:asc");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.count).toBe(2);
    expect(body.hits.map((h: { model: string }) => h.model)).toEqual(["Corolla", "RAV4"]);
    expect(body.facets.make.values).toEqual([
      { value: "Toyota", count: 2 },
      { value: "Mazda", count: 1 },
    ]);
    expect((await get("beta.localhost", "")).body.count).toBe(1);
    expect((await get("beta.localhost", "make=Toyota")).body.count).toBe(0);
  });

  it("answers 400 naming the parameter it cannot read", async () => {
    const { status, body } = await get("alpha.localhost", "price=cheap");
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ param: "price", message: "must be min:max, either end optional" }]);
  });
});
