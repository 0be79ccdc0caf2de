import { expect, test } from "./test";
import { countInLabel, GROUP, MIXED, openListing, resultCount, settled, sidebar, siteUrl } from "./fixtures";

/** Listing rules of issue 9: names and nouns, facets, the slider and the URL, promo positions, the search box on Back. */

test.describe("what a listing is called", () => {
  test("'?make=toyota' is named as the stock spells it: 'Used Toyota Cars'", async ({ page }) => {
    await openListing(page, GROUP, "/search/used-cars?make=toyota");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Toyota Cars");
    await expect(page).toHaveTitle(/^Used Toyota Cars for Sale \|/);
    await expect(sidebar(page).getByRole("checkbox", { name: /^Toyota \(/ })).toBeChecked();
  });

  test("Ironbark's motorcycles, caravans and mixed stock are called so", async ({ page }) => {
    await openListing(page, MIXED, "/search/ironbark-ridge-motorcycles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motorcycles for Sale at Ironbark Ridge Motorcycles");
    await expect(page.locator(".listing__count")).toHaveText(/^[\d,]+ motorcycles found/);
    await openListing(page, MIXED, "/search/ironbark-ridge-caravans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Caravans for Sale at Ironbark Ridge Caravans");
    await openListing(page, MIXED, "/search/new-used-and-demo-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Vehicles");
  });
});

test.describe("facets", () => {
  test("the tag facet has its group and filters", async ({ page }) => {
    await openListing(page, GROUP, "/search/new-used-and-demo-cars");
    await sidebar(page).getByText("Tags", { exact: true }).click();
    const box = sidebar(page).getByRole("checkbox", { name: /^Low KMs \(/ });
    const expected = countInLabel((await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent)) ?? "");
    await box.check();
    await expect(page).toHaveURL(/\?tag=Low\+KMs$/);
    await settled(page);
    expect(await resultCount(page)).toBe(expected);
  });

  test("make and model, and price ranges in price order, are reachable", async ({ page }) => {
    await openListing(page, GROUP, "/search/new-used-and-demo-cars");
    await sidebar(page).getByText("Price range", { exact: true }).click();
    const ranges = sidebar(page).getByRole("group", { name: "Price range" }).getByRole("checkbox");
    // The group's values are drawn as it opens: read them once they are there.
    await expect(ranges.first()).toBeVisible();
    const labels = await ranges.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(labels[0]).toBe("Under $10,000");
    await sidebar(page).getByText("Make and model", { exact: true }).click();
    const first = sidebar(page).getByRole("group", { name: "Make and model" }).getByRole("checkbox").first();
    const value = await first.getAttribute("value");
    await first.check();
    await expect(page).toHaveURL(new RegExp(`make_model=${encodeURIComponent(value!).replace(/%20/g, "\\+")}$`));
  });

  test("the slider's handles equal the URL's values after the minimum is pushed past the maximum (reproduction 7)", async ({
    page,
  }) => {
    await openListing(page, GROUP, "/search/new-used-and-demo-cars");
    const max = sidebar(page).getByRole("slider", { name: "Maximum price" });
    const min = sidebar(page).getByRole("slider", { name: "Minimum price" });
    await max.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/price=%3A\d+$/);
    await settled(page);
    await min.focus();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/price=\d+%3A\d+$/);
    await settled(page);
    const [lo, hi] = new URL(page.url()).searchParams.get("price")!.split(":").map(Number);
    expect(lo).toBe(hi);
    expect(Number(await min.inputValue())).toBe(lo);
    expect(Number(await max.inputValue())).toBe(hi);
    await expect(min).toHaveAttribute("aria-valuetext", `$${lo.toLocaleString("en-AU")}`);
  });
});

test("a promo with position 17 is tile 17 (reproduction 11)", async ({ page }) => {
  await openListing(page, GROUP, "/search/new-cars");
  const tiles = page.locator(".results-grid > li");
  const promo = page.locator(".results-grid > li", { has: page.getByRole("link", { name: "Electric and hybrid week" }) });
  await expect(promo).toHaveCount(1);
  const index = await tiles.evaluateAll((lis) => lis.findIndex((li) => li.textContent?.includes("Electric and hybrid week")));
  expect(index + 1).toBe(17);
});

test("after Back, the search box shows the URL's query (issue 9 reproduction 16)", async ({ page }) => {
  await openListing(page, GROUP, "/search/new-used-and-demo-cars");
  const box = page.getByRole("searchbox", { name: "Search by make, model or keyword" });
  await box.pressSequentially("hilux", { delay: 30 });
  await expect(page).toHaveURL(/\?query=hilux$/);
  await settled(page);
  await page.goBack();
  await expect(page).toHaveURL(siteUrl(GROUP, "/search/new-used-and-demo-cars"));
  await settled(page);
  await expect(box).toHaveValue("");
});
