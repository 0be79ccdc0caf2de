import { describe, expect, it } from "vitest";
import { z } from "zod";
import { weeklyHoursTable } from "../locations/opening-hours";
import { DEFAULT_FOOTER_GROUPS, DEFAULT_HEADER_MENU } from "../navigation/menu-config";
import { openStatus } from "../locations/open-status";
import {
  describeConfigIssues,
  locationIssues,
  locationSchema,
  specialHoursListSchema,
  tenantConfigFields,
} from "./tenant-config";

// The sections issue 12 added, each parsed alone (the whole config's checks are tenant-config.test.ts's).
const locationExtraSchema = locationSchema.pick({ special_hours: true, service_booking_url: true, time_zone: true });
const siteExtraSchema = tenantConfigFields.pick({
  location_numbers: true,
  reviews: true,
  navigation: true,
  content_pages: true,
  campaign_tiles: true,
  brands: true,
  sales_counter: true,
});

function issues(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
}

describe("site config for the pages around the stock (issue 12)", () => {
  it("fills the spec's defaults", () => {
    const site = siteExtraSchema.parse({});
    expect(site.reviews).toEqual({ hidden: false, minimum_rating: 4, sample_size: 12 }); // spec 02 §9
    expect(site.location_numbers).toEqual({ show_dealer_license_number: false, show_motor_vehicle_repairer: false }); // §6
    expect(site.navigation.header.map((i) => i.label)).toEqual([
      "Home",
      "Vehicles",
      "Our Stock",
      "Offers",
      "Service and Parts",
      "Finance",
      "More",
    ]); // §2
    expect(site.navigation.footer.map((g) => g.title)).toEqual(["Models", "Buyer Tools", "Servicing and Parts", null]); // §2
    expect(site.navigation.header).not.toBe(DEFAULT_HEADER_MENU);
    expect(siteExtraSchema.parse({}).navigation.footer).toEqual(DEFAULT_FOOTER_GROUPS);
    expect(site).toMatchObject({ content_pages: [], campaign_tiles: [], brands: [], sales_counter: false });
    expect(locationExtraSchema.parse({})).toEqual({ special_hours: [] });
  });

  it("reads special hours in either form of spec 02 §3", () => {
    const list = specialHoursListSchema.parse([
      { date: "2026-04-03", status: "Closed", name: "Good Friday" },
      { date: "2026-04-06", status: "Open", start_hour: "09:00", end_hour: "13:00" },
      { date: "2026-12-24", status: "Open", hours: { begin: "08:30", end: "12:00" } },
    ]);
    expect(list).toHaveLength(3);
  });

  it("refuses bad special hours naming the field", () => {
    expect(
      issues(specialHoursListSchema, [
        { date: "2026-02-30", status: "Closed" },
        { date: "2026-04-03", status: "Shut" },
        { date: "2026-04-04", status: "Open" },
        { date: "2026-04-05", status: "Open", start_hour: "13:00", end_hour: "09:00" },
        { date: "2026-04-06", status: "Open", hours: { begin: "9am", end: "12:00" } },
        { date: "2026-04-07", status: "Closed", hours: { begin: "09:00", end: "12:00" } },
        { date: "2026-04-08", status: "Open", start_hour: "09:00", end_hour: "12:00", hours: { begin: "09:00", end: "12:00" } },
      ]),
    ).toEqual([
      "0.date: must be a date such as 2026-04-03",
      "1.status: must be Open or Closed",
      "2.start_hour: an Open day needs start_hour and end_hour, or hours { begin, end }",
      "3.end_hour: must be after start_hour",
      "4.hours.begin: must be a time such as 08:30 (24-hour, 00:00 to 24:00)",
      "5.status: a Closed day has no hours",
      "6.hours: give start_hour and end_hour, or hours, not both",
    ]);
    expect(
      issues(specialHoursListSchema, [
        { date: "2026-04-08", status: "Closed" },
        { date: "2026-04-08", status: "Open", start_hour: "09:00", end_hour: "12:00" },
      ]),
    ).toEqual(["1.date: 2026-04-08 is already listed at 0"]);
  });

  it("takes a service booking page and a time zone per location", () => {
    expect(issues(locationExtraSchema, { service_booking_url: "http://book.example.com" })).toEqual([
      "service_booking_url: must be an https:// address",
    ]);
    expect(issues(locationExtraSchema, { time_zone: "Europe/London" })[0]).toMatch(
      /^time_zone: must be one of Australia\/Brisbane/,
    );
    expect(
      locationExtraSchema.parse({ service_booking_url: "https://book.example.com/service", time_zone: "Australia/Broken_Hill" }),
    ).toMatchObject({
      time_zone: "Australia/Broken_Hill",
    });
  });

  it("checks the whole location: booking page only for service, readable weekly hours", () => {
    const loc = (location_type: string, opening_hours: { status: string; open?: string; close?: string }[] = []) => ({
      location_type,
      service_booking_url: "https://book.example.com",
      contact_detail: { opening_hours },
    });
    expect(locationIssues(loc("service"))).toEqual([]);
    expect(locationIssues(loc("service-and-parts"))).toEqual([]);
    expect(locationIssues(loc("sales"))).toEqual([
      { path: ["service_booking_url"], message: "only a service location's closed days link to a booking page" },
    ]);
    expect(locationIssues(loc("service", [{ status: "Open", open: "17:00", close: "09:00" }, { status: "Closed" }]))).toEqual([
      { path: ["contact_detail", "opening_hours", 0, "close"], message: "an Open day needs open and close, close after open" },
    ]);
  });

  it("validates campaign tiles", () => {
    const tile = { title: "EOFY Sale", image_url: "/demo-photos/eofy.jpg", link: "/special-offers" };
    expect(siteExtraSchema.parse({ campaign_tiles: [tile] }).campaign_tiles[0]).toEqual({
      ...tile,
      image_alt: "",
      display: true,
      strictDisplay: false,
    });
    expect(
      issues(siteExtraSchema, {
        campaign_tiles: [
          { ...tile, link: "javascript:alert(1)", start: "2026-06-01", car_types: ["vintage"] },
          { ...tile, start: "2026-06-30T00:00:00+10:00", expiry: "2026-06-01T00:00:00+10:00", position: 0 },
        ],
      }),
    ).toEqual([
      "campaign_tiles.0.link: must be a site path such as /finance or an https:// address",
      "campaign_tiles.0.start: must be a date and time with its offset, such as 2026-06-30T23:59:59+10:00",
      "campaign_tiles.0.car_types.0: must be one of new, demo, used",
      "campaign_tiles.1.position: must be 1 or more",
      "campaign_tiles.1.expiry: must be after start",
    ]);
    expect(
      issues(siteExtraSchema, {
        campaign_tiles: [{ ...tile, start: "2026-06-30T00:00:00+10:00", expiry: "2026-06-01T00:00:00+10:00" }],
      }),
    ).toEqual(["campaign_tiles.0.expiry: must be after start"]);
  });

  it("validates brands for group sites", () => {
    const brands = [
      { name: "Toyota", slug: "toyota", logo_url: "/brand-logos/toyota.svg" },
      { name: "Yamaha", slug: "yamaha", kind: "motorcycle" },
    ];
    expect(siteExtraSchema.parse({ brands }).brands.map((b) => b.kind)).toEqual(["car", "motorcycle"]);
    expect(
      issues(siteExtraSchema, {
        brands: [
          ...brands,
          { name: "Toyota again", slug: "toyota" },
          { name: "Search", slug: "search" },
          { name: "Hino", slug: "hino", kind: "bus" },
        ],
      }),
    ).toEqual([
      "brands.3.slug: is a path the platform already uses",
      "brands.4.kind: must be one of car, motorcycle, truck, own",
    ]);
    expect(issues(siteExtraSchema, { brands: [...brands, { name: "Toyota again", slug: "toyota" }] })).toEqual([
      "brands.2.slug: toyota is already used at 0",
    ]);
  });

  it("validates review settings", () => {
    expect(issues(siteExtraSchema, { reviews: { minimum_rating: 6, hidden: "yes" } })).toEqual([
      "reviews.hidden: must be true or false",
      "reviews.minimum_rating: must be 0 to 5",
    ]);
  });

  it("feeds the hours rules as it is parsed", () => {
    const extra = locationExtraSchema.parse({
      special_hours: [{ date: "2026-01-26", status: "Closed", name: "Australia Day" }],
      service_booking_url: "https://book.example.com/service",
    });
    const loc = {
      location_type: "service",
      address: { state: "NSW", postcode: "2150" },
      contact_detail: {
        opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "07:30", close: "17:00" })),
      },
      ...extra,
    };
    // Monday 26 January 2026, 9:00 am in Sydney: a public holiday.
    expect(openStatus(loc, Date.parse("2026-01-25T22:00:00Z"))?.text).toBe("Closed, opens 7:30 am tomorrow");
    expect(weeklyHoursTable(loc).at(-1)?.enquire).toEqual({ label: "Enquire Now", href: "https://book.example.com/service" });
  });
});
