import { describe, expect, it } from "vitest";
import { buildSiteNav, footerModels, modelsMenu, siteAvailability, stockMenu, type NavSite, type StockSummary } from "./menus";
import { contentPageSchema, servedPathSite } from "../content/content-pages";
import { navigationSchema } from "./menu-config";
import { isServedPath } from "./served-paths";
import { modelSchema } from "../model-range/model-config";
import { brandSchema } from "../tenant/tenant-config";
import { signInConfigSchema } from "../sign-in/journeys";

const stock: StockSummary = {
  makes: [
    { value: "Toyota", count: 30 },
    { value: "Land Rover", count: 4 },
    { value: "Land", count: 1 },
  ],
  makeModels: [
    { value: "Toyota RAV4", count: 12 },
    { value: "Toyota HiLux", count: 15 },
    { value: "Toyota Camry", count: 3 },
    { value: "Land Rover Range Rover", count: 3 },
    { value: "Land Rover Defender", count: 1 },
    { value: "Land Cruiser", count: 1 },
  ],
  carTypes: [
    { value: "used", count: 20 },
    { value: "new", count: 15 },
  ],
};

function site(over: Partial<NavSite> = {}): NavSite {
  return {
    name: "Test Motors",
    dealerships: [{ slug: "test-motors", name: "Test Motors" }],
    locations: [
      { slug: "test-north", name: "Test North", visible: true, location_type: "sales" },
      { slug: "test-south", name: "Test South", visible: true, location_type: "sales" },
      { slug: "test-service", name: "Test Service", visible: true, location_type: "service" },
      { slug: "test-hidden", name: "Test Hidden", visible: false, location_type: "sales" },
    ],
    features: { watchlist: false },
    sign_in: signInConfigSchema.parse({}),
    navigation: navigationSchema.parse({}),
    brands: [],
    content_pages: [],
    ...over,
  };
}

describe("links a tenant serves (issue 12: 'links to flows a tenant does not have are not shown')", () => {
  it("keeps the platform's routes and drops flows not built (finance, trade-in)", () => {
    const ok = siteAvailability(site(), stock);
    for (const p of ["/", "/special-offers", "/compare", "/favourites", "/dealer-locator", "/contact-us", "/brands"])
      expect(ok(p), p).toBe(true);
    for (const p of ["/finance", "/trade-in", "/apply-for-finance", "/cars/trade-in", "/spin-to-win"])
      expect(ok(p), p).toBe(false);
  });

  it("checks listing paths against the stock: makes and models in stock, the site's own slugs", () => {
    const ok = siteAvailability(site(), stock);
    expect(ok("/search/toyota")).toBe(true);
    expect(ok("/search/toyota/hilux")).toBe(true);
    expect(ok("/search/land-rover/range-rover")).toBe(true);
    expect(ok("/search/ford")).toBe(false);
    expect(ok("/search/toyota/corolla")).toBe(false);
    expect(ok("/search/used-cars")).toBe(true);
    expect(ok("/search/test-north")).toBe(true);
    expect(ok("/search/test-hidden")).toBe(false);
    expect(ok("/locations/test-service")).toBe(true);
    expect(ok("/locations/test-hidden")).toBe(false);
  });

  it("shows a content page only once the tenant has written it", () => {
    expect(siteAvailability(site(), stock)("/about-us")).toBe(false);
    const withPage = site({ content_pages: [{ kind: "page", path: "/about-us", title: "About Us", body: "Hello" }] });
    expect(siteAvailability(withPage, stock)("/about-us")).toBe(true);
  });

  it("links the blog and its lists once the tenant has a post: every path its content serves (issue 17)", () => {
    const post = contentPageSchema.parse({
      kind: "blog",
      slug: "first-drive",
      title: "First drive",
      body: "Hello",
      published: "2026-03-14",
      category: "vehicle-reviews",
    });
    const withPost = site({ content_pages: [post] });
    const ok = siteAvailability(withPost, stock);
    for (const p of ["/blog", "/blog/vehicle-reviews", "/blog/first-drive"]) expect(ok(p), p).toBe(true);
    expect(siteAvailability(site(), stock)("/blog")).toBe(false);
    // The default More menu lists Blog (spec 02 §2): shown with a post, not without.
    const more = (s: NavSite) => {
      const item = buildSiteNav(s, stock).header.find((i) => i.label === "More");
      return item?.kind === "list" ? item.links.map((l) => l.href) : [];
    };
    expect(more(withPost)).toContain("/blog");
    expect(more(site())).not.toContain("/blog");
  });

  it("shows every configured link the tenant's config accepts as served (one builder for both)", () => {
    const content = [
      contentPageSchema.parse({ kind: "page", path: "/about-us", title: "About", body: "Hi" }),
      contentPageSchema.parse({ kind: "blog", slug: "news", title: "News", body: "Hi", published: "2026-01-02" }),
    ];
    const withContent = site({ content_pages: content });
    const ok = siteAvailability(withContent, stock);
    const served = servedPathSite(withContent);
    for (const p of ["/about-us", "/blog", "/blog/news", "/faqs", "/blog/vehicle-reviews", "/dealer-locator"])
      expect(ok(p), p).toBe(isServedPath(served, p));
  });

  it("serves a brand's overview only for the tenant's brands, and the garage only when it is on", () => {
    const brands = [brandSchema.parse({ name: "Toyota", slug: "toyota" })];
    const ok = siteAvailability(site({ brands }), stock);
    expect(ok("/toyota/overview")).toBe(true);
    expect(ok("/ford/overview")).toBe(false);
    expect(ok("/my-garage")).toBe(false);
    expect(siteAvailability(site({ features: { watchlist: true } }), stock)("/my-garage")).toBe(true);
  });
});

