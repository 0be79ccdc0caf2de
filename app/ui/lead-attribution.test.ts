import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTE_LIMITS } from "~/domain/leads/attribution";
import { ATTRIBUTION_STORAGE_KEY, currentAttribution, recordVisit, resetAttributionForTests } from "./lead-attribution";

/** Issue 10 §2: linked_query_params captured on landing, source, visited_pages, kept by the browser. */

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

const HOST = "greywattle.localhost";
const at = (path: string) => ({ hostname: HOST, href: `http://${HOST}${path}` });
const here = (path: string) => {
  const u = new URL(`http://${HOST}${path}`);
  return { hostname: HOST, pathname: u.pathname, search: u.search };
};

describe("lead attribution in the browser", () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    vi.stubGlobal("window", { localStorage: store });
    resetAttributionForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("captures utm_* and click ids on landing, and the paths visited after", () => {
    recordVisit(at("/search/used-cars?utm_source=google&utm_campaign=spring&gclid=abc&make=Kia"), "https://www.google.com/");
    recordVisit(at("/cars/2019-kia-rio"), "https://www.google.com/");
    recordVisit(at("/contact"), "https://www.google.com/");
    expect(currentAttribution(here("/contact"))).toEqual({
      linked_query_params: { utm_source: "google", utm_campaign: "spring", gclid: "abc" },
      landing_referrer: "www.google.com",
      visited_pages: [
        "/search/used-cars?utm_source=google&utm_campaign=spring&gclid=abc&make=Kia",
        "/cars/2019-kia-rio",
        "/contact",
      ],
      url: "/contact",
    });
  });

  it("keeps the landing's touch for the next visit, and a new campaign landing replaces it", () => {
    recordVisit(at("/?fbclid=fb1"), "https://facebook.com/");
    // A new document: a later visit typed in (no referrer, no parameters) keeps the touch.
    resetAttributionForTests();
    recordVisit(at("/search"), "");
    expect(currentAttribution(here("/search"))).toMatchObject({
      linked_query_params: { fbclid: "fb1" },
      landing_referrer: "facebook.com",
      visited_pages: ["/?fbclid=fb1", "/search"],
    });
    resetAttributionForTests();
    recordVisit(at("/?msclkid=ms1&utm_source=bing"), "https://www.bing.com/");
    expect(currentAttribution(here("/"))).toMatchObject({
      linked_query_params: { msclkid: "ms1", utm_source: "bing" },
      landing_referrer: "www.bing.com",
    });
  });

  it("does not take the site's own pages as a referrer, nor parameters of later pages as a landing", () => {
    recordVisit(at("/search"), `http://${HOST}/`);
    recordVisit(at("/search?utm_source=late"), `http://${HOST}/`);
    expect(currentAttribution(here("/search"))).toMatchObject({ linked_query_params: {}, landing_referrer: null });
  });

  it("keeps the recent pages only, the same page twice in a row once", () => {
    for (let i = 0; i < 30; i++) recordVisit(at(`/cars/car-${i}`), "");
    recordVisit(at("/cars/car-29"), "");
    const pages = currentAttribution(here("/")).visited_pages;
    expect(pages).toHaveLength(ATTRIBUTE_LIMITS.pages);
    expect(pages.at(-1)).toBe("/cars/car-29");
    expect(pages[0]).toBe(`/cars/car-${30 - ATTRIBUTE_LIMITS.pages}`);
    expect(new TextEncoder().encode(store.getItem(ATTRIBUTION_STORAGE_KEY)!).length).toBeLessThanOrEqual(
      ATTRIBUTE_LIMITS.serialisedBytes,
    );
  });

  it("survives a tampered or missing storage", () => {
    store.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(currentAttribution(here("/x"))).toEqual({
      linked_query_params: {},
      landing_referrer: null,
      visited_pages: [],
      url: "/x",
    });
    store.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ visited_pages: ["https://evil.example/x", "/ok"], landing_referrer: "<b>" }),
    );
    expect(currentAttribution(here("/x"))).toMatchObject({ visited_pages: ["/ok"], landing_referrer: null });
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    recordVisit(at("/a?utm_source=x"), "");
    expect(currentAttribution(here("/a"))).toMatchObject({
      linked_query_params: { utm_source: "x" },
      visited_pages: ["/a?utm_source=x"],
    });
  });
});
