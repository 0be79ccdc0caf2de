import { formatMoney } from "../vehicle/price-display";
import { slugify } from "../navigation/slug";
import type { CarType } from "../vehicle/vehicle";
import { BODY_LABELS, BODY_TYPES, bodyOfSlug, bodySlug, type BodyType } from "./body-types";
import type { AccessoryConfig, ModelConfig } from "./model-config";

/**
 * The model showroom's rules (spec 02 §2 '/models/...', '/models?body=',
 * '/{model slug}/accessories', 'Vehicles (dynamic models dropdown)', footer
 * group 'Models'; §3 'Model'): where a model links, how the range is
 * filtered, what the menus list, and what each enquiry starts with. Pure:
 * the server (server/model-range/) shapes the pages with these, the UI draws them.
 */

export const MODELS_PATH = "/models";
/** The anchor of the enquiry form shown in the page (the no-JavaScript path of the dialogs). */
export const ENQUIRY_ANCHOR = "enquire";
/** What an accessory without a price says. */
export const NO_ACCESSORY_PRICE_TEXT = "Price on application";

/** A model as spec 02 §3 names its fields. */
export interface SpecModel {
  name: string;
  slug: string;
  image: string;
  accessories_count: number;
  override_url: string | null;
}

export function specModel(m: ModelConfig): SpecModel {
  return {
    name: m.name,
    slug: m.slug,
    image: m.image,
    accessories_count: m.accessories.length,
    override_url: m.override_url ?? null,
  };
}

export function modelPagePath(slug: string): string {
  return `${MODELS_PATH}/${slug}`;
}

/** Spec 02 §2 '/{model slug}/accessories'. */
export function accessoriesPath(slug: string): string {
  return `/${slug}/accessories`;
}

/** Where a link to the model goes: its override_url when set (spec 02 §3), else its page. */
export function modelHref(m: Pick<ModelConfig, "slug" | "override_url">): string {
  return m.override_url ?? modelPagePath(m.slug);
}

/** The accessories page, only for a model that lists some. */
export function accessoriesHref(m: Pick<ModelConfig, "slug" | "accessories">): string | null {
  return m.accessories.length ? accessoriesPath(m.slug) : null;
}

export function modelTitle(m: Pick<ModelConfig, "make" | "name">): string {
  return m.name.toLowerCase().startsWith(m.make.toLowerCase()) ? m.name : `${m.make} ${m.name}`;
}

/** "From $36,990" and "Drive Away", or null when the dealer gives no price. */
export function fromPrice(m: Pick<ModelConfig, "from_price" | "from_price_type">): { text: string; type: string | null } | null {
  if (m.from_price == null) return null;
  return { text: `From ${formatMoney(m.from_price)}`, type: m.from_price_type ?? null };
}

export function accessoryPriceText(a: Pick<AccessoryConfig, "price">): string {
  return a.price == null ? NO_ACCESSORY_PRICE_TEXT : formatMoney(a.price);
}

// --- the range page's filters: /models?body={slug}&make={slug} ---

export interface RangeFilter {
  body: BodyType | null;
  /** The make as the range spells it. */
  make: string | null;
}

export type ParsedRangeQuery =
  | { ok: true; filter: RangeFilter }
  /** A value that names no body type of spec 02 §9, or no make of the range: the page is a 404 (docs/decisions/model-showroom.md). */
  | { ok: false; param: "body" | "make"; value: string };

/** The makes of the range, in the order the dealer lists them. */
export function rangeMakes(models: readonly Pick<ModelConfig, "make">[]): string[] {
  return [...new Set(models.map((m) => m.make))];
}

/** The body types the range has, in spec 02 §9's order. */
export function rangeBodies(models: readonly Pick<ModelConfig, "body">[]): BodyType[] {
  const present = new Set(models.map((m) => m.body));
  return BODY_TYPES.filter((b) => present.has(b));
}

export function parseRangeQuery(params: URLSearchParams, models: readonly Pick<ModelConfig, "make">[]): ParsedRangeQuery {
  const filter: RangeFilter = { body: null, make: null };
  const body = params.get("body")?.trim();
  if (body) {
    filter.body = bodyOfSlug(body);
    if (!filter.body) return { ok: false, param: "body", value: body };
  }
  const make = params.get("make")?.trim();
  if (make) {
    filter.make = rangeMakes(models).find((m) => slugify(m) === slugify(make)) ?? null;
    if (!filter.make) return { ok: false, param: "make", value: make };
  }
  return { ok: true, filter };
}

