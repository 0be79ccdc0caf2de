import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test";
import { calculateFinance, type CalculatorInputs } from "../../app/domain/finance/calculator";
import { financeProviderConfigSchema } from "../../app/domain/finance/provider-config";
import { COMPARISON_RATE_WARNING } from "../../app/domain/finance/comparison-rate";
import { formatMoney } from "../../app/domain/finance/money";
import { seriousViolations, WIDTHS } from "./axe";
import { findCar, GROUP } from "./vehicle-fixtures";

/**
 * The vehicle page's finance blocks (issue 19 items 2, 3, 8; spec 02 §2, §5,
 * §7, §9; spec 01 §2): the sidebar's quick estimate with its comparison rate,
 * the calculator panel's inputs, bounds, clamps, messages, frequency switch and
 * disclaimer, analytics 26 once, and the sticky header's weekly repayment.
 */

const provider = financeProviderConfigSchema.parse(
  (JSON.parse(readFileSync("demo/tenants/greywattle.json", "utf8")) as { finance: unknown }).finance,
);

/** An in-stock car offered an estimate (spec 02 §5), priced inside the quick quote's 10,000 to 200,000. */
const estimateCar = (request: Parameters<typeof findCar>[0]) =>
  findCar(request, GROUP, "finance-estimate", {
    query: "status=in_stock&car_type=used",
    page: (html) =>
      html.includes('data-testid="quick-estimate"') &&
      html.includes('id="finance-calculator"') &&
      html.includes("Credit history"),
  });

async function settle(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

function figures(inputs: CalculatorInputs, frequency: "weekly" | "fortnightly" | "monthly" = "weekly") {
  const r = calculateFinance(inputs, frequency, provider);
  return { repayment: r.repayment.text, comparison: r.rates.comparisonRateText, total: r.total };
}

test("the page's HTML carries the estimate, the calculator's first figure and the comparison rate before JavaScript", async ({
  request,
}) => {
  const car = await estimateCar(request);
  const html = car.html;
  expect(html).toMatch(/data-testid="estimate-weekly">\$[\d,]+\.\d\d</);
  expect(html).toMatch(/data-testid="calc-repayment">\$[\d,.]+</);
  expect(html).toMatch(/data-testid="comparison-rate">\d+\.\d\d% p\.a\.</);
  expect(html).toContain(COMPARISON_RATE_WARNING);
});

test("quick estimate: a new credit history is quoted 500 ms after the last change; an error clears it silently", async ({
  page,
  request,
}) => {
  const car = await estimateCar(request);
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(car.url);
  await page.waitForLoadState("networkidle");
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(start + 60_000);
  const box = page.getByTestId("quick-estimate");
  const weekly = box.getByTestId("estimate-weekly");
  const first = await weekly.textContent();
  expect(first).toMatch(/^\$[\d,]+\.\d\d$/);
  await expect(box.getByTestId("comparison-rate")).toHaveText(/^\d+\.\d\d% p\.a\.$/);

  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/youx/quote")) asked.push(r.postData() ?? "");
  });
  await box.getByLabel("Credit history").selectOption("DECENT");
  await page.clock.runFor(300);
  await box.getByLabel("Credit history").selectOption("POOR");
  await page.clock.runFor(499);
  expect(asked).toEqual([]);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/youx/quote"));
  await page.clock.runFor(1);
  const res = await answered;
  expect(asked).toHaveLength(1);
  expect(JSON.parse(asked[0])).toMatchObject({ selfAssessedCreditScore: "POOR", loanTerm: 5, year: expect.any(Number) });
  const quote = (await res.json()) as { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };
  await expect(box.getByTestId("interest-rate")).toHaveText(`${quote.advertisedRate.toFixed(2)}% p.a.`);
  await expect(box.getByTestId("comparison-rate")).toHaveText(`${quote.comparisonRate.toFixed(2)}% p.a.`);
  expect(quote.comparisonRate).toBeGreaterThan(quote.advertisedRate);
  await expect(weekly).not.toHaveText(first!);

  // Spec 02 §7: on error the quote is cleared and logged, with no message to the shopper.
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(m.text());
  });
  await page.route("**/api/youx/quote", (route) => route.fulfill({ status: 500, body: "{}" }));
  await box.getByLabel("Credit history").selectOption("DECENT");
  await page.clock.runFor(500);
  await expect(weekly).toHaveText("–");
  await expect(box.getByTestId("comparison-rate")).toHaveText("–");
  expect(logged.some((l) => l.includes("Failed to get YouX quick quote"))).toBe(true);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Back at the defaults, the page's own figure returns without asking.
  await box.getByLabel("Credit history").selectOption("GREAT");
  await expect(weekly).toHaveText(first!);
});

