import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_SITE_FIXED_FEES, quickQuote, financeProviderConfigSchema } from "~/domain/finance";
import { tenantConfig } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./api.youx.quote";

/** Spec 02 §7 POST /api/youx/quote; §3 Quote result; issue 19 item 2 (a bad body gets a 400 naming the field). */
describe("POST /api/youx/quote", () => {
  let t: TestPlatform;
  const finance = {
    rateCard: {
      GREAT: [
        { maxVehicleAgeYears: 3, rate: 6.99 },
        { maxVehicleAgeYears: null, rate: 8.49 },
      ],
    },
    fees: ONE_SITE_FIXED_FEES,
  };
  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "quotes", features: { finance: true }, finance }), vehicles: [] },
      { config: tenantConfig({ slug: "no-finance" }), vehicles: [] },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: string, opts: { host?: string; ip?: string } = {}) =>
    action(
      t.args(`http://${opts.host ?? "quotes"}.localhost/api/youx/quote`, {
        init: { method: "POST", body, headers: { "content-type": "application/json" } },
        client: { clientIp: opts.ip ?? "198.51.100.10" },
      }) as never,
    ).catch((r: unknown) => r) as Promise<Response>;

  it("answers the Quote result of the engine with the tenant's rate card and fees, and nothing else", async () => {
    const res = await post(JSON.stringify({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, loanTerm: 5, year: 2024 }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, number>;
    expect(Object.keys(body)).toEqual(["weeklyRepaymentAmount", "advertisedRate", "comparisonRate"]);
    const engine = quickQuote(
      { purchasePrice: 30_000, loanTerm: 5, year: 2024 },
      financeProviderConfigSchema.parse(finance),
      new Date().getFullYear(),
    );
    expect(body).toEqual({
      weeklyRepaymentAmount: engine.weeklyRepaymentAmount,
      advertisedRate: engine.advertisedRate,
      comparisonRate: engine.comparisonRate,
    });
    // The spec's site fees on the regulated example raise the comparison rate well above the rate.
    expect(body.comparisonRate).toBeGreaterThan(body.advertisedRate + 1);
  });

  it("takes the spec's defaults for an empty body, and clamps price and term as the form does (spec 02 §5, §9)", async () => {
    const empty = (await (await post("{}")).json()) as { advertisedRate: number };
    const defaults = (await (await post(JSON.stringify({ purchasePrice: 30_000, loanTerm: 5 }))).json()) as object;
    expect(empty).toEqual(defaults);
    // No year: the oldest band of the card.
    expect(empty.advertisedRate).toBe(8.49);
    const low = await (await post(JSON.stringify({ purchasePrice: 500, loanTerm: 0 }))).json();
    expect(low).toEqual(await (await post(JSON.stringify({ purchasePrice: 10_000, loanTerm: 1 }))).json());
    const high = await (await post(JSON.stringify({ purchasePrice: 900_000, loanTerm: 12 }))).json();
    expect(high).toEqual(await (await post(JSON.stringify({ purchasePrice: 200_000, loanTerm: 7 }))).json());
  });

  it("refuses a bad body with 400 naming each field", async () => {
    const cases: [object | string, string][] = [
      [{ selfAssessedCreditScore: "EXCELLENT" }, "selfAssessedCreditScore"],
      [{ purchasePrice: "thirty thousand" }, "purchasePrice"],
      [{ loanTerm: "five" }, "loanTerm"],
      [{ year: 2021.5 }, "year"],
      [{ year: "2021" }, "year"],
      [{ vin: "X".repeat(18) }, "vin"],
      [{ nvic: 7 }, "nvic"],
      [{ whoIsHelping: "x".repeat(121) }, "whoIsHelping"],
      ["[1,2]", "body"],
    ];
    for (const [body, field] of cases) {
      const res = await post(typeof body === "string" ? body : JSON.stringify(body));
      expect(res.status, field).toBe(400);
      const answer = (await res.json()) as { error: string; errors: Record<string, string[]> };
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(answer.error.startsWith(`${field}: `)).toBe(true);
    }
    const both = (await (await post(JSON.stringify({ purchasePrice: "x", loanTerm: "y" }))).json()) as {
      errors: Record<string, string[]>;
    };
    expect(Object.keys(both.errors).sort()).toEqual(["loanTerm", "purchasePrice"]);
  });

  it("refuses a body that is not JSON with 400 and one over 2 kB with 413", async () => {
    const notJson = await post("{purchasePrice: 1");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The body must be JSON" });
    const big = await post(JSON.stringify({ whoIsHelping: "x".repeat(3000) }));
    expect(big.status).toBe(413);
  });

  it("answers 404 where the tenant does not offer finance, and 405 to GET", async () => {
    const res = await post("{}", { host: "no-finance" });
    expect(res.status).toBe(404);
    expect(loader().status).toBe(405);
  });

  it("counts each address: the 121st quote in a minute is refused with 429", async () => {
    const ip = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await post("{}", { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses[120]).toBe(429);
  });
});
