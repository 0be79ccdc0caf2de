import { expect, test, waitForHydration, type Page } from "./test";
import { markWindow, openListing, sidebar, stillSameWindow } from "./fixtures";
import { GROUP, siteUrl, spinCar, tenantGet, videoCar } from "./vehicle-fixtures";

/**
 * Issue 8: every page runs under a Content-Security-Policy with a nonce per
 * response, or, sent from the page cache, with the hashes of its inline
 * scripts (issue 21 item 1; and issue 17, a Permissions-Policy). The pages
 * must still work in Chromium, with no violation of either, while the
 * listing's filters, the vehicle page's gallery, spin and video, and the
 * print page are used (the other specs test what each one does).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    // The CSP's refusals, and the Permissions-Policy's: an unknown feature name, or a feature a page uses that it turns off.
    if (
      /Content Security Policy|Refused to (execute|load|apply|frame|connect)|Permissions-Policy|Permissions policy/i.test(
        m.text(),
      )
    )
      fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test("the listing page hydrates and filters in place under the CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await openListing(page, GROUP, "/search/new-used-and-demo-cars");
  await markWindow(page);
  await sidebar(page)
    .getByRole("checkbox", { name: /^Toyota \(/ })
    .check();
  await expect(page).toHaveURL(/\?make=Toyota$/);
  // Filtered by the hydrated app, not by a full page load: the scripts ran.
  expect(await stillSameWindow(page)).toBe(true);
  expect(await violations()).toEqual([]);
});

test("the vehicle page's gallery, spin and video, and the print page, run under the CSP", async ({ page, request }) => {
  // The spin's frames are rendered on first request: on a busy machine that takes a while.
  test.setTimeout(150_000);
  const violations = await watchViolations(page);
  const spin = await spinCar(request);
  const response = await page.goto(spin.url);
  // Rendered (a nonce) or, as findCar has fetched it before, from the page cache (its scripts' hashes).
  expect(response?.headers()["content-security-policy"]).toMatch(
    /script-src 'self' ('nonce-[0-9a-f]{32}'|'sha256-[\w+/=]+')[;\s]/,
  );
  await expect(page.getByRole("button", { name: "Pause rotation" })).toBeEnabled({ timeout: 90_000 });
  await page.getByRole("button", { name: "Photos" }).click();
  await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
  await expect(page.locator(".yarl__root")).toBeVisible();
  await page.keyboard.press("Escape");

  const video = await videoCar(request);
  await page.goto(video.url);
  const player = page.getByRole("region", { name: "Video" }).locator("video");
  await player.scrollIntoViewIfNeeded();
  const playing = await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    return !v.paused;
  });
  expect(playing).toBe(true);

  await page.goto(siteUrl(GROUP, `/print?car_id=${video.slug}`));
  await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a page sent from the page cache hydrates and runs under its hashes, with no violation", async ({ page, request }) => {
  // A cold server renders both pages (and their photos) first: on a busy machine that takes a while.
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const listing = "/search/new-used-and-demo-cars?sort=price-low";
  const search = (await (await tenantGet(request, GROUP, "/api/search?hitsPerPage=1")).json()) as { hits: { path: string }[] };
  const car = search.hits[0].path;
  // Rendered once, then stored once its compressed copies are made: wait for the hit.
  for (const path of [listing, car]) {
    await expect.poll(async () => (await tenantGet(request, GROUP, path)).headers()["x-cache"], { timeout: 30_000 }).toBe("HIT");
  }
  const hashOnly = /script-src 'self'( 'sha256-[\w+/=]+')+;/;
  // Opened at domcontentloaded (photos may still be loading), then waited for until React has hydrated it.
  const hydrated = () => waitForHydration(page);

  const vehicle = await page.goto(siteUrl(GROUP, car), { waitUntil: "domcontentloaded" });
  expect(vehicle?.headers()["x-cache"]).toBe("HIT");
  expect(vehicle?.headers()["content-security-policy"]).toMatch(hashOnly);
  await hydrated();
  // The streamed parts arrived in the stored page with React's inline scripts, which put them in place.
  await expect(page.locator("template[id^='B:']")).toHaveCount(0);
  // Only the hydrated page's button fetches the PDF and alerts its failure.
  await page.route("**/pdf", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "No PDF today." }) }),
  );
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect.poll(() => alerts).toEqual(["No PDF today."]);

  const response = await page.goto(siteUrl(GROUP, listing), { waitUntil: "domcontentloaded" });
  expect(response?.headers()["x-cache"]).toBe("HIT");
  expect(response?.headers()["content-encoding"]).toBe("br");
  expect(response?.headers()["content-security-policy"]).toMatch(hashOnly);
  await hydrated();
  await markWindow(page);
  await sidebar(page)
    .getByRole("checkbox", { name: /^Toyota \(/ })
    .check();
  await expect(page).toHaveURL(/make=Toyota/);
  // Filtered by the hydrated app, not by a full page load.
  expect(await stillSameWindow(page)).toBe(true);
  expect(await violations()).toEqual([]);
});
