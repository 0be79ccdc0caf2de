import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORMS, type LeadForm } from "~/domain/leads/form-schemas";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { leads, outboxJobs, vehicles } from "~/server/db/schema.server";
import { demoTenantsDir } from "../../demo/seed";
import { listReceived } from "~/server/leads/development-receiver.server";
import { listMail, readMail } from "~/server/mail/folder-mailer.server";
import { parseTenantConfig } from "~/server/tenants/repository.server";
import { vehicleRow } from "../../tests/setup/builders";
import { adfDtdErrors } from "../../tests/setup/lead-receivers";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action } from "./api.leads";

/**
 * Issue 17 §2: a lead from every form on every demo site reaches the inbox
 * its route names — the dealership's people, the CRM's lead parser, the
 * webhook — posted as a shopper posts it (/api/leads: the form's schema, the
 * place, the category), with the demo configs exactly as shipped.
 */

const G = "greywattle-motors.example";
const K = "coralview-kia.example";
const R = "ironbark-ridge.example";
const HOOK = ["development-receiver"];
/** A dealership's sales team, with the CRM and the webhook. */
const sales = (box: string, domain: string) => ({
  email: [`${box}@${domain}`],
  crm_email: [`adf@crm.${domain}`],
  webhooks: HOOK,
});
const only = (box: string, domain: string) => ({ email: [`${box}@${domain}`], crm_email: [], webhooks: [] });

interface Row {
  site: "greywattle" | "coralview-kia" | "ironbark-ridge";
  form: LeadForm;
  /** Where the shopper is: the car's location (vehicle forms) or the location chosen in the form. */
  at: string;
  category?: string;
  to: { email: string[]; crm_email: string[]; webhooks: string[] };
}

const TABLE: Row[] = [
  // Greywattle: a group; BYD and MG leads go to the group's leads desk (the default).
  { site: "greywattle", form: "vehicle_enquiry", at: "greywattle-toyota-springwood", to: sales("toyota.sales", G) },
  { site: "greywattle", form: "test_drive", at: "greywattle-hyundai-parramatta", to: sales("hyundai.sales", G) },
  { site: "greywattle", form: "request_photos", at: "greywattle-used-moorooka", to: sales("used.sales", G) },
  { site: "greywattle", form: "vehicle_enquiry", at: "greywattle-byd-ringwood", to: sales("leads", G) },
  {
    site: "greywattle",
    form: "general_contact",
    category: "General Enquiry",
    at: "greywattle-mazda-ringwood",
    to: sales("mazda.sales", G),
  },
  {
    site: "greywattle",
    form: "general_contact",
    category: "Service",
    at: "greywattle-toyota-springwood",
    to: only("toyota.service", G),
  },
  {
    site: "greywattle",
    form: "general_contact",
    category: "Sales",
    at: "greywattle-toyota-service",
    to: only("toyota.service", G),
  },
  { site: "greywattle", form: "general_contact", category: "Finance", at: "greywattle-mg-mile-end", to: sales("leads", G) },
  { site: "greywattle", form: "service_booking", at: "greywattle-toyota-service", to: only("toyota.service", G) },
  { site: "greywattle", form: "parts_accessories", at: "greywattle-toyota-service", to: only("toyota.service", G) },
  { site: "greywattle", form: "book_test_drive", at: "greywattle-ford-osborne-park", to: sales("ford.sales", G) },
  { site: "greywattle", form: "sell_my_car", at: "greywattle-used-moorooka", to: sales("used.sales", G) },
  { site: "greywattle", form: "careers", at: "greywattle-toyota-springwood", to: only("careers", G) },
  { site: "greywattle", form: "careers", at: "greywattle-mg-mile-end", to: only("careers", G) },
  // Coralview Kia: one dealership with a sales yard, a service centre and a parts counter.
  { site: "coralview-kia", form: "vehicle_enquiry", at: "coralview-kia-cleveland", to: sales("sales", K) },
  { site: "coralview-kia", form: "test_drive", at: "coralview-kia-cleveland", to: sales("sales", K) },
  { site: "coralview-kia", form: "request_photos", at: "coralview-kia-cleveland", to: sales("sales", K) },
  {
    site: "coralview-kia",
    form: "general_contact",
    category: "General Enquiry",
    at: "coralview-kia-cleveland",
    to: sales("sales", K),
  },
  { site: "coralview-kia", form: "general_contact", category: "Service", at: "coralview-kia-cleveland", to: only("service", K) },
  { site: "coralview-kia", form: "general_contact", category: "Parts", at: "coralview-kia-service", to: only("parts", K) },
  { site: "coralview-kia", form: "general_contact", category: "Finance", at: "coralview-kia-parts", to: only("parts", K) },
  { site: "coralview-kia", form: "general_contact", category: "Sales", at: "coralview-kia-service", to: only("service", K) },
  { site: "coralview-kia", form: "book_test_drive", at: "coralview-kia-cleveland", to: sales("sales", K) },
  { site: "coralview-kia", form: "service_booking", at: "coralview-kia-service", to: only("service", K) },
  { site: "coralview-kia", form: "parts_accessories", at: "coralview-kia-parts", to: only("parts", K) },
  { site: "coralview-kia", form: "sell_my_car", at: "coralview-kia-cleveland", to: sales("sales", K) },
  { site: "coralview-kia", form: "careers", at: "coralview-kia-service", to: only("careers", K) },
  // Ironbark Ridge: an Isuzu UTE franchise with its Service & Parts centre, motorcycles, caravans.
  { site: "ironbark-ridge", form: "vehicle_enquiry", at: "ironbark-ridge-isuzu-toowoomba", to: sales("sales", R) },
  { site: "ironbark-ridge", form: "test_drive", at: "ironbark-ridge-motorcycles-harristown", to: only("bikes", R) },
  { site: "ironbark-ridge", form: "request_photos", at: "ironbark-ridge-caravans-warwick", to: only("caravans", R) },
  {
    site: "ironbark-ridge",
    form: "general_contact",
    category: "General Enquiry",
    at: "ironbark-ridge-isuzu-toowoomba",
    to: sales("sales", R),
  },
  { site: "ironbark-ridge", form: "general_contact", category: "Sales", at: "ironbark-ridge-service", to: only("service", R) },
  {
    site: "ironbark-ridge",
    form: "general_contact",
    category: "Service",
    at: "ironbark-ridge-caravans-warwick",
    to: only("service", R),
  },
  { site: "ironbark-ridge", form: "book_test_drive", at: "ironbark-ridge-motorcycles-harristown", to: only("bikes", R) },
  { site: "ironbark-ridge", form: "service_booking", at: "ironbark-ridge-service", to: only("service", R) },
  { site: "ironbark-ridge", form: "parts_accessories", at: "ironbark-ridge-service", to: only("service", R) },
  { site: "ironbark-ridge", form: "sell_my_car", at: "ironbark-ridge-caravans-warwick", to: only("caravans", R) },
  { site: "ironbark-ridge", form: "careers", at: "ironbark-ridge-motorcycles-harristown", to: only("careers", R) },
];

