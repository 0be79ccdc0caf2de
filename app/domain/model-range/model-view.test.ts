import { describe, expect, it } from "vitest";
import { BODY_TYPES, bodyOfSlug, bodySlug } from "./body-types";
import { modelSchema, type ModelConfigInput } from "./model-config";
import {
  accessoriesHref,
  accessoryEnquiry,
  accessoryPriceText,
  chosenEnquiry,
  enquiryAction,
  enquiryHref,
  filterRange,
  fromPrice,
  modelEnquiry,
  modelHref,
  modelListingHref,
  modelSitemapPaths,
  modelStockFilters,
  modelTitle,
  otherAccessoryEnquiry,
  parseRangeQuery,
  rangeBodies,
  rangeFooterLinks,
  rangeHref,
  rangeMenuGroups,
  rangeTitle,
  specModel,
} from "./model-view";

const model = (over: Partial<ModelConfigInput>) =>
  modelSchema.parse({
    name: "RAV4",
    slug: "rav4",
    make: "Toyota",
    body: "suv",
    image: "/demo-photos/suv-1f3f77-front-rav4.svg",
    ...over,
  });

const rav4 = model({ accessories: [{ name: "Roof Racks", part_number: "PZQ12-34567", price: 590 }], from_price: 38050 });
const hilux = model({ name: "HiLux", slug: "hilux", body: "ute" });
const ranger = model({ name: "Ranger", slug: "ranger", make: "Ford", body: "ute" });
const mustang = model({
  name: "Mustang",
  slug: "mustang",
  make: "Ford",
  body: "coupe",
  override_url: "https://www.ford.com.au/mustang/",
});
const range = [rav4, hilux, ranger, mustang];

describe("body types (spec 02 §9) in the URL (spec 02 §2 '/models?body={body name lowercased and hyphenated}')", () => {
  it("lowercases and hyphenates each body name, and reads it back", () => {
    expect(bodySlug("peopleMover")).toBe("people-mover");
    expect(bodySlug("cabChassis")).toBe("cab-chassis");
    expect(bodySlug("stationWagon")).toBe("station-wagon");
    expect(bodySlug("4x4")).toBe("4x4");
    expect(bodySlug("suv")).toBe("suv");
    for (const b of BODY_TYPES) expect(bodyOfSlug(bodySlug(b))).toBe(b);
    expect(bodyOfSlug(" People Mover ")).toBe("peopleMover");
    expect(bodyOfSlug("SUV")).toBe("suv");
    expect(bodyOfSlug("spaceship")).toBeNull();
    expect(bodyOfSlug("peoplemover")).toBeNull();
  });
});

describe("the model as spec 02 §3 names it, and where it links", () => {
  it("counts accessories (accessories_count) and carries override_url", () => {
    expect(specModel(rav4)).toEqual({
      name: "RAV4",
      slug: "rav4",
      image: "/demo-photos/suv-1f3f77-front-rav4.svg",
      accessories_count: 1,
      override_url: null,
    });
    expect(specModel(hilux).accessories_count).toBe(0);
  });

  it("links to its page, or to override_url when set; to accessories only when it lists some", () => {
    expect(modelHref(rav4)).toBe("/models/rav4");
    expect(modelHref(mustang)).toBe("https://www.ford.com.au/mustang/");
    expect(accessoriesHref(rav4)).toBe("/rav4/accessories");
    expect(accessoriesHref(hilux)).toBeNull();
  });

  it("names the make once, and shows the from price with its type", () => {
    expect(modelTitle(rav4)).toBe("Toyota RAV4");
    expect(modelTitle(model({ name: "MG4", make: "MG" }))).toBe("MG4");
    expect(modelTitle(model({ name: "Mazda3", make: "Mazda" }))).toBe("Mazda3");
    expect(fromPrice(rav4)).toEqual({ text: "From $38,050", type: null });
    expect(fromPrice(model({ from_price: 35690, from_price_type: "Drive Away" }))).toEqual({
      text: "From $35,690",
      type: "Drive Away",
    });
    expect(fromPrice(hilux)).toBeNull();
    expect(accessoryPriceText({ price: 1150 })).toBe("$1,150");
    expect(accessoryPriceText({ price: null })).toBe("Price on application");
  });
});

describe("the range page's filters (/models?body=, ?make=)", () => {
  const q = (s: string) => parseRangeQuery(new URLSearchParams(s), range);

  it("reads a body type and a make of the range; no filter is the whole range", () => {
    expect(q("")).toEqual({ ok: true, filter: { body: null, make: null } });
    expect(q("body=ute&make=ford")).toEqual({ ok: true, filter: { body: "ute", make: "Ford" } });
    expect(filterRange(range, { body: "ute", make: null }).map((m) => m.slug)).toEqual(["hilux", "ranger"]);
    expect(filterRange(range, { body: "ute", make: "Ford" }).map((m) => m.slug)).toEqual(["ranger"]);
  });

  it("a body type of the spec the range lacks is read (the page says none); a value that names nothing is not", () => {
    expect(q("body=people-mover")).toEqual({ ok: true, filter: { body: "peopleMover", make: null } });
    expect(filterRange(range, { body: "peopleMover", make: null })).toEqual([]);
    expect(q("body=spaceship")).toEqual({ ok: false, param: "body", value: "spaceship" });
    expect(q("make=holden")).toEqual({ ok: false, param: "make", value: "holden" });
  });

  it("has one address per filter, and a heading for it", () => {
    expect(rangeHref({ body: null, make: null })).toBe("/models");
    expect(rangeHref({ body: "peopleMover", make: "Land Rover" })).toBe("/models?body=people-mover&make=land-rover");
    expect(rangeTitle({ body: null, make: null })).toBe("Our Models");
    expect(rangeTitle({ body: "suv", make: "Toyota" })).toBe("Our Toyota SUV Models");
    expect(rangeBodies(range)).toEqual(["coupe", "suv", "ute"]);
  });
});

