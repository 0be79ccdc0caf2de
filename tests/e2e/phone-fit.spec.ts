import { expect, test, type Page } from "./test";
import { DEALER, GROUP, MIXED, siteUrl } from "./fixtures";

/**
 * Every kind of page fits a small phone's screen (360 px, a common Android
 * width), before its scripts run and after: nothing sticks out sideways, so
 * the browser neither zooms the page out nor lets it slide left and right.
 * Found: the 'Our Locations' carousel's hidden text (position: absolute)
 * escaped the carousel's clip and made the home and location pages 2,600 px
 * wide until the carousel script arrived; the listing's search box, the
 * vehicle page's phone button and a brand heading pushed their pages to
 * 378-389 px.
 */
const PHONE = { width: 360, height: 740 };

async function pagesOf(page: Page, tenant: string): Promise<string[]> {
  // One page of each kind, read from the site itself (the sitemap and a listing), so demo changes need no edit here.
  await page.goto(siteUrl(tenant, "/sitemap.xml"));
  const paths = [...(await page.content()).matchAll(/https?:\/\/[^<\s"]+/g)]
    .map((m) => new URL(m[0]))
    .filter((u) => u.hostname.startsWith(`${tenant}.`))
    .map((u) => u.pathname);
  const first = (re: RegExp) => paths.find((p) => re.test(p));
  return [
    "/",
    "/search/used-cars",
    first(/^\/cars\//),
    first(/^\/locations\//),
    first(/^\/[^/]+\/overview$/),
    "/brands",
    "/dealer-locator",
    "/contact-us",
    "/sign-in",
    "/compare",
    // The model showroom (its pages are in the sitemap when the tenant has a range).
    first(/^\/models$/),
    first(/^\/models\/[^/]+$/),
    first(/^\/[^/]+\/accessories$/),
  ].filter((p): p is string => Boolean(p));
}

async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`pages fit a 360 px phone ${javaScriptEnabled ? "with" : "before"} JavaScript`, () => {
    test.use({ viewport: PHONE, isMobile: true, javaScriptEnabled });

    for (const tenant of [GROUP, DEALER, MIXED]) {
      test(tenant, async ({ page }) => {
        const wide: string[] = [];
        for (const path of await pagesOf(page, tenant)) {
          await page.goto(siteUrl(tenant, path));
          if (javaScriptEnabled) await page.waitForLoadState("networkidle");
          const { scrollWidth, innerWidth } = await overflow(page);
          if (scrollWidth > PHONE.width || innerWidth !== PHONE.width) wide.push(`${path}: ${scrollWidth} px wide`);
        }
        expect(wide).toEqual([]);
      });
    }
  });
}