test("calculator: every input recalculates the repayment, total and comparison rate; bounds, clamps and messages (spec 02 §5)", async ({
  page,
  request,
}) => {
  const car = await estimateCar(request);
  await page.goto(car.url);
  const calc = page.getByTestId("finance-calculator");
  // The panel hydrates when its own chunk arrives.
  await expect(calc).toHaveAttribute("data-ready", "true");
  await calc.scrollIntoViewIfNeeded();
  const price = calc.getByLabel("Purchase price");
  const repayment = calc.getByTestId("calc-repayment");
  const comparison = calc.getByTestId("comparison-rate");
  const total = calc.getByTestId("calc-total");
  const term = calc.getByRole("slider", { name: "Loan term" });
  const interest = calc.getByRole("slider", { name: "Interest rate" });
  const inputs: CalculatorInputs = { amount: 30_000, term: 5, interest: 8.5, tradeIn: 0, residual: 0 };
  const shows = async (expected: ReturnType<typeof figures>) => {
    await expect(repayment).toHaveText(expected.repayment);
    await expect(comparison).toHaveText(expected.comparison);
    await expect(total).toHaveText(formatMoney(expected.total));
  };

  // Spec 02 §9 defaults: 8.5%, 5 years; the car's price.
  await expect(calc.getByTestId("calc-interest")).toHaveText("8.5% p.a.");
  await expect(calc.getByTestId("calc-term")).toHaveText("5 years");

  await price.fill("30000");
  await expect(price).toHaveValue("30,000");
  await shows(figures(inputs));
  await expect(calc.getByText("Cannot be less than")).toHaveCount(0);

  // Below the minimum: the message, and the figure for the minimum; left, the field clamps to it.
  await price.fill("500");
  await expect(calc.getByText("Cannot be less than $1,000 or more than $250,000")).toBeVisible();
  await shows(figures({ ...inputs, amount: 1000 }));
  await price.blur();
  await expect(price).toHaveValue("1,000");
  // Above the maximum: the field stops at $250,000 (at the bound the message stays).
  await price.fill("300000");
  await expect(price).toHaveValue("250,000");
  await expect(calc.getByText("Cannot be less than $1,000 or more than $250,000")).toBeVisible();
  await price.fill("30000");
  await expect(calc.getByText("Cannot be less than")).toHaveCount(0);

  // Term 1 to 7 step 0.5; interest 0.5 to 15 step 0.5 (the keyboard moves a slider one step).
  await term.focus();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByTestId("calc-term")).toHaveText("5.5 years");
  await shows(figures({ ...inputs, term: 5.5 }));
  await page.keyboard.press("End");
  await expect(calc.getByTestId("calc-term")).toHaveText("7 years");
  await page.keyboard.press("Home");
  await expect(calc.getByTestId("calc-term")).toHaveText("1 year");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(calc.getByTestId("calc-term")).toHaveText("5 years");
  await interest.focus();
  await page.keyboard.press("End");
  await expect(calc.getByTestId("calc-interest")).toHaveText("15% p.a.");
  await shows(figures({ ...inputs, interest: 15 }));
  await page.keyboard.press("Home");
  await expect(calc.getByTestId("calc-interest")).toHaveText("0.5% p.a.");
  await shows(figures({ ...inputs, interest: 0.5 }));
  for (let i = 0; i < 16; i++) await page.keyboard.press("ArrowRight");
  await expect(calc.getByTestId("calc-interest")).toHaveText("8.5% p.a.");

  // Deposit and residual lower the repayment; a deposit past the price leaves nothing to borrow.
  await calc.getByLabel("Deposit / trade-in").fill("5000");
  await shows(figures({ ...inputs, tradeIn: 5000 }));
  await calc.getByLabel("Residual (balloon)").fill("8000");
  await shows(figures({ ...inputs, tradeIn: 5000, residual: 8000 }));
  await calc.getByLabel("Residual (balloon)").fill("0");

  // Spec 02 §5: a repayment at or below $25 shows 'Enquire for Finance'.
  await calc.getByLabel("Deposit / trade-in").fill("29000");
  await expect(repayment).toHaveText("Enquire for Finance");
  await expect(repayment).toHaveAttribute("href", /^\/finance\?.*#finance-form$/);
  await calc.getByLabel("Deposit / trade-in").fill("40000");
  await calc.getByLabel("Deposit / trade-in").blur();
  await expect(calc.getByLabel("Deposit / trade-in")).toHaveValue("30,000");
  await calc.getByLabel("Deposit / trade-in").fill("0");

  // The frequency switch, by keyboard (a radio group: the arrows move the choice).
  await calc.getByRole("radio", { name: "Weekly" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
  await shows(figures(inputs, "fortnightly"));
  await expect(calc.getByText("per fortnight")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await shows(figures(inputs, "monthly"));
  await expect(calc.getByText("per month")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(calc.getByRole("radio", { name: "Weekly" })).toBeChecked();
  await shows(figures(inputs, "weekly"));

  // Spec 02 §7: analytics 26 once, however many changes.
  const pushed = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event_id?: number }).event_id === 26));
  expect(pushed).toHaveLength(1);
});

