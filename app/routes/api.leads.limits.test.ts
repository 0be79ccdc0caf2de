import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { leads } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { REDACT_PATHS } from "~/server/redact.server";
import { action } from "./api.leads";
import { testDatabases } from "../../tests/setup/databases";
import { leadTenant } from "../../tests/setup/lead-fixtures";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { rowsOf } from "~/server/db/rows.server";
import { phoneKey } from "~/server/leads/limits.server";

/** Issue 10 §6: per-address and per-phone lead limits (rate_limits table), and no contact details in the logs. */

const fields = (phone: string, email = "jane@example.com") => ({
  name: "Jane",
  last_name: "Citizen",
  email,
  phone,
  terms_conditions: true,
  category: "General Enquiry",
  message: "Please call me",
  submission_id: randomUUID(),
});

/** A distinct valid mobile number per n. */
const mobile = (n: number) => `04${String(10_000_000 + n).slice(-8)}`;

describe.each(testDatabases())("lead submission limits (issue 10 §6) on $name", ({ open }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([{ config: leadTenant("limitco") }], { open });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  async function post(body: unknown, clientIp: string) {
    const init = {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", referer: "http://limitco.localhost/contact" },
    };
    const res = await action(t.args("http://limitco.localhost/api/leads", { init, client: { clientIp } }));
    return {
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      json: (await res.json()) as Record<string, unknown>,
    };
  }
  const count = async () => (await t.db.select().from(leads)).length;

  it("takes 10 leads from one address in 10 minutes, then answers 429 with a clear message and stores nothing", async () => {
    for (let i = 0; i < 10; i++)
      expect((await post({ form: "general_contact", fields: fields(mobile(i)) }, "198.51.100.7")).status).toBe(200);
    const before = await count();
    const refused = await post({ form: "general_contact", fields: fields(mobile(99)) }, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Too many enquiries have been sent from your network\. Try again in \d+ minutes\.$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await post({ form: "general_contact", fields: fields(mobile(100)) }, "198.51.100.8")).status).toBe(200);
  });

  it("takes 5 leads per phone number an hour, however it is written and wherever they come from", async () => {
    const written = ["0412 999 001", "+61 412 999 001", "61412999001", "(04) 1299-9001", "0412999001"];
    for (const [i, phone] of written.entries())
      expect((await post({ form: "general_contact", fields: fields(phone) }, `203.0.113.${i + 1}`)).status).toBe(200);
    const refused = await post({ form: "general_contact", fields: fields("0412 999 001") }, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Too many enquiries have been sent with this phone number\. Try again in \d+ minutes\.$/);
    expect((await post({ form: "general_contact", fields: fields("0412 999 002") }, "203.0.113.50")).status).toBe(200);
  });

  it("does not count a submission with errors: a shopper fixing a form spends nothing", async () => {
    for (let i = 0; i < 12; i++)
      expect((await post({ form: "general_contact", fields: { phone: "0412 888 001" } }, "198.51.100.20")).status).toBe(400);
    expect((await post({ form: "general_contact", fields: fields("0412 888 001") }, "198.51.100.20")).status).toBe(200);
  });

  it("keys the phone limit by a digest: the rate_limits table holds no phone number", async () => {
    const keys = rowsOf<{ key: string }>(await t.db.execute("select key from rate_limits")).map((r) => r.key);
    expect(keys).toContain(`lead-phone:${phoneKey("0412999001")}`);
    expect(keys.join(" ")).not.toMatch(/0412|412999|61412/);
  });

  it("logs a submission (accepted, refused, failed validation) without the shopper's phone number or email", async () => {
    // What the process logger is given, written through a pino with the same redaction, at every level.
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const capture = pino({ level: "trace", redact: { paths: REDACT_PATHS, censor: "[redacted]" } }, sink);
    for (const level of ["trace", "debug", "info", "warn", "error", "fatal"] as const)
      vi.spyOn(logger, level).mockImplementation(((...args: Parameters<typeof capture.info>) =>
        capture[level](...args)) as typeof logger.info);

    const email = "secret.shopper@example.org";
    for (let i = 0; i < 6; i++)
      await post({ form: "general_contact", fields: fields("0433 777 123", email) }, `192.0.2.${100 + i}`);
    await post({ form: "general_contact", fields: { phone: "0433 777 123", email: "not-an-email 0433777123" } }, "192.0.2.99");
    const out = lines.join("");
    expect(out).toMatch(/lead accepted/);
    expect(out).toMatch(/over a submission limit/);
    expect(out).not.toMatch(/0433\s?777\s?123|433777123|secret\.shopper|example\.org/);
  });
});
