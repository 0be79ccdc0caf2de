import { describe, expect, it } from "vitest";
import {
  ANALYTICS_EVENTS,
  KNOWN_EVENT_IDS,
  analyticsConfigSchema,
  analyticsCspSources,
  analyticsEventSchema,
  analyticsTags,
  eventName,
  isKnownEventId,
} from "./config";

describe("analytics event ids (spec 01 §9, spec 02 §7)", () => {
  it("knows every id the specs name, each once", () => {
    // Spec 01 §9: 14, 15, 17, 48, 18, 39, 60, 61, 4, 49, 25, 26; spec 02 §7: 22, 36, 37, 51, 26, 9.
    expect(KNOWN_EVENT_IDS).toEqual([4, 9, 14, 15, 17, 18, 22, 25, 26, 36, 37, 39, 48, 49, 51, 60, 61]);
    expect(ANALYTICS_EVENTS).toMatchObject({
      used_vehicle_view: 4,
      search_view: 49,
      favourite: 39,
      print: 61,
      history_report: 60,
    });
    expect(eventName(49)).toBe("search_view");
    expect(eventName(4)).toBe("used_vehicle_view");
  });

  it("accepts a known id and refuses others with a message naming the field", () => {
    expect(analyticsEventSchema.parse({ event_id: 49, path: "/search" })).toEqual({ event_id: 49, path: "/search" });
    for (const id of [0, 1, 50, 999, -4]) expect(isKnownEventId(id)).toBe(false);
    const bad = analyticsEventSchema.safeParse({ event_id: 50, path: "/x" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["event_id"],
      message: expect.stringMatching(/^event_id must be one of the known ids: 4, 9, /),
    });
    expect(analyticsEventSchema.safeParse({ event_id: "49", path: "/x" }).error?.issues[0].message).toBe(
      "event_id must be a number",
    );
    expect(analyticsEventSchema.safeParse({ event_id: 4.5, path: "/x" }).success).toBe(false);
  });

  it("takes a site path, bounded, and optional car and lead", () => {
    expect(analyticsEventSchema.safeParse({ event_id: 4, path: "https://evil.example/" }).error?.issues[0].message).toBe(
      "path must start with /",
    );
    expect(analyticsEventSchema.safeParse({ event_id: 4, path: `/${"a".repeat(500)}` }).error?.issues[0].message).toBe(
      "path must be at most 500 characters",
    );
    expect(analyticsEventSchema.parse({ event_id: 4, path: "/cars/x", car_id: 12, lead_id: "LE-ABCD2345" })).toMatchObject({
      car_id: 12,
      lead_id: "LE-ABCD2345",
    });
    expect(analyticsEventSchema.safeParse({ event_id: 4, path: "/", car_id: -1 }).error?.issues[0].message).toBe(
      "car_id must be a car's id",
    );
  });
});

describe("tenant analytics config (issue 10 §3)", () => {
  it("takes a GTM container and/or a GA4 measurement id", () => {
    expect(analyticsConfigSchema.parse({ gtm_container_id: " GTM-AB12CD " })).toEqual({ gtm_container_id: "GTM-AB12CD" });
    expect(analyticsTags({ ga_measurement_id: "G-ABCDE12345" })).toEqual({
      gtm_container_id: null,
      ga_measurement_id: "G-ABCDE12345",
    });
    expect(analyticsTags(null)).toBeNull();
    expect(analyticsTags({})).toBeNull();
  });

  it("refuses malformed ids and unknown keys with clear messages", () => {
    expect(analyticsConfigSchema.safeParse({ gtm_container_id: "UA-1234" }).error?.issues[0].message).toBe(
      "analytics.gtm_container_id must look like GTM-ABC1234 (GTM- then 4 to 12 capitals or digits)",
    );
    expect(analyticsConfigSchema.safeParse({ ga_measurement_id: "<script>" }).error?.issues[0].message).toMatch(
      /^analytics\.ga_measurement_id must look like G-ABCDE12345/,
    );
    expect(analyticsConfigSchema.safeParse({ gtm_container_id: 5 }).error?.issues[0].message).toBe(
      "analytics.gtm_container_id must be a text such as GTM-ABC1234",
    );
    expect(analyticsConfigSchema.safeParse({ gtm: "GTM-AB12CD" }).success).toBe(false);
  });

  it("allows the Google tag hosts in the CSP only when a tag is configured", () => {
    expect(analyticsCspSources(null)).toEqual({ script: [], connect: [] });
    expect(analyticsCspSources(analyticsTags({ gtm_container_id: "GTM-AB12CD" })).script).toEqual([
      "https://www.googletagmanager.com",
    ]);
  });
});