export function filterRange<M extends Pick<ModelConfig, "make" | "body">>(models: readonly M[], filter: RangeFilter): M[] {
  return models.filter((m) => (!filter.body || m.body === filter.body) && (!filter.make || m.make === filter.make));
}

/** The canonical address of a filtered range: body first, then make; none of either is /models. */
export function rangeHref(filter: RangeFilter): string {
  const q = new URLSearchParams();
  if (filter.body) q.set("body", bodySlug(filter.body));
  if (filter.make) q.set("make", slugify(filter.make));
  const s = q.toString();
  return s ? `${MODELS_PATH}?${s}` : MODELS_PATH;
}

export function bodyLabel(body: BodyType): string {
  return BODY_LABELS[body];
}

/** The range page's heading: "Our Models", "Our SUV Models", "Our Toyota Ute Models". */
export function rangeTitle(filter: RangeFilter): string {
  const words = [filter.make, filter.body ? BODY_LABELS[filter.body] : null].filter(Boolean);
  return `Our ${words.length ? `${words.join(" ")} ` : ""}Models`;
}

// --- stock: the model's new and demo cars from the search index ---

type StockNames = Pick<ModelConfig, "make" | "name" | "stock_model" | "stock_body">;

/** The model's stock filter: its make and the model as the stock spells it, and its body where the stock needs telling apart. */
export function modelStockFilters(m: StockNames): { make: string[]; model: string[]; body?: string[] } {
  return { make: [m.make], model: [m.stock_model ?? m.name], ...(m.stock_body ? { body: [m.stock_body] } : {}) };
}

/** The showroom's stock is the new and demo cars (spec 02 §2 task: 'its new and demo stock'), that can be bought or are coming. */
export const SHOWROOM_CAR_TYPES: readonly CarType[] = ["new", "demo"];
export const SHOWROOM_STATUSES = ["in_stock", "coming_soon"] as const;

