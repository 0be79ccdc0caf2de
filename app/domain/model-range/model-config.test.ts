import { describe, expect, it } from "vitest";
import { describeConfigIssues, tenantConfigSchema } from "../tenant/tenant-config";
import { demoConfigInput } from "../../../tests/setup/demo-configs";
import { modelSchema, modelsSchema, type ModelConfigInput } from "./model-config";

/** The tenant config's `models` section (spec 02 §3 'Model'; §9 body types): each bad entry refused with its field named. */

const rav4: ModelConfigInput = {
  name: "RAV4",
  slug: "rav4",
  make: "Toyota",
  body: "suv",
  image: "/demo-photos/suv-1f3f77-front-rav4.svg",
  accessories: [{ name: "Roof Racks", part_number: "PZQ12-34567", price: 590 }],
};

function issuesOf(models: unknown[]): string[] {
  const parsed = tenantConfigSchema.safeParse({ ...demoConfigInput("coralview-kia"), models });
  return parsed.success ? [] : describeConfigIssues(parsed.error);
}

describe("a model of the range", () => {
  it("parses with its optional parts defaulted; accessories_count is not configured but counted", () => {
    const m = modelSchema.parse(rav4);
    expect(m).toMatchObject({ name: "RAV4", body: "suv", highlights: [], accessories: [{ part_number: "PZQ12-34567" }] });
    expect(modelSchema.parse({ ...rav4, accessories: undefined }).accessories).toEqual([]);
  });

  it("takes only spec 02 §9's body types, written as the spec writes them", () => {
    for (const body of ["4x4", "cabChassis", "peopleMover", "stationWagon", "ev"])
      expect(modelSchema.safeParse({ ...rav4, body }).success, body).toBe(true);
    expect(issuesOf([{ ...rav4, body: "people-mover" }])).toEqual([
      expect.stringMatching(/^models\.0\.body: must be one of 4x4, bus, cabChassis, .*stationWagon$/),
    ]);
  });

  it("refuses a slug the platform already uses (its accessories are at /{slug}/accessories) and a repeated slug", () => {
    expect(issuesOf([{ ...rav4, slug: "search" }])).toEqual(["models.0.slug: is a path the platform already uses"]);
    expect(issuesOf([{ ...rav4, slug: "RAV4" }])).toEqual([
      "models.0.slug: must be lower-case letters, digits and single hyphens",
    ]);
    expect(issuesOf([rav4, { ...rav4, name: "RAV4 Hybrid" }])).toEqual(["models.1.slug: rav4 is already used by models.0"]);
  });

  it("takes an https:// or site-path image, nothing else", () => {
    expect(modelSchema.safeParse({ ...rav4, image: "https://cdn.example.com/rav4.jpg" }).success).toBe(true);
    for (const image of ["http://cdn.example.com/rav4.jpg", "//cdn.example.com/rav4.jpg", "rav4.jpg", "javascript:alert(1)"])
      expect(issuesOf([{ ...rav4, image }]), image).toEqual([
        "models.0.image: must be an https:// address or a site path such as /demo-photos/…",
      ]);
    expect(issuesOf([{ ...rav4, image: undefined }])[0]).toMatch(/^models\.0\.image: /);
  });

  it("refuses a repeated part number within a model (case aside), a bad one, and a price that is not whole dollars", () => {
    const accessories = [
      { name: "Roof Racks", part_number: "PZQ12-34567", price: 590 },
      { name: "Roof Racks (black)", part_number: "pzq12-34567", price: 99.5 },
      { name: "Mats", part_number: "PZQ 12" },
    ];
    expect(issuesOf([{ ...rav4, accessories }])).toEqual([
      "models.0.accessories.1.price: must be whole dollars",
      "models.0.accessories.2.part_number: must be 1 to 40 letters, digits, dots, hyphens or underscores",
    ]);
    // Once each accessory reads, the repeat is named.
    expect(issuesOf([{ ...rav4, accessories: [accessories[0], { ...accessories[1], price: 99 }] }])).toEqual([
      "models.0.accessories.1.part_number: pzq12-34567 is already used by accessories.0",
    ]);
    // The same part number on two models is fine: each page has its own.
    expect(issuesOf([rav4, { ...rav4, slug: "rav4-hybrid" }])).toEqual([]);
  });

  it("checks override_url: a page this site serves or an https:// address, never a model page", () => {
    expect(issuesOf([{ ...rav4, override_url: "https://www.toyota.com.au/rav4" }])).toEqual([]);
    expect(issuesOf([{ ...rav4, override_url: "/special-offers" }])).toEqual([]);
    expect(issuesOf([{ ...rav4, override_url: "/checkout-journey" }])).toEqual([
      "models.0.override_url: /checkout-journey is not a page this site serves yet; link to one it does (such as /special-offers or a /search listing) or to an https:// address",
    ]);
    expect(issuesOf([{ ...rav4, override_url: "/models/rav4" }])[0]).toMatch(
      /^models\.0\.override_url: must not be a model page/,
    );
    expect(issuesOf([{ ...rav4, override_url: "http://toyota.com.au" }])).toEqual([
      "models.0.override_url: must be a site path such as /finance or an https:// address",
    ]);
  });

  it("needs from_price for from_price_type, and bounds the lists", () => {
    expect(issuesOf([{ ...rav4, from_price_type: "Drive Away" }])).toEqual(["models.0.from_price_type: needs from_price"]);
    expect(issuesOf([{ ...rav4, highlights: Array.from({ length: 9 }, (_, i) => `Feature ${i}`) }])).toEqual([
      "models.0.highlights: must list at most 8",
    ]);
    const many = Array.from({ length: 61 }, (_, i) => ({ ...rav4, slug: `model-${i}` }));
    expect(modelsSchema.safeParse(many).error?.issues[0]?.message).toBe("must list at most 60 models");
  });

  it("lets promos and menus link to the range's pages once the range has them", () => {
    const promo = { title: "Sportage accessories", link: "/sportage/accessories" };
    const withPromo = (models: unknown[]) =>
      tenantConfigSchema.safeParse({ ...demoConfigInput("coralview-kia"), models, promos: [promo] }).success;
    expect(withPromo([])).toBe(false);
    expect(withPromo([{ ...rav4, slug: "sportage" }])).toBe(true);
    expect(withPromo([{ ...rav4, slug: "sportage", accessories: [] }])).toBe(false);
  });
});
