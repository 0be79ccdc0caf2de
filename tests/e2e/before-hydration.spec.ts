import { expect, test, waitForHydration, type APIRequestContext, type Page } from "./test";
import { findCar, GROUP, photoCar, siteUrl } from "./vehicle-fixtures";

/**
 * A page's scripts load after its first paint (app/server/http/scripts-after-paint.server.ts),
 * so a shopper can type into an input before the page hydrates. What was typed stays, and
 * counts once the scripts run (app/ui/primitives/typed-before-hydration.ts).
 */

/** A used car in stock whose page shows the finance calculator. */
const calculatorCar = (request: APIRequestContext) =>
  findCar(request, GROUP, "finance-calculator-early", {
    query: "status=in_stock&car_type=used",
    page: (html) => html.includes('id="finance-calculator"'),
  });

/** Holds every script until release() is called, as on a slow connection. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the fuel calculator keeps a distance typed before the page hydrated, and works it out", async ({ page, request }) => {
  const car = await photoCar(request);
  const release = await holdScripts(page);
  await page.goto(car.url, { waitUntil: "domcontentloaded" });
  const calc = page.locator("section.fuel");
  await calc.getByLabel(/Fuel consumption/).fill("8");
  await calc.getByLabel(/Distance per week/).fill("300");
  release();
  await waitForHydration(page);
  // A later change re-renders the calculator with every value it holds.
  await calc.getByLabel(/Fuel price/).fill("2.05");
  await expect(calc.getByTestId("fuel-cost")).toHaveText("$49.20");
  await expect(calc.getByLabel(/Distance per week/)).toHaveValue("300");
});

test("the listing's keyword box keeps what was typed before the page hydrated, and searches it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"), { waitUntil: "domcontentloaded" });
  await page.getByRole("searchbox", { name: "Search by make, model or keyword" }).fill("Ranger");
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/[?&]query=Ranger\b/);
  await expect(page.getByRole("searchbox", { name: "Search by make, model or keyword" })).toHaveValue("Ranger");
});

test("the finance calculator keeps a price typed before the panel hydrated, grouped, and works it out", async ({
  page,
  request,
}) => {
  const car = await calculatorCar(request);
  const release = await holdScripts(page);
  await page.goto(car.url, { waitUntil: "domcontentloaded" });
  const calc = page.getByTestId("finance-calculator");
  const before = await calc.getByTestId("calc-repayment").textContent();
  await calc.getByLabel("Purchase price").fill("25000");
  release();
  await expect(calc).toHaveAttribute("data-ready", "true");
  await expect(calc.getByLabel("Purchase price")).toHaveValue("25,000");
  await expect(calc.getByTestId("calc-repayment")).not.toHaveText(before!);
});

test("the finance estimate and calculator keep a credit history and loan terms chosen before they hydrated", async ({
  page,
  request,
}) => {
  const car = await findCar(request, GROUP, "finance-estimate-early", {
    query: "status=in_stock&car_type=used",
    page: (html) =>
      html.includes('data-testid="quick-estimate"') &&
      html.includes('id="finance-calculator"') &&
      html.includes("Credit history"),
  });
  const release = await holdScripts(page);
  await page.goto(car.url, { waitUntil: "domcontentloaded" });
  const estimate = page.getByTestId("quick-estimate");
  await estimate.getByLabel("Credit history").selectOption("POOR");
  await estimate.getByRole("slider", { name: /Loan term/ }).press("ArrowLeft");
  const calc = page.getByTestId("finance-calculator");
  await calc.getByRole("slider", { name: "Loan term" }).press("ArrowLeft");
  release();
  await expect(calc).toHaveAttribute("data-ready", "true");
  await expect(estimate.getByLabel("Credit history")).toHaveValue("POOR");
  await expect(estimate.getByText("Loan term 4 years")).toBeVisible();
  // The calculator's term moves in half years (spec 02 §5).
  await expect(calc.getByTestId("calc-term")).toHaveText("4.5 years");
});

test("the listing keeps an order chosen before the page hydrated, and sorts by it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"), { waitUntil: "domcontentloaded" });
  await page.getByLabel("Sort by").selectOption({ label: "Price (low to high)" });
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/[?&]sortBy=price(%3A|:)asc\b/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price:asc");
});

test("the listing keeps a filter ticked before the page hydrated, and applies it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"), { waitUntil: "domcontentloaded" });
  const filters = page.locator("form.listing__filters");
  const used = filters.getByRole("checkbox", { name: /^Used\b/ });
  await used.check();
  release();
  await waitForHydration(page);
  await expect(page).not.toHaveURL(/\/search\/new-used-and-demo-cars$/);
  await expect(filters.getByRole("checkbox", { name: /^Used\b/ })).toBeChecked();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Used/i);
});

test("the finance calculator keeps a repayment frequency chosen before it hydrated", async ({ page, request }) => {
  const car = await calculatorCar(request);
  const release = await holdScripts(page);
  await page.goto(car.url, { waitUntil: "domcontentloaded" });
  const calc = page.getByTestId("finance-calculator");
  await calc.getByRole("radio", { name: "Monthly" }).check();
  release();
  await expect(calc).toHaveAttribute("data-ready", "true");
  await expect(calc.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(calc.locator(".finance-calc__repayment")).toContainText("per month");
});
