import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleInputSchema, vehicleSlug } from "~/domain/vehicle/vehicle";
import { vehicles } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as vehicleLoader } from "./vehicle";

/**
 * Issue 17 item 12: a car stored before the import checked its addresses
 * (here written straight into the table) must not put a javascript: URL, or
 * any address off the rule, into og:image, twitter:image, the JSON-LD or the
 * page's media.
 */
describe("a vehicle page whose stored car predates the feed's URL rule", () => {
  let t: TestPlatform;
  const car = vehicleRow({ stocknum: "OLD1", make: "Kia", model: "Cerato" });
  const slug = vehicleSlug(vehicleInputSchema.parse(car));
  const js = "javascript:alert(document.domain)";

  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "old", domains: ["old.example"] }), vehicles: [car] }]);
  });
  afterAll(() => t.close());

  async function store(addresses: Record<string, unknown>) {
    await t.db
      .update(vehicles)
      .set({ data: sql`${vehicles.data} || ${JSON.stringify(addresses)}::jsonb` })
      .where(eq(vehicles.slug, slug));
  }
  const page = async () => (await vehicleLoader(t.args(`http://old.localhost/cars/${slug}`, { params: { slug } }))).data;

  it("leaves a javascript: photo out of og:image, twitter:image and the JSON-LD; the next good photo is used", async () => {
    await store({
      primary_image_url: js,
      images: [{ image: js }, { image: "data:image/svg+xml;base64,PHN2Zz4=" }, { image: "https://cdn.example/2.jpg" }],
      spin_images: [js, js],
      video_url: js,
      spin_interior_image: js,
      file: js,
    });
    const d = await page();
    if (!("seo" in d)) throw new Error("expected the vehicle page");
    const text = JSON.stringify(d);
    expect(text).not.toMatch(/javascript:|data:image/i);
    const images = d.seo.tags.filter(
      (tag) => "content" in tag && /^(og|twitter):image$/.test(("property" in tag ? tag.property : tag.name) ?? ""),
    );
    expect(images.map((tag) => ("content" in tag ? tag.content : ""))).toEqual([
      "https://cdn.example/2.jpg",
      "https://cdn.example/2.jpg",
    ]);
  });

  it("gives no image tags at all when no stored address is usable", async () => {
    await store({ primary_image_url: js, images: [{ image: js }], spin_images: [] });
    const d = await page();
    if (!("seo" in d)) throw new Error("expected the vehicle page");
    expect(JSON.stringify(d)).not.toContain("javascript:");
    expect(d.seo.tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(d.seo.tags).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});
