import { expect, test } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { DEALER, GROUP, siteUrl } from "./fixtures";

/**
 * Locations (issue 12): the details page with its hours and open status, the
 * holiday hours dialog by keyboard, and the dealer locator, at a phone's and
 * a desktop's width, axe clean.
 */
for (const { name, viewport } of WIDTHS) {
  test.describe(`locations at ${name} width`, () => {
    test.use({ viewport });

    test("a location page shows the address, hours, open status, holiday hours and reviews", async ({ page }) => {
      await page.goto(siteUrl(DEALER, "/locations/coralview-kia-cleveland"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coralview Kia Cleveland");
      await expect(page.getByText("118 Shore Street West")).toBeVisible();
      const hours = page.getByRole("table", { name: "Opening hours of Coralview Kia Cleveland" });
      await expect(hours.getByRole("row")).toHaveCount(7);
      await expect(hours.getByRole("row", { name: /Thursday/ })).toContainText("8:30 am – 7:00 pm");
      await expect(hours.getByRole("row", { name: /Sunday/ })).toContainText("10:00 am – 3:00 pm");
      await expect(page.locator(".location-hero").getByTestId("open-status")).toHaveText(
        /^(Open now, closes \d{1,2}:\d{2} [ap]m|Closed, opens \d{1,2}:\d{2} [ap]m .+|Closed)$/,
      );
      const directions = page.getByRole("link", { name: /Get Directions/ });
      await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
      await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Department" }).getByRole("link")).toHaveText([
        "Sales",
        "Service",
        "Parts",
      ]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the holiday hours dialog opens and closes by keyboard", async ({ page }) => {
      await page.goto(siteUrl(DEALER, "/locations/coralview-kia-cleveland"));
      await page.waitForLoadState("networkidle");
      const open = page.getByRole("button", { name: "All holiday hours" });
      await open.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Holiday hours" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("listitem").first()).toBeVisible();
      await expect(dialog.getByText(/Closed/).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      // And by the close button, reached with Tab.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.getByRole("button", { name: "Close" }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
    });

    test("the holiday hours dialog opens and closes without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(DEALER, "/locations/coralview-kia-cleveland"));
      await page.getByRole("button", { name: "All holiday hours" }).click();
      const dialog = page.getByRole("dialog", { name: "Holiday hours" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/Closed/).first()).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await context.close();
    });

    test("the dealer locator finds the nearest location to a postcode", async ({ page }) => {
      await page.goto(siteUrl(GROUP, "/dealer-locator"));
      await page.waitForLoadState("networkidle");
      const postcode = page.getByRole("textbox", { name: "Postcode" });
      await expect(postcode).toHaveAttribute("maxlength", "4");
      await expect(postcode).toHaveAttribute("placeholder", "1234");
      await postcode.fill("6000");
      await page.getByRole("button", { name: "Find locations" }).click();
      await expect(page).toHaveURL(/\/dealer-locator\?postcode=6000$/);
      await expect(page.getByRole("heading", { name: "Nearest to 6000" })).toBeVisible();
      const first = page.locator(".locations-grid--ranked > li").first();
      await expect(first.getByRole("heading")).toHaveText("Greywattle Ford Osborne Park");
      await expect(first.getByText(/^\d+(\.\d)? km away$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the dealer locator says 'Invalid postcode' for an unknown one, also without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(GROUP, "/dealer-locator"));
      await page.getByRole("textbox", { name: "Postcode" }).fill("0000");
      await page.getByRole("button", { name: "Find locations" }).click();
      await expect(page).toHaveURL(/\?postcode=0000$/);
      await expect(page.getByRole("alert")).toHaveText("Invalid postcode");
      await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
      await context.close();
    });

    test("the dealer locator's error is axe clean", async ({ page }) => {
      await page.goto(siteUrl(GROUP, "/dealer-locator?postcode=0000"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("alert")).toHaveText("Invalid postcode");
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("the 'Our Locations' carousel hints at swiping above 3 locations and disables its arrows at the ends", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/locations/greywattle-toyota-springwood"));
  await page.waitForLoadState("networkidle");
  const carousel = page.getByRole("group", { name: "Our Locations" });
  await expect(page.getByText("Swipe to see all 7 locations")).toBeVisible();
  await expect(carousel.getByRole("link", { name: /^View Location/ })).toHaveCount(7);
  await expect(carousel.getByRole("link", { name: /^View Our Stock/ }).first()).toBeVisible();
  const prev = carousel.getByRole("button", { name: "Previous locations" });
  const next = carousel.getByRole("button", { name: "Next locations" });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  // The carousel starts when it comes near the screen (ui/primitives/carousel.tsx).
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator(".locations-carousel__viewport.is-ready")).toBeVisible();
  for (let i = 0; i < 10 && (await next.isEnabled()); i++) {
    await next.click();
    await page.waitForTimeout(300);
  }
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an unknown location is a 404", async ({ page }) => {
  const response = await page.goto(siteUrl(DEALER, "/locations/nowhere"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location not found");
});
