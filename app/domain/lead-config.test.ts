import { describe, expect, it } from "vitest";
import { submit, validCore } from "../../tests/setup/lead-builders";
import {
  deliveryTargetsFor,
  leadConfigReferenceIssues,
  leadConfigSchema,
  leadFormOptions,
  type LeadConfigInput,
} from "./lead-config";
import { MESSAGES, generalContactSchema, vehicleEnquirySchema } from "./lead-forms";
import { describeConfigIssues } from "./tenant-config";

const secret = "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t";
const crm = { id: "crm", url: "https://crm.example.com/leads", secret };

function issuesOf(input: LeadConfigInput): string[] {
  const r = leadConfigSchema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
}

const tenant = {
  dealerships: [
    { slug: "north-motors", name: "North Motors" },
    { slug: "south-motors", name: "South Motors" },
  ],
  locations: [
    { id: "l1", slug: "north-brisbane", name: "Brisbane" },
    { id: "l2", slug: "south-gold-coast", name: "Gold Coast" },
    { id: "l3", slug: "hidden-yard", name: "Yard", visible: false },
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
      "webhooks.0.url: must be an https:// URL (http:// only for localhost), without a user name or password",
    ]);
    expect(issuesOf({ webhooks: [{ ...crm, url: "https://user:pw@crm.example.com/" }] })[0]).toMatch(/^webhooks\.0\.url: /);
    expect(issuesOf({ webhooks: [{ ...crm, secret: "short" }] })).toEqual([
      "webhooks.0.secret: must be at least 32 characters: a long random string shared with the receiver (docs/lead-webhooks.md)",
    ]);
    expect(issuesOf({ webhooks: [{ ...crm, url: "http://127.0.0.1:4000/hook" }] })).toEqual([]);
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

describe("delivery targets per tenant, dealership, location and category (issue 10 §5)", () => {
  const cfg = leadConfigSchema.parse({
    webhooks: [crm, { id: "dms", url: "https://dms.example.com/in", secret }],
    delivery: {
      default: { email: ["leads@group.com.au"], webhooks: ["crm"] },
      routes: [
        { dealership: "south-motors", email: ["sales@south.com.au"] },
        { category: "Service", email: ["service@group.com.au"], webhooks: ["dms"] },
        { location: "north-brisbane", category: "Service", email: ["service@north.com.au"] },
        { dealership: "south-motors", email: ["second@south.com.au"] },
      ],
    },
  });

  it("uses the default when no route matches", () => {
    expect(
      deliveryTargetsFor(cfg, { dealership: "north-motors", location: "north-brisbane", category: "General Enquiry" }),
    ).toEqual({
      email: ["leads@group.com.au"],
      crm_email: [],
      webhooks: [{ ...crm, timeout_ms: 10_000 }],
      route: null,
    });
  });

  it("uses the route matching the most, the first of equals", () => {
    expect(
      deliveryTargetsFor(cfg, { dealership: "south-motors", location: "south-gold-coast", category: "Sales" }),
    ).toMatchObject({
      email: ["sales@south.com.au"],
      webhooks: [],
      route: 0,
    });
    expect(
      deliveryTargetsFor(cfg, { dealership: "north-motors", location: "north-brisbane", category: "Service" }),
    ).toMatchObject({
      email: ["service@north.com.au"],
      route: 2,
    });
    const service = deliveryTargetsFor(cfg, { dealership: "north-motors", location: "other", category: "Service" });
    expect(service.email).toEqual(["service@group.com.au"]);
    expect(service.webhooks.map((w) => w.id)).toEqual(["dms"]);
  });

  it("carries the CRM lead-parser addresses of the chosen targets; a route of CRM addresses alone is enough", () => {
    const crmOnly = leadConfigSchema.parse({
      delivery: { routes: [{ category: "Sales", crm_email: ["Leads@CRM.example.com"] }] },
    });
    expect(deliveryTargetsFor(crmOnly, { category: "Sales" })).toEqual({
      email: [],
      crm_email: ["leads@crm.example.com"],
      webhooks: [],
      route: 0,
    });
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
