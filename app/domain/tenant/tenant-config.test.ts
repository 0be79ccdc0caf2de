import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { describeConfigIssues, siteOrigin, siteUrl, tenantConfigSchema } from "./tenant-config";

function issuesOf(input: unknown): string[] {
  const r = tenantConfigSchema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
}

describe("tenant config", () => {
  const valid = tenantConfig();

  it("fills the spec's defaults", () => {
    expect(valid.stock_filter.include_sold_cars_days).toBe(3); // spec 02 §9
    expect(valid.search.make_list_count).toBe(7); // spec 01 §9
    expect(valid.search.promo_positions).toEqual([8, 17]); // spec 01 §2
    expect(valid.texts).toEqual({ noPriceText: "Enquire for price.", soldText: "JUST SOLD" }); // spec 02 §9
    expect(valid.locations[0].location_type).toBe("sales");
  });

  it("treats an empty location_type as sales (spec 02 §3)", () => {
    const cfg = tenantConfig({ locations: [{ ...valid.locations[0], location_type: "" }] as never });
    expect(cfg.locations[0].location_type).toBe("sales");
  });

  it("refuses a bad config with the field path and the reason", () => {
    expect(issuesOf({ ...valid, slug: "Bad Slug" })).toEqual(["slug: must be lower-case letters, digits and single hyphens"]);
    expect(issuesOf({ ...valid, theme: { ...valid.theme, primary_colour: "red" } })).toEqual([
      "theme.primary_colour: must be a colour like #1a2b3c",
    ]);
    expect(issuesOf({ ...valid, stock_filter: { freshness_days: 15 } })[0]).toMatch(/^stock_filter\.freshness_days: /);
    expect(issuesOf({ ...valid, domains: ["https://cars.example.com"] })[0]).toMatch(/^domains\.0: must be a host name/);
  });

  it("takes canonical addresses from the primary domain and scheme, by default the first domain over https (issue 8)", () => {
    const cfg = tenantConfig({ domains: ["www.kia.example", "kia.example"] });
    expect(cfg.scheme).toBe("https");
    expect(siteOrigin(cfg)).toBe("https://www.kia.example");
    expect(siteOrigin(tenantConfig({ domains: ["www.kia.example", "kia.example"], primary_domain: "Kia.Example" }))).toBe(
      "https://kia.example",
    );
    expect(siteUrl(tenantConfig({ domains: ["kia.example"], scheme: "http" }), "/cars/x")).toBe("http://kia.example/cars/x");
    // A site with no domain (development, <slug>.localhost) has no origin: paths stay paths.
    expect(siteOrigin(valid)).toBeNull();
    expect(siteUrl(valid, "/cars/x")).toBe("/cars/x");
  });

  it("refuses a primary domain that is not one of the domains, or a scheme other than https or http", () => {
    expect(issuesOf({ ...valid, domains: ["kia.example"], primary_domain: "other.example" })).toEqual([
      "primary_domain: must be one of domains (kia.example)",
    ]);
    expect(issuesOf({ ...valid, primary_domain: "kia.example" })).toEqual([
      "primary_domain: must be one of domains (none given)",
    ]);
    expect(issuesOf({ ...valid, domains: ["kia.example"], primary_domain: "kia.example:8080" })[0]).toMatch(
      /^primary_domain: must be a host name/,
    );
    expect(issuesOf({ ...valid, scheme: "ftp" })).toEqual(["scheme: must be https or http"]);
  });

  it("requires every location's dealership to exist", () => {
    const bad = { ...valid, locations: [{ ...valid.locations[0], dealership_id: "nope" }] };
    expect(issuesOf(bad)).toEqual(["locations.0.dealership_id: no dealership has id nope"]);
  });

  it("carries the lead config, defaulted, and checks its routes against the dealerships and locations (issue 10 §5)", () => {
    expect(valid.lead.delivery.confirmation_email).toBe(true);
    expect(valid.lead.forms.message_required).toBe(true);
    const routed = {
      ...valid,
      lead: {
        delivery: {
          routes: [
            { dealership: "test-motors-dealer", email: ["sales@test-motors.example.com"] },
            { location: "nowhere", email: ["a@test-motors.example.com"] },
          ],
        },
      },
    };
    expect(issuesOf(routed)).toEqual(["lead.delivery.routes.1.location: no location has slug nowhere"]);
  });

  it("refuses certified_only without the certified badge", () => {
    expect(issuesOf({ ...valid, features: { certified_only: true } })).toEqual([
      "features.certified_only: needs certified_badge to be on",
    ]);
  });

  it("refuses a location outside Australia", () => {
    const loc = valid.locations[0];
    const bad = { ...valid, locations: [{ ...loc, address: { ...loc.address, lat: 51.5 } }] };
    expect(issuesOf(bad)[0]).toMatch(/^locations\.0\.address\.lat: /);
  });
});

