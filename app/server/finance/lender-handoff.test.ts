import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { lenderConfigSchema } from "~/domain/finance/lender-config";
import { HANDOFF_MESSAGES, embeddedHandoff, lenderHandoffFor, type LenderApplication } from "./lender-handoff.server";

/**
 * The remote lender adapter against a lender on this machine that checks
 * each request (method, path, headers, body) and answers as told.
 */

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = null;
});

async function lender(answer: (seen: Seen) => { status: number; body: string }): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const s: Seen = { method: req.method, url: req.url, headers: req.headers, body: raw ? JSON.parse(raw) : null };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status, { "Content-Type": "application/json" });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
  const port = (server!.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/v1/customers`, seen };
}

const application: LenderApplication = {
  reference: "GR-7K3Q9DXM",
  statusUrl: "/finance/application/GR-7K3Q9DXM",
  data: {
    nvic: "ABC12",
    vin: "1HGCM82633A004352",
    selfAssessedCreditScore: "GREAT",
    purchasePrice: 30000,
    year: 2021,
    loanTerm: 5,
    phoneNumber: "0412300009",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    subscribe: false,
    postCode: "4000",
  },
  additionalData: { dealership_slug: "greywattle-toyota", car_id: 7, car_type: "used", whoIsHelping: null, tags: ["YouX"] },
};

const remote = (url: string, timeout_ms = 5000) =>
  lenderConfigSchema.parse({ adapter: "remote", url, api_key_env: "FINANCE_LENDER_KEY_TEST", timeout_ms });
const KEYS = { FINANCE_LENDER_KEY_TEST: "k-123" };

describe("remote lender hand-off", () => {
  it("POSTs the application as JSON with the key and answers the lender's redirectUrl", async () => {
    const l = await lender(() => ({
      status: 200,
      body: JSON.stringify({ redirectUrl: "https://lender.example.com/apply/abc" }),
    }));
    const r = await lenderHandoffFor(remote(l.url), KEYS).handOff(application);
    expect(r).toEqual({ ok: true, redirectUrl: "https://lender.example.com/apply/abc" });
    expect(l.seen).toHaveLength(1);
    const s = l.seen[0];
    expect(s.method).toBe("POST");
    expect(s.url).toBe("/v1/customers");
    expect(s.headers["content-type"]).toBe("application/json");
    expect(s.headers["x-api-key"]).toBe("k-123");
    expect(s.headers["idempotency-key"]).toBe("GR-7K3Q9DXM");
    expect(s.body).toEqual({ reference: "GR-7K3Q9DXM", data: application.data, additionalData: application.additionalData });
  });

  it("a reply without a redirect URL is spec 02 §8's 'no redirect URL' error, never a guess", async () => {
    const l = await lender(() => ({ status: 200, body: JSON.stringify({ ok: true }) }));
    const r = await lenderHandoffFor(remote(l.url), KEYS).handOff(application);
    expect(r).toMatchObject({ ok: false, message: HANDOFF_MESSAGES.noRedirect });
  });

  it("a refusal shows the lender's own error text when it gives one (server error text preferred), else the spec's", async () => {
    const l = await lender((s) =>
      (s.body as { data: { firstName: string } }).data.firstName === "Ann"
        ? { status: 422, body: JSON.stringify({ error: "Applicant must be 18 or over" }) }
        : { status: 500, body: "oops" },
    );
    expect(await lenderHandoffFor(remote(l.url), KEYS).handOff(application)).toMatchObject({
      ok: false,
      message: "Applicant must be 18 or over",
    });
    const other = { ...application, data: { ...application.data, firstName: "Bo" } };
    expect(await lenderHandoffFor(remote(l.url), KEYS).handOff(other)).toMatchObject({
      ok: false,
      message: HANDOFF_MESSAGES.failed,
    });
  });

  it("times out, and fails without a request when the key's variable is unset", async () => {
    const l = await lender(() => ({ status: 200, body: JSON.stringify({ redirectUrl: "https://x.example.com/" }) }));
    const noKey = await lenderHandoffFor(remote(l.url), {}).handOff(application);
    expect(noKey).toMatchObject({ ok: false, message: HANDOFF_MESSAGES.failed, detail: "FINANCE_LENDER_KEY_TEST is not set" });
    expect(l.seen).toHaveLength(0);
    await new Promise<void>((r) => server!.close(() => r()));
    // A lender that takes the connection and never answers.
    server = http.createServer(() => undefined);
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
    const port = (server.address() as AddressInfo).port;
    const slow = await lenderHandoffFor(remote(`http://127.0.0.1:${port}/`, 1000), KEYS).handOff(application);
    expect(slow).toMatchObject({ ok: false, message: HANDOFF_MESSAGES.failed });
    server.closeAllConnections();
  });
});

describe("embedded hand-off", () => {
  it("sends the shopper to the platform's own application page; nothing leaves the platform", async () => {
    expect(await embeddedHandoff().handOff(application)).toEqual({ ok: true, redirectUrl: "/finance/application/GR-7K3Q9DXM" });
    expect(lenderHandoffFor(lenderConfigSchema.parse(undefined), KEYS).kind).toBe("embedded");
  });
  it("a remote lender's config names an environment variable, never the key itself", () => {
    expect(() =>
      lenderConfigSchema.parse({ adapter: "remote", url: "https://l.example.com/", api_key_env: "sk_live_123" }),
    ).toThrow(/FINANCE_LENDER_KEY_/);
  });
});
