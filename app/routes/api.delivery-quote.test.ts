import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleInputSchema, vehicleSlug } from "~/domain/vehicle/vehicle";
import { vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader } from "./api.delivery-quote";
import { loader as vehicleLoader } from "./vehicle";

/** GET /api/delivery-quote (spec 01 §7 'Delivery price by postcode'; issue 20 item 1) and the page's no-JavaScript answer. */
describe("GET /api/delivery-quote", () => {
  let t: TestPlatform;
  // The builder's location is Brisbane (4000, QLD).
  const delivery = {
    enabled: true,
    bands: [
      { up_to_km: 30, price: 0 },
      { up_to_km: 200, price: 350 },
      { up_to_km: 2000, price: 1200 },
    ],
    state_surcharges: { NSW: 100 },
    remoteness_surcharges: { remote: 500, "very-remote": 800 },
    max_km: 1500,
  };
  const car = vehicleRow({ stocknum: "D1" });
  const otherCar = vehicleRow({ stocknum: "D2" });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "ships", delivery }), vehicles: [car] },
      { config: tenantConfig({ slug: "other", delivery }), vehicles: [otherCar] },
      { config: tenantConfig({ slug: "no-delivery" }), vehicles: [vehicleRow({ stocknum: "D3" })] },
    ]);
    for (const [slug, stocknum] of [
      ["ships", "D1"],
      ["other", "D2"],
      ["no-delivery", "D3"],
    ]) {
      const [row] = await t.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, t.ids[slug]), eq(vehicles.stocknum, stocknum)));
      ids[slug] = row.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, host = "ships") =>
    loader(
      t.args(`http://${host}.localhost/api/delivery-quote${query}`, { client: { clientIp: "198.51.100.20" } }) as never,
    ) as Promise<Response>;

  it("answers the price and the region name for a known postcode, with the state and remoteness surcharges", async () => {
    const city = await get(`?car_id=${ids.ships}&postcode=4000`);
    expect(city.status).toBe(200);
    expect(city.headers.get("cache-control")).toBe("no-store");
    expect(await city.json()).toEqual({ price: 0, name: "Brisbane Inner City" });
    // Toowoomba (~100 km): the second band.
    expect(await (await get(`?car_id=${ids.ships}&postcode=4350`)).json()).toEqual({ price: 350, name: "Toowoomba" });
    // Sydney (~730 km, NSW): third band plus the NSW surcharge.
    expect(await (await get(`?car_id=${ids.ships}&postcode=2000`)).json()).toEqual({
      price: 1300,
      name: "Sydney - City and Inner South",
    });
    // ABS remoteness as the postcode data carries it: 4418 (Darling Downs - Maranoa, ~310 km) is Remote,
    // 4470 Charleville (~740 km) Very Remote.
    expect(await (await get(`?car_id=${ids.ships}&postcode=4418`)).json()).toEqual({
      price: 1700,
      name: "Darling Downs - Maranoa",
    });
    expect(await (await get(`?car_id=${ids.ships}&postcode=4470`)).json()).toEqual({ price: 2000, name: "Queensland - Outback" });
  });

  it("answers null (no estimate) for an unknown postcode or one beyond the maximum distance", async () => {
    const unknown = await get(`?car_id=${ids.ships}&postcode=0000`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toBeNull();
    // Perth, ~3,600 km.
    expect(await (await get(`?car_id=${ids.ships}&postcode=6000`)).json()).toBeNull();
  });

  it("refuses a malformed query with a 400 naming the field", async () => {
    const empty = await get(`?car_id=${ids.ships}&postcode=`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "postcode: Please enter a postcode.",
      errors: { postcode: ["Please enter a postcode."] },
    });
    const short = await get(`?car_id=${ids.ships}&postcode=400`);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe("postcode: Invalid postcode. Please enter a 4-digit number.");
    const noPostcode = await get(`?car_id=${ids.ships}`);
    expect(noPostcode.status).toBe(400);
    expect(((await noPostcode.json()) as { error: string }).error).toMatch(/^postcode: /);
    for (const bad of ["", "?postcode=4000", "?car_id=abc&postcode=4000", "?car_id=-1&postcode=4000"]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: string }).error, bad).toMatch(/car_id: /);
    }
  });

  it("is a 404 for another tenant's car, an unknown car, and a site without delivery", async () => {
    const foreign = await get(`?car_id=${ids.other}&postcode=4000`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: "car_id: no such car" });
    expect((await get(`?car_id=999999&postcode=4000`)).status).toBe(404);
    expect((await get(`?car_id=${ids.other}&postcode=4000`, "other")).status).toBe(200);
    const off = await get(`?car_id=${ids["no-delivery"]}&postcode=4000`, "no-delivery");
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: "This site does not offer delivery quotes." });
  });

  it("the vehicle page answers ?delivery_postcode= in its loader (the form without JavaScript)", async () => {
    const slug = vehicleSlug(vehicleInputSchema.parse(car));
    const page = async (host: string, query: string) =>
      (await vehicleLoader(t.args(`http://${host}.localhost/cars/${slug}${query}`, { params: { slug } }) as never)) as {
        data: { delivery: unknown };
      };
    expect((await page("ships", "")).data.delivery).toEqual({ answer: null });
    expect((await page("ships", "?delivery_postcode=4350")).data.delivery).toEqual({
      answer: { kind: "estimate", postcode: "4350", estimate: { price: 350, name: "Toowoomba" } },
    });
    expect((await page("ships", "?delivery_postcode=")).data.delivery).toEqual({
      answer: { kind: "refused", postcode: "", message: "Please enter a postcode." },
    });
    expect((await page("ships", "?delivery_postcode=0000")).data.delivery).toMatchObject({
      answer: { kind: "none", message: expect.stringMatching(/^Sorry, we can't provide an estimate for that location\./) },
    });
  });
});