const VEHICLE_FORMS: LeadForm[] = ["vehicle_enquiry", "test_drive", "request_photos"];

function demoConfig(slug: string): TenantConfig {
  return parseTenantConfig(JSON.parse(fs.readFileSync(path.join(demoTenantsDir(), `${slug}.json`), "utf8")));
}

/** The fields each form needs, as a shopper fills them in. */
function fieldsFor(row: Row, n: number, locationId: string): Record<string, unknown> {
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const fields: Record<string, unknown> = {
    name: "Jane",
    last_name: "Citizen",
    email: `jane${n}@example.com`,
    // A number of its own per lead: the per-phone limit (5 an hour) is not what this test is about.
    phone: `04${String(10_000_000 + n).padStart(8, "0")}`,
    terms_conditions: true,
    submission_id: randomUUID(),
    message: "Please get in touch.",
  };
  if (!VEHICLE_FORMS.includes(row.form)) fields.location_id = locationId;
  if (row.category) fields.category = row.category;
  if (row.form === "service_booking") Object.assign(fields, { rego: "ABC123", kms: "45000", preferred_date: week });
  if (row.form === "book_test_drive") Object.assign(fields, { make: "Ford", model: "Ranger" });
  if (row.form === "sell_my_car")
    Object.assign(fields, { rego: "ABC123", regoState: "QLD", kms: "45000", year: 2019, make: "Mazda", model: "CX-5" });
  return fields;
}

