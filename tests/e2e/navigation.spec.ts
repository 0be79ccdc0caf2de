import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { seriousViolations, WIDTHS } from "./axe";
import { DEALER, GROUP, MIXED, PORT, siteUrl } from "./fixtures";

/**
 * Navigation and brands (issue 12): the header menu by keyboard on a
 * desktop, the phone drawer at 390 px, /brands and a brand's overview, axe
 * clean; and every header and footer link of each demo tenant answers.
 */

const desktop = WIDTHS[0].viewport;

const phone = WIDTHS[1].viewport;

/** Marks the current document, to tell a move within the page (the router) from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const documentMarked = (page: Page) => page.evaluate(() => "samePage" in window);

test("footer and card links move within the page; a new-tab click is left to the browser", async ({ page }) => {
  await page.goto(siteUrl(GROUP, "/search/used-cars"));
  await page.waitForLoadState("networkidle");
  const card = page.locator(".vehicle-card__link").first();
  const carPath = await card.getAttribute("href");
  await markDocument(page);
  // A modified click (a new tab on this platform) is not taken over by the page.
  const [popup] = await Promise.all([page.context().waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })]);
  await popup.close();
  expect(page.url()).toMatch(/\/search\/used-cars$/);
  await card.click();
  await page.waitForURL((url) => url.pathname === carPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await documentMarked(page)).toBe(true);
  const footer = page.getByRole("navigation", { name: "Footer" });
  const link = footer.locator('a[href^="/"]').first();
  const to = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
  expect(await documentMarked(page)).toBe(true);
});

test.describe("desktop menu", () => {
  test.use({ viewport: desktop });

  test("opens, moves and closes by keyboard (Tab, Enter, arrows, Escape)", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/search/used-cars"));
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home" })).toBeVisible();
    // Finance is in the menu now that the finance pages are served (issue 19).
    await expect(main.getByRole("link", { name: "Finance", exact: true })).toHaveAttribute("href", "/finance");

    await main.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    const vehicles = main.getByRole("button", { name: "Vehicles" });
    await expect(vehicles).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(vehicles).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByRole("link", { name: "All Toyota" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(main.getByRole("link", { name: "All Toyota" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    // The next link of the panel.
    await expect(main.locator(".main-menu__panel a:focus")).toHaveCount(1);
    await expect(main.locator(".main-menu__panel a:focus")).not.toHaveText("All Toyota");
    await page.keyboard.press("Escape");
    await expect(vehicles).toHaveAttribute("aria-expanded", "false");
    await expect(vehicles).toBeFocused();

    // Arrows move between the entries of the bar; Enter opens the brands mega menu.
    await page.keyboard.press("ArrowRight");
    await expect(main.getByRole("button", { name: "Our Stock" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const brands = main.getByRole("button", { name: "Brands" });
    await expect(brands).toBeFocused();
    await page.keyboard.press("Enter");
    const toyota = main.getByRole("link", { name: "Toyota", exact: true });
    await expect(toyota).toBeVisible();
    await expect(toyota.locator("img")).toHaveJSProperty("complete", true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "reports/nav-brands-menu.png" });
    await page.keyboard.press("ArrowDown");
    await expect(main.getByRole("link", { name: "BYD", exact: true })).toBeFocused();
    await markDocument(page);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/byd\/overview$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BYD");
    // The router followed the menu's link: the same document, not a page load.
    expect(await documentMarked(page)).toBe(true);
    await expect(brands).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps the menu and footer the server wrote through hydration, and marks the page shown after a move", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(siteUrl(GROUP, "/search/used-cars"));
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("navigation", { name: "Main" });
    // Written once per site on the server (ui/layout/frozen-html.tsx), kept as they are by React.
    await expect(main.locator(".main-menu__panel")).not.toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link")).not.toHaveCount(0);
    const current = main.locator("[aria-current=page]");
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/search/used-cars");
    await markDocument(page);
    await main.getByRole("button", { name: "Brands" }).click();
    await main.getByRole("link", { name: "BYD", exact: true }).click();
    await page.waitForURL(/\/byd\/overview$/);
    expect(await documentMarked(page)).toBe(true);
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/byd/overview");
    await page.goBack();
    await page.waitForURL(/\/search\/used-cars$/);
    await expect(current).toHaveAttribute("href", "/search/used-cars");
    expect(errors).toEqual([]);
  });
});

test.describe("phone drawer", () => {
  test.use({ viewport: phone });

  test("opens from the Menu button, traps focus, closes on Escape and after following a link", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/search/used-cars"));
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Menu" });
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "reports/nav-drawer.png" });
    // The page behind is inert: tabbing never leaves the drawer.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest("dialog[open]") || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByText("Our Stock").click();
    await markDocument(page);
    await drawer.getByRole("link", { name: "New Stock" }).click();
    await page.waitForURL(/\/search\/new-cars$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Cars");
    expect(await documentMarked(page)).toBe(true);
  });

  test("opens and closes without JavaScript (invoker commands), so it works before the script loads", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(siteUrl(MIXED, "/search/used-cars"));
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test("opened while the page's script is still loading, it stays open once the script runs", async ({ page }) => {
    // The scripts wait until the drawer is open, as on a slow phone where the shopper taps Menu at once.
    let release!: () => void;
    const opened = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await opened;
      await route.continue();
    });
    await page.goto(siteUrl(DEALER, "/search/used-cars"), { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    release();
    // React has hydrated the drawer once its fiber hangs on the element; then its effects have a turn.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("site-drawer") ?? {}).some((k) => k.startsWith("__reactFiber")),
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(() => setTimeout(r, 0), 0))));
    expect(await page.locator("#site-drawer").evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await expect(drawer).toBeVisible();
  });

  test("shows Sign In only where the tenant has a garage", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/search/used-cars"));
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto(siteUrl(DEALER, "/search/used-cars"));
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`brands at ${name} width`, () => {
    test.use({ viewport });

    test("/brands lists the group's brands with logos and the makes in stock; a brand's overview its models and stock", async ({
      page,
    }) => {
      await page.goto(siteUrl(GROUP, "/brands"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Brands");
      const cars = page.getByRole("region", { name: "Car Brands" });
      await expect(cars.getByRole("link")).toHaveText(["BYD", "Ford", "Hyundai", "Mazda", "MG", "Toyota"]);
      await expect(page.getByRole("region", { name: "Our Brands" }).getByRole("link")).toHaveText(["Greywattle Certified"]);
      await expect(
        page.getByRole("region", { name: "All Manufacturers" }).getByRole("link", { name: /^Toyota \(\d+\)$/ }),
      ).toHaveAttribute("href", "/search/toyota");
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `reports/brands-${name}.png`, fullPage: true });

      await cars.getByRole("link", { name: "Toyota" }).click();
      await page.waitForURL(/\/toyota\/overview$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota");
      const models = page.getByRole("region", { name: "Toyota Models" });
      await expect(models.getByRole("link", { name: /^HiLux/ })).toHaveAttribute("href", "/search/toyota/hilux");
      await expect(page.getByRole("region", { name: "Latest Toyota Stock" }).locator("article")).toHaveCount(8);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: /^View all \d+ Toyota in stock$/ }).click();
      await page.waitForURL(/\/search\/toyota$/);
    });
  });
}

test("an unknown brand, another tenant's brand and a platform path under /overview are 404s", async ({ request }) => {
  const get = (tenant: string, path: string) =>
    request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${tenant}.localhost:${PORT}` }, maxRedirects: 0 });
  expect((await get(GROUP, "/toyota/overview")).status()).toBe(200);
  expect((await get(MIXED, "/yamaha/overview")).status()).toBe(200);
  expect((await get(MIXED, "/toyota/overview")).status()).toBe(404);
  expect((await get(GROUP, "/ferrari/overview")).status()).toBe(404);
  expect((await get(GROUP, "/cars/overview")).status()).toBe(404);
  const logo = await get(GROUP, "/brand-logos/toyota.svg");
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toContain("image/svg+xml");
  expect((await get(GROUP, "/brand-logos/not-a-brand.svg")).status()).toBe(404);
});

/** Same-site links inside the header and footer of a page's HTML (the drawer holds every header link). */
function menuLinks(html: string): string[] {
  const parts = [/<header class="site-header"[\s\S]*?<\/header>/, /<footer class="site-footer"[\s\S]*?<\/footer>/].map(
    (re) => re.exec(html)?.[0] ?? "",
  );
  const out = new Set<string>();
  for (const part of parts)
    for (const m of part.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, "&");
      if (href.startsWith("/") && !href.startsWith("//")) out.add(href.split("#")[0]);
    }
  return [...out];
}

