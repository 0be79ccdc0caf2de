import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxAttempts, outboxJobs } from "~/server/db/schema.server";
import { tenantConfig } from "../../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { issueCode } from "../auth/codes.server";
import { folderSms, listSms, readSms } from "./folder-sms.server";
import type { SmsSender } from "./sms-sender.server";

describe("sign-in SMS through the outbox (issue 11 §3)", () => {
  let t: TestPlatform;
  let failuresLeft = 2;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-delivery-"));
  const folder = folderSms(dir);
  // Fails twice, like a provider having a bad minute, then writes to the folder.
  const flaky: SmsSender = {
    kind: "folder",
    description: "flaky",
    async send(m, signal) {
      if (failuresLeft-- > 0) throw new Error("provider down");
      return folder.send(m, signal);
    },
  };

  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "sms-a", name: "SMS A Motors" }) }], { sms: flaky });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is retried, every attempt recorded, and lands in the folder in E.164 with the code", async () => {
    const tenant = { id: t.ids["sms-a"], slug: "sms-a", name: "SMS A Motors" };
    const sent = await issueCode(t.db, t.platform.authSecret.key, tenant, "0412555666", { first_name: "Ann" });
    if (sent.status !== "issued") throw new Error("refused by the phone's limits");
    const { codeId } = sent;
    const [job] = await t.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.subject, `sign-in-code:${codeId}`));
    await t.outbox.start();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.id, job.id));
      if (row.status === "done" || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const attempts = await t.db.select().from(outboxAttempts).where(eq(outboxAttempts.jobId, job.id)).orderBy(outboxAttempts.id);
    expect(attempts.map((a) => a.status)).toEqual(["failed", "failed", "succeeded"]);
    const messages = await listSms(dir);
    expect(messages).toHaveLength(1);
    expect(messages[0].to).toBe("+61412555666");
    expect(messages[0].body).toMatch(/^\d{6} is your SMS A Motors verification code\./);
    expect(await readSms(dir, messages[0].id)).toEqual(messages[0]);
    expect(await readSms(dir, "../../etc/passwd")).toBeNull();
  }, 30_000);

  it("an expired code's SMS is not sent", async () => {
    const tenant = { id: t.ids["sms-a"], slug: "sms-a", name: "SMS A Motors" };
    const past = new Date(Date.now() - 11 * 60_000);
    const sent = await issueCode(t.db, t.platform.authSecret.key, tenant, "0412555777", {}, past);
    if (sent.status !== "issued") throw new Error("refused by the phone's limits");
    const { codeId } = sent;
    const deadline = Date.now() + 10_000;
    let status = "";
    while (Date.now() < deadline) {
      [{ status }] = await t.db
        .select({ status: outboxJobs.status })
        .from(outboxJobs)
        .where(eq(outboxJobs.subject, `sign-in-code:${codeId}`));
      if (status === "dead") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe("dead");
    expect((await listSms(dir)).map((m) => m.to)).not.toContain("+61412555777");
  }, 20_000);
});
