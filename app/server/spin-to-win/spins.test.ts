import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpinToWinConfig } from "~/domain/spin-to-win/config";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { listSms } from "~/server/sms/folder-sms.server";
import { tenantConfig } from "../../../tests/setup/builders";
import { testDatabases } from "../../../tests/setup/databases";
import { campaign } from "../../../tests/setup/spin-builders";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import type { Tenant } from "../context.server";
import { leads, outboxJobs, spins, users } from "../db/schema.server";
import { listMail } from "../mail/folder-mailer.server";
import { SPIN_PRIZE_JOB_KIND } from "./jobs.server";
import { findSpin, prizesGiven, spinOnce, type SpinUser } from "./spins.server";

/**
 * Spin to Win in the database (spec 02 §2 /spin-to-win): one spin per account
 * by the unique key, a prize's stock never exceeded however many spin at
 * once, and the spin, the dealer's lead and the shopper's message written
 * together — on PGlite and, where TEST_DATABASE_URL is set, PostgreSQL.
 */

const attributes = {
  url: "/spin-to-win",
  source: null,
  user_agent: "test",
  visited_pages: [],
  linked_query_params: {},
  form_completed: true,
};
const opts = (now = new Date("2026-10-01T00:00:00Z")) => ({ now, randomInt, siteOrigin: "http://spin-co.localhost", attributes });

