import { expect, test, type BrowserContext, type Locator, type Page } from "./test";
import path from "node:path";
import { seriousViolations, WIDTHS } from "./axe";
import { asNewShopper } from "./fixtures";
import { findCar, siteUrl } from "./vehicle-fixtures";

/**
 * Spec 01 §4 multi-step enquiry, on the demo site that switches it on
 * (coralview-kia: lead.forms.multi_step_enquiry): "next step shown until the
 * last step; the last step submits", in the Email Us dialog with JavaScript
 * and as plain POSTs without it.
 */

const TENANT = "coralview-kia";
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const carOf = (request: Parameters<typeof findCar>[0]) =>
  findCar(request, TENANT, "multi-step", {
    query: "status=in_stock",
    page: (html) => html.includes('data-testid="open-enquiry"'),
  });

async function shopper(context: BrowserContext): Promise<string> {
  return (await asNewShopper(context)).phone;
}

async function fillDetails(scope: Locator, phone: string, email: string) {
  // A page reached by a link with a #fragment scrolls to it when the load ends: a click made while
  // that scroll is pending can land beside the checkbox (a no-JavaScript CI run failed so).
  await scope.page().waitForLoadState("load");
  await scope.getByLabel("First Name").fill("Stella");
  await scope.getByLabel("Last Name").fill("Stepper");
  await scope.getByLabel("Email Address").fill(email);
  await scope.getByLabel("Mobile Number").fill(phone);
  await scope.getByLabel("I agree to the terms of use").check();
}

for (const width of WIDTHS) {
  test(`with JavaScript at ${width.name} width: the Email Us dialog asks step by step, Back keeps what was typed, the last step sends`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(width.viewport);
    const phone = await shopper(context);
    const car = await carOf(request);
    await page.goto(car.url);
    await page.waitForLoadState("networkidle");
    await page.locator(".sidebar").getByRole("link", { name: "Email Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Email Us" });
    const first = dialog.getByRole("group", { name: "Step 1 of 2: Your enquiry" });
    const second = dialog.getByRole("group", { name: "Step 2 of 2: Your details" });
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Send Enquiry" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${width.name}-multi-step-1`);

    // Step 1's own rule: Comments are required (spec 02 §5); the step stays.
    await first.getByLabel("Comments").fill("");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(first.getByText("Comments are required.", { exact: true }).last()).toBeVisible();
    await expect(second).toBeHidden();
    await first.getByLabel("Comments").fill("Is it still available?");
    await dialog.getByRole("button", { name: "Next" }).click();

    // Step 2, its first field focused; nothing was sent.
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await expect(second.getByLabel("First Name")).toBeFocused();
    await expect(page).toHaveURL(car.url);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${width.name}-multi-step-2`);

    // Back and forth: what was typed stays.
    await second.getByLabel("First Name").fill("Stella");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(first.getByLabel("Comments")).toHaveValue("Is it still available?");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(second.getByLabel("First Name")).toHaveValue("Stella");

    // The last step submits; its errors show in place first.
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByTestId("lead-error-summary")).toContainText("Mobile Number is required.");
    await fillDetails(second, phone, `stella-${width.name}@example.com`);
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await page.waitForURL(/\/success\?lead=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/vehicle enquiry/i);
  });
}

test("without JavaScript: Next and Back are plain POSTs that show the step; the last step's POST goes to /success", async ({
  browser,
  request,
}) => {
  const car = await carOf(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDTHS[1].viewport });
  const phone = await shopper(context);
  const page = await context.newPage();
  await page.goto(car.url);
  await page.locator(".sidebar").getByRole("link", { name: "Email Us" }).click();
  await expect(page).toHaveURL(/\?form=enquiry#enquiry$/);
  // The page streams in: until it has loaded, the parser may still be filling in the form the test edits.
  await page.waitForLoadState("load");
  const form = page.getByTestId("lead-inline-enquiry");
  await expect(form.getByRole("group", { name: "Step 1 of 2: Your enquiry" })).toBeVisible();

  // Step 1 in error: the server answers with it again and its message.
  await form.getByLabel("Comments").fill("");
  await expect(form.getByLabel("Comments")).toHaveValue("");
  await form.getByRole("button", { name: "Next" }).click();
  await page.waitForLoadState("load");
  await expect(form.getByTestId("lead-error-summary")).toContainText("Comments are required.");
  await expect(form.getByRole("group", { name: "Step 1 of 2: Your enquiry" })).toBeVisible();

  await form.getByLabel("Comments").fill("Can I see it on Saturday?");
  await form.getByRole("button", { name: "Next" }).click();
  const second = form.getByRole("group", { name: "Step 2 of 2: Your details" });
  await expect(second).toBeVisible();
  await expect(form.getByRole("group", { name: "Step 1 of 2: Your enquiry" })).toBeHidden();
  await shot(page, "phone-multi-step-nojs-2");

  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByLabel("Comments")).toHaveValue("Can I see it on Saturday?");
  await form.getByRole("button", { name: "Next" }).click();
  await fillDetails(second, phone, "stella-nojs@example.com");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await page.waitForURL(/\/success\?lead=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/vehicle enquiry/i);
  await context.close();
});

test("a site without the switch keeps the one-step Email Us form", async ({ page }) => {
  await page.goto(siteUrl("greywattle", "/search/used-cars"));
  await page.locator("article.vehicle-card:not(.vehicle-card--sold)").first().getByRole("link", { name: "Enquire" }).click();
  const form = page.getByTestId("lead-inline-enquiry");
  await expect(form.getByRole("button", { name: "Send Enquiry" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Next" })).toHaveCount(0);
});
