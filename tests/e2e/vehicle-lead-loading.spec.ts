import { expect, test, type Page } from "./test";
import { findCar, GROUP, tenantGet } from "./vehicle-fixtures";

/**
 * Issue 9 (Lighthouse mobile ≥ 95 on the vehicle page): the lead forms' code
 * (Conform, the Zod schemas, the phone rules, Radix Dialog) is not part of
 * the page's first load. It comes when a shopper opens a form, and a page
 * with ?form= still has the form in its HTML and hydrates it.
 */

const carOf = (request: Parameters<typeof findCar>[0]) =>
  findCar(request, GROUP, "lead-loading", {
    query: "status=in_stock",
    page: (html) => html.includes('data-testid="open-enquiry"'),
  });

/** The page's scripts, as the browser asks for them. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

const LEAD_CHUNK = /\/assets\/(vehicle-lead-(form|dialog)|lead-form)-/;

test("the vehicle page loads the forms' code only when a shopper opens one, then shows the dialog", async ({ page, request }) => {
  const car = await carOf(request);
  // The server's HTML names none of the forms' chunks (modulepreload or script).
  expect(car.html).not.toMatch(LEAD_CHUNK);
  const scripts = scriptsOf(page);
  await page.goto(car.url);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => LEAD_CHUNK.test(s))).toEqual([]);
  const before = scripts.length;

  await page.locator(".sidebar").getByRole("link", { name: "Email Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Us" });
  await expect(dialog.getByLabel("Comments")).toHaveValue(/interested in the/);
  expect(scripts.slice(before).filter((s) => LEAD_CHUNK.test(s)).length).toBeGreaterThan(0);
});

test("while a dialog's code arrives the shopper sees it loading; Escape cancels", async ({ page, request }) => {
  const car = await carOf(request);
  await page.goto(car.url);
  await page.waitForLoadState("networkidle");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vehicle-lead-dialog-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator(".sidebar").getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("lead-dialog-pending")).toHaveCount(0);
  // Opened again, it shows once the code is there.
  await page.locator(".sidebar").getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page.getByTestId("lead-dialog-pending")).toBeVisible();
  release();
  await expect(page.getByRole("dialog", { name: "Book a Test Drive" })).toBeVisible();
  await expect(page.getByTestId("lead-dialog-pending")).toHaveCount(0);
});

test("?form=enquiry has the form in the server's HTML, hydrates it without a mismatch, and then validates in place", async ({
  page,
  request,
}) => {
  const car = await carOf(request);
  const html = await (await tenantGet(request, GROUP, `${car.path}?form=enquiry`)).text();
  // In the page itself, not a streamed part swapped in by a script (which a browser without JavaScript never runs).
  const form = html.indexOf('data-testid="lead-form-vehicle_enquiry"');
  expect(form).toBeGreaterThan(0);
  expect(html.slice(html.lastIndexOf('data-testid="lead-inline-enquiry"', form), form)).not.toContain("<template");

  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${car.url}?form=enquiry#enquiry`);
  await page.waitForLoadState("networkidle");
  const inline = page.getByTestId("lead-inline-enquiry");
  let documents = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents++;
  });
  await inline.getByLabel("Postcode").fill("12a");
  await inline.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(inline.getByTestId("lead-error-summary")).toContainText("Invalid postcode. Please enter a 4-digit number.");
  // Checked in the browser by the hydrated form: no page was posted.
  expect(documents).toBe(0);
  expect(errors).toEqual([]);
});

test("the page's scripts start after its first paint, then hydrate it (issue 19)", async ({ page, request }) => {
  const car = await carOf(request);
  // No module preload in the HTML competes with the style sheets and the main photo (app/server/http/scripts-after-paint.server.ts).
  expect(car.html.includes('<link rel="modulepreload"'), "a module preload in the HTML").toBe(false);
  // goto waits until React has hydrated the page (tests/e2e/test.ts).
  await page.goto(car.url);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => e.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(timing.scripts.filter((start) => start < timing.paint!)).toEqual([]);
});
