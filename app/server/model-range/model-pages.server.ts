import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { toCardVehicle } from "~/domain/search/card-fields";
import { cardView } from "~/domain/search/card-view";
import { facetValueKey } from "~/domain/search/facet-value-key";
import { imageSrcSet, imageUrl, type ImageWidth } from "~/domain/vehicle/image-renditions";
import { leadFormOptions } from "~/domain/leads/lead-settings";
import { localDate, type LeadFormOptions } from "~/domain/leads/form-schemas";
import { searchState } from "~/domain/search/query-edits";
import { makeModelValue } from "~/domain/search/make-model";
import type { ModelConfig } from "~/domain/model-range/model-config";
import type {
  AccessoriesPageData,
  ModelCardView,
  ModelImageView,
  ModelLeadView,
  ModelPageData,
  ModelRangePageData,
} from "~/domain/model-range/model-pages";
import {
  accessoriesHref,
  accessoriesPath,
  accessoryEnquiry,
  accessoryPriceText,
  bodyLabel,
  chosenEnquiry,
  filterRange,
  fromPrice,
  modelEnquiry,
  modelHref,
  modelListingHref,
  modelPagePath,
  modelStockFilters,
  modelTitle,
  MODELS_PATH,
  otherAccessoryEnquiry,
  parseRangeQuery,
  rangeBodies,
  rangeHref,
  rangeMakes,
  rangeTitle,
  SHOWROOM_CAR_TYPES,
  SHOWROOM_STATUSES,
  type ModelEnquiry,
} from "~/domain/model-range/model-view";
import { publicSite } from "~/domain/tenant/public-site";
import { primaryLocation, siteUrl, type Location, type TenantConfig } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { TenantScope } from "../context.server";
import type { SearchIndex } from "../search/engine.server";

/**
 * The model showroom's pages (spec 02 §2 '/models/...', '/models?body=',
 * '/{model slug}/accessories'; §3 'Model'): the tenant's range from its
 * config, its new and demo stock from its search index. Each returns null
 * when the page is not this tenant's (no range, an unknown slug, a model
 * without accessories), which the routes answer with a 404.
 */

/** How many of the model's cars its page shows; the listing has the rest. */
export const MODEL_PAGE_CARS = 6;
/** The widths of a model picture: a range card is at most ~420 CSS px wide, the model page's up to ~800. */
const MODEL_IMAGE_WIDTHS: readonly ImageWidth[] = [320, 480, 600, 800, 1200];

export function findModel(cfg: TenantConfig, slug: string): ModelConfig | null {
  return cfg.models.find((m) => m.slug === slug) ?? null;
}

function modelImage(src: string): ModelImageView {
  return { src: imageUrl(src, 800), srcSet: imageSrcSet(src, MODEL_IMAGE_WIDTHS) };
}

const showroomFilters = { car_type: [...SHOWROOM_CAR_TYPES], status: [...SHOWROOM_STATUSES] };

/**
 * New and demo cars in stock or coming, per model of the range: one
 * facet-only search over make_model, and one search for each model told
 * apart by its body (stock_body), which the make_model counts cannot do.
 */
function showroomCounts(index: SearchIndex, now: number): (m: ModelConfig) => number {
  const result = index.search(searchState({ hitsPerPage: 1, filters: showroomFilters }), now);
  const facet = result.facets.make_model;
  const counts = new Map((facet?.kind === "values" ? facet.values : []).map((v) => [facetValueKey(v.value), v.count]));
  return (m) => {
    const f = modelStockFilters(m);
    if (f.body) return index.search(searchState({ hitsPerPage: 1, filters: { ...f, ...showroomFilters } }), now).count;
    return counts.get(facetValueKey(makeModelValue(f.make[0], f.model[0]))) ?? 0;
  };
}

function modelCard(m: ModelConfig, stockCount: number): ModelCardView {
  const href = modelHref(m);
  return {
    name: m.name,
    slug: m.slug,
    make: m.make,
    title: modelTitle(m),
    href,
    external: !href.startsWith("/"),
    image: modelImage(m.image),
    body: { label: bodyLabel(m.body), href: rangeHref({ body: m.body, make: null }) },
    tagline: m.tagline ?? null,
    fromPrice: fromPrice(m),
    accessories_count: m.accessories.length,
    accessoriesHref: accessoriesHref(m),
    stockCount,
  };
}

