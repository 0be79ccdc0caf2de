import type { Crumb } from "../search/listing-meta";
import type { CarType, StockStatus } from "./vehicle";

/**
 * What search engines and link previews read from a vehicle page: the
 * schema.org Car with its Offer, BreadcrumbList, and the Open Graph and
 * Twitter card tags. Pure: the route passes absolute URLs in, made from the
 * tenant's primary domain and scheme (siteOrigin), never from the request's
 * Host; a site with no domain has none, and the tags that need one are left out.
 */

export interface SeoVehicle {
  name: string;
  description: string;
  make: string;
  model: string;
  year: number;
  badge?: string | null;
  vin?: string | null;
  km: number;
  colour?: string | null;
  body?: string | null;
  fuel?: string | null;
  transmission?: string | null;
  car_type: CarType;
  status: StockStatus;
  stocknum?: string | null;
}

export interface SeoContext {
  /** The page's absolute URL; null for a site with no domain (siteOrigin). */
  url: string | null;
  /** The primary photo's absolute URL, or null (no photo, or no domain). */
  imageUrl: string | null;
  /** The amount shown as the price, or null when the page shows no price. */
  price: number | null;
  seller: { name: string; telephone: string | null; street: string; city: string; state: string; postcode: string };
}

/** schema.org availability for a stock status (spec 01 §4: coming_soon counts as in stock, not yet on the lot). */
export function availability(status: StockStatus): string {
  if (status === "sold") return "https://schema.org/SoldOut";
  if (status === "coming_soon") return "https://schema.org/PreOrder";
  return "https://schema.org/InStock";
}

export function vehicleJsonLd(v: SeoVehicle, ctx: SeoContext): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: ctx.url ?? undefined,
    priceCurrency: "AUD",
    availability: availability(v.status),
    itemCondition: v.car_type === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
    seller: {
      "@type": "AutoDealer",
      name: ctx.seller.name,
      ...(ctx.seller.telephone ? { telephone: ctx.seller.telephone } : {}),
      address: {
        "@type": "PostalAddress",
        streetAddress: ctx.seller.street,
        addressLocality: ctx.seller.city,
        addressRegion: ctx.seller.state,
        postalCode: ctx.seller.postcode,
        addressCountry: "AU",
      },
    },
  };
  if (ctx.price != null) offer.price = ctx.price;
  return prune({
    "@context": "https://schema.org",
    "@type": "Car",
    name: v.name,
    description: v.description,
    url: ctx.url ?? undefined,
    image: ctx.imageUrl ?? undefined,
    brand: { "@type": "Brand", name: v.make },
    manufacturer: v.make,
    model: v.model,
    vehicleModelDate: String(v.year),
    vehicleConfiguration: v.badge ?? undefined,
    vehicleIdentificationNumber: v.vin ?? undefined,
    sku: v.stocknum ?? undefined,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: v.km, unitCode: "KMT" },
    color: v.colour ?? undefined,
    bodyType: v.body ?? undefined,
    fuelType: v.fuel ?? undefined,
    vehicleTransmission: v.transmission ?? undefined,
    itemCondition: v.car_type === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
    offers: prune(offer),
  });
}

/** Crumb URLs absolute on the site's origin; without one (no domain), their paths, and no item for the page itself. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  origin: string | null,
  currentUrl: string | null,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) =>
      prune({
        "@type": "ListItem",
        position: i + 1,
        name: c.label,
        item: c.href ? (origin ? new URL(c.href, origin).toString() : c.href) : (currentUrl ?? undefined),
      }),
    ),
  };
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/** Title, description, canonical link, Open Graph and Twitter card tags (the URL ones only with an absolute URL). */
export function vehicleMetaTags(v: SeoVehicle, ctx: SeoContext & { title: string; siteName: string }): MetaTag[] {
  const tags: MetaTag[] = [
    { title: ctx.title },
    { name: "description", content: v.description },
    ...(ctx.url ? [{ tagName: "link" as const, rel: "canonical", href: ctx.url }] : []),
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: ctx.siteName },
    { property: "og:title", content: ctx.title },
    { property: "og:description", content: v.description },
    ...(ctx.url ? [{ property: "og:url", content: ctx.url }] : []),
    { property: "og:locale", content: "en_AU" },
    { name: "twitter:card", content: ctx.imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: ctx.title },
    { name: "twitter:description", content: v.description },
  ];
  if (ctx.imageUrl) {
    tags.push(
      { property: "og:image", content: ctx.imageUrl },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "800" },
      { property: "og:image:alt", content: v.name },
      { name: "twitter:image", content: ctx.imageUrl },
      { name: "twitter:image:alt", content: v.name },
    );
  }
  if (ctx.price != null) {
    tags.push(
      { property: "product:price:amount", content: String(ctx.price) },
      { property: "product:price:currency", content: "AUD" },
    );
  }
  return tags;
}

/** Drops undefined members so the JSON-LD carries no empty properties. */
function prune<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