// Issue 9: 'a tenant config whose promo or menu links point to a path the platform does not serve is refused at tenant apply'.
describe("promo links", () => {
  const promo = (link: string) => ({ title: "Finance from 6.99% p.a.", link });
  it("refuses a promo linking to a page the platform does not serve, naming the promo", () => {
    const r = tenantConfigSchema.safeParse({
      ...tenantConfig(),
      promos: [promo("/special-offers"), promo("/finance#finance-form")],
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(describeConfigIssues(r.error)).toEqual([
        "promos.1.link: /finance is not a page this site serves yet; link to one it does (such as /special-offers or a /search listing) or to an https:// address",
      ]);
  });
  it("accepts listings with a query, the site's own dealership listings and outside https addresses", () => {
    const cfg = tenantConfig();
    const links = [
      "/search/used-cars?make=Toyota&certified=true",
      `/search/${cfg.dealerships[0].slug}`,
      "https://example.com/offer",
    ];
    expect(tenantConfigSchema.safeParse({ ...cfg, promos: links.map(promo) }).success).toBe(true);
    expect(tenantConfigSchema.safeParse({ ...cfg, promos: [promo("javascript:alert(1)")] }).success).toBe(false);
  });
  it("refuses a campaign tile linking to a page the site does not serve, and accepts one to its own content page (issue 12)", () => {
    const cfg = tenantConfig();
    const tile = (link: string) => ({ title: "Spring sale", image_url: "/demo-photos/suv-2c4d73-front-x.svg", link });
    const sale = { kind: "sale", slug: "spring-sale", title: "Spring Sale", body: "On now." };
    const r = tenantConfigSchema.safeParse({ ...cfg, campaign_tiles: [tile("/spring-sale"), tile("/")] });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(describeConfigIssues(r.error)).toEqual([
        "campaign_tiles.0.link: /spring-sale is not a page this site serves yet; link to one it does (such as /special-offers or a /search listing) or to an https:// address",
      ]);
    const ok = tenantConfigSchema.safeParse({ ...cfg, content_pages: [sale], campaign_tiles: [tile("/spring-sale"), tile("/")] });
    expect(ok.success).toBe(true);
    // And a promo card to the same page (the one served-path list).
    expect(tenantConfigSchema.safeParse({ ...cfg, content_pages: [sale], promos: [promo("/spring-sale")] }).success).toBe(true);
  });
  it("carries each location's special hours, booking page and zone, and the site's DL/MRB flags and review settings (issue 12)", () => {
    const valid = tenantConfig();
    expect(valid.locations[0].special_hours).toEqual([]);
    expect(valid.location_numbers).toEqual({ show_dealer_license_number: false, show_motor_vehicle_repairer: false });
    expect(valid.reviews).toEqual({ hidden: false, minimum_rating: 4, sample_size: 12 });
    const loc = valid.locations[0];
    const withHours = (special_hours: unknown, extra: object = {}) =>
      issuesOf({ ...valid, ...extra, locations: [{ ...loc, special_hours }] });
    expect(withHours([{ date: "2026-12-25", status: "Closed", name: "Christmas Day" }])).toEqual([]);
    expect(withHours([{ date: "2026-02-30", status: "Closed" }])).toEqual([
      "locations.0.special_hours.0.date: must be a date such as 2026-04-03",
    ]);
    expect(withHours([{ date: "2026-12-24", status: "Open", start_hour: "14:00", end_hour: "08:30" }])).toEqual([
      "locations.0.special_hours.0.end_hour: must be after start_hour",
    ]);
    expect(withHours([], { reviews: { minimum_rating: 7 } })).toEqual(["reviews.minimum_rating: must be 0 to 5"]);
    expect(issuesOf({ ...valid, locations: [{ ...loc, service_booking_url: "https://book.example/x" }] })).toEqual([
      "locations.0.service_booking_url: only a service location's closed days link to a booking page",
    ]);
    expect(
      issuesOf({
        ...valid,
        locations: [
          {
            ...loc,
            contact_detail: {
              ...loc.contact_detail,
              opening_hours: [{ weekday: 1, status: "Open", open: "17:00", close: "09:00" }],
            },
          },
        ],
      }),
    ).toEqual(["locations.0.contact_detail.opening_hours.0.close: an Open day needs open and close, close after open"]);
    expect(
      issuesOf({
        ...valid,
        locations: [{ ...loc, contact_detail: { ...loc.contact_detail, opening_hours: [{ weekday: 7, status: "Shut" }] } }],
      }),
    ).toEqual([
      "locations.0.contact_detail.opening_hours.0.weekday: must be 0 (Sunday) to 6 (Saturday)",
      "locations.0.contact_detail.opening_hours.0.status: must be Open or Closed",
    ]);
  });
});
