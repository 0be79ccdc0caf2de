import { describe, expect, it } from "vitest";
import { leadConfigReferenceIssues, leadConfigSchema, leadConfigWarnings, type LeadConfigInput } from "./lead-settings";
import { chosenRoute, deliveryTargetsFor, leadCategories, routeSpecificity, unreachableRouteIssues } from "./routing";

const secret = "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t";
const crm = { id: "crm", url: "https://crm.example.com/leads", secret };

/** A dealer group like the Greywattle demo: two franchises, one with a service centre. */
const places = {
  dealerships: [
    { id: "1", slug: "toyota" },
    { id: "2", slug: "mazda" },
  ],
  locations: [
    { slug: "toyota-springwood", dealership_id: "1", primary: true },
    { slug: "toyota-service", dealership_id: "1" },
    { slug: "mazda-ringwood", dealership_id: "2" },
  ],
};
const cfgOf = (input: LeadConfigInput) => leadConfigSchema.parse(input);

describe("the most specific route wins (issue 17 §2)", () => {
  const cfg = cfgOf({
    webhooks: [crm],
    delivery: {
      default: { email: ["leads@group.example"], crm_email: ["adf@crm.group.example"] },
      routes: [
        { dealership: "toyota", email: ["toyota.sales@group.example"], crm_email: ["adf@crm.group.example"] },
        { location: "toyota-service", email: ["toyota.service@group.example"] },
        { category: "Careers", email: ["careers@group.example"] },
        { dealership: "toyota", category: "Service", email: ["toyota.service@group.example"], webhooks: ["crm"] },
      ],
    },
  });
  const at = (location: string, category: string, dealership = location.split("-")[0]) =>
    deliveryTargetsFor(cfg, { dealership, location, category });

  it("ranks category, then location (the department), then dealership", () => {
    const order = [
      { category: "c", location: "l" },
      { category: "c", dealership: "d" },
      { category: "c" },
      { location: "l", dealership: "d" },
      { location: "l" },
      { dealership: "d" },
    ].map(routeSpecificity);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(new Set(order).size).toBe(order.length);
  });

  it("sends a service or parts enquiry at the service centre to the centre, whichever route is listed first", () => {
    expect(at("toyota-service", "Service").email).toEqual(["toyota.service@group.example"]);
    expect(at("toyota-service", "Parts").email).toEqual(["toyota.service@group.example"]);
    expect(at("toyota-service", "Sales")).toMatchObject({ email: ["toyota.service@group.example"], route: 1 });
  });

  it("sends a careers application to careers whichever location the applicant chose", () => {
    for (const loc of ["toyota-springwood", "toyota-service", "mazda-ringwood"])
      expect(at(loc, "Careers")).toMatchObject({ email: ["careers@group.example"], crm_email: [], route: 2 });
  });

  it("takes a category and dealership route before the dealership's own, with its webhooks; the default when nothing matches", () => {
    expect(at("toyota-springwood", "Service")).toMatchObject({ route: 3, webhooks: [{ id: "crm" }] });
    expect(at("toyota-springwood", "General Enquiry")).toMatchObject({
      email: ["toyota.sales@group.example"],
      crm_email: ["adf@crm.group.example"],
      route: 0,
    });
    expect(at("mazda-ringwood", "General Enquiry")).toEqual({
      email: ["leads@group.example"],
      crm_email: ["adf@crm.group.example"],
      webhooks: [],
      route: null,
    });
  });

  it("does not depend on the order of the list", () => {
    const reversed = [...cfg.delivery.routes].reverse();
    const lead = { dealership: "toyota", location: "toyota-service", category: "Service" };
    expect(reversed[chosenRoute(reversed, lead)!]).toBe(cfg.delivery.routes[chosenRoute(cfg.delivery.routes, lead)!]);
  });
});

describe("routes no lead can take are refused by name (issue 17 §2)", () => {
  const issues = (routes: NonNullable<LeadConfigInput["delivery"]>["routes"]) =>
    leadConfigReferenceIssues(cfgOf({ delivery: { routes } }), places).map((i) => `${i.path.join(".")}: ${i.message}`);
  const to = { email: ["x@group.example"] };

  it("accepts routes each of which some lead takes", () => {
    expect(
      issues([
        { dealership: "toyota", ...to },
        { location: "toyota-service", ...to },
        { category: "Careers", ...to },
        { dealership: "toyota", category: "Service", ...to },
      ]),
    ).toEqual([]);
  });

  it("names a copy of an earlier route", () => {
    expect(
      issues([
        { dealership: "toyota", ...to },
        { category: "Careers", ...to },
        { dealership: "toyota", ...to },
      ]),
    ).toEqual([
      "delivery.routes.2: routes.2 (dealership toyota) can never be chosen: it matches the same leads as routes.0 (dealership toyota), which comes first",
    ]);
  });

  it("names a category no form produces", () => {
    expect(issues([{ category: "Carreers", ...to }])).toEqual([
      "delivery.routes.0: routes.0 (category Carreers) can never be chosen: no lead has the category Carreers " +
        "(the categories are General Enquiry, Sales, Service, Parts, Finance, Vehicle Enquiry, Test Drive, Request Photos, Sell My Car, Careers, Trade-in, Reserve Online, Online Payment, Online Purchase)",
    ]);
  });

  it("names a location paired with another dealership", () => {
    expect(issues([{ dealership: "mazda", location: "toyota-service", ...to }])).toEqual([
      "delivery.routes.0: routes.0 (location toyota-service, dealership mazda) can never be chosen: location toyota-service belongs to dealership toyota",
    ]);
  });

  it("names a route whose every lead goes to more specific ones", () => {
    const everyCategory = leadCategories(cfgOf({})).map((category) => ({ location: "toyota-service", category, ...to }));
    expect(issues([{ location: "toyota-service", ...to }, ...everyCategory])).toEqual([
      `delivery.routes.0: routes.0 (location toyota-service) can never be chosen: every lead it matches goes to a more specific route: ${everyCategory
        .map((r, i) => `routes.${i + 1} (category ${r.category}, location toyota-service)`)
        .join("; ")}`,
    ]);
  });

  it("leaves a route naming an unknown place to the reference check", () => {
    expect(unreachableRouteIssues(cfgOf({ delivery: { routes: [{ location: "nowhere", ...to }] } }), places)).toEqual([]);
  });
});

describe("what tenant apply warns about", () => {
  it("says when the default targets are never used because every lead matches a route (the Greywattle CRM)", () => {
    const cfg = cfgOf({
      delivery: {
        default: { crm_email: ["adf@crm.group.example"] },
        routes: [
          { dealership: "toyota", email: ["toyota@group.example"] },
          { dealership: "mazda", email: ["mazda@group.example"] },
        ],
      },
    });
    expect(leadConfigWarnings(cfg, places)).toEqual([
      "delivery.default (adf@crm.group.example) is never used: every lead matches a route; " +
        "add these targets to the routes that should have them, or remove them",
    ]);
    const some = cfgOf({ ...cfg, delivery: { ...cfg.delivery, routes: cfg.delivery.routes.slice(0, 1) } });
    expect(leadConfigWarnings(some, places)).toEqual([]);
  });

  it("says which webhooks are the development receiver", () => {
    const cfg = cfgOf({ webhooks: [{ id: "try-it", development_receiver: true, secret }] });
    expect(leadConfigWarnings(cfg, places)).toEqual([
      "webhooks.0 (try-it) is the platform's development receiver: its leads are recorded under DATA_DIR/webhooks " +
        "on the server that sends them, not sent to a dealer's system",
    ]);
  });
});
