import { expect, test } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { asNewShopper, GROUP, siteUrl } from "./fixtures";
import { fillContact } from "./lead-fill";

/** The enquiry pages of spec 02 §2 (issue 10 §1 'Pages'): rendered on the server, axe-clean, working with and without JavaScript. */

// Each test is a shopper of its own (the lead limits count per address).
test.beforeEach(async ({ context }) => {
  await asNewShopper(context);
});

const PAGES = [
  ["/contact", "Contact Us"],
  ["/contact-us", "Contact Us"],
  ["/book-test-drive/", "Book a Test Drive"],
  ["/service", "Book a Service"],
  ["/sell-my-car", "Sell Your Car"],
  ["/sell-your-car", "Sell Your Car"],
  ["/vehicle-parts-and-accessories", "Parts & Accessories"],
  ["/careers", "Careers"],
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`enquiry pages at ${name} width`, () => {
    test.use({ viewport });
    for (const [path, heading] of PAGES) {
      test(`${path} renders its form and is axe-clean`, async ({ page }) => {
        const res = await page.goto(siteUrl(GROUP, path));
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.locator("form.lead-form")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page)).toEqual([]);
        if (path === "/contact" || path === "/service")
          await page.screenshot({ path: `test-results/lead-pages${path.replace(/\//g, "-")}-${name}.png`, fullPage: true });
      });
    }
  });
}

test("/contact-us/{location slug} shows that location and chooses it", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/contact-us"));
  const locationSelect = page.locator('select[name="location_id"]');
  const options = await locationSelect.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThan(1);
  const res = await page.goto(siteUrl(GROUP, "/contact-us/nowhere-at-all"));
  expect(res?.status()).toBe(404);
});

test.describe("/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("errors come back on the page, then a complete form reaches /success", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/contact"));
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Mobile Number is required.").first()).toBeVisible();
    await page.screenshot({ path: "test-results/lead-pages-contact-nojs-errors.png", fullPage: true });
    await fillContact(page, "0412 000 101");
    await page.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?lead=[A-Z]{2}-[2-9A-Z]{8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
  });
});

test("/contact with JavaScript: inline errors, then /success with the attribution sent", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/search/used-cars?utm_source=e2e"));
  await page.waitForLoadState("networkidle");
  await page.goto(siteUrl(GROUP, "/contact"));
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText("Please fix the following errors:")).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await fillContact(page, "0412 000 102");
  const posted = page.waitForRequest((r) => r.method() === "POST" && /^\/contact(\.data)?$/.test(new URL(r.url()).pathname));
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  const body = (await posted).postData() ?? "";
  expect(decodeURIComponent(body)).toContain('"utm_source":"e2e"');
  await expect(page).toHaveURL(/\/success\?lead=[A-Z]{2}-[2-9A-Z]{8}$/);
  await page.screenshot({ path: "test-results/lead-pages-contact-success.png", fullPage: true });
});