describe("dynamic menus from stock (spec 02 §2 'Vehicles (dynamic models dropdown), Our Stock (dynamic stock dropdown)')", () => {
  it("lists makes most stocked first, each with its models most stocked first, split by the longest make that fits", () => {
    const groups = modelsMenu(stock);
    expect(groups.map((g) => [g.make, g.href])).toEqual([
      ["Toyota", "/search/toyota"],
      ["Land Rover", "/search/land-rover"],
      ["Land", "/search/land"],
    ]);
    expect(groups[0].models).toEqual([
      { label: "HiLux", href: "/search/toyota/hilux" },
      { label: "RAV4", href: "/search/toyota/rav4" },
      { label: "Camry", href: "/search/toyota/camry" },
    ]);
    expect(groups[1].models.map((m) => m.href)).toEqual(["/search/land-rover/range-rover", "/search/land-rover/defender"]);
    expect(groups[2].models.map((m) => m.label)).toEqual(["Cruiser"]);
  });

  it("bounds the dropdown: at most so many makes and models a make", () => {
    const groups = modelsMenu(stock, { makes: 1, modelsPerMake: 2 });
    expect(groups).toHaveLength(1);
    expect(groups[0].models).toHaveLength(2);
    expect(footerModels(stock, 2).map((m) => m.label)).toEqual(["Toyota HiLux", "Toyota RAV4"]);
  });

  it("lists the car types in stock, offers, and each visible sales site's stock", () => {
    expect(stockMenu(site(), stock).map((l) => `${l.label} ${l.href}`)).toEqual([
      "All Stock /search/new-used-and-demo-cars",
      "Used Stock /search/used-cars",
      "New Stock /search/new-cars",
      "Special Offers /special-offers",
      "Test North /search/test-north",
      "Test South /search/test-south",
    ]);
    expect(stockMenu(site(), { makes: [], makeModels: [], carTypes: [] })).toEqual([]);
  });
});

