import { expect, test } from "@playwright/test";
import { siteUrl } from "./fixtures";

/**
 * Pages carry their stylesheets inline (ui/layout/stylesheets.tsx): a first
 * load asks for no stylesheet, and a later client navigation fetches only the
 * next route's files that are not in the page yet, styled before it shows.
 */
test("a first load fetches no stylesheet; navigating fetches only the next route's new ones", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".css")) fetched.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl("greywattle", "/"));
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  const inline = await page
    .locator("style[data-href]")
    .evaluateAll((styles) => styles.flatMap((s) => (s.getAttribute("data-href") ?? "").split(" ")));
  expect(inline.some((href) => /\/assets\/app-[\w-]+\.css$/.test(href))).toBe(true);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

  const car = page.locator('a[href^="/cars/"]').first();
  await car.click();
  // React shows the vehicle page once its stylesheets have loaded (the URL changes a moment before).
  const title = page.locator(".sidebar__title");
  await expect(title).toBeVisible();
  // The vehicle page's own files, once each; none the home page already carried.
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched).size).toBe(fetched.length);
  for (const href of fetched) expect(inline).not.toContain(href);
  // Styled by vehicle.css (.sidebar__title: at most 1.7rem), which the home page does not carry.
  expect(await title.evaluate((e) => getComputedStyle(e).fontSize)).toBe("27.2px");
  expect(errors).toEqual([]);
});
