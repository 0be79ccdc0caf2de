import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, POSTCODE_MESSAGE } from "~/domain/lead-forms";
import { SUBMIT_FAILED_TEXT } from "~/domain/lead-form-post";
import { leads, vehicles } from "~/server/db/schema.server";
import { tenantScope } from "~/server/context.server";
import { vehicleRow } from "../../../tests/setup/builders";
import { leadTenant } from "../../../tests/setup/lead-fixtures";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { formErrorReply, leadFormPost, vehicleLeadForms } from "./form-post.server";

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