describe("buildSiteNav", () => {
  it("prunes the default menus, fills dynamic entries and drops empty ones", () => {
    const nav = buildSiteNav(site(), stock);
    expect(nav.header.map((i) => `${i.kind} ${i.label}`)).toEqual([
      "link Home",
      "models Vehicles",
      "list Our Stock",
      "link Offers",
      "list Service and Parts",
      "list More",
    ]);
    const service = nav.header.find((i) => i.label === "Service and Parts");
    expect(service?.kind === "list" && service.links.map((l) => l.href)).toEqual(["/service", "/vehicle-parts-and-accessories"]);
    const more = nav.header.find((i) => i.label === "More");
    expect(more?.kind === "list" && more.links.map((l) => l.href)).toEqual(["/dealer-locator", "/contact-us", "/careers"]);
    expect(nav.footer.map((g) => g.title)).toEqual(["Models", "Buyer Tools", "Servicing and Parts", "Test Motors"]);
    expect(nav.footer[1].links.map((l) => l.href)).toEqual([
      "/budget-finder",
      "/sell-my-car",
      "/special-offers",
      "/dealer-locator",
    ]);
    expect(nav.garagePath).toBeNull();
    const empty = buildSiteNav(site(), { makes: [], makeModels: [], carTypes: [] });
    expect(empty.header.map((i) => i.label)).not.toContain("Vehicles");
    expect(empty.footer.map((g) => g.title)).not.toContain("Models");
  });

  it("makes the brands mega menu from the tenant's brands by kind, with logos", () => {
    const brands = [
      brandSchema.parse({ name: "Yamaha", slug: "yamaha", kind: "motorcycle" }),
      brandSchema.parse({ name: "Isuzu UTE", slug: "isuzu-ute", make: "Isuzu", logo_url: "/logos/isuzu.svg" }),
    ];
    const navigation = navigationSchema.parse({ header: [{ label: "Brands", dynamic: "brands" }] });
    const sign_in = signInConfigSchema.parse({ garage_path: "myblinkr" });
    const nav = buildSiteNav(site({ brands, navigation, sign_in, features: { watchlist: true } }), stock);
    expect(nav.header).toEqual([
      {
        kind: "brands",
        label: "Brands",
        allHref: "/brands",
        groups: [
          {
            kind: "car",
            title: "Car Brands",
            brands: [{ label: "Isuzu UTE", href: "/isuzu-ute/overview", logo: "/logos/isuzu.svg" }],
          },
          {
            kind: "motorcycle",
            title: "Motorcycle Brands",
            brands: [{ label: "Yamaha", href: "/yamaha/overview", logo: "/brand-logos/yamaha.svg" }],
          },
        ],
      },
    ]);
    expect(nav.garagePath).toBe("/myblinkr");
    expect(buildSiteNav(site({ navigation }), stock).header).toEqual([]);
  });

  it("fills Vehicles and the footer's Models from the tenant's model range when it has one (spec 02 §2)", () => {
    const image = "/demo-photos/suv-1f3f77-front-x.svg";
    const models = [
      modelSchema.parse({
        name: "RAV4",
        slug: "rav4",
        make: "Toyota",
        body: "suv",
        image,
        accessories: [{ name: "Mats", part_number: "M1" }],
      }),
      modelSchema.parse({ name: "GR Yaris", slug: "gr-yaris", make: "Toyota", body: "hatch", image }),
      modelSchema.parse({ name: "Ranger", slug: "ranger", make: "Ford", body: "ute", image }),
    ];
    const nav = buildSiteNav(site({ models }), stock);
    const vehicles = nav.header.find((i) => i.label === "Vehicles");
    // Not the stock's makes (Land Rover) but the range, models without stock (GR Yaris) included.
    expect(vehicles).toEqual({
      kind: "models",
      label: "Vehicles",
      groups: [
        {
          make: "Toyota",
          href: "/models?make=toyota",
          models: [
            { label: "RAV4", href: "/models/rav4" },
            { label: "GR Yaris", href: "/models/gr-yaris" },
          ],
        },
        { make: "Ford", href: "/models?make=ford", models: [{ label: "Ranger", href: "/models/ranger" }] },
      ],
    });
    expect(nav.footer[0]).toEqual({
      title: "Models",
      links: [
        { label: "Toyota Models", href: "/models?make=toyota" },
        { label: "Ford Models", href: "/models?make=ford" },
        { label: "All Models", href: "/models" },
      ],
    });
    // The range's pages are links the menus may carry; without a range they are not.
    expect(siteAvailability(site({ models }), stock)("/rav4/accessories")).toBe(true);
    expect(siteAvailability(site(), stock)("/models")).toBe(false);
    // Without a range, the menus still list the stock's models.
    const fromStock = buildSiteNav(site({ models: [] }), stock).header.find((i) => i.label === "Vehicles");
    expect(fromStock?.kind === "models" && fromStock.groups[0].models[0]).toEqual({
      label: "HiLux",
      href: "/search/toyota/hilux",
    });
  });
});
