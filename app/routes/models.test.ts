import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchState } from "~/domain/search/query-edits";
import type { ModelConfigInput } from "~/domain/model-range/model-config";
import { tenantConfigSchema } from "~/domain/tenant/tenant-config";
import { leads } from "~/server/db/schema.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { demoConfigInput } from "../../tests/setup/demo-configs";
import { formData, validCore } from "../../tests/setup/lead-builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action as accessoriesAction, loader as accessoriesLoader } from "./model-accessories";
import { action as modelAction, loader as modelLoader } from "./model";
import { loader as rangeLoader } from "./models";
import { loader as sitemapLoader } from "./sitemap";

/**
 * The model showroom (spec 02 §2 '/models/...', '/models?body=', '/{model
 * slug}/accessories'; §3 'Model'), loaders and actions on a platform with the
 * Coralview Kia demo config (its range as shipped, plus a model with an
 * override) and a few Kia cars in stock, beside a tenant with no range.
 */

const host = "http://coralview-kia.localhost";
const other = "http://test-motors.localhost";
const image = "/demo-photos/coupe-111111-front-stinger.svg";
const stinger: ModelConfigInput = {
  name: "Stinger",
  slug: "stinger",
  make: "Kia",
  body: "sedan",
  image,
  override_url: "https://www.kia.com/au/stinger",
};
const input = demoConfigInput("coralview-kia");
// Two models the stock files under one name, told apart by body (stock_body).
const carnivalVan: ModelConfigInput = {
  name: "Carnival Van",
  slug: "carnival-van",
  make: "Kia",
  body: "van",
  image,
  stock_model: "Carnival",
  stock_body: "Van",
};
const carnivalPeople: ModelConfigInput = {
  ...carnivalVan,
  name: "Carnival 8-seat",
  slug: "carnival-8-seat",
  body: "peopleMover",
  stock_body: "People Mover",
};
const kia = tenantConfigSchema.parse({
  ...input,
  models: [...(input.models as ModelConfigInput[]), stinger, carnivalVan, carnivalPeople],
});
const at = "1011";

const stock = [
  vehicleRow({ make: "Kia", model: "Sportage", car_type: "new", location_id: at, stocknum: "SP1" }),
  vehicleRow({ make: "Kia", model: "Sportage", car_type: "new", location_id: at, stocknum: "SP2", status: "coming_soon" }),
  vehicleRow({ make: "Kia", model: "Sportage", car_type: "demo", location_id: at, stocknum: "SP3" }),
  vehicleRow({ make: "Kia", model: "Sportage", car_type: "used", location_id: at, stocknum: "SP4" }),
  vehicleRow({ make: "Kia", model: "Sportage", car_type: "new", location_id: at, stocknum: "SP5", status: "sold" }),
  vehicleRow({ make: "Kia", model: "Seltos", car_type: "used", location_id: at, stocknum: "SE1" }),
  vehicleRow({ make: "Kia", model: "Carnival", car_type: "demo", location_id: at, stocknum: "CA1", simple_body: "People Mover" }),
];

