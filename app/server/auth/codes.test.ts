import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_TTL_MS, MAX_WRONG_ATTEMPTS } from "~/domain/sign-in/code";
import { outboxJobs, users, verificationCodes, verifications } from "~/server/db/schema.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig } from "../../../tests/setup/builders";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { hashCode, unseal } from "./code-crypto.server";
import { checkCode, contactExists, issueCode, type CodeTenant } from "./codes.server";

/** The code a shopper would read in the SMS: unsealed from the job, as the outbox handler does. */
async function sentCode(database: TestDatabase, secret: Buffer, codeId: number): Promise<string> {
  const [job] = await database.db
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.subject, `sign-in-code:${codeId}`));
  const text = unseal(secret, (job.payload as { sealed: string }).sealed);
  return /^(\d{6}) /.exec(text ?? "")![1];
}

/** A code issued within the limits (each test uses its own phone, well within them). */
async function issued(...args: Parameters<typeof issueCode>): Promise<{ codeId: number; expiresAt: Date }> {
  const r = await issueCode(...args);
  if (r.status !== "issued") throw new Error(`refused by the phone's limits: retry after ${r.retryAfterSeconds} s`);
  return r;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(testDatabases())("sign-in codes on $name (issue 11 §2)", ({ open }) => {
  let database: TestDatabase;
  let a: CodeTenant;
  let b: CodeTenant;
  const secret = randomBytes(32);
  const details = { first_name: "Ann", last_name: "Lee", email: "ann@example.com", dealership_slug: "a-dealer" };
  let phoneN = 0;
  const phone = () => `04${String(12_000_000 + phoneN++).padStart(8, "0")}`;

  beforeAll(async () => {
    database = await open();
    const ta = await applyTenant(database.db, tenantConfig({ slug: "code-a" }));
    const tb = await applyTenant(database.db, tenantConfig({ slug: "code-b" }));
    a = { id: ta.id, slug: "code-a", name: "Code A Motors" };
    b = { id: tb.id, slug: "code-b", name: "Code B Motors" };
  });
  afterAll(() => database.close());

  it("stores only a keyed hash; the SMS waits in the outbox sealed", async () => {
    const p = phone();
    const { codeId, expiresAt } = await issued(database.db, secret, a, p, details);
    const code = await sentCode(database, secret, codeId);
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.id, codeId));
    expect(row.codeHash).toBe(hashCode(secret, a.id, p, code));
    expect(row.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
    const [job] = await database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.subject, `sign-in-code:${codeId}`));
    expect(JSON.stringify(job.payload)).not.toContain(code);
    expect(job.kind).toBe("sms.sign-in-code");
    expect(expiresAt.getTime() - row.createdAt.getTime()).toBe(CODE_TTL_MS);
  });

  it("verifies once, creates the user, records the verification (spec 02 §7)", async () => {
    const p = phone();
    const { codeId } = await issued(database.db, secret, a, p, details);
    const code = await sentCode(database, secret, codeId);
    const first = await checkCode(database.db, secret, a, p, code);
    expect(first.status).toBe("verified");
    if (first.status !== "verified") return;
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({ tenantId: a.id, phone: p, firstName: "Ann", lastName: "Lee", email: "ann@example.com" });
    const recorded = await database.db.select().from(verifications).where(eq(verifications.userId, first.user.id));
    expect(recorded).toMatchObject([{ websiteSlug: "code-a", dealershipSlug: "a-dealer", verificationType: "sms" }]);
    // Single use.
    expect((await checkCode(database.db, secret, a, p, code)).status).toBe("invalid");
    expect(await contactExists(database.db, a.id, p)).toBe(true);
    expect(await contactExists(database.db, b.id, p)).toBe(false);
  });

  it("a returning shopper who leaves the names out keeps them; new ones replace them", async () => {
    const p = phone();
    let { codeId } = await issued(database.db, secret, a, p, details);
    await checkCode(database.db, secret, a, p, await sentCode(database, secret, codeId));
    ({ codeId } = await issued(database.db, secret, a, p, {}));
    const again = await checkCode(database.db, secret, a, p, await sentCode(database, secret, codeId));
    expect(again).toMatchObject({ status: "verified", created: false, user: { firstName: "Ann", email: "ann@example.com" } });
    ({ codeId } = await issued(database.db, secret, a, p, { email: "ann@new.example.com" }));
    const changed = await checkCode(database.db, secret, a, p, await sentCode(database, secret, codeId));
    expect(changed).toMatchObject({ status: "verified", user: { firstName: "Ann", email: "ann@new.example.com" } });
    expect(await database.db.select().from(users).where(eq(users.phone, p))).toHaveLength(1);
  });

  it("expires after 10 minutes", async () => {
    const p = phone();
    const t0 = new Date();
    const { codeId } = await issued(database.db, secret, a, p, details, t0);
    const code = await sentCode(database, secret, codeId);
    expect((await checkCode(database.db, secret, a, p, code, new Date(t0.getTime() + CODE_TTL_MS))).status).toBe("invalid");
    const fresh = await issued(database.db, secret, a, p, details, t0);
    const code2 = await sentCode(database, secret, fresh.codeId);
    expect((await checkCode(database.db, secret, a, p, code2, new Date(t0.getTime() + CODE_TTL_MS - 1000))).status).toBe(
      "verified",
    );
  });

  it("ends after 5 wrong attempts, even for the right code then", async () => {
    const p = phone();
    const { codeId } = await issued(database.db, secret, a, p, details);
    const code = await sentCode(database, secret, codeId);
    const results = [];
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i++) results.push((await checkCode(database.db, secret, a, p, wrong(code))).status);
    expect(results).toEqual(["invalid", "invalid", "invalid", "invalid", "exhausted"]);
    expect((await checkCode(database.db, secret, a, p, code)).status).toBe("exhausted");
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.id, codeId));
    expect(row.wrongAttempts).toBe(MAX_WRONG_ATTEMPTS);
    expect(row.usedAt).toBeNull();
  });

  it("counts concurrent wrong guesses one by one (FOR UPDATE)", async () => {
    const p = phone();
    const { codeId } = await issued(database.db, secret, a, p, details);
    const code = await sentCode(database, secret, codeId);
    const guesses = Array.from({ length: 12 }, () => checkCode(database.db, secret, a, p, wrong(code)));
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === "invalid")).toHaveLength(MAX_WRONG_ATTEMPTS - 1);
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.id, codeId));
    expect(row.wrongAttempts).toBe(MAX_WRONG_ATTEMPTS);
  });

  it("a new code ends the earlier one", async () => {
    const p = phone();
    const first = await issued(database.db, secret, a, p, details);
    const code1 = await sentCode(database, secret, first.codeId);
    const second = await issued(database.db, secret, a, p, details);
    const code2 = await sentCode(database, secret, second.codeId);
    if (code1 !== code2) expect((await checkCode(database.db, secret, a, p, code1)).status).toBe("invalid");
    expect((await checkCode(database.db, secret, a, p, code2)).status).toBe("verified");
  });

  it("a code is good only on the tenant it was sent for, and only under the secret", async () => {
    const p = phone();
    const { codeId } = await issued(database.db, secret, a, p, details);
    const code = await sentCode(database, secret, codeId);
    expect((await checkCode(database.db, secret, b, p, code)).status).toBe("invalid");
    expect((await checkCode(database.db, randomBytes(32), a, p, code)).status).toBe("invalid");
    expect((await checkCode(database.db, secret, a, p, code)).status).toBe("verified");
  });

  it("issues at most 3 codes to a phone in any 15 minutes, counted over every site together", async () => {
    const p = phone();
    const t0 = new Date("2030-02-03T04:05:06Z");
    const after = (ms: number) => new Date(t0.getTime() + ms);
    const statuses = [];
    for (const [i, site] of [a, b, a].entries())
      statuses.push((await issueCode(database.db, secret, site, p, details, after(i * 1000))).status);
    expect(statuses).toEqual(["issued", "issued", "issued"]);
    // On either site: the first code (a's, ended by a's second at 2 s) counts until 15 minutes after that.
    expect(await issueCode(database.db, secret, b, p, details, after(3000))).toEqual({
      status: "limited",
      retryAfterSeconds: 900,
    });
    expect((await issueCode(database.db, secret, a, p, details, after(15 * 60_000 + 2000))).status).toBe("limited");
    expect((await issueCode(database.db, secret, a, p, details, after(15 * 60_000 + 2001))).status).toBe("issued");
    // Other phones are not affected.
    expect((await issueCode(database.db, secret, a, phone(), details, after(3000))).status).toBe("issued");
  });

  it("issues at most 10 codes to a phone in any 24 hours", async () => {
    const p = phone();
    const t0 = new Date("2030-03-04T05:06:07Z");
    const after = (ms: number) => new Date(t0.getTime() + ms);
    const HOUR = 3_600_000;
    for (let i = 0; i < 10; i++) {
      const sent = await issued(database.db, secret, i % 2 ? a : b, p, details, after(i * HOUR));
      // Used at once: it counts from its use, not its expiry.
      expect(
        (
          await checkCode(
            database.db,
            secret,
            i % 2 ? a : b,
            p,
            await sentCode(database, secret, sent.codeId),
            after(i * HOUR + 1000),
          )
        ).status,
      ).toBe("verified");
    }
    expect(await issueCode(database.db, secret, a, p, details, after(10 * HOUR))).toEqual({
      status: "limited",
      retryAfterSeconds: 14 * 3600 + 2,
    });
    expect((await issueCode(database.db, secret, a, p, details, after(24 * HOUR + 1000))).status).toBe("limited");
    expect((await issueCode(database.db, secret, a, p, details, after(24 * HOUR + 1001))).status).toBe("issued");
  });

  it("counts sends to one phone one by one, however many arrive at once", async () => {
    const p = phone();
    const sends = Array.from({ length: 8 }, (_, i) => issueCode(database.db, secret, i % 2 ? a : b, p, details));
    const statuses = (await Promise.all(sends)).map((r) => r.status);
    expect(statuses.filter((s) => s === "issued")).toHaveLength(3);
    expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.phone, p))).toHaveLength(3);
  });
});
