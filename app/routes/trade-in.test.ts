import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as successLoader } from "./success";
import { action, loader } from "./trade-in";

/**
 * Issue 20 item 2: the valuation's steps through the route's real action, as
 * a browser without JavaScript posts them: each step's 400 names the field;
 * the lookup, adjustments and accepted offer each stored as a lead; the
 * registration looked up through a lookup service on this machine that
 * checks every request; the guards (no trade-in, another tenant's car, the
 * sign-in gate).
 */

const A = "http://ti-a.localhost";
const R = "http://ti-rego.localhost";
const YEAR = new Date().getFullYear() - 2;
const OLD = new Date().getFullYear() - 9;

type View = {
  step: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  notice: string | null;
  title?: string;
};
type Reply = { data: { view: View }; init: { status?: number } | null };

describe("trade-in valuation route (issue 20 item 2)", () => {
  let t: TestPlatform;
  let rego: http.Server;
  let misc: http.Server;
  const miscSeen: { method?: string; url?: string; type?: string; body: Record<string, unknown> }[] = [];
  const regoSeen: { method?: string; url?: string; auth?: string; body: unknown }[] = [];
  let carId: number;

  beforeAll(async () => {
    rego = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        regoSeen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) as unknown });
        const ok = req.method === "POST" && req.url === "/lookup" && req.headers.authorization === "Bearer rego-key";
        const found = (JSON.parse(raw) as { rego: string }).rego === "TRD123";
        res.writeHead(ok ? (found ? 200 : 404) : 401, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            found ? { found: true, vehicle: { year: YEAR, make: "Valuemotor", model: "Tradey", badge: "GX" } } : { found: false },
          ),
        );
      });
    });
    await new Promise<void>((r) => rego.listen(0, "127.0.0.1", () => r()));
    // The dealer's valuation receiver (spec 01 §7 /api/miscellaneous): records what it is posted.
    misc = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        miscSeen.push({
          method: req.method,
          url: req.url,
          type: req.headers["content-type"],
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => misc.listen(0, "127.0.0.1", () => r()));
    const miscUrl = `http://127.0.0.1:${(misc.address() as AddressInfo).port}/api/miscellaneous`;
    const url = `http://127.0.0.1:${(rego.address() as AddressInfo).port}/lookup`;
    // The market: four of one model, badge and year for sale (comparables across tenants), and an old one.
    const market = [32_990, 33_490, 33_990, 34_490].map((price, i) =>
      vehicleRow({
        make: "Valuemotor",
        model: "Tradey",
        badge: "GX",
        year: YEAR,
        km: 30_000 + i * 5000,
        price,
        price_type: "Drive Away",
      }),
    );
    t = await openTestPlatform(
      [
        {
          config: tenantConfig({
            slug: "ti-a",
            name: "Trade A Motors",
            features: { trade_in: true },
            trade_in: { miscellaneous_url: miscUrl },
          }),
          vehicles: [
            ...market.slice(0, 2),
            vehicleRow({ make: "Valuemotor", model: "Tradey", badge: "GX", year: OLD, price: 9990 }),
          ],
        },
        {
          config: tenantConfig({
            slug: "ti-rego",
            name: "Trade Rego Motors",
            features: { trade_in: true },
            trade_in: { registration_lookup: { adapter: "http", url, api_key_env: "REGO_LOOKUP_KEY_TI" } },
          }),
          vehicles: market.slice(2),
        },
        { config: tenantConfig({ slug: "ti-off", name: "No Trade Motors" }), vehicles: [vehicleRow({ stocknum: "OFF1" })] },
        {
          config: tenantConfig({
            slug: "ti-gated",
            name: "Gated Trade Motors",
            features: { trade_in: true },
            sign_in: { gated: { trade_in: true } },
          }),
        },
      ],
      { env: { REGO_LOOKUP_KEY_TI: "rego-key" } },
    );
    const [row] = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.tenantId, t.ids["ti-a"]))
      .orderBy(asc(vehicles.id));
    carId = row.id;
    await t.outbox.start();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => rego.close(() => r()));
    await new Promise<void>((r) => misc.close(() => r()));
  });

  const contact = (phone: string) => ({
    name: "Ann",
    last_name: "Lee",
    email: "ann@example.com",
    phone,
    postcode: "4000",
    terms_conditions: "on",
  });
  const post = (url: string, fields: Record<string, string>, ip = "192.0.2.60") =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ submission_id: crypto.randomUUID(), ...fields }).toString(),
      },
      client: { clientIp: ip },
    });
  const run = (url: string, fields: Record<string, string>, ip?: string) =>
    Promise.resolve(action(post(url, fields, ip) as never)).catch((e: unknown) => e) as Promise<Reply | Response>;
  const tradeLeads = (slug: string) =>
    t.db
      .select()
      .from(leads)
      .where(and(eq(leads.tenantId, t.ids[slug]), eq(leads.form, "trade_in")))
      .orderBy(asc(leads.id));

  it("404 where the site offers no trade-in, and for a car that is not this site's", async () => {
    await expect(loader(t.args("http://ti-off.localhost/trade-in") as never)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(t.args(`${R}/cars/trade-in?car_id=${carId}`) as never)).rejects.toMatchObject({ init: { status: 404 } });
    const ok = (await loader(t.args(`${A}/cars/trade-in?car_id=${carId}`) as never)) as unknown as {
      data: { car: { title: string } };
    };
    expect(ok.data.car.title).toBe(`${YEAR} Valuemotor Tradey GX`);
  });

  it("sign-in first where the tenant gates trade-in (spec 02 §4, §6)", async () => {
    const thrown = await Promise.resolve(loader(t.args("http://ti-gated.localhost/trade-in") as never)).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe(
      `/sign-in?type=trade-in&redirect=${encodeURIComponent("/trade-in")}`,
    );
  });

  it("400 naming each field at each step", async () => {
    const first = (await run(`${A}/trade-in`, { intent: "lookup", mode: "pick", year: String(YEAR) })) as Reply;
    expect(first.init?.status).toBe(400);
    expect(first.data.view.errors).toMatchObject({ make: ["Make is required."], name: ["First Name is required."] });
    const badMake = (await run(`${A}/trade-in`, {
      intent: "lookup",
      year: String(YEAR),
      make: "Nomake",
      ...contact("0412600001"),
    })) as Reply;
    expect(badMake.data.view.errors).toEqual({ make: ["Make must be one of the makes listed."] });
    const badModel = (await run(`${A}/trade-in`, {
      intent: "model",
      year: String(YEAR),
      make: "Valuemotor",
      model_badge: "Other|X",
      ...contact("0412600001"),
    })) as Reply;
    expect(badModel.init?.status).toBe(400);
    expect(badModel.data.view.errors).toEqual({ model_badge: ["Model must be one of the models listed."] });
    const noAnswers = (await run(`${A}/trade-in`, {
      intent: "adjustments",
      year: String(YEAR),
      make: "Valuemotor",
      model: "Tradey",
      kms: "lots",
      ...contact("0412600001"),
    })) as Reply;
    expect(noAnswers.init?.status).toBe(400);
    expect(noAnswers.data.view.errors).toMatchObject({
      kms: ["Kilometres must be a whole number between 0 and 2,000,000."],
      condition: ["Overall condition is required."],
    });
    expect(await tradeLeads("ti-a")).toEqual([]);
  });

  it("picked from the lists: a lead per step, the offer from the market across tenants, accepted as '3. Offer Accepted'", async () => {
    const c = contact("0412600002");
    const start = (await loader(t.args(`${A}/trade-in`) as never)) as unknown as {
      data: { view: View & { years: number[]; makes: string[] } };
    };
    expect(start.data.view.notice).toMatch(/^Registration lookup is not available on this site/);
    expect(start.data.view.makes).toContain("Valuemotor");
    const model = (await run(`${A}/cars/trade-in?car_id=${carId}`, {
      intent: "lookup",
      year: String(YEAR),
      make: "valuemotor",
      ...c,
    })) as Reply;
    expect(model.data.view).toMatchObject({ step: "model", values: { make: "Valuemotor" } });
    const adj = (await run(`${A}/cars/trade-in?car_id=${carId}`, {
      intent: "model",
      ...model.data.view.values,
      model_badge: "Tradey|GX",
    })) as Reply;
    expect(adj.data.view).toMatchObject({ step: "adjustments", title: `${YEAR} Valuemotor Tradey GX` });
    const answers = { kms: "40000", condition: "good", service_history: "full", accident_damage: "no", finance_owing: "yes" };
    const offer = (await run(`${A}/cars/trade-in?car_id=${carId}`, {
      intent: "adjustments",
      ...adj.data.view.values,
      ...answers,
    })) as Reply & {
      data: { view: { valuation: { kind: string; low: number; high: number } } };
    };
    expect(offer.data.view.valuation.kind).toBe("offer");
    const { low, high } = offer.data.view.valuation;
    expect(low).toBeGreaterThan(20_000);
    expect(high).toBeGreaterThanOrEqual(low);
    const done = (await run(`${A}/cars/trade-in?car_id=${carId}`, { intent: "accept", ...offer.data.view.values })) as Response;
    expect(done.status).toBe(303);
    const reference = done.headers.get("location")?.replace("/success?lead=", "");
    const stored = await tradeLeads("ti-a");
    expect(stored.map((l) => l.subcategory)).toEqual(["1. Registration Lookup", "2. Adjustments", "3. Offer Accepted"]);
    const accepted = stored[2];
    expect(accepted).toMatchObject({ publicId: reference, category: "Trade-in", carId });
    expect(accepted.payload).toMatchObject({ offer_price: low, kms: "40000", make: "Valuemotor", model: "Tradey", badge: "GX" });
    expect(accepted.routing).toMatchObject({ confirmation: true });
    expect(stored[0].routing).toMatchObject({ confirmation: false });
    // /success fires spec 01 §9 event 18 'offer accepted' for it.
    const success = await successLoader(t.args(`${A}${done.headers.get("location")}`) as never);
    expect(success).toMatchObject({ found: true, eventId: 18, category: "Trade-in" });
    // Spec 01 §7: the valuation posted, with column_name 'valuation', through the outbox.
    await t.outbox.idle();
    expect(miscSeen).toEqual([
      {
        method: "POST",
        url: "/api/miscellaneous",
        type: "application/json",
        body: expect.objectContaining({
          column_name: "valuation",
          lead_id: stored[1].publicId,
          offer_price: low,
          offer_range: { low, high },
          adjustmentAnswers: { condition: "good", service_history: "full", accident_damage: "no", finance_owing: "yes" },
        }),
      },
    ]);
  });

  it("an accept posted for a car the server makes no offer for is refused, nothing stored", async () => {
    const before = (await tradeLeads("ti-a")).length;
    const refused = (await run(`${A}/trade-in`, {
      intent: "accept",
      year: String(OLD),
      make: "Valuemotor",
      model: "Tradey",
      badge: "GX",
      kms: "40000",
      condition: "excellent",
      service_history: "full",
      accident_damage: "no",
      finance_owing: "no",
      ...contact("0412600003"),
    })) as Reply & { data: { view: { valuation: { kind: string } } } };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.view.valuation).toEqual({ kind: "guidance", reason: "age" });
    expect((await tradeLeads("ti-a")).length).toBe(before);
  });

  it("by registration: the lookup service is asked, and the car it names is valued", async () => {
    regoSeen.length = 0;
    const c = contact("0412600004");
    const missing = (await run(`${R}/trade-in`, { intent: "lookup", ...c })) as Reply;
    expect(missing.data.view.errors).toMatchObject({ rego: ["Rego is required."] });
    expect(regoSeen).toEqual([]);
    const found = (await run(`${R}/trade-in`, { intent: "lookup", rego: "trd 123", regoState: "NSW", ...c })) as Reply;
    expect(regoSeen).toEqual([
      { method: "POST", url: "/lookup", auth: "Bearer rego-key", body: { rego: "TRD123", state: "NSW" } },
    ]);
    expect(found.data.view).toMatchObject({
      step: "adjustments",
      title: `${YEAR} Valuemotor Tradey GX`,
      values: { source: "registration", rego: "TRD123" },
    });
    const [lead] = await tradeLeads("ti-rego");
    expect(lead).toMatchObject({ subcategory: "1. Registration Lookup" });
    expect(lead.payload).toMatchObject({ rego: "TRD123", regoState: "NSW", identified_by: "Registration lookup" });
    const notFound = (await run(`${R}/trade-in`, {
      intent: "lookup",
      rego: "NOPE1",
      regoState: "NSW",
      ...contact("0412600005"),
    })) as Reply;
    expect(notFound.data.view).toMatchObject({
      step: "lookup",
      notice: expect.stringMatching(/^We couldn't find that registration/),
    });
  });
});
