import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "~/server/context.server";
import { vehicleRow } from "../../../tests/setup/builders";
import { leadTenant, parsedEnquiry, testAttributes } from "../../../tests/setup/lead-fixtures";
import {
  TEST_WEBHOOK_SECRET,
  adfDtdErrors,
  startSmtpSink,
  startWebhookReceiver,
  type SmtpSink,
  type WebhookHit,
  type WebhookReceiver,
} from "../../../tests/setup/lead-receivers";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { leads } from "../db/schema.server";
import { findVehicleById } from "../inventory/read.server";
import { smtpMailer } from "../mail/smtp-mailer.server";
import { jobsFor } from "../outbox/store.server";
import { acceptLead } from "./accept-lead.server";
import { LEAD_JOB_KINDS } from "./jobs.server";

/**
 * A lead's deliveries against real servers (issue 10 §7): an SMTP server in
 * process (smtp-server, messages parsed with mailparser, the ADF attachment
 * validated against the DTD with xmllint) and an HTTP receiver that checks
 * every signature.
 */
describe("delivering a lead by SMTP and webhook", () => {
  let smtp: SmtpSink;
  let hook: WebhookReceiver;
  let answer: (n: number, hit: Omit<WebhookHit, "status">) => number = () => 202;
  let t: TestPlatform;
  let tenant: Tenant;

  beforeAll(async () => {
    smtp = await startSmtpSink({ reject: (to) => to.startsWith("bounce@") });
    hook = await startWebhookReceiver({ secret: TEST_WEBHOOK_SECRET, answer: (n, h) => answer(n, h) });
    t = await openTestPlatform(
      [
        {
          config: leadTenant("deliv", { webhookUrl: hook.url, secret: TEST_WEBHOOK_SECRET, timeoutMs: 2000 }),
          vehicles: [vehicleRow({ stocknum: "DL1", vin: "JTDBR32E720012345", colour: "Silver" })],
        },
      ],
      {
        mailer: smtpMailer(smtp.url),
        // Quick retries, three attempts, a short poll.
        env: {
          MAIL_FROM: "leads@platform.example",
          OUTBOX_RETRY_BASE_MS: "20",
          OUTBOX_RETRY_CAP_MS: "50",
          OUTBOX_MAX_ATTEMPTS: "3",
          OUTBOX_POLL_MS: "50",
        },
      },
    );
    tenant = t.platform.registry.resolve("deliv.localhost")!.tenant;
    await t.outbox.start();
  });
  afterEach(() => {
    answer = () => 202;
    smtp.messages.length = 0;
    hook.hits.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), hook.close()]);
  });

  async function submit(fields = parsedEnquiry()) {
    const car = (await findVehicleById(t.db, t.ids.deliv, 1))!;
    return acceptLead(
      t.db,
      tenant,
      {
        form: "test_drive",
        fields: { ...fields, dateTime: "2025-03-17T09:00" },
        car,
        attributes: testAttributes,
        siteOrigin: "https://deliv.example.com",
      },
      new Date("2025-03-12T01:02:03Z"),
    );
  }
  async function settled(ref: string) {
    for (let i = 0; i < 300; i++) {
      const [row] = await t.db.select().from(leads).where(eq(leads.publicId, ref));
      if (row.deliveryStatus !== "pending") return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`lead ${ref} still pending`);
  }

  it("sends the dealer an HTML and text email with the lead as ADF XML that validates against the DTD", async () => {
    const { leadId } = await submit();
    expect((await settled(leadId)).deliveryStatus).toBe("delivered");
    const dealer = smtp.messages.find((m) => m.envelope.to.includes("sales@deliv.example.com"))!;
    expect(dealer.envelope).toEqual({
      from: "leads@platform.example",
      to: ["sales@deliv.example.com", "manager@deliv.example.com"],
    });
    const p = dealer.parsed;
    expect(p.subject).toBe(`New lead ${leadId}: Test Drive – 2021 Toyota Corolla Ascent Sport (DL1) – Jane Citizen`);
    expect(p.replyTo?.value[0].address).toBe("jane@example.com");
    expect(p.headers.get("x-lead-reference")).toBe(leadId);
    for (const body of [p.text!, p.html as string]) {
      expect(body).toContain(leadId);
      expect(body).toContain("jane@example.com");
      expect(body).toContain("0412345678");
      expect(body).toContain("https://deliv.example.com/cars/2021-toyota-corolla-ascent-sport-dl1");
      expect(body).toContain("Do you have a trade-in?");
      // Issue 17 §3: dates in words, the consent's time in the location's zone (Brisbane), never ISO or UTC.
      expect(body).toContain("Monday 17 March 2025 at 9:00 am");
      expect(body).not.toContain("2025-03-17T09:00");
      expect(body).toMatch(
        /Accepted the terms of use:?(<\/th><td[^>]*>)?\s*Yes, \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m AEST/,
      );
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    }
    expect(p.html).toContain(
      '<a href="https://deliv.example.com/cars/2021-toyota-corolla-ascent-sport-dl1">2021 Toyota Corolla Ascent Sport</a>',
    );
    expect(p.attachments).toHaveLength(1);
    const [adf] = p.attachments;
    expect(adf).toMatchObject({ filename: `lead-${leadId}.adf.xml`, contentType: "text/xml" });
    const xml = adf.content.toString("utf8");
    expect(adfDtdErrors(xml)).toBe("");
    expect(xml).toContain(`<id sequence="1" source="deliv.example.com">${leadId}</id>`);
    expect(xml).toContain('<vehicle interest="test-drive" status="used">');
    expect(xml).toContain("<vin>JTDBR32E720012345</vin>");
    expect(xml).toContain('<phone type="cellphone" preferredcontact="1">0412345678</phone>');
  });

  it("sends the CRM address the ADF XML as the whole plain-text body, valid against the DTD", async () => {
    const { leadId } = await submit();
    await settled(leadId);
    const crm = smtp.messages.find((m) => m.envelope.to.includes("adf@crm.deliv.example.com"))!;
    expect(crm.parsed.html).toBe(false);
    expect(crm.parsed.attachments).toEqual([]);
    expect(crm.parsed.text!.trimStart()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<\?adf version="1\.0"\?>/);
    expect(adfDtdErrors(crm.parsed.text!)).toBe("");
  });

  it("confirms to the shopper: the reference, the car, the dealership's contact details, what happens next", async () => {
    const { leadId } = await submit();
    await settled(leadId);
    const mine = smtp.messages.find((m) => m.envelope.to.includes("jane@example.com"))!;
    expect(mine.parsed.subject).toBe(`We've received your enquiry – reference ${leadId}`);
    expect(mine.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mine.parsed.from?.value[0]).toEqual({ name: "Test Motors Dealership", address: "leads@platform.example" });
    const text = mine.parsed.text!;
    expect(text).toContain(leadId);
    expect(text).toContain("2021 Toyota Corolla Ascent Sport");
    expect(text).toContain("07 3000 0000");
    expect(text).toContain("1 Test St, Brisbane QLD 4000");
    expect(text).toMatch(/What happens next: a member of our team at Test Motors Brisbane will contact you by phone/);
    // The dealer's routing and other shoppers are not in it.
    expect(mine.raw).not.toContain("sales@deliv.example.com");
  });

  it("posts the webhook signed with the target's secret, the reference as Idempotency-Key", async () => {
    const { leadId } = await submit();
    await settled(leadId);
    expect(hook.hits).toHaveLength(1);
    const [hit] = hook.hits;
    expect(hit).toMatchObject({ verified: true, idempotencyKey: leadId, status: 202 });
    expect(hit.json).toMatchObject({
      event: "lead.created",
      lead_id: leadId,
      form: "test_drive",
      category: "Test Drive",
      subcategory: "Used Car",
      customer: {
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412345678",
        phone_e164: "+61412345678",
      },
      car: { stock_number: "DL1", "Vehicle Make": "Toyota" },
      consent: { terms_accepted: true, opt_in: true },
      source: "google",
      lead_attributes: { linked_query_params: { utm_source: "google", gclid: "abc123" } },
    });
    const jobs = await jobsFor(t.db, t.ids.deliv, `lead:${leadId}`);
    const webhook = jobs.find((j) => j.kind === LEAD_JOB_KINDS.webhook)!;
    // The status only: the receiver's body ("stored") is neither read nor kept (issue 17 §9).
    expect(webhook.history).toMatchObject([{ status: "succeeded", response: "HTTP 202 Accepted" }]);
  });

  it("retries a receiver that answers 500, with each attempt recorded, until it takes the lead", async () => {
    answer = (n) => (n <= 2 ? 500 : 200);
    const { leadId } = await submit();
    expect((await settled(leadId)).deliveryStatus).toBe("delivered");
    expect(hook.hits.map((h) => [h.status, h.idempotencyKey, h.verified])).toEqual([
      [500, leadId, true],
      [500, leadId, true],
      [200, leadId, true],
    ]);
    const webhook = (await jobsFor(t.db, t.ids.deliv, `lead:${leadId}`)).find((j) => j.kind === LEAD_JOB_KINDS.webhook)!;
    expect(webhook.history.map((a) => [a.attempt, a.status, a.response])).toEqual([
      [1, "failed", "HTTP 500 Internal Server Error"],
      [2, "failed", "HTTP 500 Internal Server Error"],
      [3, "succeeded", "HTTP 200 OK"],
    ]);
    expect(webhook.history[0].error).toBe("Webhook crm answered HTTP 500.");
  });

  it("dead-letters after the configured attempts and marks the lead failed; the emails still went", async () => {
    answer = () => 503;
    const { leadId } = await submit();
    expect((await settled(leadId)).deliveryStatus).toBe("failed");
    expect(hook.hits).toHaveLength(3);
    const jobs = await jobsFor(t.db, t.ids.deliv, `lead:${leadId}`);
    expect(jobs.map((j) => [j.kind, j.status])).toEqual([
      [LEAD_JOB_KINDS.dealerEmail, "done"],
      [LEAD_JOB_KINDS.crmEmail, "done"],
      [LEAD_JOB_KINDS.webhook, "dead"],
      [LEAD_JOB_KINDS.confirmation, "done"],
    ]);
    expect(jobs[2]).toMatchObject({ attempts: 3, lastError: "Webhook crm answered HTTP 503." });
  });

  it("counts a message no recipient accepted as a failed attempt, with the server's answer", async () => {
    const { leadId } = await submit(parsedEnquiry({ email: "bounce@example.com" }));
    expect((await settled(leadId)).deliveryStatus).toBe("failed");
    const confirmation = (await jobsFor(t.db, t.ids.deliv, `lead:${leadId}`)).find(
      (j) => j.kind === LEAD_JOB_KINDS.confirmation,
    )!;
    expect(confirmation.history).toHaveLength(3);
    expect(confirmation.history[0].error).toMatch(/^SMTP: .*550/);
  });
});
