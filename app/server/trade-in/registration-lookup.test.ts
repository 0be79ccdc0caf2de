import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registrationLookupSchema } from "~/domain/buying-online/trade-in/trade-in-config";
import { logger } from "../logger.server";
import { logRegistrationLookups, registrationLookupFor } from "./registration-lookup.server";

/**
 * The real registration-lookup adapter against a local HTTP server standing
 * in for the service (docs/trade-in.md 'Registration lookup API'): every
 * request is checked (method, path, key, body) before it is answered.
 */

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  type: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
let server: Server;
let base = "";

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await bodyOf(req).catch(() => null);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      auth: req.headers.authorization,
      type: req.headers["content-type"],
      body,
    });
    const ok = req.method === "POST" && req.url === "/v1/registrations/lookup" && req.headers.authorization === "Bearer k-123";
    if (!ok) {
      res.writeHead(401).end();
      return;
    }
    const { rego } = body as { rego: string; state: string };
    const json = (status: number, v: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(v));
    if (rego === "ABC123")
      json(200, {
        found: true,
        vehicle: { year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport", series: null, vin: "JTNB11HK103456789" },
      });
    else if (rego === "GONE1") json(404, { found: false });
    else if (rego === "ODD1") json(200, { found: true, vehicle: { year: "twenty" } });
    else json(500, { error: "boom" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const http = () =>
  registrationLookupSchema.parse({
    adapter: "http",
    url: `${base}/v1/registrations/lookup`,
    api_key_env: "REGO_LOOKUP_KEY_TEST",
  });

describe("the http registration lookup (issue 20 item 2)", () => {
  it("posts { rego, state } as JSON with the key as a bearer token, and reads the vehicle", async () => {
    seen.length = 0;
    const r = await registrationLookupFor(http(), { REGO_LOOKUP_KEY_TEST: "k-123" }).lookup("ABC123", "QLD");
    expect(seen).toEqual([
      {
        method: "POST",
        url: "/v1/registrations/lookup",
        auth: "Bearer k-123",
        type: "application/json",
        body: { rego: "ABC123", state: "QLD" },
      },
    ]);
    expect(r).toEqual({
      status: "found",
      vehicle: { year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport", series: null, source: "registration" },
      vin: "JTNB11HK103456789",
    });
  });
  it("404 is not found; a 5xx, a wrong key or an answer of the wrong shape is a failure, never a made-up car", async () => {
    const lookup = registrationLookupFor(http(), { REGO_LOOKUP_KEY_TEST: "k-123" });
    expect(await lookup.lookup("GONE1", "NSW")).toEqual({ status: "not-found" });
    expect((await lookup.lookup("ZZZ", "NSW")).status).toBe("failed");
    expect((await lookup.lookup("ODD1", "NSW")).status).toBe("failed");
    const wrongKey = await registrationLookupFor(http(), { REGO_LOOKUP_KEY_TEST: "other" }).lookup("ABC123", "QLD");
    expect(wrongKey).toEqual({ status: "failed", detail: "HTTP 401" });
  });
  it("without its key set nothing is sent", async () => {
    seen.length = 0;
    const r = await registrationLookupFor(http(), {}).lookup("ABC123", "QLD");
    expect(r).toEqual({ status: "failed", detail: "REGO_LOOKUP_KEY_TEST is not set" });
    expect(seen).toEqual([]);
  });
  it("the embedded default is not configured and says so: it looks nothing up", async () => {
    const none = registrationLookupFor(registrationLookupSchema.parse(undefined), {});
    expect(none.configured).toBe(false);
    expect(none.description).toMatch(/^none/);
    await expect(none.lookup("ABC123", "QLD")).rejects.toThrow("not configured");
  });
  it("the config refuses a plain-http address elsewhere and a key written into it", () => {
    expect(
      registrationLookupSchema.safeParse({ adapter: "http", url: "http://rego.example/x", api_key_env: "REGO_LOOKUP_KEY_A" })
        .success,
    ).toBe(false);
    expect(
      registrationLookupSchema.safeParse({ adapter: "http", url: "https://rego.example/x", api_key_env: "sk_live_123" }).success,
    ).toBe(false);
  });
});

describe("start-up: each trade-in site says how the shopper's car is found", () => {
  it("the embedded default is named as such, a missing key is warned of, a configured lookup is said", () => {
    const lines: [string, string, unknown][] = [];
    const warn = vi
      .spyOn(logger, "warn")
      .mockImplementation(((o: unknown, m: string) => void lines.push(["warn", m, o])) as typeof logger.warn);
    const info = vi
      .spyOn(logger, "info")
      .mockImplementation(((o: unknown, m: string) => void lines.push(["info", m, o])) as typeof logger.info);
    const site = (slug: string, trade_in: boolean, registration_lookup: unknown) => ({
      slug,
      config: { features: { trade_in }, trade_in: { registration_lookup: registrationLookupSchema.parse(registration_lookup) } },
    });
    const http = { adapter: "http", url: "https://rego.example/lookup", api_key_env: "REGO_LOOKUP_KEY_A" };
    logRegistrationLookups(
      [
        site("plain", true, undefined),
        site("keyless", true, http),
        site("keyed", true, { ...http, api_key_env: "REGO_LOOKUP_KEY_B" }),
        site("off", false, undefined),
      ],
      { REGO_LOOKUP_KEY_B: "k" },
    );
    warn.mockRestore();
    info.mockRestore();
    expect(lines.map(([level, msg, o]) => [level, msg, (o as { tenant: string }).tenant])).toEqual([
      ["warn", "trade-in registration lookup is NOT configured: shoppers choose their car from lists built from stock", "plain"],
      ["warn", "trade-in registration lookup key is NOT set", "keyless"],
      ["info", "trade-in registration lookup", "keyed"],
    ]);
  });
});
