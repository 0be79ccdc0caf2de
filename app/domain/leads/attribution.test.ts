import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTE_LIMITS,
  captureLinkedQueryParams,
  emptyAttribution,
  externalReferrerHost,
  leadAttributes,
  recordLanding,
  recordPageView,
  sameSitePath,
  sanitizeAttribution,
  serializeAttribution,
} from "./attribution";

const hosts = ["cars.example.com.au", "test-motors.localhost"];
const land = (url: string, referrer?: string) => ({ url: new URL(url), referrer, siteHosts: hosts });

describe("linked_query_params (spec 01 §3 'Lead' lead_attributes; issue 10 §2)", () => {
  it("keeps utm_* and click ids, nothing else", () => {
    const params = new URLSearchParams("utm_source=google&UTM_Medium=cpc&gclid=abc&fbclid=f1&page=2&email=a@b.c&utm_=x");
    expect(captureLinkedQueryParams(params)).toEqual({ utm_source: "google", utm_medium: "cpc", gclid: "abc", fbclid: "f1" });
  });

  it("bounds values, keys and count, and drops control characters", () => {
    const many = new URLSearchParams(Array.from({ length: 50 }, (_, i) => [`utm_k${i}`, "v"]));
    expect(Object.keys(captureLinkedQueryParams(many))).toHaveLength(ATTRIBUTE_LIMITS.params);
    const long = captureLinkedQueryParams([["utm_term", "x".repeat(1000) + "\u0000"]]);
    expect(long.utm_term).toHaveLength(ATTRIBUTE_LIMITS.valueLength);
    expect(captureLinkedQueryParams([["utm_content", "a\u0007b\nc"]])).toEqual({ utm_content: "abc" });
    expect(captureLinkedQueryParams([[`utm_${"k".repeat(40)}`, "v"]])).toEqual({});
  });
});

describe("source: utm_source, else the referrer's host (spec 01 §3 'Lead')", () => {
  it("credits utm_source first", () => {
    const s = recordLanding(
      emptyAttribution(),
      land("https://cars.example.com.au/?utm_source=newsletter", "https://www.google.com/search?q=x"),
    );
    expect(leadAttributes(s).source).toBe("newsletter");
  });

  it("else the other site the shopper came from; not our own site", () => {
    const s = recordLanding(
      emptyAttribution(),
      land("https://cars.example.com.au/cars/x", "https://www.carsales.com.au/listing/1"),
    );
    expect(leadAttributes(s).source).toBe("www.carsales.com.au");
    expect(externalReferrerHost("https://cars.example.com.au/search", hosts)).toBeNull();
    expect(externalReferrerHost("android-app://com.google.android.gm/", hosts)).toBeNull();
    expect(externalReferrerHost("not a url", hosts)).toBeNull();
  });

  it("keeps the last touch through browsing and direct returns; a new campaign replaces it", () => {
    let s = recordLanding(emptyAttribution(), land("https://cars.example.com.au/?utm_source=fb&fbclid=1"));
    s = recordLanding(s, land("https://cars.example.com.au/search", "https://cars.example.com.au/"));
    s = recordLanding(s, land("https://cars.example.com.au/search"));
    expect(s.linked_query_params).toEqual({ utm_source: "fb", fbclid: "1" });
    s = recordLanding(s, land("https://cars.example.com.au/?gclid=g", "https://www.google.com/"));
    expect(leadAttributes(s)).toMatchObject({ source: "www.google.com", linked_query_params: { gclid: "g" } });
  });
});

describe("visited_pages: recent same-site paths, bounded", () => {
  it("keeps same-site paths and URLs as paths, drops other sites", () => {
    expect(sameSitePath("/cars/abc?x=1#top", hosts)).toBe("/cars/abc?x=1");
    expect(sameSitePath("https://cars.example.com.au/search/used-cars", hosts)).toBe("/search/used-cars");
    expect(sameSitePath("https://evil.example/phish", hosts)).toBeNull();
    expect(sameSitePath("//evil.example/x", hosts)).toBeNull();
    expect(sameSitePath("javascript:alert(1)", hosts)).toBeNull();
    expect(sameSitePath(`/search?q=${"x".repeat(400)}`, hosts)).toBe("/search");
    expect(sameSitePath(`/${"x".repeat(400)}`, hosts)).toBeNull();
  });

  it("counts a reload once and keeps the most recent pages", () => {
    let s = emptyAttribution();
    for (const p of ["/", "/", "/search", "/cars/a"]) s = recordPageView(s, p, hosts);
    expect(s.visited_pages).toEqual(["/", "/search", "/cars/a"]);
    for (let i = 0; i < 30; i++) s = recordPageView(s, `/cars/${i}`, hosts);
    expect(s.visited_pages).toHaveLength(ATTRIBUTE_LIMITS.pages);
    expect(s.visited_pages.at(-1)).toBe("/cars/29");
  });
});

describe("attribution from the visitor's browser", () => {
  it("drops what is malformed and bounds the rest", () => {
    const s = sanitizeAttribution(
      {
        linked_query_params: { utm_source: "x", evil: "y", utm_medium: 5 },
        landing_referrer: "<script>",
        visited_pages: ["/a", "https://evil.example/", 7, ...Array.from({ length: 100 }, (_, i) => `/p${i}`)],
      },
      hosts,
    );
    expect(s.linked_query_params).toEqual({ utm_source: "x" });
    expect(s.landing_referrer).toBeNull();
    expect(s.visited_pages).toHaveLength(ATTRIBUTE_LIMITS.pages);
    expect(sanitizeAttribution("nonsense", hosts)).toEqual(emptyAttribution());
    expect(sanitizeAttribution({ linked_query_params: ["utm_source"] }, hosts).linked_query_params).toEqual({});
  });

  it("serialises within the byte limit whatever it holds, keeping utm_source longest", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom("utm_source", "utm_medium", "utm_term", "gclid", "fbclid", "utm_x"),
            fc.string({ unit: "binary", maxLength: 300 }),
          ),
        ),
        fc.array(fc.string({ unit: "binary", maxLength: 400 }).map((s) => `/${s}`)),
        (params, pages) => {
          let s = { ...emptyAttribution(), linked_query_params: captureLinkedQueryParams(params) };
          for (const p of pages) s = recordPageView(s, p, hosts);
          const json = serializeAttribution(s);
          expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(ATTRIBUTE_LIMITS.serialisedBytes);
          const back = sanitizeAttribution(JSON.parse(json), hosts);
          if (s.linked_query_params.utm_source)
            expect(back.linked_query_params.utm_source).toBe(s.linked_query_params.utm_source);
        },
      ),
    );
  });
});
