import { expect, test } from "./test";
import { GROUP, countInLabel, openListing, resultCount, settled, siteUrl } from "./fixtures";

/** The listing on a phone (spec 01 §2 'Show Me N cars', §9 breakpoints and the 1 s counter; issue 3). */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.describe("search listing on a phone", () => {
  test("filters open in a drawer; 'Show Me N cars' counts the draft and goes to the filtered URL", async ({ page }) => {
    await openListing(page, GROUP, "/search/new-used-and-demo-cars");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    const total = await resultCount(page);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    const show = drawer.getByRole("button", { name: /^Show Me [\d,]+ cars?$/ });
    await expect(show).toHaveText(`Show Me ${total.toLocaleString("en-AU")} cars`);

    const mazda = drawer.getByRole("checkbox", { name: /^Mazda \(/ });
    const expected = countInLabel(await mazda.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    await mazda.check();
    // The page has not moved yet: the drawer holds a draft.
    await expect(page).toHaveURL(siteUrl(GROUP, "/search/new-used-and-demo-cars"));
    // The count runs to the draft's count (spec 01 §9: over 1 second).
    await expect(show).toHaveText(`Show Me ${expected} cars`, { timeout: 5000 });
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(siteUrl(GROUP, "/search/new-used-and-demo-cars?make=Mazda"));
    await settled(page);
    expect(await resultCount(page)).toBe(expected);
  });

  test("the drawer closes with Escape and keeps the page as it was", async ({ page }) => {
    await openListing(page, GROUP, "/search/used-cars");
    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("button", { name: "Close filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(siteUrl(GROUP, "/search/used-cars"));
  });

  test("one card a row, and the count animates rather than jumps", async ({ page }) => {
    await openListing(page, GROUP, "/search/new-used-and-demo-cars");
    const boxes = await page
      .locator(".results-grid > li")
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[1].top).toBeGreaterThan(boxes[0].top);
    expect(boxes[0].width).toBeGreaterThan(340);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    const show = drawer.getByRole("button", { name: /^Show Me/ });
    const before = Number((await show.innerText()).replace(/\D/g, ""));
    await drawer.getByRole("checkbox", { name: /^Used \(/ }).check();
    const seen = new Set<number>();
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      seen.add(Number((await show.innerText()).replace(/\D/g, "")));
      await page.waitForTimeout(50);
    }
    // Intermediate values between the old and the new count.
    expect([...seen].filter((n) => n !== before).length).toBeGreaterThan(2);
  });
});
