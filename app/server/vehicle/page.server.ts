import { themeVars } from "~/domain/content/brand-colours";
import { toCardVehicle } from "~/domain/search/card-fields";
import { cardView, type CardView } from "~/domain/search/card-view";
import type { SearchHit } from "../search/types.server";
import { readPriceComparison, NO_DATA_MESSAGE, type PriceComparison } from "~/domain/vehicle/market-price";
import { imageUrl } from "~/domain/vehicle/image-renditions";
import { formatMoney } from "~/domain/vehicle/price-display";
import { publicSite } from "~/domain/tenant/public-site";
import { siteOrigin, siteUrl } from "~/domain/tenant/tenant-config";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import { offersMarketPrice } from "~/domain/vehicle/plugins";
import { buildVehiclePageModel, type VehiclePageModel } from "~/domain/vehicle/page-model";
import { publicPhone } from "~/domain/vehicle/phone-number";
import { breadcrumbJsonLd, vehicleJsonLd, vehicleMetaTags, type MetaTag } from "~/domain/vehicle/seo";
import type { Tenant, TenantScope } from "../context.server";
import type { Db } from "../db/client.server";
import type { SearchIndex } from "../search/engine.server";
import { logger } from "../logger.server";
import { computeMarketPrice } from "./market-price.server";
import { afterFirstPaint, similarVehicles, suggestionsForMissing } from "./similar.server";

/**
 * The vehicle page's data, critical first (CONVENTIONS.md §5): the page model
 * and its search-engine tags are awaited; the similar cars are a promise the
 * page streams in after its first paint; the market price is awaited for a
 * few milliseconds at most (see below), else streamed too.
 */
export async function vehiclePageData(
  { tenant, db, index }: TenantScope,
  v: Vehicle,
  now: number,
  opts: { phoneRevealed?: boolean } = {},
) {
  const model = buildVehiclePageModel(tenant.config, v, now, opts);
  // Spec 02 §3: the gauge belongs to the Autogauge plugin; without it nothing is worked out.
  const gauge = model.inStock && offersMarketPrice(tenant.config);
  return {
    model,
    siteSlug: tenant.slug,
    themeVars: themeVars(tenant.config.theme),
    // The address shared and printed: on the tenant's primary domain, never the request's Host (issue 8).
    url: siteUrl(tenant.config, v.path),
    seo: vehicleSeo(model, tenant, v, siteOrigin(tenant.config)),
    // The gauge sits under the price, above the fold: when the estimate is
    // ready within a few milliseconds (the usual case) it is rendered with the
    // page, so it never pushes the sidebar down after the first paint; a slow
    // one streams in instead of holding the page back.
    comparison: gauge ? unbox(await settleWithin(marketPriceForPage(db, tenant, v), MARKET_PRICE_BUDGET_MS)) : null,
    similar: afterFirstPaint(() => toCards(tenant, similarVehicles(index, v), now)),
  };
}

/** How long the page waits for the market price before streaming it instead. */
export const MARKET_PRICE_BUDGET_MS = 60;

/**
 * The promise's value if it settles within `ms`, else the promise itself (to
 * be streamed). Boxed, because an async function cannot return a promise unawaited.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | { pending: Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
  // A rejection is left to the streamed promise (its error element), as a late answer is.
  const first = await Promise.race([
    promise.then(
      (value) => ({ value }),
      () => "late" as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  return first === "late" ? { pending: promise } : first;
}

function unbox<T>(r: { value: T } | { pending: Promise<T> }): T | Promise<T> {
  return "value" in r ? r.value : r.pending;
}

/** Spec 01 §8: a failed comparison is logged and hidden; an empty one is 'No data returned'. */
function marketPriceForPage(db: Db, tenant: Tenant, v: Vehicle): Promise<PriceComparison | null> {
  return computeMarketPrice(db, tenant.config, v)
    .then((c) => readPriceComparison(c) as PriceComparison)
    .catch((err: unknown) => {
      if (err instanceof Error && err.message === NO_DATA_MESSAGE) logger.debug({ vehicle: v.id }, NO_DATA_MESSAGE);
      else logger.warn({ err, vehicle: v.id }, "market price comparison failed; block hidden");
      return null;
    });
}

