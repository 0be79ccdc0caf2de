import { expect, test, type APIRequestContext, type Page } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { DEALER, GROUP, PORT, siteUrl } from "./fixtures";

/**
 * Issue 12 and issue 10 finishing touches: the footer's accepted payment
 * logos (spec 02 §2) and terms of use collapsing on small screens (spec 02
 * §4); the sitemap's brands pages; the vehicle page's 'View History Report'
 * (spec 01 §4) with its analytics event 60 (spec 01 §9).
 */

const TERMS_OPENING = "These terms apply to your use of the Greywattle Motor Group website. By using the site you agree to them.";

async function expectPaymentLogos(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "We accept" })).toBeVisible();
  const list = footer.getByRole("list", { name: "Payment methods we accept" });
  for (const name of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"])
    await expect(list.getByRole("img", { name, exact: true })).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`footer on a ${name}`, () => {
    test.use({ viewport });

    test("shows the payment logos and the tenant's terms of use (collapsed only on a phone), axe clean", async ({ page }) => {
      await page.goto(siteUrl(GROUP, "/search/used-cars"));
      await page.waitForLoadState("networkidle");
      await expectPaymentLogos(page);
      const footer = page.getByRole("contentinfo");
      const terms = footer.getByText(TERMS_OPENING);
      const toggle = footer.getByText("Show terms of use");
      if (viewport.width < 768) {
        await expect(terms).toBeHidden();
        await toggle.click();
        await expect(footer.getByText("Hide terms of use")).toBeVisible();
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(terms).toBeVisible();
      await expect(footer.getByRole("heading", { name: "Terms of use" })).toBeVisible();
      const full = footer.getByRole("link", { name: "Read our full Terms and Conditions" });
      await expect(full).toHaveAttribute("href", "/terms-and-conditions");
      await page
        .locator(".site-footer .terms-of-use__body")
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await footer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/footer-${name}.png`, fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await full.click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    });
  });
}

test.describe("footer without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: WIDTHS[1].viewport });

  test("collapses and expands the terms of use on a phone with no script", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/about-us"));
    await expectPaymentLogos(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(TERMS_OPENING)).toBeHidden();
    await footer.getByText("Show terms of use").click();
    await expect(footer.getByText(TERMS_OPENING)).toBeVisible();
    await footer.getByText("Hide terms of use").click();
    await expect(footer.getByText(TERMS_OPENING)).toBeHidden();
  });
});

/** A GET to the tenant's site from the test runner (Node does not resolve *.localhost; analytics.spec.ts does the same). */
const siteGet = (request: APIRequestContext, tenant: string, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${tenant}.localhost:${PORT}` } });

test("the sitemap lists /brands and each brand's overview that /brands links", async ({ page, request }) => {
  await page.goto(siteUrl(GROUP, "/brands"));
  const overviews = await page
    .locator("main a[href$='/overview']")
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(overviews.length).toBeGreaterThan(0);
  const xml = await (await siteGet(request, GROUP, "/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/brands<\/loc>/);
  for (const path of overviews) {
    expect(xml).toContain(`${path}</loc>`);
    expect((await siteGet(request, GROUP, path)).status()).toBe(200);
  }
});

/** The first used car on the listing whose page offers the history report (most Greywattle used cars have one). */
async function carWithHistoryReport(page: Page): Promise<string> {
  await page.goto(siteUrl(GROUP, "/search/used-cars"));
  const hrefs = await page
    .locator("main a[href^='/cars/']")
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!.replace(/[?#].*$/, "")))].slice(0, 8));
  for (const href of hrefs) {
    await page.goto(siteUrl(GROUP, href));
    if (await page.getByRole("link", { name: /View History Report/ }).count()) return href;
  }
  throw new Error("no used car with a history report in the first 8 cards");
}

test.describe("history report", () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test("a car with a file shows 'View History Report', opens the file in a new tab and records event 60", async ({ page }) => {
    const carPath = await carWithHistoryReport(page);
    await page.waitForLoadState("networkidle");
    const link = page.getByRole("link", { name: "View History Report (opens in a new tab)" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/demo-history-reports\/[A-Za-z0-9-]+\.pdf$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/history-report-desktop.png" });

    const recorded = page.waitForRequest(
      (r) => r.url().endsWith("/api/events") && r.method() === "POST" && r.postDataJSON()?.event_id === 60,
    );
    const popup = page.waitForEvent("popup");
    await link.click();
    const tab = await popup;
    expect(new URL(tab.url()).pathname).toBe(href);
    expect((await recorded).postDataJSON()).toMatchObject({ event_id: 60, path: carPath });
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event_id?: number }).event_id === 60),
    );
    expect(pushed).toEqual([expect.objectContaining({ event: "history_report", event_id: 60, page_path: carPath })]);
    await tab.close();

    const pdf = await siteGet(page.request, GROUP, href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Only a car whose file names it has a report: a made-up stock number is a 404.
    expect((await siteGet(page.request, GROUP, "/demo-history-reports/NOPE999.pdf")).status()).toBe(404);
  });

  test("a tenant without history_report shows no history report link", async ({ page }) => {
    await page.goto(siteUrl(DEALER, "/search/used-cars"));
    const href = await page.locator("main a[href^='/cars/']").first().getAttribute("href");
    await page.goto(siteUrl(DEALER, href!));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /View History Report/ })).toHaveCount(0);
  });
});