/** The status a link ends at, following same-site redirects with the tenant's Host (as link-walk.spec.ts does). */
async function status(request: APIRequestContext, tenant: string, path: string, hops = 5): Promise<number> {
  const res = await request.get(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `${tenant}.localhost:${PORT}` },
    maxRedirects: 0,
  });
  const location = res.headers()["location"];
  if (res.status() >= 300 && res.status() < 400 && location?.startsWith("/") && hops > 0)
    return status(request, tenant, location, hops - 1);
  return res.status();
}

for (const tenant of [GROUP, DEALER, MIXED]) {
  test(`${tenant}: every header and footer link answers 200`, async ({ request, browser }) => {
    test.setTimeout(180_000);
    const html = await (
      await request.get(`http://127.0.0.1:${PORT}/search/new-used-and-demo-cars`, {
        headers: { host: `${tenant}.localhost:${PORT}` },
      })
    ).text();
    const links = new Set(menuLinks(html));
    // The desktop dropdowns render their links when opened: open each one.
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(siteUrl(tenant, "/search/new-used-and-demo-cars"));
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("navigation", { name: "Main" });
    const triggers = main.getByRole("button");
    for (let i = 0; i < (await triggers.count()); i++) {
      await triggers.nth(i).focus();
      await page.keyboard.press("Enter");
      await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "true");
      for (const href of await main.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
        links.add(href);
      await page.keyboard.press("Escape");
    }
    await page.close();
    expect(links.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const path of links) {
      const s = await status(request, tenant, path);
      if (s !== 200) broken.push(`${s} ${path}`);
    }
    expect(broken).toEqual([]);
  });
}

