import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/**
 * Helpers for the search listing tests (issue 3). The suite runs against the
 * seeded demo tenants (playwright.config.ts, demo/tenants/*.json), each served
 * at <slug>.localhost; expectations are read from the pages themselves (facet
 * counts, card prices) rather than hard-coded, so the demo data may change.
 */

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Greywattle: a group with many makes, sold-run collapsing and certified Toyotas. */
export const GROUP = "greywattle";
/** Coralview Kia: promo cards at 8 and 17. */
export const DEALER = "coralview-kia";
/** Ironbark Ridge: its own sold text ('SOLD') and 10 makes before 'Show all makes'. */
export const MIXED = "ironbark-ridge";

export function siteUrl(tenant: string, path = "/"): string {
  return `http://${tenant}.localhost:${PORT}${path}`;
}

/** Opens a listing and waits until the page is interactive (scripts loaded and hydrated). */
export async function openListing(page: Page, tenant: string, path: string): Promise<void> {
  await page.goto(siteUrl(tenant, path));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1")).toBeVisible();
}

/**
 * Waits until the listing shows the results for the current URL (the page
 * marks itself with the address its results belong to; a client navigation
 * changes the URL a moment before React shows the new results).
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const url = new URL(page.url());
      return (await page.locator(".listing").getAttribute("data-here")) === `${url.pathname}${url.search}`;
    })
    .toBe(true);
}

/** "950 cars found · page 1 of 46" (or "vehicles", "motorcycles") -> 950. */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator(".listing__count").textContent()) ?? "";
  const m = /([\d,]+) [a-z]+ found/.exec(text);
  if (!m) throw new Error(`no count in "${text}"`);
  return Number(m[1].replace(/,/g, ""));
}

/** The number in a facet checkbox's name: "Toyota (165 cars)" -> 165. */
export function countInLabel(name: string): number {
  const m = /\(([\d,]+) cars?\)/.exec(name);
  if (!m) throw new Error(`no count in "${name}"`);
  return Number(m[1].replace(/,/g, ""));
}

/** The prices on the cards as numbers (cards without a dollar price are left out). */
export async function cardPrices(page: Page): Promise<number[]> {
  // Subscription prices ("$160/week") are another kind of price.
  const texts = (await page.locator(".vehicle-card__amount").allTextContents()).filter((t) => !t.includes("/week"));
  return texts
    .map((t) => /^\$([\d,]+)/.exec(t.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1].replace(/,/g, "")));
}

export async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator(".vehicle-card__title").allTextContents()).map((t) => t.trim());
}

/** The sidebar's filter panel (desktop). */
export function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Filters" });
}

/** Marks the window so a test can tell a client-side navigation (marker kept) from a full reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
}

export async function stillSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

let shoppers = 0;

/**
 * Makes the browser context a shopper of its own, with its own client address
 * (X-Forwarded-For, trusted from loopback: playwright.config.ts sets
 * TRUSTED_PROXIES) and phone number, so the lead limits (10 per address per 10
 * minutes, 5 per phone per hour: app/server/leads/limits.server.ts) count each
 * test's leads apart, as they would count real shoppers'. The address and the
 * number carry the Playwright worker's index, so workers run side by side
 * (--workers) never share a shopper.
 */
export async function asNewShopper(context: BrowserContext): Promise<{ phone: string }> {
  shoppers += 1;
  const worker = test.info().parallelIndex % 10;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${100 + worker}.${shoppers % 250}` });
  return { phone: `0412 3${worker}5 ${String(shoppers % 1000).padStart(3, "0")}` };
}