/** The full listing of the model (spec 01 §2 '/search/{make}/{model}'), narrowed to car types when given. */
export function modelListingHref(m: StockNames, carTypes: readonly CarType[] = []): string {
  const path = `/search/${slugify(m.make)}/${slugify(m.stock_model ?? m.name)}`;
  // In the listing's canonical order (search/query-edits.ts listingSearchParams): car_type, then body; values sorted.
  const q = new URLSearchParams();
  for (const t of [...carTypes].sort()) q.append("car_type", t);
  if (m.stock_body) q.set("body", m.stock_body);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

// --- the menus: spec 02 §2 'Vehicles (dynamic models dropdown)', footer group 'Models' ---

export interface RangeMenuGroup {
  make: string;
  href: string;
  models: { label: string; href: string }[];
}

/** Bounds on the menus, so a long range keeps the header's data small; the range page lists the rest. */
export const RANGE_MENU_LIMITS = { makes: 8, modelsPerMake: 12, footer: 10 } as const;

/** The range by make for the Vehicles dropdown: each make's heading goes to its range page (the whole range on a one-make site). */
export function rangeMenuGroups(
  models: readonly ModelConfig[],
  limits: { makes: number; modelsPerMake: number } = RANGE_MENU_LIMITS,
): RangeMenuGroup[] {
  const makes = rangeMakes(models);
  return makes.slice(0, limits.makes).map((make) => ({
    make,
    href: makes.length === 1 ? MODELS_PATH : rangeHref({ body: null, make }),
    models: models
      .filter((m) => m.make === make)
      .slice(0, limits.modelsPerMake)
      .map((m) => ({ label: m.name, href: modelHref(m) })),
  }));
}

/**
 * The footer's Models group: a one-make range's first models, a group's
 * range of each make (a group's first models would all be of one make),
 * then All Models.
 */
export function rangeFooterLinks(
  models: readonly ModelConfig[],
  limit: number = RANGE_MENU_LIMITS.footer,
): { label: string; href: string }[] {
  if (!models.length) return [];
  const makes = rangeMakes(models);
  const links =
    makes.length > 1
      ? makes.map((make) => ({ label: `${make} Models`, href: rangeHref({ body: null, make }) }))
      : models.map((m) => ({ label: m.name, href: modelHref(m) }));
  return [...links.slice(0, limit), { label: "All Models", href: MODELS_PATH }];
}

/** The range's pages as served (sitemap): /models, each model page without an override, each accessories page. */
export function modelSitemapPaths(models: readonly ModelConfig[]): string[] {
  if (!models.length) return [];
  return [
    MODELS_PATH,
    ...models.filter((m) => !m.override_url).map((m) => modelPagePath(m.slug)),
    ...models.filter((m) => m.accessories.length).map((m) => accessoriesPath(m.slug)),
  ];
}

// --- enquiries: one per accessory, one about the model; the lead forms of domain/leads/form-schemas.ts ---

export type ModelEnquiryForm = "general_contact" | "parts_accessories";

/** One enquiry a page offers: the form, what it starts with, and the query that opens it in the page without JavaScript. */
export interface ModelEnquiry {
  /** The query string (no '?') of the page showing this form inline: enquire=model, part={part number}, enquire=parts. */
  query: string;
  form: ModelEnquiryForm;
  title: string;
  description: string;
  submitLabel: string;
  defaultValue: Record<string, string>;
}

/** The page with the enquiry shown inline: where the openers go without JavaScript and where the form posts. */
export function enquiryHref(pagePath: string, e: Pick<ModelEnquiry, "query">): string {
  return `${pagePath}?${e.query}#${ENQUIRY_ANCHOR}`;
}
export function enquiryAction(pagePath: string, e: Pick<ModelEnquiry, "query">): string {
  return `${pagePath}?${e.query}`;
}

/** The enquiry a request's query string opens (the one whose every parameter it carries), or null. */
export function chosenEnquiry<E extends Pick<ModelEnquiry, "query">>(enquiries: readonly E[], params: URLSearchParams): E | null {
  return (
    enquiries.find((e) => {
      const wanted = [...new URLSearchParams(e.query)];
      return wanted.length > 0 && wanted.every(([k, v]) => params.get(k) === v);
    }) ?? null
  );
}

/**
 * The model page's enquiry (a Sales enquiry about the model, the path a
 * model with no stock offers): the general contact form with Sales chosen
 * where the site has that category (as /book-test-drive/ without a car).
 */
export function modelEnquiry(m: Pick<ModelConfig, "make" | "name">, categories: readonly { name: string }[]): ModelEnquiry {
  const title = modelTitle(m);
  const defaultValue: Record<string, string> = {
    message: `I'm interested in the ${title}. Please contact me about availability, pricing and a test drive.`,
  };
  const sales = categories.find((c) => c.name === "Sales");
  if (sales) defaultValue.category = sales.name;
  return {
    query: "enquire=model",
    form: "general_contact",
    title: `Enquire about the ${title}`,
    description: `Tell us how to reach you and our sales team will be in touch about the ${title}.`,
    submitLabel: "Send Enquiry",
    defaultValue,
  };
}

/** An accessory's enquiry: the parts and accessories form (as /vehicle-parts-and-accessories) with the model and the part filled in. */
export function accessoryEnquiry(m: Pick<ModelConfig, "make" | "name">, a: AccessoryConfig): ModelEnquiry {
  const price = a.price == null ? "" : `, ${formatMoney(a.price)}`;
  return {
    query: `part=${encodeURIComponent(a.part_number)}`,
    form: "parts_accessories",
    title: `Enquire about the ${a.name}`,
    description: `${a.name} for the ${modelTitle(m)}, part number ${a.part_number}.`,
    submitLabel: "Send Enquiry",
    defaultValue: {
      make: m.make,
      model: m.name,
      message: `I'd like the ${a.name} (part number ${a.part_number}${price}) for my ${modelTitle(m)}. Please contact me about availability and fitting.`,
    },
  };
}

/** The accessories page's own enquiry: a part that is not listed. */
export function otherAccessoryEnquiry(m: Pick<ModelConfig, "make" | "name">): ModelEnquiry {
  const title = modelTitle(m);
  return {
    query: "enquire=parts",
    form: "parts_accessories",
    title: `Ask about ${title} parts and accessories`,
    description: `Can't see what you need? Tell us and our parts team will get back to you.`,
    submitLabel: "Send Enquiry",
    defaultValue: { make: m.make, model: m.name },
  };
}
