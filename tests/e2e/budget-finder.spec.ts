import path from "node:path";
import { expect, test, type Page } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { DEALER, GROUP, resultCount, settled, siteUrl } from "./fixtures";

/**
 * The budget finder (issue 19 item 7; spec 02 §2, §4, §5, §8, §9) on the seeded demo tenants: the
 * estimate as the shopper types, the live count, the money inputs' $ prefix, separators, clamps
 * and quick picks, the disabled view button with 'No cars found for this budget', the price-range
 * slider page, the home page's compact finder, the same pages without JavaScript, and the lead
 * forms' kilometre input with its ' kms' suffix. Counts are read from the pages (the demo stock
 * may change) and checked against the listing each view button opens.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** "441 cars within your budget" -> 441. */
async function liveCount(page: Page, scope = page.locator("main")): Promise<number> {
  const text = (await scope.locator(".finder-result__summary").textContent()) ?? "";
  const m = /^([\d,]+) [a-zA-Z ]+ (within your budget|in this price range)$/.exec(text.trim());
  if (!m) throw new Error(`no count in "${text}"`);
  return Number(m[1].replace(/,/g, ""));
}

/** Waits for the count after a change: the debounced answer has arrived and the panel is no longer busy. */
async function answered(page: Page): Promise<void> {
  await expect(page.locator(".finder-result[aria-busy]")).toHaveCount(0);
}

/** The estimate in the result panel. */
function estimate(scope: Page | ReturnType<Page["locator"]>) {
  return scope.locator(".budget-finder__estimate strong");
}

async function open(page: Page, tenant: string, p: string): Promise<void> {
  await page.goto(siteUrl(tenant, p));
  await page.waitForLoadState("networkidle");
}