describe.each(testDatabases())("spins on $name", ({ open }) => {
  let t: TestPlatform;
  let tenant: Tenant;
  let mailTenant: Tenant;
  let n = 0;
  // The campaign the sites run (the message reads its title and terms from the config); the second sends by email.
  const deliverCampaign = campaign({
    id: "deliver",
    title: "Spring Spin",
    prizes: [{ id: "fuel", name: "A tank of fuel", terms: "Collect within 60 days.", stock: 5, weight: 1 }],
  });

  beforeAll(async () => {
    const site = (slug: string, c: SpinToWinConfig): TenantConfig =>
      tenantConfig({ slug, lead: { delivery: { default: { email: [`sales@${slug}.example.com`] } } } as never, spin_to_win: c });
    const configs = [site("spin-co", deliverCampaign), site("spin-mail", { ...deliverCampaign, send_by: "email" })];
    t = await openTestPlatform(
      configs.map((config) => ({ config })),
      { open },
    );
    [tenant, mailTenant] = configs.map((config) => ({ id: t.ids[config.slug], slug: config.slug, config }));
  }, 60_000);
  afterAll(() => t.close());

  async function shoppers(count: number, email = true, tenantId = tenant.id): Promise<SpinUser[]> {
    const rows = Array.from({ length: count }, () => {
      n++;
      return {
        tenantId,
        phone: `04129${String(n).padStart(5, "0")}`,
        firstName: `Shopper${n}`,
        lastName: "Test",
        email: email ? `shopper${n}@example.com` : "",
      };
    });
    return t.db.insert(users).values(rows).returning({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    });
  }

  it("two spins by one account at once make one spin, one lead and one message", async () => {
    const c = campaign({ id: "double-click" });
    const [ann] = await shoppers(1);
    const both = await Promise.all([spinOnce(t.db, tenant, c, ann, opts()), spinOnce(t.db, tenant, c, ann, opts())]);
    expect(both.map((r) => r.status).sort()).toEqual(["already", "spun"]);
    const [a, b] = both.map((r) => (r.status === "sold_out" ? null : r.spin));
    expect(a).toEqual(b);
    const rows = await t.db
      .select()
      .from(spins)
      .where(and(eq(spins.campaignId, "double-click"), eq(spins.userId, ann.id)));
    expect(rows).toHaveLength(1);
    const lead = await t.db.select().from(leads).where(eq(leads.publicId, rows[0].leadReference!));
    expect(lead).toHaveLength(1);
    const jobs = await t.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.subject, `spin:${rows[0].id}`));
    expect(jobs.map((j) => j.kind)).toEqual([SPIN_PRIZE_JOB_KIND]);
    // And later, too: the account has had its spin.
    expect((await spinOnce(t.db, tenant, c, ann, opts())).status).toBe("already");
  });

  it("the unique key alone refuses a second spin row for the account", async () => {
    const [bob] = await shoppers(1);
    const row = { tenantId: tenant.id, campaignId: "key-only", userId: bob.id, outcome: "no_prize" };
    await t.db.insert(spins).values(row);
    await expect(t.db.insert(spins).values(row)).rejects.toThrow();
    // A spin in another campaign is another spin.
    await t.db.insert(spins).values({ ...row, campaignId: "key-only-2" });
  });

  it("many shoppers at once never win more of a prize than its stock; once all is won, no more spins", async () => {
    // The rare prize would win nearly every draw while it lasts.
    const c = campaign({
      id: "rush",
      prizes: [
        { id: "rare", name: "Rare", stock: 3, weight: 1_000_000 },
        { id: "common", name: "Common", stock: 9, weight: 1 },
      ],
    });
    const crowd = await shoppers(20);
    const results = await Promise.all(crowd.map((u) => spinOnce(t.db, tenant, c, u, opts())));
    const won = results.flatMap((r) => (r.status === "spun" ? [r.spin.prizeId] : []));
    expect(won.filter((p) => p === "rare")).toHaveLength(3);
    expect(won.filter((p) => p === "common")).toHaveLength(9);
    expect(results.filter((r) => r.status === "sold_out")).toHaveLength(8);
    expect(Object.fromEntries(await prizesGiven(t.db, tenant.id, "rush"))).toEqual({ rare: 3, common: 9 });
    // Every prize has its lead and its message; the shoppers who came too late have neither a spin nor a lead.
    const rows = await t.db.select().from(spins).where(eq(spins.campaignId, "rush"));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.leadReference)).size).toBe(12);
    const late = results.flatMap((r, i) => (r.status === "sold_out" ? [crowd[i].id] : []));
    for (const id of late) expect(await findSpin(t.db, tenant.id, "rush", id)).toBeNull();
  });

  it("a no-prize spin is a spin: stored, nothing sent, no lead", async () => {
    const c = campaign({ id: "miss", no_prize: { weight: 1 } });
    const [cat] = await shoppers(1);
    // The no-prize outcome is last: the top of the range.
    const r = await spinOnce(t.db, tenant, c, cat, { ...opts(), randomInt: (max) => max - 1 });
    expect(r).toMatchObject({ status: "spun", spin: { outcome: "no_prize", prizeId: null, reference: null } });
    expect(await prizesGiven(t.db, tenant.id, "miss")).toEqual(new Map());
    expect((await spinOnce(t.db, tenant, c, cat, opts())).status).toBe("already");
  });

  it("files the lead as 'Spin to Win' for the dealer, sends no enquiry receipt, and delivers the prize by SMS or email", async () => {
    const [dee] = await shoppers(1);
    const [eve] = await shoppers(1, true, mailTenant.id);
    const [fay] = await shoppers(1, false, mailTenant.id);
    const bySms = await spinOnce(t.db, tenant, deliverCampaign, dee, opts());
    const byEmail = await spinOnce(t.db, mailTenant, mailTenant.config.spin_to_win!, eve, opts());
    // Email chosen, but the account has no address: SMS.
    const fallback = await spinOnce(t.db, mailTenant, mailTenant.config.spin_to_win!, fay, opts());
    expect([bySms, byEmail, fallback].map((r) => (r.status === "sold_out" ? null : r.spin.channel))).toEqual([
      "sms",
      "email",
      "sms",
    ]);

    const ref = bySms.status === "spun" ? bySms.spin.reference! : "";
    const [lead] = await t.db.select().from(leads).where(eq(leads.publicId, ref));
    expect(lead).toMatchObject({ category: "Spin to Win", subcategory: "A tank of fuel", termsAccepted: true });
    expect(lead.payload).toMatchObject({ name: dee.firstName, phone: dee.phone, email: dee.email });
    expect(String(lead.payload.message)).toContain("Prize won: A tank of fuel (Spring Spin, campaign deliver)");
    // The dealer's email only: the shopper's message is the prize.
    expect(lead.routing).toMatchObject({ email: ["sales@spin-co.example.com"], confirmation: false });

    // The lead, the spin and the message were made together; the outbox delivers the message.
    const mailBefore = (await listMail(t.mailDir)).length;
    await t.outbox.start();
    await t.outbox.idle();
    for (let i = 0; i < 200 && (await t.db.select().from(outboxJobs).where(eq(outboxJobs.status, "pending"))).length; i++)
      await new Promise((r) => setTimeout(r, 25));
    await t.outbox.stop();
    const texts = await listSms(t.smsDir);
    const toDee = texts.find((m) => m.to === `+61${dee.phone.slice(1)}`);
    expect(toDee?.body).toBe(
      `Test Motors: Congratulations ${dee.firstName}, you are a winner in Spring Spin! Your prize: A tank of fuel. To claim it, quote reference ${ref} to Test Motors Brisbane on 07 3000 0000. Conditions: Collect within 60 days. Full terms: /spin-to-win`,
    );
    expect(texts.some((m) => m.to === `+61${fay.phone.slice(1)}`)).toBe(true);
    expect(texts.some((m) => m.to === `+61${eve.phone.slice(1)}`)).toBe(false);
    const mail = (await listMail(t.mailDir)).slice(mailBefore);
    const toEve = mail.find((m) => m.to.includes(eve.email));
    expect(toEve?.subject).toBe("Your Spring Spin prize: A tank of fuel");
    const eml = fs.readFileSync(path.join(t.mailDir, `${toEve!.id}.eml`), "utf8").replace(/=\r?\n/g, "");
    expect(eml).toContain("Prize conditions: Collect within 60 days.");
    expect(eml).toContain("Prizes while stocks last.");
    // No "we received your enquiry" to any of them.
    expect(mail.filter((m) => m.to.includes(dee.email) || m.to.includes(eve.email))).toHaveLength(1);
    expect(mail.filter((m) => m.to.includes("sales@spin-co.example.com")).length).toBeGreaterThanOrEqual(1);
    expect(mail.filter((m) => m.to.includes("sales@spin-mail.example.com"))).toHaveLength(2);
  }, 30_000);
});
