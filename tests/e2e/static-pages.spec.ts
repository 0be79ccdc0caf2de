import { expect, test, type Page } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { DEALER, GROUP, PORT, siteUrl } from "./fixtures";

/**
 * Pages React does not hydrate (issue 21 item 3; app/ui/page-script/page-mode.ts):
 * a location, the dealer locator, content pages, the blog and /brands load the page script
 * alone, no React Router runtime and no loader data, yet the header menu,
 * the phone drawer, the open-status line and the lead attribution work as on
 * a hydrated page.
 */

const desktop = WIDTHS[0].viewport;
const STATIC_PAGES = [
  [DEALER, "/locations/coralview-kia-cleveland"],
  [DEALER, "/dealer-locator"],
  [DEALER, "/about-us"],
  [GROUP, "/blog"],
  [GROUP, "/brands"],
] as const;

/** The scripts a page fetched from this site, with their transferred sizes. */
async function openCountingScripts(page: Page, url: string): Promise<{ url: string; bytes: number }[]> {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (r) => {
    if (r.resourceType() === "script")
      scripts.push(r.sizes().then((s) => ({ url: new URL(r.url()).pathname, bytes: s.responseBodySize })));
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts);
}

for (const [tenant, path] of STATIC_PAGES) {
  test(`${path} loads the page script alone: no React Router, no loader data`, async ({ page }) => {
    const scripts = await openCountingScripts(page, siteUrl(tenant, path));
    expect(scripts.map((s) => s.url)).toEqual([expect.stringMatching(/^\/assets\/static-page-[\w-]+\.js$/)]);
    expect(scripts[0].bytes).toBeLessThan(60_000);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  });
}

test.describe("on a page React does not hydrate", () => {
  test.use({ viewport: desktop });

  test("the desktop menu opens, moves and closes by keyboard, and its links load the next page", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/about-us"));
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("navigation", { name: "Main" });
    const stock = main.getByRole("button", { name: "Our Stock" });
    await stock.focus();
    await page.keyboard.press("Enter");
    await expect(stock).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const first = main.locator(".main-menu__panel a:focus");
    await expect(first).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await expect(stock).toBeFocused();
    // A click elsewhere closes an open dropdown.
    await stock.click();
    await expect(stock).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(8, 700);
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await stock.focus();
    await page.keyboard.press("ArrowDown");
    const href = await main.locator(".main-menu__panel a:focus").getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the open-status line is recomputed in the browser (a cached page says what is true now)", async ({ page }) => {
    // The page as a cache might hold it: its line written at another time. (Playwright's fake clock cannot
    // stand in: it breaks the Date subclass the time zone code uses.)
    await page.route("**/locations/coralview-kia-cleveland", async (route) => {
      const response = await route.fetch({
        url: `http://127.0.0.1:${PORT}/locations/coralview-kia-cleveland`,
        headers: { ...route.request().headers(), host: `${DEALER}.localhost:${PORT}` },
      });
      const html = (await response.text()).replace(
        /(<p[^>]*data-testid="open-status"[^>]*>(?:<span[^>]*><\/span>))[^<]+/,
        "$1Written long ago",
      );
      expect(html).toContain("Written long ago");
      await route.fulfill({ response, body: html });
    });
    await page.goto(siteUrl(DEALER, "/locations/coralview-kia-cleveland"));
    await expect(page.locator(".location-hero").getByTestId("open-status")).toHaveText(
      /^(Open now, closes \d{1,2}:\d{2} [ap]m|Closed, opens \d{1,2}:\d{2} [ap]m .+|Closed)$/,
    );
  });
});

test("a page view on a page React does not hydrate feeds the lead attribution (issue 10 §2)", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/about-us?utm_source=flyer"));
  await page.waitForLoadState("networkidle");
  await page.goto(siteUrl(GROUP, "/search/used-cars"));
  await page.waitForLoadState("networkidle");
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("lead-attribution") ?? "null") as unknown);
  expect(kept).toMatchObject({
    linked_query_params: { utm_source: "flyer" },
    visited_pages: ["/about-us?utm_source=flyer", "/search/used-cars"],
  });
});

test.describe("phone drawer on a page React does not hydrate", () => {
  test.use({ viewport: WIDTHS[1].viewport });

  test("opens from the Menu button and closes on Escape", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/locations/greywattle-toyota-springwood"));
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });
});
