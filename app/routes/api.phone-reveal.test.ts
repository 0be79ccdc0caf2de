import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneReveals, vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action } from "./api.phone-reveal";

/** Spec 01 §7 'Phone reveal call', and issue 8: counted once per visitor per car per day, rate limited per address. */
describe("POST /api/phone-reveal", () => {
  let t: TestPlatform;
  let cars: number[];
  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "reveals" }), vehicles: [vehicleRow({ stocknum: "R1" }), vehicleRow({ stocknum: "R2" })] },
    ]);
    cars = (await t.db.select({ id: vehicles.id }).from(vehicles)).map((r) => r.id).sort((a, b) => a - b);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: string, opts: { type?: string; ip?: string; cookie?: string } = {}) =>
    action(
      t.args("http://reveals.localhost/api/phone-reveal", {
        init: {
          method: "POST",
          body,
          headers: {
            "content-type": opts.type ?? "application/json",
            "user-agent": "Mozilla/5.0 Test",
            ...(opts.cookie ? { cookie: opts.cookie } : {}),
          },
        },
        client: { clientIp: opts.ip ?? "198.51.100.10" },
      }) as never,
    ) as Promise<Response>;
  const reveal = (car: number) => JSON.stringify({ car_id: car, website_id: "reveals" });
  const rowsFor = async (car: number) => (await t.db.select().from(phoneReveals).where(eq(phoneReveals.carId, car))).length;

  it("records 2,000 posts from one browser as one reveal, and refuses the address after its limit with 429", async () => {
    const statuses = new Map<number, number>();
    let cookie: string | undefined;
    for (let i = 0; i < 2000; i++) {
      const res = await post(reveal(cars[0]), { cookie });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      cookie ??= res.headers.get("set-cookie")?.split(";")[0];
    }
    expect(await rowsFor(cars[0])).toBe(1);
    expect(statuses.get(200)).toBe(30);
    expect(statuses.get(429)).toBe(1970);
    expect(cookie).toMatch(/^vid=[A-Za-z0-9_-]{32}$/);
  });

  it("is one visitor with or without the cookie it was given, and another visitor on another address", async () => {
    const ip = "198.51.100.20";
    const first = await post(reveal(cars[1]), { ip });
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect((await post(reveal(cars[1]), { ip, cookie: cookie.split(";")[0] })).status).toBe(200);
    expect(await rowsFor(cars[1])).toBe(1);
    expect((await post(reveal(cars[1]), { ip: "198.51.100.21" })).status).toBe(200);
    expect(await rowsFor(cars[1])).toBe(2);
  });

  it("works without JavaScript: a form post comes back to the car with the number shown", async () => {
    const res = await post(`car_id=${cars[0]}&website_id=reveals`, {
      type: "application/x-www-form-urlencoded",
      ip: "198.51.100.30",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/cars\/.+\?show_phone=1#phone$/);
  });

  it("refuses a body over 2 kB with 413, and bodies that are not JSON or a form with a clear message", async () => {
    const ip = "198.51.100.40";
    const big = JSON.stringify({ car_id: cars[0], website_id: "reveals", pad: "x".repeat(3000) });
    await expect(post(big, { ip })).rejects.toSatisfy((r: Response) => r.status === 413);
    await expect(post("{not json", { ip })).rejects.toSatisfy((r: Response) => r.status === 400);
    await expect(post("car_id=1", { ip, type: "text/plain" })).rejects.toSatisfy((r: Response) => r.status === 415);
    const missing = await post(JSON.stringify({ car_id: cars[0] }), { ip });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("car_id, dealership_id and website_id are required");
  });
});
