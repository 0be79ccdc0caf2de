import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MESSAGES } from "~/domain/leads/form-schemas";
import { leads, outboxJobs, vehicles } from "~/server/db/schema.server";
import { CAR_UNAVAILABLE } from "~/server/leads/submit-lead.server";
import { listMail, readMail } from "~/server/mail/folder-mailer.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { leadTenant } from "../../tests/setup/lead-fixtures";
import { adfDtdErrors } from "../../tests/setup/lead-receivers";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./api.leads";

const core = () => ({
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "+61 412 345 678",
  terms_conditions: true,
  opt_in: true,
  submission_id: randomUUID(),
});

describe("POST /api/leads (spec 01 §7 'Lead submission helper')", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: leadTenant("leadco"),
        vehicles: [
          vehicleRow({ stocknum: "U1", car_type: "used" }),
          vehicleRow({ stocknum: "N1", car_type: "new", tag: "Test Drive Only" }),
          vehicleRow({ stocknum: "H1", show_on_dealer_website: false }),
        ],
      },
      { config: tenantConfig({ slug: "other" }), vehicles: [vehicleRow({ stocknum: "O1" })] },
    ]);
  });
  afterAll(() => t.close());

  const idOf = async (stocknum: string) =>
    (await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.stocknum, stocknum)))[0].id;
  async function post(body: unknown, host = "leadco.localhost") {
    const init = {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (test)", referer: `http://${host}/cars/x` },
    };
    const res = await action(t.args(`http://${host}/api/leads`, { init }));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  it("accepts an enquiry about a used car: the reference, event 15, the category (spec 01 §9)", async () => {
    const fields = { ...core(), message: "Still available?" };
    const res = await post({
      form: "vehicle_enquiry",
      fields,
      car_id: await idOf("U1"),
      attributes: { linked_query_params: { utm_source: "newsletter" }, visited_pages: ["/search", "/cars/x"], url: "/cars/x" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      lead_id: expect.stringMatching(/^LE-[2-9A-Z]{8}$/),
      analytics_event_id: 15,
      success_category: "Vehicle Enquiry",
    });
    const [row] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.publicId, res.json.lead_id as string));
    expect(row.payload).toMatchObject({ phone: "0412345678", message: "Still available?", car_id: await idOf("U1") });
    expect(row.attributes).toEqual({
      url: "/cars/x",
      source: "newsletter",
      user_agent: "Mozilla/5.0 (test)",
      visited_pages: ["/search", "/cars/x"],
      linked_query_params: { utm_source: "newsletter" },
      form_completed: true,
    });
    expect(row.siteOrigin).toBe("http://leadco.localhost");
  });

  it("answers a repeated submission id with the same lead, storing nothing more", async () => {
    const body = { form: "test_drive", fields: core(), car_id: await idOf("N1") };
    const first = await post(body);
    const again = await post(body);
    expect(first.json).toMatchObject({ analytics_event_id: 17, success_category: "Test Drive" });
    expect(again).toEqual(first);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.publicId, first.json.lead_id as string)),
    ).toHaveLength(1);
  });

  it("answers 400 with every field's messages, quoted from the form's schema (spec 02 §5)", async () => {
    const res = await post({ form: "vehicle_enquiry", fields: { phone: "123", postcode: "40" }, car_id: await idOf("U1") });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      errors: {
        name: [MESSAGES.name],
        last_name: [MESSAGES.lastName],
        email: [MESSAGES.email],
        phone: [MESSAGES.phoneInvalid],
        postcode: ["Invalid postcode. Please enter a 4-digit number."],
        message: ["Comments are required."],
        terms_conditions: ["*You must agree to the terms of use before submitting."],
        submission_id: [MESSAGES.submissionId],
      },
    });
  });

  it("takes only this site's listed cars", async () => {
    for (const id of [await idOf("O1"), await idOf("H1"), 999_999]) {
      const res = await post({ form: "vehicle_enquiry", fields: { ...core(), message: "hi" }, car_id: id });
      expect(res).toEqual({ status: 400, json: { errors: { car_id: [CAR_UNAVAILABLE] } } });
    }
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = (await t.db.select().from(leads)).length;
    const res = await post({
      form: "general_contact",
      fields: { ...core(), message: "buy pills", [HONEYPOT_FIELD]: "http://spam" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      lead_id: expect.stringMatching(/^LE-/),
      analytics_event_id: 22,
      success_category: "General Enquiry",
    });
    expect(await t.db.select().from(leads)).toHaveLength(before);
  });

  it("refuses a body that is not the helper's shape with a message naming the field", async () => {
    expect(await post("{not json")).toEqual({
      status: 400,
      json: { errors: { "": ["The request body must be JSON: { form, fields, car_id?, attributes? }."] } },
    });
    const unknownForm = await post({ form: "finance_application", fields: {} });
    expect(unknownForm.status).toBe(400);
    expect(unknownForm.json.errors).toHaveProperty("form");
    expect((await post({ form: "general_contact", fields: [] })).json.errors).toHaveProperty("fields");
  });

  it("answers 500 'Lead submission failed' when storing fails, and stores nothing", async () => {
    await t.db.execute(sql.raw(`alter table leads add constraint no_careers check (form <> 'careers')`));
    try {
      const res = await post({ form: "careers", fields: { ...core(), message: "I'd like to apply" } });
      expect(res).toEqual({ status: 500, json: { error: "Lead submission failed" } });
    } finally {
      await t.db.execute(sql.raw(`alter table leads drop constraint no_careers`));
    }
  });

  it("answers 405 to GET", async () => {
    expect(loader().status).toBe(405);
  });

  it("delivers through the embedded mailer: .eml files the dealer and the shopper would get, the ADF attachment valid", async () => {
    const before = (await listMail(t.mailDir)).length;
    // An address of its own: the tests above used up jane@example.com's confirmations for today (limits.server.ts).
    const res = await post({
      form: "request_photos",
      fields: { ...core(), email: "jane.mail@example.com" },
      car_id: await idOf("U1"),
    });
    const ref = res.json.lead_id as string;
    await t.outbox.start();
    try {
      for (let i = 0; i < 200; i++) {
        const jobs = await t.db
          .select()
          .from(outboxJobs)
          .where(eq(outboxJobs.subject, `lead:${ref}`));
        if (jobs.every((j) => j.status === "done")) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await t.outbox.idle();
    } finally {
      await t.outbox.stop();
    }
    const mail = (await listMail(t.mailDir)).slice(before).filter((m) => m.subject.includes(ref));
    expect(mail.map((m) => m.to)).toEqual(
      expect.arrayContaining([
        ["sales@leadco.example.com", "manager@leadco.example.com"],
        ["adf@crm.leadco.example.com"],
        ["jane.mail@example.com"],
      ]),
    );
    const dealer = mail.find((m) => m.to.includes("sales@leadco.example.com"))!;
    const parsed = await simpleParser((await readMail(t.mailDir, dealer.id))!);
    expect(parsed.text).toContain("Photo request: Please send me more photos of this vehicle.");
    expect(adfDtdErrors(parsed.attachments[0].content.toString("utf8"))).toBe("");
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, ref));
    expect(row.deliveryStatus).toBe("delivered");
  });
});
