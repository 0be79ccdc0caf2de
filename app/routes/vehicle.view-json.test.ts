import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleInputSchema, vehicleSlug } from "~/domain/vehicle/vehicle";
import { countedPerAddressLimit } from "~/server/security/limits.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader } from "./vehicle.view-json";

/** Spec 01 §7 'GET {baseAPI}/cars/{slug}/view.json', and issue 8: a visitor counts once per car per day. */
describe("GET /cars/{slug}/view.json", () => {
  let t: TestPlatform;
  const car = vehicleRow({ stocknum: "VJ1" });
  const slug = vehicleSlug(vehicleInputSchema.parse(car));
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "views" }), vehicles: [car] }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const view = (opts: { ip?: string; ua?: string; cookie?: string } = {}) =>
    loader(
      t.args(`http://views.localhost/cars/${slug}/view.json`, {
        params: { slug },
        init: { headers: { "user-agent": opts.ua ?? BROWSER, ...(opts.cookie ? { cookie: opts.cookie } : {}) } },
        client: { clientIp: opts.ip ?? "203.0.113.1" },
      }) as never,
    ) as Promise<Response>;

  it("counts 2,000 requests from one browser as one view, and refuses the address past its limit with 429", async () => {
    const statuses = new Map<number, number>();
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const res = await view();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) seen.add(((await res.json()) as { views: number }).views);
    }
    expect([...seen]).toEqual([1]);
    expect(statuses.get(200)).toBe(120);
    expect(statuses.get(429)).toBe(1880);
  });

  it("counts another visitor, not a crawler, and the same visitor again only on another address's allowance", async () => {
    const other = await view({ ip: "203.0.113.2" });
    expect(((await other.json()) as { views: number }).views).toBe(2);
    const cookie = other.headers.get("set-cookie")!.split(";")[0];
    // The cookie keeps the visitor one visitor from another address and user agent.
    expect(
      ((await (await view({ ip: "203.0.113.3", ua: "Mozilla/5.0 Firefox/125.0", cookie })).json()) as { views: number }).views,
    ).toBe(2);
    expect(
      (
        (await (await view({ ip: "203.0.113.4", ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).json()) as {
          views: number;
        }
      ).views,
    ).toBe(2);
  });

  it("bounds what invented cookies can add: an address's new counts a day, past which views are answered, not counted", async () => {
    const ip = "203.0.113.50";
    const views = async (i: number) => {
      const res = await view({ ip, cookie: `vid=invented${String(i).padStart(12, "0")}` });
      expect(res.status).toBe(200);
      return ((await res.json()) as { views: number }).views;
    };
    const before = await views(0);
    expect(await views(1)).toBe(before + 1);
    // The address has used its daily allowance of new counts (500).
    for (let i = 0; i < 500; i++) await countedPerAddressLimit.consume(t.db, ip);
    expect(await views(2)).toBe(before + 1);
    expect(await views(3)).toBe(before + 1);
  });
});
