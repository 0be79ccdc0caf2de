import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, vehicles } from "~/server/db/schema.server";
import { listMail, readMail } from "~/server/mail/folder-mailer.server";
import { TEST_WEBHOOK_SECRET, startWebhookReceiver, type WebhookReceiver } from "../../tests/setup/lead-receivers";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { smsCodeFor } from "../../tests/setup/sms-code";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as createCustomer } from "./api.youx.create-customer";
import { action as pageAction, loader as pageLoader } from "./finance";
import { loader as statusLoader } from "./finance.application";
import { action as sendAction } from "./api.sign-in.send-code";

/**
 * Issue 19 items 4-6: the finance application through the popup's endpoint
 * and the finance page's form (no JavaScript), to the finance lead the dealer
 * receives (email and webhook through the outbox) and the redirect: the
 * platform's application page (embedded) or the lender's (remote, a lender on
 * this machine that checks each request).
 */

const A = "http://fin-a.localhost";
const B = "http://fin-b.localhost";
const OFF = "http://fin-off.localhost";

describe("finance application (issue 19 items 4-6)", () => {
  let t: TestPlatform;
  let hook: WebhookReceiver;
  let lender: http.Server;
  const lenderSeen: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let carId: number;

  beforeAll(async () => {
    hook = await startWebhookReceiver({ secret: TEST_WEBHOOK_SECRET });
    lender = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        lenderSeen.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
        const ok = req.method === "POST" && req.url === "/customers" && req.headers["x-api-key"] === "lender-b-key";
        res.writeHead(ok ? 200 : 401, { "Content-Type": "application/json" });
        res.end(JSON.stringify(ok ? { redirectUrl: "https://lender.example.com/continue/123" } : { error: "bad key" }));
      });
    });
    await new Promise<void>((r) => lender.listen(0, "127.0.0.1", () => r()));
    const lenderUrl = `http://127.0.0.1:${(lender.address() as AddressInfo).port}/customers`;
    t = await openTestPlatform(
      [
        {
          config: tenantConfig({
            slug: "fin-a",
            name: "Fin A Motors",
            features: { finance: true },
            lead: {
              delivery: { default: { email: ["finance@fin-a.example"], webhooks: ["crm"] } },
              webhooks: [{ id: "crm", url: hook.url, secret: TEST_WEBHOOK_SECRET }],
            },
          }),
          vehicles: [vehicleRow({ stocknum: "FIN1", vin: "JTDBR32E230012345", price: 31990 })],
        },
        {
          config: tenantConfig({
            slug: "fin-b",
            name: "Fin B Motors",
            features: { finance: true },
            finance_lender: { adapter: "remote", url: lenderUrl, api_key_env: "FINANCE_LENDER_KEY_FIN_B", timeout_ms: 5000 },
          }),
        },
        { config: tenantConfig({ slug: "fin-off", name: "No Finance Motors" }) },
        {
          config: tenantConfig({
            slug: "fin-gated",
            name: "Gated Finance Motors",
            features: { finance: true },
            sign_in: { gated: { finance: true } },
          }),
        },
      ],
      { env: { FINANCE_LENDER_KEY_FIN_B: "lender-b-key" } },
    );
    await t.outbox.start();
    const [row] = await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.tenantId, t.ids["fin-a"]));
    carId = row.id;
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
    await new Promise<void>((r) => lender.close(() => r()));
  });

  const json = (url: string, body: unknown, ip = "192.0.2.20") =>
    t.args(url, {
      init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      client: { clientIp: ip },
    });

  const body = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
    data: {
      purchasePrice: 31990,
      loanTerm: 5,
      selfAssessedCreditScore: "GREAT",
      phoneNumber: phone,
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      subscribe: true,
      postCode: "4000",
      vin: "WRONG-VIN",
    },
    additionalData: {
      code,
      car_id: carId,
      terms_conditions: true,
      submission_id: crypto.randomUUID(),
      lead_attributes: { visited_pages: ["/cars/x"], linked_query_params: { utm_source: "test" } },
      ...extra,
    },
  });

  async function sendCode(base: string, phone: string) {
    const r = (await sendAction(
      json(`${base}/api/sign-in/send-code`, { phone, first_name: "Ann", last_name: "Lee", email: "ann@example.com" }),
    )) as Response;
    expect(r.status).toBe(200);
    return smsCodeFor(t, phone);
  }

  it("popup: a wrong code is the spec's message; the right one stores a finance lead, delivers it, and redirects to the application page", async () => {
    const phone = "0412400001";
    const code = await sendCode(A, phone);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
    const bad = (await createCustomer(json(`${A}/api/youx/create-customer`, body(phone, wrong)) as never)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { code: ["The verification code is invalid. Please try again."] } });

    const res = (await createCustomer(json(`${A}/api/youx/create-customer`, body(phone, code)) as never)) as Response;
    expect(res.status).toBe(200);
    const out = (await res.json()) as { redirectUrl: string; lead_id: string; analytics_event_id: number };
    expect(out.analytics_event_id).toBe(9);
    expect(out.redirectUrl).toBe(`/finance/application/${out.lead_id}`);
    expect(res.headers.get("set-cookie")).toMatch(/^dp_session=/);

    const [lead] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.tenantId, t.ids["fin-a"]), eq(leads.publicId, out.lead_id)));
    expect(lead).toMatchObject({ form: "finance_application", category: "Finance", subcategory: "Used Car", carId, optIn: true });
    expect(lead.payload).toMatchObject({
      phone,
      name: "Ann",
      amount: 31990,
      term: 5,
      selfAssessedCreditScore: "GREAT",
      tags: ["YouX"],
      vin: "JTDBR32E230012345",
      car_type: "used",
    });
    expect(lead.payload).not.toHaveProperty("code");
    expect(lead.attributes).toMatchObject({ visited_pages: ["/cars/x"], linked_query_params: { utm_source: "test" } });

    // Through the outbox like every lead: the dealer's email and the webhook.
    await t.outbox.idle();
    const mail = (await listMail(t.mailDir)).find((m) => m.to.includes("finance@fin-a.example"));
    expect(mail).toBeDefined();
    expect(await readMail(t.mailDir, mail!.id)).toContain(out.lead_id);
    expect(hook.hits.some((h) => h.verified && h.body.includes(out.lead_id) && h.body.includes("finance_application"))).toBe(
      true,
    );

    const status = (await statusLoader(t.args(`${A}${out.redirectUrl}`, { params: { reference: out.lead_id } }) as never)) as {
      data: { status: { reference: string; dealerName: string } };
    };
    expect(status.data.status).toMatchObject({ reference: out.lead_id, dealerName: "Test Motors Dealership" });
  });

  it("a remote lender is sent the application with the tenant's key; its redirectUrl is the answer", async () => {
    const phone = "0412400002";
    const code = await sendCode(B, phone);
    const res = (await createCustomer(
      json(`${B}/api/youx/create-customer`, body(phone, code, { car_id: null })) as never,
    )) as Response;
    expect(res.status).toBe(200);
    const out = (await res.json()) as { redirectUrl: string; lead_id: string };
    expect(out.redirectUrl).toBe("https://lender.example.com/continue/123");
    expect(lenderSeen).toHaveLength(1);
    expect(lenderSeen[0].headers["x-api-key"]).toBe("lender-b-key");
    expect(lenderSeen[0].body).toMatchObject({
      reference: out.lead_id,
      data: { phoneNumber: phone, firstName: "Ann", purchasePrice: 31990, loanTerm: 5, postCode: "4000" },
      additionalData: { tags: ["YouX"] },
    });
  });

  it("a filled honeypot looks like success and stores nothing", async () => {
    const before = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.tenantId, t.ids["fin-a"]));
    const res = (await createCustomer(
      json(`${A}/api/youx/create-customer`, body("0412400009", "000000", { name__confirm: "http://spam.example" })) as never,
    )) as Response;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { redirectUrl: string }).redirectUrl).toMatch(/^\/finance\/application\//);
    const after = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.tenantId, t.ids["fin-a"]));
    expect(after.length).toBe(before.length);
  });

  it("a bad body is a 400 naming the field; a site without finance has no such endpoint or page", async () => {
    const res = (await createCustomer(json(`${A}/api/youx/create-customer`, { data: {} }) as never)) as Response;
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toContain("data");
    const off = (await createCustomer(
      json(`${OFF}/api/youx/create-customer`, body("0412400003", "123456")) as never,
    )) as Response;
    expect(off.status).toBe(404);
    await expect(pageLoader(t.args(`${OFF}/finance`) as never)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("where the tenant gates finance, an anonymous visitor is sent to sign-in and back (spec 02 §4, §6)", async () => {
    const thrown = await Promise.resolve(pageLoader(t.args("http://fin-gated.localhost/finance?price=20000") as never)).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/sign-in?type=finance&redirect=${encodeURIComponent("/finance?price=20000")}`,
    );
  });

  it("the finance page: the car's side column from car_id, the three steps without one", async () => {
    const withCar = (await pageLoader(t.args(`${A}/finance?car_id=${carId}&loanTerm=3&credit_score=POOR`) as never)) as {
      data: {
        car: { title: string; priceText: string };
        start: { loanTerm: number; selfAssessedCreditScore: string; purchasePrice: number };
      };
    };
    expect(withCar.data.car).toMatchObject({ priceText: "$31,990" });
    expect(withCar.data.start).toMatchObject({ loanTerm: 3, selfAssessedCreditScore: "POOR", purchasePrice: 31990 });
    const without = (await pageLoader(t.args(`${A}/personalised/finance?price=55000`) as never)) as {
      data: { car: null; featured: null; start: { purchasePrice: number } };
    };
    expect(without.data).toMatchObject({ car: null, featured: null, start: { purchasePrice: 55000 } });
  });

  it("the finance page's form without JavaScript: Send Code, then the code and Submit Application, to the application page", async () => {
    const phone = "0412400004";
    const fields = {
      purchasePrice: "30000",
      loanTerm: "5",
      selfAssessedCreditScore: "GREAT",
      name: "Bea",
      last_name: "Tran",
      email: "bea@example.com",
      phone,
      postcode: "4101",
      terms_conditions: "on",
      submission_id: crypto.randomUUID(),
    };
    const post = (extra: Record<string, string>) =>
      t.args(`${A}/finance`, {
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...fields, ...extra }).toString(),
        },
        client: { clientIp: "192.0.2.44" },
      });
    const missing = (await pageAction(post({ intent: "send-code", terms_conditions: "" }) as never)) as {
      data: { errors: Record<string, string[]> };
    };
    expect(missing.data.errors.terms_conditions).toEqual(["*You must agree to the terms of use before submitting."]);
    const sent = (await pageAction(post({ intent: "send-code" }) as never)) as { data: { step: string } };
    expect(sent.data.step).toBe("sent");
    const code = await smsCodeFor(t, phone);
    const done = await Promise.resolve(pageAction(post({ intent: "apply", code }) as never)).catch((e: unknown) => e);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("location")).toMatch(/^\/finance\/application\/[A-Z0-9]+-[A-Z0-9]+$/);
  });
});
