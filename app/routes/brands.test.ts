import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader as logoLoader } from "./brand-logos";
import { loader as overviewLoader } from "./brands.overview";
import { loader as brandsLoader } from "./brands";
import { layoutSource } from "../entry.server";
import { frozenLayout } from "../ui/layout/frozen-layout.server";
import { searchIndexContext, tenantContext } from "../server/context.server";
import { siteNav } from "../server/navigation/site-nav.server";

/** /brands, /{brand}/overview and /brand-logos/{slug}.svg with their real loaders (issue 12; spec 01 §2). */
describe("brand loaders", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    const group = tenantConfig({
      slug: "group",
      name: "Group Motors",
      domains: ["group.localhost"],
      brands: [
        { name: "Toyota", slug: "toyota", description: "Toyota at Group Motors." },
        { name: "Yamaha", slug: "yamaha", kind: "motorcycle" },
        { name: "Group Certified", slug: "group-certified", kind: "own" },
      ],
      navigation: {
        header: [
          { label: "Brands", dynamic: "brands" },
          { label: "Vehicles", dynamic: "models" },
        ],
      },
    });
    const other = tenantConfig({ slug: "other", name: "Other Motors", domains: ["other.localhost"] });
    t = await openTestPlatform([
      {
        config: group,
        vehicles: [
          vehicleRow({ make: "Toyota", model: "HiLux" }),
          vehicleRow({ make: "Toyota", model: "HiLux" }),
          vehicleRow({ make: "Toyota", model: "RAV4" }),
          vehicleRow({ make: "Mazda", model: "CX-5" }),
        ],
      },
      { config: other, vehicles: [vehicleRow({ make: "Ford", model: "Ranger" })] },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async (run: () => unknown) => {
    try {
      await run();
      return 200;
    } catch (e) {
      return (e as { init?: { status?: number }; status?: number }).init?.status ?? (e as Response).status;
    }
  };

  it("lists the group's brands by kind and every make in stock", async () => {
    const d = await brandsLoader(t.args("http://group.localhost/brands") as never);
    expect(d.groups.map((g) => [g.title, g.brands.map((b) => b.href)])).toEqual([
      ["Car Brands", ["/toyota/overview"]],
      ["Motorcycle Brands", ["/yamaha/overview"]],
      ["Our Brands", ["/group-certified/overview"]],
    ]);
    expect(d.manufacturers).toEqual([
      { name: "Mazda", href: "/search/mazda", count: 1 },
      { name: "Toyota", href: "/search/toyota", count: 3 },
    ]);
  });

  it("shows a brand's models and stock, and 404s for anything that is not this tenant's brand", async () => {
    const args = (host: string, brand: string) =>
      t.args(`http://${host}.localhost/${brand}/overview`, { params: { brand } }) as never;
    const d = await overviewLoader(args("group", "toyota"));
    expect(d.brand).toMatchObject({ name: "Toyota", make: "Toyota", count: 3, stockHref: "/search/toyota" });
    expect(d.brand.models).toEqual([
      { name: "HiLux", href: "/search/toyota/hilux", count: 2 },
      { name: "RAV4", href: "/search/toyota/rav4", count: 1 },
    ]);
    expect(d.brand.cards).toHaveLength(3);
    // A brand with no stock still has its page.
    expect((await overviewLoader(args("group", "yamaha"))).brand).toMatchObject({ count: 0, models: [], stockHref: null });
    for (const bad of ["mazda", "cars", "Toyota", "search", "..", "toyota%2Fx"])
      expect(await status(() => overviewLoader(args("group", bad))), bad).toBe(404);
    // Another tenant's brand is not this one's.
    expect(await status(() => overviewLoader(args("other", "toyota")))).toBe(404);
  });

  it("draws logos only for the tenant's brands and makes in stock", async () => {
    const logo = (host: string, file: string) =>
      logoLoader(t.args(`http://${host}.localhost/brand-logos/${file}`, { params: { file } }) as never);
    const res = logo("group", "toyota.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await res.text()).toContain("TOYOTA");
    expect(logo("group", "mazda.svg").status).toBe(200);
    expect(logo("group", "group-certified.svg").status).toBe(200);
    expect(logo("group", "ford.svg").status).toBe(404);
    expect(logo("other", "ford.svg").status).toBe(200);
    expect(logo("other", "toyota.svg").status).toBe(404);
    expect(logo("group", "toyota.png").status).toBe(404);
  });

  it("gives each site its own menus: the brands mega menu and the models from its own stock", () => {
    const navOf = (host: string) => {
      const { context } = t.args(`http://${host}.localhost/`);
      return siteNav(context.get(tenantContext).config, context.get(searchIndexContext));
    };
    const group = navOf("group");
    expect(group.header.map((i) => i.kind)).toEqual(["brands", "models"]);
    const models = group.header[1];
    expect(models.kind === "models" && models.groups.map((g) => g.make)).toEqual(["Toyota", "Mazda"]);
    const other = navOf("other");
    const otherModels = other.header.find((i) => i.kind === "models");
    expect(otherModels?.kind === "models" && otherModels.groups.map((g) => g.make)).toEqual(["Ford"]);
    expect(other.header.some((i) => i.kind === "brands")).toBe(false);
  });

  it("writes each site's menus into its pages' frozen HTML, marking the page shown", () => {
    const { context } = t.args("http://group.localhost/");
    const frozenLayoutOf = (c: typeof context, path: string) => frozenLayout(layoutSource(c), path);
    const onBrands = frozenLayoutOf(context, "/brands");
    expect(onBrands.menu).toContain('aria-current="page"');
    expect(onBrands.menu).toMatch(/href="\/brands"[^>]*aria-current="page"/);
    expect(onBrands.drawer).toContain("Toyota");
    const elsewhere = frozenLayoutOf(context, "/no-such-page");
    expect(elsewhere.menu).not.toContain("aria-current");
    // Kept once per site: the same strings for every page that marks nothing.
    expect(frozenLayoutOf(context, "/another-page").menu).toBe(elsewhere.menu);
    const other = frozenLayoutOf(t.args("http://other.localhost/").context, "/");
    expect(other.menu).toContain("Ford");
    expect(other.menu).not.toContain("Toyota");
  });
});
