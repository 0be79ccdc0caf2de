import { expect, test } from "./test";
import { DEALER, GROUP, MIXED, PORT, siteUrl } from "./fixtures";

// Issue 2: a newcomer who opens a demo host sees that dealer's stock; an
// unknown host gets a 404 page and no tenant's data.
test.describe("tenants by host", () => {
  for (const [slug, name] of [
    [GROUP, "Greywattle Motor Group"],
    [DEALER, "Coralview Kia"],
    [MIXED, "Ironbark Ridge Motors"],
  ] as const) {
    test(`${slug}.localhost shows ${name}'s own stock`, async ({ page }) => {
      // The home page (issue 12) links to the stock listing; the listing is the dealer's stock.
      await page.goto(siteUrl(slug, "/"));
      await page.getByRole("link", { name: "View all stock" }).click();
      await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars/);
      await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
      const cards = page.locator("article");
      await expect(cards.first()).toBeVisible();

      // The first card on the page is one of this tenant's vehicles per its own API.
      const body = await page.evaluate(
        async () => (await fetch("/api/search")).json() as Promise<{ hits: { path: string }[]; count: number }>,
      );
      expect(body.count).toBeGreaterThan(100);
      await expect(page.locator(`a[href="${body.hits[0].path}"]`).first()).toBeVisible();
    });
  }

  test("an unknown host gets 'Site not found' and no dealer's data", async ({ page }) => {
    const res = await page.goto(`http://unknown-dealer.localhost:${PORT}/search/new-used-and-demo-cars`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Site not found" })).toBeVisible();
    await expect(page.locator("article")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("the search API answers 400 naming a bad parameter", async ({ page }) => {
    await page.goto(siteUrl(GROUP, "/search/new-used-and-demo-cars"));
    const res = await page.evaluate(async () => {
      const r = await fetch("/api/search?price=cheap");
      return { status: r.status, body: (await r.json()) as { errors: { param: string }[] } };
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].param).toBe("price");
  });
});
