import { describe, expect, it } from "vitest";
import { submit, validCore } from "../../../tests/setup/lead-builders";
import { leadConfigReferenceIssues, leadConfigSchema, leadFormOptions, type LeadConfigInput } from "./lead-settings";
import { MESSAGES, generalContactSchema, vehicleEnquirySchema } from "./form-schemas";
import { describeConfigIssues } from "../tenant/tenant-config";

const secret = "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t";
const crm = { id: "crm", url: "https://crm.example.com/leads", secret };

function issuesOf(input: LeadConfigInput): string[] {
  const r = leadConfigSchema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
}

const tenant = {
  dealerships: [
    { id: "1", slug: "north-motors", name: "North Motors" },
    { id: "2", slug: "south-motors", name: "South Motors" },
  ],
  locations: [
    { id: "l1", slug: "north-brisbane", name: "Brisbane", dealership_id: "1" },
    { id: "l2", slug: "south-gold-coast", name: "Gold Coast", dealership_id: "2" },
    { id: "l3", slug: "hidden-yard", name: "Yard", dealership_id: "2", visible: false },
  ],
};

describe("lead config (issue 10 §3, §5; spec 02 §5)", () => {
  it("fills the spec's defaults", () => {
    const cfg = leadConfigSchema.parse({});
    expect(cfg.forms).toMatchObject({
      message_required: true,
      postcode_required: false,
      terms_wording: "short",
      multi_step_enquiry: false,
    });
    expect(cfg.forms.categories[0].name).toBe("General Enquiry"); // spec 02 §5 default category
    expect(cfg.delivery).toEqual({ default: { email: [], crm_email: [], webhooks: [] }, routes: [], confirmation_email: true });
  });

  it("refuses bad targets with the field path and the reason", () => {
    expect(issuesOf({ delivery: { default: { email: ["sales at dealer"] } } })).toEqual([
      "delivery.default.email.0: must be an email address such as leads@dealer.com.au",
    ]);
    expect(issuesOf({ webhooks: [{ ...crm, url: "http://crm.example.com/leads" }] })).toEqual([
      "webhooks.0.url: must be an https:// URL (http:// only for a loopback receiver in development)",
    ]);
    expect(issuesOf({ webhooks: [{ ...crm, url: "https://user:pw@crm.example.com/" }] })).toEqual([
      "webhooks.0.url: must not hold a user name or password (the signature proves who sent it)",
    ]);
    // Every spelling of an internal address (webhook-address.test.ts has the whole table).
    expect(issuesOf({ webhooks: [{ ...crm, url: "https://[::ffff:169.254.169.254]/" }] })).toEqual([
      "webhooks.0.url: must reach a public address: [::ffff:a9fe:a9fe] is a link-local address (where cloud metadata services listen)",
    ]);
    expect(issuesOf({ webhooks: [{ ...crm, secret: "short" }] })).toEqual([
      "webhooks.0.secret: must be at least 32 characters: a long random string shared with the receiver (docs/lead-webhooks.md)",
    ]);
    // Loopback is judged when the config is applied, with the operator's WEBHOOK_ALLOW_LOOPBACK (repository.server.ts).
    expect(issuesOf({ webhooks: [{ ...crm, url: "http://127.0.0.1:4000/hook" }] })).toEqual([]);
  });

  it("takes the development receiver instead of a URL, never both or neither", () => {
    const dev = { id: "dev", development_receiver: true as const, secret };
    expect(issuesOf({ webhooks: [dev] })).toEqual([]);
    const both =
      "webhooks.0.url: a webhook needs a url, or development_receiver: true for the platform's development receiver (not both)";
    expect(issuesOf({ webhooks: [{ ...dev, url: crm.url }] })).toEqual([both]);
    expect(issuesOf({ webhooks: [{ id: "x", secret }] })).toEqual([both]);
  });

  it("requires every webhook a target names to exist, once", () => {
    expect(
      issuesOf({
        delivery: { default: { webhooks: ["crm"] }, routes: [{ category: "Service", webhooks: ["dms"] }] },
        webhooks: [crm],
      }),
    ).toEqual(["delivery.routes.0.webhooks.0: no webhook has id dms"]);
    expect(issuesOf({ webhooks: [crm, crm] })).toEqual(["webhooks.1.id: webhook id crm is used twice"]);
  });

  it("requires a route to match something and send somewhere", () => {
    expect(issuesOf({ delivery: { routes: [{ email: ["a@b.com.au"] }] } })).toEqual([
      "delivery.routes.0: a route needs a dealership, a location or a category to match",
    ]);
    expect(issuesOf({ delivery: { routes: [{ category: "Service" }] } })).toEqual([
      "delivery.routes.0: a route needs at least one email address or webhook",
    ]);
  });

  it("keeps 'General Enquiry' among the categories (spec 02 §5) and the lists free of repeats", () => {
    expect(issuesOf({ forms: { categories: [{ name: "Sales" }] } })).toEqual([
      "forms.categories: must include 'General Enquiry', the default category (spec 02 §5)",
    ]);
    expect(issuesOf({ forms: { additional_services: ["Tint", "Tint"] } })).toEqual([
      "forms.additional_services: services must be different",
    ]);
  });

  it("checks route dealerships and locations against the tenant's", () => {
    const cfg = leadConfigSchema.parse({
      delivery: { routes: [{ dealership: "east-motors", location: "north-brisbane", email: ["a@b.com.au"] }] },
    });
    expect(leadConfigReferenceIssues(cfg, tenant)).toEqual([
      { path: ["delivery", "routes", 0, "dealership"], message: "no dealership has slug east-motors" },
    ]);
  });
});

describe("form options from the config (the schema the browser and server share)", () => {
  it("carries the site's rules into the lead form schemas", () => {
    const cfg = leadConfigSchema.parse({ forms: { message_required: false, postcode_required: true, terms_wording: "long" } });
    const o = leadFormOptions(cfg, tenant, "2025-03-12");
    expect(o.locations).toEqual([
      { value: "l1", label: "Brisbane" },
      { value: "l2", label: "Gold Coast" },
    ]);
    const { errors } = submit(vehicleEnquirySchema(o), { ...validCore, car_id: "1", terms_conditions: undefined });
    expect(errors).toEqual({
      postcode: ["Invalid postcode. Please enter a 4-digit number."],
      terms_conditions: ["You must agree to the terms of use before submitting the form."],
    });
    expect(submit(generalContactSchema(o), { ...validCore, postcode: "4000", category: "General Enquiry" }).errors).toEqual({
      location_id: [MESSAGES.location],
    });
  });
});
