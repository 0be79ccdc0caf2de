import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendSignInCode, verifySignInCode } from "~/server/auth/sign-in.server";
import { tenantScope } from "~/server/context.server";
import { openDatabase } from "~/server/db/client.server";
import { listSms } from "~/server/sms/folder-sms.server";
import { tenantConfig } from "../setup/builders";
import { openTestPostgres, type TestDatabase } from "../setup/databases";
import { openTestPlatform, type TestPlatform } from "../setup/test-platform";

/**
 * Issue 11 §2: the send limits and a code's 5 attempts hold across server
 * processes. Two platform instances (each its own connection pool, limiter
 * stores, outbox worker) on one PostgreSQL database.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("sign-in limits across two platform instances on PostgreSQL", () => {
  let shared: TestDatabase;
  let a: TestPlatform;
  let b: TestPlatform;
  const secret = randomBytes(32);
  const details = { first_name: "Ann", last_name: "Lee", email: "ann@example.com" };

  beforeAll(async () => {
    shared = await openTestPostgres(url!);
    const config = tenantConfig({ slug: "twin" });
    a = await openTestPlatform([{ config }], { open: () => openDatabase({ url: shared.url! }), authSecret: secret });
    b = await openTestPlatform([{ config }], { open: () => openDatabase({ url: shared.url! }), authSecret: secret });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.close();
  });

  const scopeOf = (t: TestPlatform) => tenantScope(t.args("http://twin.localhost/sign-in").context);

  it("3 codes per phone per 15 minutes, whichever instance sends", async () => {
    const phone = "0412700001";
    const results = [];
    for (let i = 0; i < 6; i++) {
      const t = i % 2 === 0 ? a : b;
      results.push((await sendSignInCode(scopeOf(t), secret, `203.0.113.${i}`, { phone, ...details })).status);
    }
    expect(results).toEqual(["sent", "sent", "sent", "limited", "limited", "limited"]);
  });

  it("a code's wrong attempts add up across instances; the code sent by one is good on the other", async () => {
    const phone = "0412700002";
    expect((await sendSignInCode(scopeOf(a), secret, "203.0.113.20", { phone, ...details })).status).toBe("sent");
    await a.outbox.start();
    let code = "";
    for (let i = 0; i < 100 && !code; i++) {
      await a.outbox.idle();
      const m = (await listSms(a.smsDir)).find((s) => s.to === "+61412700002");
      if (m) code = m.body.slice(0, 6);
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await verifySignInCode(scopeOf(i % 2 ? b : a), secret, `203.0.113.${30 + i}`, { phone, code: wrong })).status,
      );
    expect(statuses).toEqual(["invalid", "invalid", "invalid", "invalid"]);
    // The fifth attempt, on either instance, would end it; the right code on B still signs in.
    expect((await verifySignInCode(scopeOf(b), secret, "203.0.113.40", { phone, code })).status).toBe("verified");
    expect((await verifySignInCode(scopeOf(a), secret, "203.0.113.41", { phone, code })).status).toBe("invalid");
  });
});
