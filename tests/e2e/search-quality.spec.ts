import { expect, test } from "./test";
import { seriousViolations } from "./axe";
import { DEALER, GROUP, MIXED, openListing, settled } from "./fixtures";

/** Accessibility of the listing (issue 3: axe finds no serious or critical violation at desktop and phone widths). */

for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`listing accessibility on a ${label}`, () => {
    test.use({ viewport });
    for (const [tenant, path] of [
      [GROUP, "/search/new-used-and-demo-cars"],
      [DEALER, "/search/new-used-and-demo-cars?make=Kia"],
      [MIXED, "/special-offers"],
      [GROUP, "/search/used-cars?query=zzqqxxnothing"],
    ] as const) {
      test(`${tenant}${path} has no serious or critical axe violation`, async ({ page }) => {
        await openListing(page, tenant, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
    if (label === "phone") {
      test("the open filter drawer has no serious or critical axe violation", async ({ page }) => {
        await openListing(page, GROUP, "/search/new-used-and-demo-cars");
        await page.getByRole("button", { name: /^Filters/ }).click();
        await expect(page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Show Me/ })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test("the filters work with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openListing(page, GROUP, "/search/new-used-and-demo-cars");
  const used = page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: /^Used \(/ });
  await used.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?car_type=used$/);
  await settled(page);
  await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: /^Used \(/ })).toBeChecked();
});