export type RangePage =
  | { ok: true; data: ModelRangePageData }
  | { ok: false; reason: "no-range" }
  | { ok: false; reason: "unknown-filter"; param: "body" | "make"; value: string; bodies: { label: string; href: string }[] };

/** /models, /models?body={body}, /models?make={make}. */
export function modelRangePage(cfg: TenantConfig, index: SearchIndex, url: URL, now: number): RangePage {
  const models = cfg.models;
  if (!models.length) return { ok: false, reason: "no-range" };
  const parsed = parseRangeQuery(url.searchParams, models);
  if (!parsed.ok) {
    const bodies = rangeBodies(models).map((b) => ({ label: bodyLabel(b), href: rangeHref({ body: b, make: null }) }));
    return { ok: false, reason: "unknown-filter", param: parsed.param, value: parsed.value, bodies };
  }
  const { filter } = parsed;
  const count = showroomCounts(index, now);
  const shown = filterRange(models, filter);
  const makes = rangeMakes(models);
  const several = makes.length > 1;
  const groups = several
    ? rangeMakes(shown).map((make) => ({
        make,
        models: shown.filter((m) => m.make === make).map((m) => modelCard(m, count(m))),
      }))
    : shown.length
      ? [{ make: null, models: shown.map((m) => modelCard(m, count(m))) }]
      : [];
  // The chips offer the body types of the make chosen (or of the whole range), and every make of the range.
  const bodyPool = filterRange(models, { body: null, make: filter.make });
  const bodies = [
    { label: "All", href: rangeHref({ body: null, make: filter.make }), current: filter.body === null },
    ...rangeBodies(bodyPool).map((b) => ({
      label: bodyLabel(b),
      href: rangeHref({ body: b, make: filter.make }),
      current: filter.body === b,
    })),
  ];
  const makeChips = several
    ? [
        { label: "All makes", href: rangeHref({ body: filter.body, make: null }), current: filter.make === null },
        ...makes.map((make) => ({ label: make, href: rangeHref({ body: filter.body, make }), current: filter.make === make })),
      ]
    : [];
  const what = [filter.make, filter.body ? bodyLabel(filter.body) : null].filter(Boolean).join(" ");
  return {
    ok: true,
    data: {
      crumbs: [
        { label: "Home", href: "/" },
        ...(filter.body || filter.make
          ? [
              { label: "Models", href: MODELS_PATH },
              { label: rangeTitle(filter), href: null },
            ]
          : [{ label: "Models", href: null }]),
      ],
      title: rangeTitle(filter),
      intro: shown.length
        ? `Explore the ${what ? `${what} ` : ""}range at ${cfg.name}: see what's in stock, enquire, and browse accessories.`
        : "",
      bodies,
      makes: makeChips,
      groups,
      empty: shown.length
        ? null
        : {
            message: `We have no ${what} models in our range right now.`,
            backHref: filter.make && filter.body ? rangeHref({ body: null, make: filter.make }) : MODELS_PATH,
          },
      canonical: siteUrl(cfg, rangeHref(filter)),
      noindex: shown.length === 0,
      siteName: cfg.name,
    },
  };
}

/** The location an enquiry about this make goes to first: its sales site, or for parts its parts counter. */
function enquiryLocation(cfg: TenantConfig, make: string, kind: "sales" | "parts"): Location {
  const visible = cfg.locations.filter((l) => l.visible);
  const types = kind === "parts" ? ["parts", "service-and-parts"] : ["sales"];
  const sells = (l: Location) => l.manufacturers.some((x) => facetValueKey(x) === facetValueKey(make));
  return (
    visible.find((l) => types.includes(l.location_type) && sells(l)) ??
    visible.find((l) => types.includes(l.location_type)) ??
    visible.find(sells) ??
    primaryLocation(cfg)
  );
}

