import { expect, test } from "./test";
import { GROUP, PORT, siteUrl } from "./fixtures";

/** Analytics events (issue 10 §3; spec 01 §9 ids): window.dataLayer and the first-party record. */

test("a listing pushes a search view (49) to dataLayer and records it with /api/events", async ({ page }) => {
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.request().method() === "POST");
  await page.goto(siteUrl(GROUP, "/search/used-cars"));
  const res = await recorded;
  expect(res.status()).toBe(204);
  expect(res.request().postDataJSON()).toEqual({ event_id: 49, path: "/search/used-cars" });
  const pushed = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event_id?: number }).event_id));
  expect(pushed).toEqual([{ event: "search_view", event_id: 49, page_path: "/search/used-cars" }]);
});

test("a site without a configured tag loads no third-party script", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (!new URL(r.url()).hostname.endsWith("localhost")) foreign.push(r.url());
  });
  await page.goto(siteUrl(GROUP, "/search/used-cars"));
  await page.waitForLoadState("networkidle");
  expect(foreign.filter((u) => /googletagmanager|google-analytics/.test(u))).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("/api/events refuses a cross-site POST (the request guards cover it)", async ({ request }) => {
  const post = (data: unknown, origin: string) =>
    request.post(`http://127.0.0.1:${PORT}/api/events`, { headers: { host: `${GROUP}.localhost:${PORT}`, origin }, data });
  expect((await post({ event_id: 49, path: "/search" }, "https://evil.example")).status()).toBe(403);
  expect((await post({ event_id: 50, path: "/search" }, `http://${GROUP}.localhost:${PORT}`)).status()).toBe(400);
  expect((await post({ event_id: 49, path: "/search" }, `http://${GROUP}.localhost:${PORT}`)).status()).toBe(204);
});

test("the landing's campaign parameters and the pages visited are kept for the next lead (issue 10 §2)", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/search/used-cars?utm_source=newsletter&gclid=g1"));
  await page.waitForLoadState("networkidle");
  await page.goto(siteUrl(GROUP, "/search/new-cars"));
  await page.waitForLoadState("networkidle");
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("lead-attribution") ?? "null") as unknown);
  expect(kept).toEqual({
    linked_query_params: { utm_source: "newsletter", gclid: "g1" },
    landing_referrer: null,
    visited_pages: ["/search/used-cars?utm_source=newsletter&gclid=g1", "/search/new-cars"],
  });
});
