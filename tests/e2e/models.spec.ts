import { expect, test, type Page } from "./test";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { seriousViolations, WIDTHS } from "./axe";
import { asNewShopper, DEALER, GROUP, PORT, siteUrl } from "./fixtures";

/**
 * The model showroom (spec 02 §2 '/models/...', '/models?body=', '/{model
 * slug}/accessories', 'Vehicles (dynamic models dropdown)', footer 'Models';
 * §3 'Model') on the demo tenants' ranges: the pages at a phone and a desktop
 * width, axe-clean; the menus linking them; an accessory's enquiry with and
 * without JavaScript reaching the lead pipeline (the lead's reference on
 * /success, its emails in DATA_DIR/mail naming the part).
 */

// playwright.config.ts: the server's DATA_DIR is E2E_DATA_DIR, else named after the runner's pid (this worker's parent).
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dealer-e2e-${process.ppid}`);

/** The dealer's email and the shopper's confirmation for a lead, once the outbox has written them. */
async function mailFor(reference: string): Promise<string> {
  const dir = path.join(DATA_DIR, "mail");
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        found = [];
        for (const n of names.filter((x) => x.endsWith(".eml"))) {
          const text = await readFile(path.join(dir, n), "utf8");
          if (text.includes(`X-Lead-Reference: ${reference}`)) found.push(text);
        }
        return found.length >= 2;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Quoted-printable soft line breaks joined, so a sentence can be searched for.
  return found.join("\n").replace(/=\r?\n/g, "");
}

let phone = "0412 345 678";
test.beforeEach(async ({ context }) => {
  ({ phone } = await asNewShopper(context));
});

async function fillContact(scope: ReturnType<Page["locator"]>, email: string) {
  // A page reached by a link with a #fragment scrolls to it when the load ends: a click made while
  // that scroll is pending can land beside the checkbox (a no-JavaScript CI run failed so).
  await scope.page().waitForLoadState("load");
  await scope.getByLabel("First Name").fill("Jane");
  await scope.getByLabel("Last Name").fill("Citizen");
  await scope.getByLabel("Email Address").fill(email);
  await scope.getByLabel("Mobile Number").fill(phone);
  const postcode = scope.getByLabel("Postcode");
  if (await postcode.count()) await postcode.fill("4163");
  await scope.getByLabel("I agree to the terms of use").check();
}

async function reference(page: Page): Promise<string> {
  await page.waitForURL(/\/success\?lead=/);
  const ref = (await page.getByTestId("lead-reference").textContent())!.trim();
  expect(ref).toMatch(/^[A-Z]{2,4}-[0-9A-Z]{8}$/);
  return ref;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`the showroom at ${name} width`, () => {
    test.use({ viewport });

    test("/models lists the group's range by make, filters by body, and is axe-clean", async ({ page }) => {
      const res = await page.goto(siteUrl(GROUP, "/models"));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Models");
      for (const make of ["Toyota", "Hyundai", "Mazda", "BYD", "Ford", "MG"])
        await expect(page.getByRole("heading", { level: 2, name: make })).toBeVisible();
      const rav4 = page.getByRole("article", { name: "Toyota RAV4" });
      await expect(rav4.getByRole("link", { name: "Toyota RAV4", exact: true })).toHaveAttribute("href", "/models/rav4");
      await expect(rav4.getByText(/^\d+ new & demo in stock$/)).toBeVisible();
      await expect(
        page.getByRole("article", { name: "Ford Mustang" }).getByRole("link", { name: "Ford Mustang", exact: true }),
      ).toHaveAttribute("href", /^https:\/\/www\.ford\.com\.au\//);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/models-range-${name}.png` });

      const bodies = page.getByRole("navigation", { name: "Body type" });
      await bodies.getByRole("link", { name: "Ute", exact: true }).click();
      await page.waitForURL(/\/models\?body=ute$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Ute Models");
      const titles = await page.locator(".model-card__title").allTextContents();
      expect(titles).toEqual(expect.arrayContaining(["Toyota HiLux", "Ford Ranger", "Mazda BT-50"]));
      expect(titles).not.toContain("Toyota RAV4");
      await expect(bodies.getByRole("link", { name: "Ute", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(bodies.getByRole("link", { name: "All", exact: true })).not.toHaveAttribute("aria-current", "page");
    });

    test("a model's page: its picture and details, its new and demo cars, the listing and its accessories", async ({ page }) => {
      await page.goto(siteUrl(GROUP, "/models/rav4"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4");
      await expect(page.getByRole("img", { name: "Toyota RAV4" })).toBeVisible();
      await expect(page.getByText(/^From \$38,050/)).toBeVisible();
      const stock = page.getByRole("region", { name: "New & demo RAV4 in stock" });
      const cards = stock.locator("article.vehicle-card");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const title of await stock.locator(".vehicle-card__title").allTextContents()) expect(title).toMatch(/Toyota RAV4/);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/models-rav4-${name}.png`, fullPage: true });
      await stock.getByRole("link", { name: "View all new & demo RAV4" }).click();
      await page.waitForURL(/\/search\/toyota\/rav4\?car_type=demo&car_type=new$/);
      await page.goBack();
      await page
        .getByRole("link", { name: /^Accessories \(\d+\)$/ })
        .first()
        .click();
      await page.waitForURL(/\/rav4\/accessories$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4 Accessories");
    });

    test("a model with no stock still shows, with the way to enquire", async ({ page }) => {
      await page.goto(siteUrl(GROUP, "/models/gr-yaris"));
      await expect(page.getByText("No new or demo GR Yaris in stock right now.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Enquire about the Toyota GR Yaris" })).toHaveAttribute(
        "href",
        "/models/gr-yaris?enquire=model#enquire",
      );
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/models-no-stock-${name}.png` });
      // With JavaScript the enquiry opens in a dialog: a Sales enquiry about the model, focus back on the opener after.
      const opener = page.getByRole("link", { name: "Enquire Now" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Enquire about the Toyota GR Yaris" });
      await expect(dialog.getByLabel("Comments")).toHaveValue(/interested in the Toyota GR Yaris/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("an accessory's enquiry with JavaScript: a dialog filled with the part, then /success and the dealer's email", async ({
      page,
    }) => {
      await page.goto(siteUrl(DEALER, "/sportage/accessories"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia Sportage Accessories");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/models-accessories-${name}.png`, fullPage: true });
      const card = page.getByRole("article", { name: "Tow Bar Kit" });
      const part = ((await card.getByText(/^Part no\. /).textContent()) ?? "").replace("Part no. ", "").trim();
      expect(part).not.toBe("");
      await card.getByRole("link", { name: "Enquire about the Tow Bar Kit" }).click();
      const dialog = page.getByRole("dialog", { name: "Enquire about the Tow Bar Kit" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Comments")).toHaveValue(new RegExp(`part number ${part}`));
      await expect(dialog.getByLabel("Make")).toHaveValue("Kia");
      await expect(dialog.getByLabel("Model")).toHaveValue("Sportage");
      await dialog.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(dialog.getByText("Please fix the following errors:")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/models-accessory-dialog-${name}.png` });
      await fillContact(dialog, `jane-js-${name}@example.com`);
      await dialog.getByRole("button", { name: "Send Enquiry" }).click();
      const ref = await reference(page);
      const mail = await mailFor(ref);
      expect(mail).toContain(`part number ${part}`);
      expect(mail).toContain("Sportage");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an accessory's Enquire opens its form in the page; errors come back, then the lead reaches /success", async ({
    page,
  }) => {
    await page.goto(siteUrl(DEALER, "/sportage/accessories"));
    const card = page.getByRole("article", { name: "Roof Racks" });
    const part = ((await card.getByText(/^Part no\. /).textContent()) ?? "").replace("Part no. ", "").trim();
    await card.getByRole("link", { name: "Enquire about the Roof Racks" }).click();
    await expect(page).toHaveURL(new RegExp(`/sportage/accessories\\?part=${part}#enquire$`));
    const form = page.getByRole("region", { name: "Enquire about the Roof Racks" });
    await expect(form.getByLabel("Comments")).toHaveValue(new RegExp(`part number ${part}`));
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByText("Mobile Number is required.").first()).toBeVisible();
    await page.screenshot({ path: "test-results/models-accessory-nojs-errors.png", fullPage: true });
    await fillContact(page.getByRole("region", { name: "Enquire about the Roof Racks" }), "jane-nojs@example.com");
    await page
      .getByRole("region", { name: "Enquire about the Roof Racks" })
      .getByRole("button", { name: "Send Enquiry" })
      .click();
    const ref = await reference(page);
    expect(await mailFor(ref)).toContain(`part number ${part}`);
  });
});

test.describe("menus", () => {
  test("desktop: the Vehicles dropdown lists the range and opens a model page", async ({ page }) => {
    await page.setViewportSize(WIDTHS[0].viewport);
    await page.goto(siteUrl(DEALER, "/"));
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("button", { name: "Vehicles" }).click();
    await expect(main.getByRole("link", { name: "All Kia" })).toHaveAttribute("href", "/models");
    await main.getByRole("link", { name: "Carnival", exact: true }).click();
    await page.waitForURL(/\/models\/carnival$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia Carnival");
  });

  test("phone: the drawer's Vehicles lists a group's makes, each its range", async ({ page }) => {
    await page.setViewportSize(WIDTHS[1].viewport);
    await page.goto(siteUrl(GROUP, "/"));
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByText("Vehicles").click();
    await drawer.getByRole("link", { name: "Mazda", exact: true }).click();
    await page.waitForURL(/\/models\?make=mazda$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Mazda Models");
  });

  test("the footer's Models group links the range", async ({ page }) => {
    await page.goto(siteUrl(DEALER, "/"));
    const footer = page.locator("footer.site-footer");
    await expect(footer.getByRole("link", { name: "Sportage", exact: true })).toHaveAttribute("href", "/models/sportage");
    await expect(footer.getByRole("link", { name: "All Models" })).toHaveAttribute("href", "/models");
  });
});

test("unknown models, bodies and accessories are 404s; an override redirects", async ({ request }) => {
  const get = (tenant: string, p: string) =>
    request.get(`http://127.0.0.1:${PORT}${p}`, { headers: { host: `${tenant}.localhost:${PORT}` }, maxRedirects: 0 });
  expect((await get(GROUP, "/models/not-a-model")).status()).toBe(404);
  expect((await get(GROUP, "/models?body=spaceship")).status()).toBe(404);
  expect((await get(DEALER, "/models/rav4")).status()).toBe(404);
  expect((await get(DEALER, "/ev9/accessories")).status()).toBe(404);
  expect((await get(DEALER, "/nothing/accessories")).status()).toBe(404);
  const none = await get(DEALER, "/models?body=van");
  expect(none.status()).toBe(200);
  expect(await none.text()).toContain("We have no Van models in our range right now.");
  const mustang = await get(GROUP, "/models/mustang");
  expect(mustang.status()).toBe(302);
  expect(mustang.headers()["location"]).toMatch(/^https:\/\/www\.ford\.com\.au\//);
});