describe("the model showroom's routes", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      { config: kia, vehicles: stock },
      { config: tenantConfig(), vehicles: [vehicleRow({ make: "Kia", model: "Sportage", car_type: "new" })] },
    ]);
  });
  afterAll(() => t.close());

  const range = async (url: string) => rangeLoader(t.args(url) as never);
  // The loaders answer data(page, init): the page and its headers.
  const unwrap = async <T>(p: Promise<{ data: T; init: ResponseInit | null }>) => {
    const r = await p;
    return Object.assign(r.data as object, { headers: new Headers(r.init?.headers) }) as T & { headers: Headers };
  };
  const model = (slug: string, query = "", base = host) =>
    unwrap(modelLoader(t.args(`${base}/models/${slug}${query}`, { params: { slug } }) as never));
  const accessories = (slug: string, query = "", base = host) =>
    unwrap(accessoriesLoader(t.args(`${base}/${slug}/accessories${query}`, { params: { modelSlug: slug } }) as never));
  const status = async (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : (thrown as { init?: { status: number } }).init?.status),
    );

  describe("/models", () => {
    it("lists the tenant's range in its order, with each model's new and demo stock counted from the index", async () => {
      const d = await range(`${host}/models`);
      expect(d.title).toBe("Our Models");
      expect(d.groups).toHaveLength(1);
      expect(d.groups[0].make).toBeNull();
      const cards = d.groups[0].models;
      expect(cards.map((m) => m.slug).slice(0, 3)).toEqual(["picanto", "stonic", "k4"]);
      const sportage = cards.find((m) => m.slug === "sportage")!;
      // New SP1, coming SP2 and demo SP3; not the used SP4 nor the sold SP5.
      expect(sportage).toMatchObject({
        stockCount: 3,
        href: "/models/sportage",
        accessoriesHref: "/sportage/accessories",
        accessories_count: 6,
      });
      expect(cards.find((m) => m.slug === "seltos")?.stockCount).toBe(0);
      expect(cards.find((m) => m.slug === "carnival")?.stockCount).toBe(1);
      expect(cards.find((m) => m.slug === "carnival-8-seat")?.stockCount).toBe(1);
      expect(cards.find((m) => m.slug === "carnival-van")?.stockCount).toBe(0);
      expect(cards.find((m) => m.slug === "stinger")).toMatchObject({ href: "https://www.kia.com/au/stinger", external: true });
      expect(d.bodies[0]).toEqual({ label: "All", href: "/models", current: true });
      expect(d.bodies.map((b) => b.label)).toContain("People Mover");
      expect(d.makes).toEqual([]);
      expect(d.canonical).toBe("https://www.coralview-kia.example/models");
    });

    it("/models?body=suv shows the SUVs; a spec body type the range lacks says none (200, noindex) and links back", async () => {
      const suvs = await range(`${host}/models?body=suv`);
      expect(suvs.title).toBe("Our SUV Models");
      expect(suvs.groups[0].models.every((m) => m.body.label === "SUV")).toBe(true);
      expect(suvs.groups[0].models.map((m) => m.slug)).toEqual(["stonic", "seltos", "sportage", "sorento", "niro"]);
      expect(suvs.bodies.find((b) => b.current)?.label).toBe("SUV");
      expect((await range(`${host}/models?body=people-mover`)).groups[0].models.map((m) => m.slug)).toEqual([
        "carnival",
        "carnival-8-seat",
      ]);
      const buses = await range(`${host}/models?body=bus`);
      expect(buses.groups).toEqual([]);
      expect(buses.empty).toEqual({ message: "We have no Bus models in our range right now.", backHref: "/models" });
      expect(buses.noindex).toBe(true);
    });

    it("a body or make that names nothing is a 404 saying so; a tenant with no range has no /models", async () => {
      await expect(range(`${host}/models?body=spaceship`)).rejects.toMatchObject({
        init: { status: 404 },
        data: { kind: "unknown-filter", param: "body", value: "spaceship" },
      });
      await expect(range(`${host}/models?make=toyota`)).rejects.toMatchObject({ data: { param: "make" } });
      expect(await status(range(`${other}/models`))).toBe(404);
    });
  });

  describe("/models/{slug}", () => {
    it("shows the model with its new and demo cars from the search engine, the listing and used links", async () => {
      const d = await model("sportage");
      expect(d.model).toMatchObject({
        title: "Kia Sportage",
        fromPrice: { text: "From $35,690", type: "Drive Away" },
        accessoriesHref: "/sportage/accessories",
      });
      expect(d.highlights.length).toBeGreaterThan(0);
      const expected = t.platform.registry.index(t.ids["coralview-kia"]).search(
        searchState({
          filters: { make: ["Kia"], model: ["Sportage"], car_type: ["new", "demo"], status: ["in_stock", "coming_soon"] },
        }),
      );
      expect(d.stock.count).toBe(3);
      expect(d.stock.cards.map((c) => c.id).sort()).toEqual(expected.hits.map((h) => h.id).sort());
      expect(d.stock.cards.every((c) => c.make === "Kia" && c.model === "Sportage")).toBe(true);
      expect(d.stock.listingHref).toBe("/search/kia/sportage?car_type=demo&car_type=new");
      expect(d.stock.used).toEqual({ count: 1, href: "/search/kia/sportage?car_type=used" });
      expect(d.enquiry).toMatchObject({ form: "general_contact", defaultValue: { category: "Sales" } });
      expect(d.lead.inline).toBeNull();
      expect(d.canonical).toBe("https://www.coralview-kia.example/models/sportage");
    });

    it("a model told apart by body shows only its body's cars", async () => {
      const people = await model("carnival-8-seat");
      expect(people.stock.cards.map((c) => c.id)).toHaveLength(1);
      expect(people.stock.listingHref).toBe("/search/kia/carnival?car_type=demo&car_type=new&body=People+Mover");
      expect((await model("carnival-van")).stock.count).toBe(0);
    });

    it("a model with no stock still shows, with no listing link and its enquiry", async () => {
      const d = await model("seltos");
      expect(d.stock).toEqual({
        count: 0,
        cards: [],
        listingHref: null,
        used: { count: 1, href: "/search/kia/seltos?car_type=used" },
      });
      expect(d.model.accessoriesHref).toBe("/seltos/accessories");
      const ev9 = await model("ev9");
      expect(ev9.stock.count).toBe(0);
      expect(ev9.model.accessoriesHref).toBeNull();
    });

    it("?enquire=model shows the enquiry in the page (a private page); an override redirects; unknown slugs are 404", async () => {
      const res = await model("seltos", "?enquire=model");
      expect(res.lead.inline?.enquiry.query).toBe("enquire=model");
      expect(res.lead.inline?.submissionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect((await model("seltos")).headers.get("Cache-Control")).toBeNull();
      const redirect = await model("stinger").catch((r: unknown) => r as Response);
      expect(redirect).toBeInstanceOf(Response);
      expect((redirect as Response).status).toBe(302);
      expect((redirect as Response).headers.get("Location")).toBe("https://www.kia.com/au/stinger");
      expect(await status(model("corolla"))).toBe(404);
      expect(await status(model("Not_A_Slug"))).toBe(404);
      // Another tenant's model is not this one's.
      expect(await status(model("sportage", "", other))).toBe(404);
    });
  });

  describe("/{slug}/accessories", () => {
    it("lists the model's accessories from config, each with its enquiry", async () => {
      const d = await accessories("sportage");
      const cfg = kia.models.find((m) => m.slug === "sportage")!;
      expect(d.accessories.map((a) => a.part_number)).toEqual(cfg.accessories.map((a) => a.part_number));
      expect(d.accessories[0]).toMatchObject({
        name: cfg.accessories[0].name,
        price: "$590",
        enquiry: { form: "parts_accessories", query: `part=${cfg.accessories[0].part_number}` },
      });
      // The parts counter is chosen where the form asks for a location.
      expect(d.accessories[0].enquiry.defaultValue.location_id).toBe("1013");
      expect(d.other.query).toBe("enquire=parts");
      expect(d.crumbs.map((c) => c.label)).toEqual(["Home", "Models", "Kia Sportage", "Accessories"]);
    });

    it("is a 404 for a model without accessories, an unknown slug and another tenant", async () => {
      expect(await status(accessories("ev9"))).toBe(404);
      expect(await status(accessories("corolla"))).toBe(404);
      expect(await status(accessories("search"))).toBe(404);
      expect(await status(accessories("sportage", "", other))).toBe(404);
    });

    it("an accessory's enquiry posted without JavaScript: errors come back (400), a full one is stored and goes to /success", async () => {
      const cfg = kia.models.find((m) => m.slug === "sportage")!;
      const part = cfg.accessories[1];
      const inline = (await accessories("sportage", `?part=${part.part_number}`)).lead.inline!;
      expect(inline.enquiry.defaultValue).toMatchObject({ make: "Kia", model: "Sportage" });
      const url = `${host}/sportage/accessories?part=${part.part_number}`;
      const post = (fields: Record<string, string>) =>
        accessoriesAction(
          t.args(url, {
            params: { modelSlug: "sportage" },
            init: { method: "POST", body: formData(fields), headers: { referer: url, "user-agent": "test" } },
            client: { clientIp: "192.0.2.41" },
          }) as never,
        );
      const bad = (await post({ lead_form: "parts_accessories", name: "Jane" })) as unknown as { init: { status: number } };
      expect(bad.init.status).toBe(400);
      const ok = (await post({
        ...validCore,
        submission_id: inline.submissionId,
        lead_form: "parts_accessories",
        ...inline.enquiry.defaultValue,
      })) as Response;
      expect(ok.status).toBe(303);
      const reference = new URL(ok.headers.get("Location")!, host).searchParams.get("lead")!;
      const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
      expect(row.tenantId).toBe(t.ids["coralview-kia"]);
      expect(row.form).toBe("parts_accessories");
      expect(row.payload).toMatchObject({ make: "Kia", model: "Sportage" });
      expect(row.locationId).toBe("1013");
      expect(JSON.stringify(row.payload)).toContain(`part number ${part.part_number}`);
      expect(row.attributes).toMatchObject({ url: `/sportage/accessories?part=${part.part_number}` });
    });
  });

  it("the model page's enquiry posted without JavaScript is a Sales lead", async () => {
    const url = `${host}/models/seltos?enquire=model`;
    const inline = (await model("seltos", "?enquire=model")).lead.inline!;
    const res = (await modelAction(
      t.args(url, {
        params: { slug: "seltos" },
        init: {
          method: "POST",
          body: formData({
            ...validCore,
            phone: "0412 345 679",
            submission_id: inline.submissionId,
            lead_form: "general_contact",
            ...inline.enquiry.defaultValue,
          }),
          headers: { referer: url, "user-agent": "test" },
        },
        client: { clientIp: "192.0.2.42" },
      }) as never,
    )) as Response;
    expect(res.status).toBe(303);
    const reference = new URL(res.headers.get("Location")!, host).searchParams.get("lead")!;
    const [row] = await t.db.select().from(leads).where(eq(leads.publicId, reference));
    expect(row).toMatchObject({ form: "general_contact", category: "Sales" });
    expect(JSON.stringify(row.payload)).toContain("interested in the Kia Seltos");
  });

  it("the sitemap lists the range's pages: /models, each model page that is not an override, accessories where listed", async () => {
    const xml = await ((await sitemapLoader(t.args(`${host}/sitemap.xml`) as never)) as Response).text();
    const origin = "https://www.coralview-kia.example";
    for (const p of ["/models", "/models/sportage", "/models/ev9", "/sportage/accessories"])
      expect(xml).toContain(`<loc>${origin}${p}</loc>`);
    expect(xml).not.toContain(`${origin}/models/stinger<`);
    expect(xml).not.toContain(`${origin}/ev9/accessories<`);
  });
});
