import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "~/server/context.server";
import { vehicleRow } from "../../../tests/setup/builders";
import { testDatabases } from "../../../tests/setup/databases";
import { leadTenant, parsedEnquiry, testAttributes } from "../../../tests/setup/lead-fixtures";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { leads, outboxJobs } from "../db/schema.server";
import { findVehicleById } from "../inventory/read.server";
import { acceptLead } from "./accept-lead.server";
import { LEAD_JOB_KINDS } from "./jobs.server";

const now = new Date("2025-03-12T01:02:03Z");

describe.each(testDatabases())("acceptLead on $name (issue 10 §4, §5)", ({ open }) => {
  let t: TestPlatform;
  let tenant: Tenant;
  let quiet: Tenant;
  beforeAll(async () => {
    t = await openTestPlatform(
      [
        {
          config: leadTenant("acme", { webhookUrl: "https://crm.example.com/hook" }),
          vehicles: [vehicleRow({ stocknum: "AC1" })],
        },
        { config: leadTenant("quiet", { noTargets: true }) },
      ],
      { open },
    );
    tenant = t.platform.registry.resolve("acme.localhost")!.tenant;
    quiet = t.platform.registry.resolve("quiet.localhost")!.tenant;
  });
  afterAll(() => t.close());

  const car = async () => (await findVehicleById(t.db, t.ids.acme, 1)) ?? null;
  const accept = async (
    fields = parsedEnquiry(),
    opts: { form?: "vehicle_enquiry" | "general_contact"; withCar?: boolean } = {},
  ) =>
    acceptLead(
      t.db,
      tenant,
      {
        form: opts.form ?? "vehicle_enquiry",
        fields,
        car: opts.withCar === false ? null : await car(),
        attributes: testAttributes,
        siteOrigin: "https://acme.example.com",
      },
      now,
    );
  const jobsOf = (ref: string) =>
    t.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.subject, `lead:${ref}`))
      .orderBy(outboxJobs.id);

  it("stores the lead whole — payload, consent, car, attributes, routing — with one job per target group, in one go", async () => {
    const fields = parsedEnquiry({ name__confirm: "" });
    const { leadId, duplicate } = await accept(fields);
    expect(duplicate).toBe(false);
    expect(leadId).toMatch(/^AC-[2-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, leadId));
    expect(row).toMatchObject({
      tenantId: t.ids.acme,
      submissionId: fields.submission_id,
      form: "vehicle_enquiry",
      category: "Vehicle Enquiry",
      subcategory: "Used Car",
      dealershipSlug: "acme-dealer",
      locationId: "l1",
      optIn: true,
      termsAccepted: true,
      consentAt: now,
      carId: 1,
      deliveryStatus: "pending",
      siteOrigin: "https://acme.example.com",
      createdAt: now,
      attributes: testAttributes,
      routing: {
        route: null,
        email: ["sales@acme.example.com", "manager@acme.example.com"],
        crm_email: ["adf@crm.acme.example.com"],
        webhooks: ["crm"],
        confirmation: true,
      },
    });
    expect(row.payload).not.toHaveProperty("submission_id");
    expect(row.payload).not.toHaveProperty("name__confirm");
    expect(row.payload).toMatchObject({ name: "Jane", phone: "0412345678", "do-you-have-a-trade-in": "Yes" });
    // Spec 01 §3 'Form defaults' fields of the car, as it was.
    expect(row.car).toMatchObject({
      car_id: 1,
      dealership_slug: "acme-dealer",
      manufacturer_slug: "toyota",
      stock_number: "AC1",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
      vehicle_status: "in_stock",
      price_text: "$25,990",
    });
    expect((await jobsOf(leadId)).map((j) => [j.kind, j.payload, j.status])).toEqual([
      [LEAD_JOB_KINDS.dealerEmail, { lead: row.id, to: ["sales@acme.example.com", "manager@acme.example.com"] }, "pending"],
      [LEAD_JOB_KINDS.crmEmail, { lead: row.id, to: ["adf@crm.acme.example.com"] }, "pending"],
      [LEAD_JOB_KINDS.webhook, { lead: row.id, webhook: "crm" }, "pending"],
      [LEAD_JOB_KINDS.confirmation, { lead: row.id }, "pending"],
    ]);
  });

  it("makes one lead of the same submission id sent twice, and answers the same reference", async () => {
    const fields = parsedEnquiry();
    const first = await accept(fields);
    const again = await accept({ ...fields, message: "a second click" });
    expect(again).toEqual({ leadId: first.leadId, duplicate: true });
    expect(
      await t.db
        .select()
        .from(leads)
        .where(eq(leads.submissionId, fields.submission_id as string)),
    ).toHaveLength(1);
    expect(await jobsOf(first.leadId)).toHaveLength(4);
  });

  it("makes one lead of simultaneous submissions with one id (a double click racing itself)", async () => {
    const fields = parsedEnquiry();
    const results = await Promise.all(Array.from({ length: 6 }, () => accept(fields)));
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await jobsOf(results[0].leadId)).toHaveLength(4);
  });

  it("keeps submission ids per tenant: another site's lead with the same id is its own", async () => {
    const fields = parsedEnquiry();
    const a = await accept(fields);
    const b = await acceptLead(
      t.db,
      quiet,
      {
        form: "general_contact",
        fields: { ...fields, category: "General Enquiry" },
        car: null,
        attributes: testAttributes,
        siteOrigin: "http://quiet.localhost",
      },
      now,
    );
    expect(b.duplicate).toBe(false);
    expect(b.leadId).not.toBe(a.leadId);
    // No target and no confirmation: stored, and marked as going nowhere.
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, b.leadId));
    expect(row.deliveryStatus).toBe("none");
    expect(await jobsOf(b.leadId)).toEqual([]);
  });

  it("routes by the most specific matching route (a Service enquiry to the service address)", async () => {
    const { leadId } = await accept(parsedEnquiry({ category: "Service", subcategory: undefined }), {
      form: "general_contact",
      withCar: false,
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, leadId));
    expect(row.routing).toMatchObject({ route: 0, email: ["service@acme.example.com"], crm_email: [], webhooks: [] });
    expect(row).toMatchObject({ category: "Service", carId: null, car: null });
    expect((await jobsOf(leadId)).map((j) => j.kind)).toEqual([LEAD_JOB_KINDS.dealerEmail, LEAD_JOB_KINDS.confirmation]);
  });

  it("refuses a value without a submission id (the caller did not parse with the form's schema)", async () => {
    await expect(accept(parsedEnquiry({ submission_id: undefined }))).rejects.toThrow(/submission_id/);
  });
});
