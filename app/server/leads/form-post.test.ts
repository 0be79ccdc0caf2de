import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_STEP_FIELD, ENQUIRY_STEP_SHOWN_FIELD, MESSAGES, POSTCODE_MESSAGE } from "~/domain/leads/form-schemas";
import { SUBMIT_FAILED_TEXT, formErrorReply } from "~/domain/leads/form-post";
import { leads, vehicles } from "~/server/db/schema.server";
import { tenantScope } from "~/server/context.server";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { leadTenant } from "../../../tests/setup/lead-fixtures";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { leadFormPost, vehicleLeadForms } from "./form-post.server";

/** The no-JavaScript (and fetcher) POST of a lead form: the same schema as /api/leads, answered as a page. */
describe("leadFormPost", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([{ config: leadTenant("formco"), vehicles: [vehicleRow({ stocknum: "F1", car_type: "used" })] }]);
  });
  afterAll(() => t.close());

  const carId = async () => (await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.stocknum, "F1")))[0].id;

  async function post(fields: Record<string, string>) {
    const body = new URLSearchParams(fields);
    const args = t.args("http://formco.localhost/cars/x?form=enquiry", {
      init: { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } },
    });
    return leadFormPost(tenantScope(args.context), args.request, {
      forms: ["vehicle_enquiry", "test_drive", "request_photos"],
      carId: await carId(),
      // Each post as its own shopper: the lead limits (limits.server.ts) are not under test here.
      clientKey: `test-${randomUUID()}`,
    });
  }

  it("answers 400 with Conform's reply: each field's message and what was typed", async () => {
    const res = await post({ lead_form: "vehicle_enquiry", name: "Jane", postcode: "12a", submission_id: randomUUID() });
    if (res instanceof Response) throw new Error(`expected data, got ${res.status}`);
    expect(res.init?.status).toBe(400);
    const { form, reply } = res.data.leadForm;
    expect(form).toBe("vehicle_enquiry");
    expect(reply.error?.postcode).toEqual([POSTCODE_MESSAGE]);
    expect(reply.error?.phone).toEqual([MESSAGES.phone]);
    expect(reply.initialValue).toMatchObject({ name: "Jane", postcode: "12a" });
  });

  it("joins the test drive's date and time parts before the schema", async () => {
    const res = await post({
      lead_form: "test_drive",
      dateTime_date: "2020-01-06",
      dateTime_time: "",
      submission_id: randomUUID(),
    });
    if (res instanceof Response) throw new Error("expected data");
    expect(res.data.leadForm.reply.error?.dateTime?.[0]).toMatch(/^Preferred date and time must be a date and time/);
  });

  it("stores the lead and redirects 303 to /success with its reference; a second POST of the same form is the same lead", async () => {
    const submission_id = randomUUID();
    const fields = {
      lead_form: "vehicle_enquiry",
      submission_id,
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      message: "Still available?",
      terms_conditions: "on",
    };
    const res = await post(fields);
    if (!(res instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(res.data)}`);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/success\?lead=[A-Z]+-[0-9A-Z]{8}$/);
    const again = (await post(fields)) as Response;
    expect(again.headers.get("location")).toBe(location);
    const rows = await t.db.select().from(leads).where(eq(leads.submissionId, submission_id));
    expect(rows).toHaveLength(1);
    expect(rows[0].category).toBe("Vehicle Enquiry");
  });

  it("a form error reply carries the spec's text (spec 02 §8) for the destructive alert", () => {
    expect(formErrorReply(null).error).toEqual({ "": [SUBMIT_FAILED_TEXT] });
  });

  it("gives the vehicle page its forms' options, the car and the default messages", async () => {
    const { tenant } = tenantScope(t.args("http://formco.localhost/cars/x").context);
    const [car] = await t.db.select().from(vehicles).where(eq(vehicles.stocknum, "F1"));
    const lead = vehicleLeadForms(tenant, car as never, new Date("2025-03-12T00:00:00Z"));
    expect(lead.carId).toBe(car.id);
    expect(lead.messages.vehicle_enquiry).toMatch(/^Hi, I'm interested in the /);
    expect(lead.messages.request_photos).toBe("");
    expect(lead.options.today).toBe("2025-03-12");
  });
});

/** Spec 01 §4 multi-step enquiry without JavaScript: Next and Back post the form; only the last step submits. */
describe("leadFormPost: the multi-step enquiry's steps", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "stepco", domains: ["stepco.example.com"], lead: { forms: { multi_step_enquiry: true } } }),
        vehicles: [vehicleRow({ stocknum: "S1", car_type: "used" })],
      },
      { config: leadTenant("onestepco"), vehicles: [vehicleRow({ stocknum: "O1", car_type: "used" })] },
    ]);
  });
  afterAll(() => t.close());

  async function post(slug: string, stocknum: string, fields: Record<string, string>) {
    const [car] = await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.stocknum, stocknum));
    const args = t.args(`http://${slug}.localhost/cars/x?form=enquiry`, {
      init: {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    });
    return leadFormPost(tenantScope(args.context), args.request, {
      forms: ["vehicle_enquiry", "test_drive", "request_photos"],
      carId: car.id,
      clientKey: `test-${randomUUID()}`,
    });
  }
  const count = async () => (await t.db.select({ id: leads.id }).from(leads)).length;

  it("Next checks the first step only and shows the second, with what was typed; nothing is stored", async () => {
    const before = await count();
    const res = await post("stepco", "S1", {
      lead_form: "vehicle_enquiry",
      submission_id: randomUUID(),
      message: "Is it still available?",
      [ENQUIRY_STEP_SHOWN_FIELD]: "0",
      [ENQUIRY_STEP_FIELD]: "1",
    });
    if (res instanceof Response) throw new Error(`expected data, got ${res.status}`);
    expect(res.init?.status).toBe(200);
    const { reply } = res.data.leadForm;
    expect(reply.error).toEqual({});
    expect(reply.initialValue).toMatchObject({ message: "Is it still available?", [ENQUIRY_STEP_SHOWN_FIELD]: "1" });
    expect(reply.initialValue).not.toHaveProperty(ENQUIRY_STEP_FIELD);
    expect(await count()).toBe(before);
  });

  it("Next with the first step in error stays on it with its messages (400)", async () => {
    const res = await post("stepco", "S1", {
      lead_form: "vehicle_enquiry",
      submission_id: randomUUID(),
      message: "",
      [ENQUIRY_STEP_SHOWN_FIELD]: "0",
      [ENQUIRY_STEP_FIELD]: "1",
    });
    if (res instanceof Response) throw new Error("expected data");
    expect(res.init?.status).toBe(400);
    expect(res.data.leadForm.reply.error).toEqual({ message: [MESSAGES.message] });
    expect(res.data.leadForm.reply.initialValue).toMatchObject({ [ENQUIRY_STEP_SHOWN_FIELD]: "0" });
  });

  it("Back checks nothing; the last step's Send submits the whole form to /success", async () => {
    const back = await post("stepco", "S1", { lead_form: "vehicle_enquiry", [ENQUIRY_STEP_FIELD]: "0" });
    if (back instanceof Response) throw new Error("expected data");
    expect(back.init?.status).toBe(200);
    expect(back.data.leadForm.reply.initialValue).toMatchObject({ [ENQUIRY_STEP_SHOWN_FIELD]: "0" });

    const sent = await post("stepco", "S1", {
      lead_form: "vehicle_enquiry",
      submission_id: randomUUID(),
      message: "Is it still available?",
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      terms_conditions: "on",
      [ENQUIRY_STEP_SHOWN_FIELD]: "1",
    });
    if (!(sent instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(sent.data)}`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/success\?lead=/);
  });

  it("a site without the multi-step enquiry treats a step field as a submission like any other", async () => {
    const res = await post("onestepco", "O1", {
      lead_form: "vehicle_enquiry",
      submission_id: randomUUID(),
      message: "Hi",
      [ENQUIRY_STEP_FIELD]: "1",
    });
    if (res instanceof Response) throw new Error("expected data");
    expect(res.init?.status).toBe(400);
    expect(res.data.leadForm.reply.error?.phone).toEqual([MESSAGES.phone]);
  });
});