function leadView(
  cfg: TenantConfig,
  pagePath: string,
  enquiriesFor: (options: LeadFormOptions) => ModelEnquiry[],
  url: URL,
  location: Location,
  lastResult: SubmissionResult<string[]> | null,
  now: Date,
): { lead: ModelLeadView; enquiries: ModelEnquiry[] } {
  const options = leadFormOptions(cfg.lead, cfg, localDate(now, timeZoneForLocation(location)));
  // The place the enquiry is about starts chosen where the form asks for one (several locations).
  const withPlace = enquiriesFor(options).map((e) => ({ ...e, defaultValue: { location_id: location.id, ...e.defaultValue } }));
  const chosen = chosenEnquiry(withPlace, url.searchParams);
  return {
    lead: {
      options,
      siteSlug: cfg.slug,
      pagePath,
      inline: chosen ? { enquiry: chosen, submissionId: randomUUID(), lastResult } : null,
    },
    enquiries: withPlace,
  };
}

/** /models/{slug}: the model, its new and demo stock, its accessories link, an enquiry about it. */
export function modelPageData(
  { tenant, index }: Pick<TenantScope, "tenant" | "index">,
  slug: string,
  url: URL,
  now: number,
  lastResult: SubmissionResult<string[]> | null = null,
): ModelPageData | null {
  const cfg = tenant.config;
  const m = findModel(cfg, slug);
  if (!m) return null;
  const filters = modelStockFilters(m);
  const result = index.search(searchState({ hitsPerPage: MODEL_PAGE_CARS, filters: { ...filters, ...showroomFilters } }), now);
  const listsUsed = cfg.stock_filter.car_types.includes("used");
  const used = listsUsed
    ? index.search(
        searchState({ hitsPerPage: 1, filters: { ...filters, car_type: ["used"], status: ["in_stock", "coming_soon"] } }),
        now,
      )
    : null;
  const site = publicSite(cfg);
  const pagePath = modelPagePath(m.slug);
  const { lead, enquiries } = leadView(
    cfg,
    pagePath,
    (options) => [modelEnquiry(m, options.categories)],
    url,
    enquiryLocation(cfg, m.make, "sales"),
    lastResult,
    new Date(now),
  );
  return {
    crumbs: [
      { label: "Home", href: "/" },
      { label: "Models", href: MODELS_PATH },
      { label: modelTitle(m), href: null },
    ],
    model: modelCard(m, result.count),
    highlights: m.highlights,
    stock: {
      count: result.count,
      cards: result.hits.map((h) => cardView(toCardVehicle(h), site, now)),
      listingHref: result.count ? modelListingHref(m, SHOWROOM_CAR_TYPES) : null,
      used: used && used.count ? { count: used.count, href: modelListingHref(m, ["used"]) } : null,
    },
    enquiry: enquiries[0],
    lead,
    siteName: cfg.name,
    canonical: siteUrl(cfg, pagePath),
  };
}

/** /{slug}/accessories: the model's accessories from config, each with its enquiry, and one for parts not listed. */
export function accessoriesPageData(
  { tenant, index }: Pick<TenantScope, "tenant" | "index">,
  slug: string,
  url: URL,
  now: number,
  lastResult: SubmissionResult<string[]> | null = null,
): AccessoriesPageData | null {
  const cfg = tenant.config;
  const m = findModel(cfg, slug);
  if (!m || !m.accessories.length) return null;
  const pagePath = accessoriesPath(m.slug);
  const { lead, enquiries } = leadView(
    cfg,
    pagePath,
    () => [...m.accessories.map((a) => accessoryEnquiry(m, a)), otherAccessoryEnquiry(m)],
    url,
    enquiryLocation(cfg, m.make, "parts"),
    lastResult,
    new Date(now),
  );
  const model = modelCard(m, showroomCounts(index, now)(m));
  return {
    crumbs: [
      { label: "Home", href: "/" },
      { label: "Models", href: MODELS_PATH },
      { label: model.title, href: model.href },
      { label: "Accessories", href: null },
    ],
    model,
    accessories: m.accessories.map((a, i) => ({
      name: a.name,
      part_number: a.part_number,
      price: accessoryPriceText(a),
      image: a.image ? modelImage(a.image) : null,
      description: a.description ?? null,
      enquiry: enquiries[i],
    })),
    other: enquiries[enquiries.length - 1],
    lead,
    siteName: cfg.name,
    canonical: siteUrl(cfg, pagePath),
  };
}