test("calculator disclaimer: 197 characters, then Show more and Show less", async ({ page, request }) => {
  const car = await estimateCar(request);
  await page.goto(car.url);
  const calc = page.getByTestId("finance-calculator");
  await expect(calc).toHaveAttribute("data-ready", "true");
  const text = calc.getByTestId("calc-disclaimer");
  const short = (await text.textContent())!;
  expect(short.endsWith("…")).toBe(true);
  expect(short.length).toBe(198);
  const more = calc.getByRole("button", { name: "Show more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(calc.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  expect(((await text.textContent()) ?? "").length).toBeGreaterThan(197);
  await calc.getByRole("button", { name: "Show less" }).click();
  await expect(text).toHaveText(short);
});

for (const { name, viewport } of WIDTHS) {
  test(`axe finds nothing serious with the calculator in view, and the sticky header carries the estimate (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const car = await estimateCar(request);
    await page.setViewportSize(viewport);
    await page.goto(car.url);
    await page.waitForLoadState("networkidle");
    const estimate = page.getByTestId("quick-estimate");
    await estimate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/finance-estimate-${viewport.width}.png` });
    const calc = page.getByTestId("finance-calculator");
    await expect(calc).toHaveAttribute("data-ready", "true");
    await calc.scrollIntoViewIfNeeded();
    await calc.getByRole("button", { name: "Show more" }).click();
    await settle(page);
    await calc.screenshot({ path: `reports/finance-calculator-${viewport.width}.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // Spec 01 §2: the sticky header after 500 px with the estimated weekly repayment and a sample rate.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await settle(page);
    const sticky = page.getByTestId("sticky-header");
    await expect(sticky).toBeInViewport();
    const weekly = (await estimate.getByTestId("estimate-weekly").textContent())!;
    const rate = (await estimate.getByTestId("interest-rate").textContent())!;
    const comparison = (await estimate.getByTestId("comparison-rate").textContent())!;
    const dollars = `$${Math.round(Number(weekly.replace(/[$,]/g, ""))).toLocaleString("en-AU")}`;
    await expect(sticky.getByTestId("sticky-weekly")).toHaveText(
      `est. ${dollars}/week at ${rate}, comparison rate ${comparison}*`,
    );
    await page.screenshot({ path: `reports/finance-sticky-${viewport.width}.png` });
  });
}
