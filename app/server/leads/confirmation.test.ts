import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/domain/leads/form-schemas";
import { leadTenant } from "../../../tests/setup/lead-fixtures";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { tenantScope } from "../context.server";
import { leads, outboxJobs } from "../db/schema.server";
import { confirmationEmail, dealerEmail, greetingName } from "./emails.server";
import { LEAD_JOB_KINDS } from "./jobs.server";
import { leadFacts } from "./lead-facts.server";
import { emailKey } from "./limits.server";
import { submitLead } from "./submit-lead.server";

/**
 * Issue 17 §11: the shopper's confirmation is not a relay. Confirmations to
 * one address are limited per day (a lead past the limit is still stored and
 * sent to the dealer; only the confirmation is skipped, and recorded), and
 * the name it echoes carries no link or markup.
 */
describe("the shopper's confirmation", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([{ config: leadTenant("confco") }]);
  });
  afterAll(() => t.close());

  let n = 0;
  async function send(email: string, name = "Jane") {
    n += 1;
    const url = "http://confco.localhost/contact";
    const args = t.args(url, { init: { method: "POST", headers: { referer: url } } });
    return submitLead(tenantScope(args.context), args.request, {
      form: "general_contact",
      values: {
        name,
        last_name: "Citizen",
        email,
        phone: `0412 300 ${String(n).padStart(3, "0")}`,
        category: "General Enquiry",
        message: "Please call me.",
        terms_conditions: true,
        submission_id: randomUUID(),
      },
      clientKey: `client-${n}`,
    });
  }
  const stored = async (reference: string) => (await t.db.select().from(leads).where(eq(leads.publicId, reference)))[0];
  const kinds = async (reference: string) =>
    (
      await t.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.subject, `lead:${reference}`))
    )
      .map((j) => j.kind)
      .sort();

  it("sends at most 3 a day to one mailbox, however it is spelt; the 4th lead still reaches the dealer", async () => {
    const spellings = ["victim@example.com", "Victim@Example.com", "victim+ads@example.com", "VICTIM+2@example.com"];
    const refs: string[] = [];
    for (const email of spellings) {
      const r = await send(email);
      if (r.status !== "accepted") throw new Error(`expected accepted, got ${r.status}`);
      refs.push(r.leadId);
    }
    const withConfirmation = [LEAD_JOB_KINDS.confirmation, LEAD_JOB_KINDS.crmEmail, LEAD_JOB_KINDS.dealerEmail].sort();
    for (const ref of refs.slice(0, 3)) {
      expect(await kinds(ref)).toEqual(withConfirmation);
      expect((await stored(ref)).routing).toMatchObject({ confirmation: true });
    }
    const fourth = refs[3];
    expect(await kinds(fourth)).toEqual([LEAD_JOB_KINDS.crmEmail, LEAD_JOB_KINDS.dealerEmail].sort());
    expect((await stored(fourth)).routing).toMatchObject({ confirmation: false, confirmation_skipped: "limit" });
    expect((await stored(fourth)).payload).toMatchObject({ email: "VICTIM+2@example.com" });

    // Another mailbox is not held back by it.
    const other = await send("someone.else@example.com");
    if (other.status !== "accepted") throw new Error("expected accepted");
    expect(await kinds(other.leadId)).toContain(LEAD_JOB_KINDS.confirmation);
  });

  it("keys the limit by a digest of the mailbox: no address in rate_limits", () => {
    expect(emailKey("Jane.Doe+x@Gmail.com")).toBe(emailKey("janedoe@googlemail.com"));
    expect(emailKey("jane@example.com")).not.toBe(emailKey("jane@example.org"));
    expect(emailKey("jane.doe@example.com")).not.toBe(emailKey("janedoe@example.com"));
    expect(emailKey("jane@example.com")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(emailKey("jane@example.com")).not.toContain("jane");
  });

  it("refuses a web address or markup as a name at the form (no lead, no email)", async () => {
    for (const name of ["Visit http://spam.example", "www.spam.example", "cheap-pills.com", "<a href=x>Jane</a>"]) {
      const r = await send("victim2@example.com", name);
      expect(r.status, name).toBe("invalid");
      if (r.status === "invalid") expect(r.errors.name, name).toEqual([MESSAGES.nameNotAName]);
    }
    for (const name of ["Mary-Jane", "O'Neil", "J. R.", "Zoë", "Nguyễn Văn"])
      expect((await send(`ok${n}@example.com`, name)).status, name).toBe("accepted");
  });

  it("greets by a plain first name only; the wording names what was sent once", async () => {
    const r = await send("words@example.com");
    if (r.status !== "accepted") throw new Error("expected accepted");
    const facts = leadFacts(await stored(r.leadId), t.platform.registry.tenantById(t.ids.confco)!.config, "confco");
    const from = { name: "Test Motors", address: "no-reply@example.com" };
    const mail = confirmationEmail(facts, from);
    expect(mail.text).toContain("Hi Jane,");
    expect(mail.text).toContain("We have received your general enquiry and your reference is");
    expect(`${mail.text}${mail.html}`).not.toMatch(/enquiry enquiry/i);
    expect(dealerEmail(facts, from, ["sales@x.example"]).subject).toBe(`New lead ${r.leadId}: General Enquiry – Jane Citizen`);

    const hostile = { ...facts, contact: { ...facts.contact, firstName: "Win $$$ at http://spam.example <b>now</b>" } };
    const spam = confirmationEmail(hostile, from);
    expect(spam.text).toContain("Hi there,");
    for (const body of [spam.text, spam.html!]) {
      expect(body).not.toContain("spam.example");
      expect(body).not.toContain("Win $$$");
    }
    expect(greetingName("  Mary-Jane  ")).toBe("Mary-Jane");
    expect(greetingName("A".repeat(31))).toBeNull();
    expect(greetingName("evil.com")).toBeNull();
    expect(greetingName("")).toBeNull();
  });
});