describe("the model's stock (its new and demo cars)", () => {
  it("matches stock by make and the model as the stock spells it, and links to the full listing", () => {
    expect(modelStockFilters(rav4)).toEqual({ make: ["Toyota"], model: ["RAV4"] });
    const dmax = model({ name: "D-MAX Cab Chassis", slug: "d-max-cab-chassis", make: "Isuzu", stock_model: "D-MAX" });
    expect(modelStockFilters(dmax)).toEqual({ make: ["Isuzu"], model: ["D-MAX"] });
    expect(modelListingHref(dmax)).toBe("/search/isuzu/d-max");
    // Told apart from the ute by the body the stock files it under.
    const cabChassis = model({ ...dmax, stock_body: "Cab Chassis" });
    expect(modelStockFilters(cabChassis)).toEqual({ make: ["Isuzu"], model: ["D-MAX"], body: ["Cab Chassis"] });
    expect(modelListingHref(cabChassis, ["new", "demo"])).toBe("/search/isuzu/d-max?car_type=demo&car_type=new&body=Cab+Chassis");
    expect(modelListingHref(rav4, ["new", "demo"])).toBe("/search/toyota/rav4?car_type=demo&car_type=new");
  });
});

describe("the menus: 'Vehicles (dynamic models dropdown)' and the footer's Models (spec 02 §2)", () => {
  it("groups the range by make in the dealer's order, each make heading to its range", () => {
    expect(rangeMenuGroups(range)).toEqual([
      {
        make: "Toyota",
        href: "/models?make=toyota",
        models: [
          { label: "RAV4", href: "/models/rav4" },
          { label: "HiLux", href: "/models/hilux" },
        ],
      },
      {
        make: "Ford",
        href: "/models?make=ford",
        models: [
          { label: "Ranger", href: "/models/ranger" },
          { label: "Mustang", href: "https://www.ford.com.au/mustang/" },
        ],
      },
    ]);
    // One make: its heading is the whole range.
    expect(rangeMenuGroups([rav4, hilux])[0].href).toBe("/models");
    expect(rangeMenuGroups(range, { makes: 1, modelsPerMake: 1 })).toEqual([
      { make: "Toyota", href: "/models?make=toyota", models: [{ label: "RAV4", href: "/models/rav4" }] },
    ]);
  });

  it("lists a one-make range's first models in the footer, a group's makes, then All Models; nothing without a range", () => {
    expect(rangeFooterLinks([rav4, hilux, mustang], 2)).toEqual([
      { label: "Toyota Models", href: "/models?make=toyota" },
      { label: "Ford Models", href: "/models?make=ford" },
      { label: "All Models", href: "/models" },
    ]);
    expect(rangeFooterLinks([rav4, hilux], 1)).toEqual([
      { label: "RAV4", href: "/models/rav4" },
      { label: "All Models", href: "/models" },
    ]);
    expect(rangeFooterLinks([])).toEqual([]);
  });

  it("puts the pages served in the sitemap: no model page that only redirects, accessories where listed", () => {
    expect(modelSitemapPaths(range)).toEqual(["/models", "/models/rav4", "/models/hilux", "/models/ranger", "/rav4/accessories"]);
    expect(modelSitemapPaths([])).toEqual([]);
  });
});

describe("the enquiries", () => {
  const categories = [{ name: "General Enquiry" }, { name: "Sales" }];

  it("an accessory's: the parts form with the model and the part filled in, opened by its part number", () => {
    const e = accessoryEnquiry(rav4, rav4.accessories[0]);
    expect(e).toMatchObject({ form: "parts_accessories", query: "part=PZQ12-34567", title: "Enquire about the Roof Racks" });
    expect(e.defaultValue).toEqual({
      make: "Toyota",
      model: "RAV4",
      message:
        "I'd like the Roof Racks (part number PZQ12-34567, $590) for my Toyota RAV4. Please contact me about availability and fitting.",
    });
    expect(enquiryHref("/rav4/accessories", e)).toBe("/rav4/accessories?part=PZQ12-34567#enquire");
    expect(enquiryAction("/rav4/accessories", e)).toBe("/rav4/accessories?part=PZQ12-34567");
    expect(otherAccessoryEnquiry(rav4)).toMatchObject({ form: "parts_accessories", query: "enquire=parts" });
  });

  it("the model's: a Sales enquiry where the site has that category, else the form's default", () => {
    const e = modelEnquiry(rav4, categories);
    expect(e).toMatchObject({ form: "general_contact", query: "enquire=model" });
    expect(e.defaultValue).toEqual({
      category: "Sales",
      message: "I'm interested in the Toyota RAV4. Please contact me about availability, pricing and a test drive.",
    });
    expect(modelEnquiry(rav4, [{ name: "General Enquiry" }]).defaultValue.category).toBeUndefined();
  });

  it("the query string picks the enquiry shown in the page; anything else shows none", () => {
    const list = [...rav4.accessories.map((a) => accessoryEnquiry(rav4, a)), otherAccessoryEnquiry(rav4)];
    const pick = (s: string) => chosenEnquiry(list, new URLSearchParams(s))?.query ?? null;
    expect(pick("part=PZQ12-34567")).toBe("part=PZQ12-34567");
    expect(pick("enquire=parts&utm_source=x")).toBe("enquire=parts");
    expect(pick("part=pzq12-34567")).toBeNull();
    expect(pick("part=NOPE")).toBeNull();
    expect(pick("")).toBeNull();
  });
});
