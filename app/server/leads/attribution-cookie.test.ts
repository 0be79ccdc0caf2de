import { describe, expect, it } from "vitest";
import { ATTRIBUTE_LIMITS } from "~/domain/leads/attribution";
import { ATTRIBUTION_COOKIE, attributionFromCookie, recordPageViewCookie } from "./attribution-cookie.server";

/** Issue 17 §1: the attribution a browser without JavaScript carries, kept by the server from the pages it sends. */
describe("the lead attribution cookie", () => {
  const host = "greywattle.localhost";
  const view = (path: string, cookieHeader: string | null, referrer: string | null = null, secure = false) =>
    recordPageViewCookie({ url: new URL(`http://${host}${path}`), referrer, cookieHeader, secure });
  const pair = (setCookie: string) => setCookie.split(";")[0];

  it("records the landing's campaign and every page after it, by the same rules as the browser's copy", () => {
    const first = view("/?utm_source=google&utm_campaign=x&gclid=abc&page=2", null, "https://www.google.com/");
    expect(first.state).toEqual({
      linked_query_params: { utm_source: "google", utm_campaign: "x", gclid: "abc" },
      landing_referrer: "www.google.com",
      visited_pages: ["/?utm_source=google&utm_campaign=x&gclid=abc&page=2"],
    });
    const second = view("/search/used-cars", pair(first.setCookie), `http://${host}/`);
    const third = view("/search/used-cars", pair(second.setCookie), `http://${host}/search/used-cars`);
    const fourth = view("/cars/x?form=enquiry", pair(third.setCookie), `http://${host}/search/used-cars`);
    expect(fourth.state.visited_pages).toEqual([
      "/?utm_source=google&utm_campaign=x&gclid=abc&page=2",
      "/search/used-cars",
      "/cars/x?form=enquiry",
    ]);
    expect(fourth.state.linked_query_params).toEqual({ utm_source: "google", utm_campaign: "x", gclid: "abc" });
    expect(attributionFromCookie(`a=1; ${pair(fourth.setCookie)}; b=2`, [host])).toEqual(fourth.state);
  });

  it("a later landing from another site or campaign starts a new touch; browsing back does not", () => {
    const google = view("/?utm_source=google", null);
    const fb = view("/cars/y", pair(google.setCookie), "https://l.facebook.com/");
    expect(fb.state.linked_query_params).toEqual({});
    expect(fb.state.landing_referrer).toBe("l.facebook.com");
    const typed = view("/", pair(fb.setCookie), null);
    expect(typed.state.landing_referrer).toBe("l.facebook.com");
  });

  it("is first-party, HttpOnly, SameSite=Lax, 30 days, Secure over HTTPS", () => {
    const { setCookie } = view("/", null);
    expect(setCookie).toMatch(
      new RegExp(`^${ATTRIBUTION_COOKIE}=[A-Za-z0-9_-]+; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`),
    );
    expect(view("/", null, null, true).setCookie).toMatch(/; Secure$/);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("stays within a browser's cookie size whatever the pages and parameters; the newest pages and utm_source stay", () => {
    const long = "x".repeat(ATTRIBUTE_LIMITS.valueLength);
    const params = Array.from({ length: 25 }, (_, i) => `utm_p${i}=${long}`).join("&");
    let cookie: string | null = null;
    let last = "";
    for (let i = 0; i < 40; i++) {
      last = view(`/search/${"a".repeat(250)}-${i}?${i === 0 ? `utm_source=google&${params}` : "q=1"}`, cookie, null).setCookie;
      cookie = pair(last);
      expect(last.length).toBeLessThan(3900);
    }
    expect(attributionFromCookie(cookie, [host]).linked_query_params.utm_source).toBe("google");

    cookie = pair(view("/?utm_source=google", null).setCookie);
    for (let i = 0; i < 40; i++) cookie = pair(view(`/search/${"a".repeat(250)}-${i}`, cookie, null).setCookie);
    const state = attributionFromCookie(cookie, [host]);
    expect(state.linked_query_params).toEqual({ utm_source: "google" });
    expect(state.visited_pages.at(-1)).toMatch(/-39$/);
    expect(state.visited_pages.length).toBeGreaterThan(5);
  });

  it("anything that is not its own value is no attribution, never an error", () => {
    for (const junk of [null, "", "dp_attr=", "dp_attr=%%%", "dp_attr=bm90IGpzb24", `dp_attr=${"A".repeat(5000)}`, "dp_attr=W10"])
      expect(attributionFromCookie(junk, [host])).toEqual({ linked_query_params: {}, landing_referrer: null, visited_pages: [] });
  });
});
