import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as blogLoader } from "./blog";
import { loader as blogPostLoader } from "./blog-post";
import { loader as contentLoader } from "./content";
import { loader as homeLoader } from "./home";
import { loader as sitemapLoader } from "./sitemap";

/** The home page, content pages, blog and sitemap with their real loaders (issue 12), two tenants side by side. */
describe("home, content and blog loaders", () => {
  let t: TestPlatform;
  const tile = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    image_url: "/demo-photos/suv-2c4d73-front-t.svg",
    link: "/special-offers",
    ...extra,
  });
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({
          slug: "alpha",
          domains: ["alpha.example"],
          campaign_tiles: [
            tile("always"),
            tile("first", { position: 1 }),
            tile("over", { start: "2020-01-01T00:00:00+10:00", expiry: "2020-02-01T00:00:00+10:00" }),
            tile("later", { start: "2999-01-01T00:00:00+10:00" }),
          ],
          content_pages: [
            {
              kind: "page",
              path: "/about-us",
              title: "About Alpha",
              body: "# Hello\n\n<script>alert(1)</script> [x](javascript:alert(1))",
            },
            { kind: "sale", slug: "spring-sale", title: "Spring Sale", body: "On now.", terms: "Ends Sunday." },
            { kind: "blog", slug: "old", title: "Old", body: "An older post.", published: "2026-01-01" },
            {
              kind: "blog",
              slug: "new",
              title: "New",
              body: "x ".repeat(100),
              published: "2026-02-01",
              category: "vehicle-reviews",
            },
          ],
          sales_counter: true,
        }),
        vehicles: [
          vehicleRow({ stocknum: "A1", make: "Toyota", model: "Corolla", simple_body: "Sedan", price: 20000 }),
          vehicleRow({ stocknum: "A2", make: "Toyota", model: "RAV4", simple_body: "SUV", price: 40000 }),
          vehicleRow({ stocknum: "A3", make: "Mazda", model: "CX-5", simple_body: "SUV", price: 30000, status: "sold" }),
        ],
      },
      { config: tenantConfig({ slug: "beta" }), vehicles: [vehicleRow({ stocknum: "B1", make: "Kia", model: "Sportage" })] },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The status a loader throws (these loaders throw synchronously, so they are called in here). */
  const notFound = async (call: () => unknown) => {
    try {
      await call();
    } catch (e) {
      return (e as { init?: { status?: number } }).init?.status;
    }
    return "no error";
  };

  it("builds a tenant's home page from its own stock and config", async () => {
    // The page's clock at 03:00:00 Brisbane (UTC+10) after the next midnight there: 3 h of one sale per 450 s (spec 02 §9).
    const hour = 3_600_000;
    const at = Math.ceil((Date.now() + 10 * hour) / (24 * hour)) * 24 * hour - 10 * hour + 3 * hour;
    vi.useFakeTimers({ toFake: ["Date"], now: at });
    const d = await homeLoader(t.args("http://alpha.localhost/") as never).finally(() => vi.useRealTimers());
    expect(d.siteName).toBe("Test Motors");
    expect(d.tiles.map((x) => x.title)).toEqual(["first", "always"]);
    expect(d.quickLinks.make.map((l) => [l.label, l.href])).toEqual([
      ["Toyota", "/search/toyota"],
      ["Mazda", "/search/mazda"],
    ]);
    expect(d.quickLinks.body.map((l) => l.label)).toEqual(["SUV", "Sedan"]);
    expect(d.quickLinks.price.map((l) => l.label)).toEqual(["$20,000 - $30,000", "$30,000 - $40,000", "$40,000 - $50,000"]);
    // Featured stock: in stock only.
    expect(d.featured.map((c) => c.title).sort()).toEqual(["2021 Toyota Corolla", "2021 Toyota RAV4"]);
    expect(d.now).toBe(at);
    expect(d.salesToday).toBe(24);
    expect(d.locations.map((l) => l.name)).toEqual(["Test Motors Brisbane"]);
    expect(d.reviews).toBeNull();
    expect(d.canonical).toBe("https://alpha.example/");

    const beta = await homeLoader(t.args("http://beta.localhost/") as never);
    expect(beta.tiles).toEqual([]);
    expect(beta.featured.map((c) => c.title)).toEqual(["2021 Kia Sportage"]);
    expect(beta.salesToday).toBeNull();
  });

  it("renders a content page's Markdown safely, and a page another tenant wrote is a 404", async () => {
    const d = await contentLoader(t.args("http://alpha.localhost/about-us") as never);
    expect(d.view.title).toBe("About Alpha");
    expect(d.view.html).toContain("<h2>Hello</h2>");
    expect(d.view.html).not.toContain("<script");
    expect(d.view.html).not.toContain("<a ");
    expect(await notFound(() => contentLoader(t.args("http://beta.localhost/about-us") as never))).toBe(404);
    expect(await notFound(() => contentLoader(t.args("http://alpha.localhost/privacy-policy") as never))).toBe(404);
    const sale = await contentLoader(t.args("http://alpha.localhost/spring-sale") as never);
    expect(sale.view.termsHtml).toContain("Ends Sunday.");
    expect(await notFound(() => contentLoader(t.args("http://alpha.localhost/summer-sale") as never))).toBe(404);
  });

  it("lists blog posts newest first with excerpts, by category, and each post", async () => {
    const all = await blogLoader(t.args("http://alpha.localhost/blog") as never);
    expect(all.view.posts.map((p) => p.href)).toEqual(["/blog/new", "/blog/old"]);
    expect(all.view.posts[0].excerpt).toHaveLength(80);
    const reviews = await blogLoader(t.args("http://alpha.localhost/blog/vehicle-reviews") as never);
    expect(reviews.view.posts.map((p) => p.href)).toEqual(["/blog/new"]);
    const post = await blogPostLoader(t.args("http://alpha.localhost/blog/old", { params: { slug: "old" } }) as never);
    expect(post.view.published).toEqual({ iso: "2026-01-01", text: "1 January 2026" });
    expect(await notFound(() => blogLoader(t.args("http://beta.localhost/blog") as never))).toBe(404);
    expect(
      await notFound(() => blogPostLoader(t.args("http://beta.localhost/blog/old", { params: { slug: "old" } }) as never)),
    ).toBe(404);
  });

  it("lists the home page and the tenant's content in its sitemap", async () => {
    const res = await sitemapLoader(t.args("http://alpha.localhost/sitemap.xml") as never);
    const xml = await res.text();
    for (const path of ["/", "/about-us", "/spring-sale", "/blog", "/blog/vehicle-reviews", "/blog/new", "/blog/old"])
      expect(xml).toContain(`<loc>https://alpha.example${path}</loc>`);
  });
});