/** Every site path a demo tenant's navigation config names (header entries, their dropdowns, footer groups). */
function configuredPaths(tenant: string): string[] {
  type Link = { path?: string | null; children?: Link[] | null; links?: Link[] | null };
  const config = JSON.parse(fs.readFileSync(`demo/tenants/${tenant}.json`, "utf8")) as {
    navigation: { header: Link[]; footer: Link[] };
  };
  const paths = new Set<string>();
  const walk = (l: Link) => {
    if (l.path?.startsWith("/")) paths.add(l.path);
    for (const c of [...(l.children ?? []), ...(l.links ?? [])]) walk(c);
  };
  for (const l of [...config.navigation.header, ...config.navigation.footer]) walk(l);
  return [...paths];
}

for (const tenant of [GROUP, DEALER, MIXED]) {
  // Issue 17: Greywattle's More menu names /blog, which serves its posts, but no header, drawer or footer link led there.
  test(`${tenant}: every configured menu link to a page the site serves is shown`, async ({ request }) => {
    const html = await (
      await request.get(`http://127.0.0.1:${PORT}/search/new-used-and-demo-cars`, {
        headers: { host: `${tenant}.localhost:${PORT}` },
      })
    ).text();
    const shown = new Set(menuLinks(html));
    const missing: string[] = [];
    for (const path of configuredPaths(tenant))
      if ((await status(request, tenant, path)) === 200 && !shown.has(path)) missing.push(path);
    expect(missing).toEqual([]);
    if (tenant === GROUP) expect(shown.has("/blog")).toBe(true);
  });
}
