import { expect, test } from "./test";
import { seriousViolations } from "./axe";
import { photoCar, siteUrl, soldCar, spinCar, tenantGet, GROUP, GROUP_ORIGIN } from "./vehicle-fixtures";

/** Accessibility and what search engines see of vehicle pages (issue 4 §7, §8). */

const WIDTHS = [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });

    test("an in-stock car with a spin, its interior view and an open hotspot", async ({ page, request }) => {
      const car = await spinCar(request);
      await page.goto(car.url);
      await expect(page.getByRole("slider", { name: /360° view/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Interior" }).click();
      await page.locator(".spin__stage--interior .hotspot__marker").first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a car with photos, the fullscreen gallery open", async ({ page, request }) => {
      const car = await photoCar(request);
      await page.goto(car.url);
      await expect(page.getByRole("region", { name: "Similar Vehicles" }).getByTestId("similar-vehicles")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Fullscreen", exact: true }).click();
      await expect(page.locator(".yarl__root")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a sold car and the 404 page", async ({ page, request }) => {
      await page.goto((await soldCar(request)).url);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(siteUrl(GROUP, "/cars/no-such-car-here"));
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe("search engines and sharing", () => {
  test("the page carries a schema.org Car, Open Graph and Twitter tags and a canonical URL", async ({ page, request }) => {
    const car = await photoCar(request);
    await page.goto(`${car.url}?utm_source=test`);
    // On the primary domain, whatever host the page was asked on (issue 8).
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${GROUP_ORIGIN}${car.path}`);
    const ld = await page
      .locator("script[type='application/ld+json']")
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
    const vehicle = ld.find((x) => x["@type"] === "Car");
    expect(vehicle).toMatchObject({
      "@context": "https://schema.org",
      brand: { "@type": "Brand" },
      mileageFromOdometer: { "@type": "QuantitativeValue", unitCode: "KMT" },
      offers: { "@type": "Offer", priceCurrency: "AUD", availability: "https://schema.org/InStock" },
    });
    expect(typeof vehicle.model).toBe("string");
    expect(typeof vehicle.offers.price).toBe("number");
    expect(ld.find((x) => x["@type"] === "BreadcrumbList")).toBeTruthy();
    const og = await page.locator("meta[property='og:image']").getAttribute("content");
    expect(og!.startsWith(`${GROUP_ORIGIN}/images?src=`)).toBe(true);
    expect(og).toMatch(/&w=1200&fm=jpeg$/);
    const img = await tenantGet(request, GROUP, og!.slice(GROUP_ORIGIN.length));
    expect(img.headers()["content-type"]).toBe("image/jpeg");
    await expect(page.locator("meta[name='twitter:card']")).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", /for sale/);
  });

  test("a sold car is marked SoldOut", async ({ page, request }) => {
    await page.goto((await soldCar(request)).url);
    const ld = await page.locator("script[type='application/ld+json']").first().textContent();
    expect(JSON.parse(ld!).offers.availability).toBe("https://schema.org/SoldOut");
  });

  test("sitemap.xml lists the tenant's listing and vehicle pages; robots.txt points at it", async ({ request }) => {
    const car = await photoCar(request);
    const xml = await (await tenantGet(request, GROUP, "/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${GROUP_ORIGIN}/search/new-used-and-demo-cars</loc>`);
    expect(xml).toContain(`<loc>${GROUP_ORIGIN}${car.path}</loc>`);
    expect(xml).not.toContain("localhost");
    const robots = await (await tenantGet(request, GROUP, "/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${GROUP_ORIGIN}/sitemap.xml`);
  });

  test("the image endpoint is not an open proxy", async ({ request }) => {
    const res = await tenantGet(request, GROUP, `/images?src=${encodeURIComponent("https://example.com/a.jpg")}&w=600`);
    expect(res.status()).toBe(403);
    expect((await tenantGet(request, GROUP, "/images?src=%2Fdemo-photos%2Fx.svg&w=601")).status()).toBe(400);
  });
});