/** Search hits as the search cards show them, worked out here so the browser gets plain data. */
function toCards(tenant: Tenant, hits: SearchHit[], now: number): CardView[] {
  const site = publicSite(tenant.config);
  return hits.map((h) => cardView(toCardVehicle(h), site, now));
}

export interface MissingVehicle {
  kind: "vehicle-not-found";
  suggestions: CardView[];
  siteSlug: string;
  siteName: string;
  themeVars: Record<string, string>;
}

export function missingVehicleData(
  tenant: Tenant,
  index: SearchIndex,
  slug: string,
  known: Vehicle | undefined,
  now: number,
): MissingVehicle {
  let suggestions: CardView[] = [];
  try {
    suggestions = toCards(tenant, suggestionsForMissing(index, slug, known), now);
  } catch (err) {
    logger.warn({ err, slug }, "could not find suggestions for a missing car");
  }
  return {
    kind: "vehicle-not-found",
    suggestions,
    siteSlug: tenant.slug,
    siteName: tenant.config.name,
    themeVars: themeVars(tenant.config.theme),
  };
}

export interface VehicleSeo {
  tags: MetaTag[];
  jsonLd: Record<string, unknown>[];
}

/** `origin`: the tenant's (siteOrigin); null for a site with no domain, whose pages get no URL tags. */
function vehicleSeo(model: VehiclePageModel, tenant: Tenant, v: Vehicle, origin: string | null): VehicleSeo {
  const price = model.price.kind === "price" || model.price.kind === "reduced" ? model.price.amount : null;
  const photo = model.media.primary;
  const url = origin ? `${origin}${v.path}` : null;
  const image = photo && origin ? new URL(imageUrl(photo, 1200, "jpeg"), origin).toString() : null;
  const facts = [
    `${new Intl.NumberFormat("en-AU").format(v.km)} km`,
    v.simple_transmission ?? v.trans,
    v.simple_fuel ?? v.fuel,
    v.colour,
  ]
    .filter(Boolean)
    .join(", ");
  const where = `${model.location.name}, ${model.location.city} ${model.location.state}`;
  const priceWords = !model.inStock ? "Sold" : price != null ? formatMoney(price) : model.price.text;
  const description = `${model.heading} for sale at ${where}. ${facts}. ${priceWords}.`.replace(/\s+/g, " ");
  const title = `${model.title}${model.subtitle ? ` ${model.subtitle}` : ""} for sale | ${tenant.config.name}`;
  const seoVehicle = {
    name: `${model.title}${model.subtitle ? ` ${model.subtitle}` : ""}`,
    description,
    make: v.make,
    model: v.model,
    year: v.year,
    badge: v.badge,
    vin: v.vin,
    km: v.km,
    colour: v.colour,
    body: v.simple_body ?? v.bodyconfiguration,
    fuel: v.simple_fuel ?? v.fuel,
    transmission: v.simple_transmission ?? v.trans,
    car_type: v.car_type,
    status: v.status,
    stocknum: v.stocknum,
  };
  const ctx = {
    url,
    imageUrl: image,
    price,
    seller: {
      name: tenant.config.name,
      // A masking tenant gives the number only through the reveal call (spec 01 §4).
      telephone: publicPhone(tenant.config, v),
      street: model.location.street,
      city: model.location.city,
      state: model.location.state,
      postcode: model.location.postcode,
    },
  };
  return {
    tags: vehicleMetaTags(seoVehicle, { ...ctx, title, siteName: tenant.config.name }),
    jsonLd: [vehicleJsonLd(seoVehicle, ctx), breadcrumbJsonLd(model.crumbs, origin, url)],
  };
}