test.describe("budget finder", () => {
  test("the estimate follows the inputs, the count follows it, and the view button opens that listing", async ({ page }) => {
    await open(page, GROUP, "/budget-finder");
    await expect(page.getByRole("heading", { level: 1, name: "Find cars for your budget" })).toBeVisible();
    const main = page.locator("main");
    // Spec 02 §9 defaults: 600 a month, 2000 deposit: 600 x 12 x 5 + 2000.
    await expect(page.getByLabel("Monthly repayment")).toHaveValue("600");
    await expect(page.getByLabel("Deposit in dollars")).toHaveValue("2,000");
    await expect(estimate(page)).toHaveText("$38,000");
    await expect(main.getByText("$600 a month for 5 years, plus a $2,000 deposit")).toBeVisible();
    // The form's own submit button is for pages without JavaScript.
    await expect(page.getByRole("button", { name: "Update results" })).toBeHidden();
    const atDefaults = await liveCount(page);
    expect(atDefaults).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: `View ${atDefaults.toLocaleString("en-AU")} cars` })).toBeVisible();

    for (const w of WIDTHS) {
      await page.setViewportSize(w.viewport);
      expect(await seriousViolations(page), `budget finder at ${w.name}`).toEqual([]);
      await shot(page, `budget-finder-${w.name}`);
    }
    await page.setViewportSize(WIDTHS[0].viewport);

    // Weekly: the default repayment becomes 200 (spec 02 §9): 200 x 52 x 5 + 2000 = 54,000, more cars.
    await page.getByRole("group", { name: "How often you repay" }).getByText("Weekly", { exact: true }).click();
    await expect(page.getByLabel("Weekly repayment")).toHaveValue("200");
    await expect(estimate(page)).toHaveText("$54,000");
    await answered(page);
    expect(await liveCount(page)).toBeGreaterThan(atDefaults);

    // The money input: digits only, thousands separators as typed, never above 1,000,000 (spec 02 §5).
    const repayment = page.getByLabel("Weekly repayment");
    await repayment.fill("");
    await repayment.pressSequentially("12a345");
    await expect(repayment).toHaveValue("12,345");
    await repayment.fill("2500000");
    await expect(repayment).toHaveValue("1,000,000");
    // A non-number becomes 0 once the shopper leaves the field.
    await repayment.fill("abc");
    await expect(repayment).toHaveValue("");
    await repayment.blur();
    await expect(repayment).toHaveValue("0");

    // Quick picks fill the deposit: $5,000 to $70,000 (spec 02 §9).
    const picks = page.getByRole("group", { name: "Quick-pick deposits" }).getByRole("button");
    await expect(picks).toHaveText(["$5,000", "$10,000", "$20,000", "$30,000", "$50,000", "$70,000"]);
    await page.getByRole("button", { name: "$30,000" }).click();
    await expect(page.getByLabel("Deposit in dollars")).toHaveValue("30,000");
    await expect(page.getByRole("button", { name: "$30,000" })).toHaveAttribute("aria-pressed", "true");
    await expect(estimate(page)).toHaveText("$30,000");
    await answered(page);
    const within = await liveCount(page);

    // The view button opens the listing at that price (above the $1,000 floor), with as many cars.
    await page.getByRole("link", { name: /^View [\d,]+ cars?$/ }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price=1000\.01%3A30000$/);
    await settled(page);
    expect(await resultCount(page)).toBe(within);
  });

  test("below the cheapest car the view button is disabled: '0 cars found', 'No cars found for this budget'", async ({
    page,
  }) => {
    await open(page, GROUP, "/budget-finder");
    await page.getByLabel("Monthly repayment").fill("0");
    await page.getByLabel("Deposit in dollars").fill("1000");
    await expect(estimate(page)).toHaveText("$1,000");
    await answered(page);
    const view = page.getByRole("button", { name: "0 cars found" });
    await expect(view).toBeDisabled();
    await expect(page.getByText("No cars found for this budget")).toBeVisible();
    await expect(page.getByText(/^The most affordable car we have is \$[\d,]+\.$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^View / })).toHaveCount(0);

    // The cheapest car's own price is enough: the button comes back.
    const cheapest = Number(
      /\$([\d,]+)/.exec((await page.locator(".finder-result__note").textContent()) ?? "")![1].replace(/,/g, ""),
    );
    await page.getByLabel("Deposit in dollars").fill(String(cheapest));
    await answered(page);
    await expect(page.getByRole("link", { name: /^View [\d,]+ cars?$/ })).toBeVisible();
    await page.getByLabel("Deposit in dollars").fill(String(cheapest - 1));
    await answered(page);
    await expect(page.getByRole("button", { name: "0 cars found" })).toBeDisabled();

    // With a body chosen, the message names it (spec 02 §8 'No {car type}s found for this budget').
    await page.getByRole("group", { name: "Body type" }).getByText("SUV", { exact: true }).click();
    await answered(page);
    await expect(page.getByRole("button", { name: "0 SUVs found" })).toBeDisabled();
    await expect(page.getByText("No SUVs found for this budget")).toBeVisible();

    for (const w of WIDTHS) {
      await page.setViewportSize(w.viewport);
      expect(await seriousViolations(page), `disabled at ${w.name}`).toEqual([]);
      await shot(page, `budget-finder-disabled-${w.name}`);
    }
  });

  test("the body selector offers the stock's four bodies and narrows the count and the listing", async ({ page }) => {
    await open(page, GROUP, "/budget-finder");
    const chips = page.getByRole("group", { name: "Body type" }).getByRole("radio");
    // 'All' and the four bodies most of the stock has (spec 02 §9 'body selector limit 4').
    await expect(chips).toHaveCount(5);
    const all = await liveCount(page);
    await page.getByRole("group", { name: "Body type" }).getByText("Ute", { exact: true }).click();
    await answered(page);
    const utes = await liveCount(page);
    expect(utes).toBeLessThan(all);
    await expect(page.locator(".finder-result__summary")).toHaveText(`${utes.toLocaleString("en-AU")} utes within your budget`);
    await page.getByRole("link", { name: /^View [\d,]+ utes?$/ }).click();
    await expect(page).toHaveURL(/\?body=Ute&price=1000\.01%3A38000$/);
    await settled(page);
    expect(await resultCount(page)).toBe(utes);
  });

  test("the price-range slider: steps of $500, the minimum stays below the maximum, the count and the listing", async ({
    page,
  }) => {
    await open(page, GROUP, "/budget-finder/price-range");
    await expect(page.getByRole("heading", { level: 1, name: "Find cars in your price range" })).toBeVisible();
    const lo = page.getByRole("slider", { name: "Minimum price" });
    const hi = page.getByRole("slider", { name: "Maximum price" });
    await expect(lo).toHaveAttribute("step", "500");
    // Spec 02 §9 'slider defaults min 5000 max 250000', kept on the track (the stock's prices).
    const start = Number(await lo.inputValue());
    const top = Number(await hi.getAttribute("max"));
    expect(start).toBeGreaterThanOrEqual(5_000);
    expect(Number(await hi.inputValue())).toBe(Math.min(250_000, top));
    for (const w of WIDTHS) {
      await page.setViewportSize(w.viewport);
      expect(await seriousViolations(page), `price range at ${w.name}`).toEqual([]);
      await shot(page, `price-range-${w.name}`);
    }
    await page.setViewportSize(WIDTHS[0].viewport);
    const before = await liveCount(page);

    // The keyboard moves a thumb one step of $500.
    await lo.focus();
    await page.keyboard.press("ArrowRight");
    await expect(lo).toHaveValue(String(start + 500));
    await expect(lo).toHaveAttribute("aria-valuetext", `$${(start + 500).toLocaleString("en-AU")}`);
    // The maximum cannot pass the minimum: it stops one step above it.
    await hi.focus();
    await page.keyboard.press("Home");
    await expect(hi).toHaveValue(String(start + 1_000));
    await hi.fill("40000");
    await expect(hi).toHaveValue("40000");
    await answered(page);
    const between = await liveCount(page);
    expect(between).toBeLessThan(before);
    await page.getByRole("link", { name: /^View [\d,]+ cars?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?price=${start + 500}%3A40000$`));
    await settled(page);
    expect(await resultCount(page)).toBe(between);
  });

  test("the home page's compact finder counts live and links to the full finder", async ({ page }) => {
    await open(page, DEALER, "/");
    const finder = page.getByRole("region", { name: "Find cars for your budget" });
    await expect(estimate(finder)).toHaveText("$38,000");
    const before = await liveCount(page, finder);
    await finder.getByLabel("Deposit in dollars").fill("40000");
    await expect(estimate(finder)).toHaveText("$76,000");
    await answered(page);
    expect(await liveCount(page, finder)).toBeGreaterThan(before);
    for (const w of WIDTHS) {
      await page.setViewportSize(w.viewport);
      await finder.scrollIntoViewIfNeeded();
      if (SHOTS) await finder.screenshot({ path: path.join(SHOTS, `home-budget-${w.name}.png`) });
    }
    await finder.getByRole("link", { name: "More budget options" }).click();
    await expect(page).toHaveURL(/\/budget-finder\?frequency=monthly&repayment=600&deposit=40000$/);
    await expect(page.getByLabel("Deposit in dollars")).toHaveValue("40,000");
  });

  test("a kilometre input shows the ' kms' suffix and thousands separators (spec 02 §5)", async ({ page }) => {
    await open(page, GROUP, "/sell-my-car");
    const kms = page.getByLabel("Kilometres");
    await kms.pressSequentially("45000");
    await expect(kms).toHaveValue("45,000");
    await expect(page.locator(".lead-field__suffix")).toHaveText("kms");
  });
});

test.describe("budget finder without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent and drawn by the server: the count, the disabled state, quick picks, the listing", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/budget-finder"));
    const update = page.getByRole("button", { name: "Update results" });
    await expect(update).toBeVisible();
    await page.getByLabel("Monthly repayment").fill("0");
    await page.getByLabel("Deposit in dollars").fill("500");
    await update.click();
    await expect(page).toHaveURL(/\/budget-finder\?frequency=monthly&repayment=0&deposit=500&body=$/);
    await expect(page.getByRole("button", { name: "0 cars found" })).toBeDisabled();
    await expect(page.getByText("No cars found for this budget")).toBeVisible();
    // (axe needs JavaScript in the page; the same markup is checked in the disabled-state test above.)

    // A quick pick is a submit button: the deposit it names replaces the typed one; the repayment stays.
    await page.getByLabel("Monthly repayment").fill("1,000,000,000");
    await page.getByRole("button", { name: "$20,000" }).click();
    // Clamped to 1,000,000 (spec 02 §5): 1,000,000 x 12 x 5 + 20,000.
    await expect(page.getByLabel("Monthly repayment")).toHaveValue("1,000,000");
    await expect(page.getByLabel("Deposit in dollars")).toHaveValue("20,000");
    await expect(estimate(page)).toHaveText("$60,020,000");
    const count = await liveCount(page);
    await page.getByRole("link", { name: /^View [\d,]+ cars?$/ }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price=1000\.01%3A60020000$/);
    expect(await resultCount(page)).toBe(count);
  });

  test("the price-range page reads its form: out-of-order ends keep the minimum below the maximum", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/budget-finder/price-range?min=30000&max=20000"));
    await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveValue("19500");
    await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveValue("20000");
    await expect(page.getByRole("button", { name: "Update results" })).toBeVisible();
    // The count is the server's for 19,500 to 20,000: a link to that listing, or the disabled button.
    await expect(page.locator(".finder-result__summary")).toHaveText(
      /^([\d,]+ cars? in this price range|No cars found in this price range)$/,
    );
    const link = page.getByRole("link", { name: /^View [\d,]+ cars?$/ });
    if (await link.count()) await expect(link).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=19500%3A20000");
    else await expect(page.getByRole("button", { name: "0 cars found" })).toBeDisabled();
  });
});