describe("demo lead routing: every form on every demo site reaches its route's inboxes (issue 17 §2)", () => {
  let t: TestPlatform;
  const configs = new Map<string, TenantConfig>();
  const refs = new Map<Row, string>();

  beforeAll(async () => {
    for (const slug of ["greywattle", "coralview-kia", "ironbark-ridge"]) configs.set(slug, demoConfig(slug));
    // One car at each location a vehicle form in the table is about.
    t = await openTestPlatform(
      [...configs.values()].map((config) => ({
        config,
        vehicles: TABLE.filter((r) => r.site === config.slug && VEHICLE_FORMS.includes(r.form)).map((r) =>
          vehicleRow({
            stocknum: `${r.form}-${r.at}`.slice(0, 40),
            location_id: config.locations.find((l) => l.slug === r.at)!.id,
          }),
        ),
      })),
    );
  }, 60_000);
  afterAll(() => t.close());

  it("covers every form on every site, every route and every default", () => {
    for (const [slug, cfg] of configs) {
      const rows = TABLE.filter((r) => r.site === slug);
      expect([...new Set(rows.map((r) => r.form))].sort()).toEqual([...LEAD_FORMS].sort());
      // Each demo site shows every delivery kind: its people, its CRM (ADF as the body) and a webhook.
      const all = [cfg.lead.delivery.default, ...cfg.lead.delivery.routes];
      expect(all.some((r) => r.email.length) && all.some((r) => r.crm_email.length) && all.some((r) => r.webhooks.length)).toBe(
        true,
      );
    }
  });

  it.each(TABLE.map((row, i) => [i, row] as const))("%i: %o", async (i, row) => {
    const cfg = configs.get(row.site)!;
    const location = cfg.locations.find((l) => l.slug === row.at)!;
    let carId: number | undefined;
    if (VEHICLE_FORMS.includes(row.form)) {
      const [car] = await t.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.stocknum, `${row.form}-${row.at}`.slice(0, 40)));
      carId = car.id;
    }
    const host = `${row.site}.localhost`;
    const res = await action(
      t.args(`http://${host}/api/leads`, {
        init: {
          method: "POST",
          body: JSON.stringify({ form: row.form, fields: fieldsFor(row, i, location.id), car_id: carId }),
          headers: { "content-type": "application/json", referer: `http://${host}/` },
        },
        // An address of its own per lead: the per-address limit is not what this test is about.
        client: { clientIp: `198.51.100.${i + 1}` },
      }),
    );
    const body = (await res.json()) as { lead_id?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.publicId, body.lead_id!));
    expect(lead.locationId).toBe(location.id);
    const routing = lead.routing as { route: number | null; email: string[]; crm_email: string[]; webhooks: string[] };
    expect({ email: routing.email, crm_email: routing.crm_email, webhooks: routing.webhooks }).toEqual(row.to);
    refs.set(row, lead.publicId);
  });

  it("uses every route of every demo config and each default", async () => {
    const rows = await t.db.select({ tenantId: leads.tenantId, routing: leads.routing }).from(leads);
    for (const [slug, cfg] of configs) {
      const used = new Set(
        rows.filter((r) => r.tenantId === t.ids[slug]).map((r) => (r.routing as { route: number | null }).route),
      );
      expect([...used].sort(), slug).toEqual([null, ...cfg.lead.delivery.routes.map((_, i) => i)].sort());
    }
  });

  it("delivers them: the CRM gets the ADF as the body, the webhook reaches the development receiver, signed", async () => {
    await t.outbox.start();
    try {
      for (let i = 0; i < 400; i++) {
        const jobs = await t.db.select({ status: outboxJobs.status }).from(outboxJobs);
        if (jobs.every((j) => j.status === "done" || j.status === "dead")) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await t.outbox.idle();
    } finally {
      await t.outbox.stop();
    }
    const jobs = await t.db.select({ status: outboxJobs.status, error: outboxJobs.lastError }).from(outboxJobs);
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);

    const mail = await listMail(t.mailDir);
    const received = await listReceived(t.webhookDir);
    for (const [row, ref] of refs) {
      const mine = mail.filter((m) => m.subject.includes(ref));
      for (const to of [row.to.email, row.to.crm_email].filter((l) => l.length)) expect(mine.map((m) => m.to)).toContainEqual(to);
      expect(received.filter((r) => r.lead_id === ref).map((r) => [r.tenant, r.webhook, r.signature_verified])).toEqual(
        row.to.webhooks.map((w) => [row.site, w, true]),
      );
    }
    const crm = mail.find((m) => m.to.includes(`adf@crm.${G}`))!;
    const parsed = await simpleParser((await readMail(t.mailDir, crm.id))!);
    expect(parsed.text!.trimStart()).toMatch(/^<\?xml/);
    expect(adfDtdErrors(parsed.text!)).toBe("");
  }, 60_000);
});
