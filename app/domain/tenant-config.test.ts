import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../tests/setup/builders";
import { describeConfigIssues, tenantConfigSchema } from "./tenant-config";

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
