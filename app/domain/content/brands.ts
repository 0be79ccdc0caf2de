import type { CardView } from "../search/card-view";
import { facetValueKey } from "../search/facet-value-key";
import { slugify } from "../navigation/slug";
import { BRAND_KINDS, type Brand } from "../tenant/tenant-config";

/**
 * The group's brands (spec 01 §1 'Group sites also show a brands grid (car,
 * motorcycle, truck and own-company brands)'; spec 01 §2 '/brands',
 * '/{brand}/overview'; spec 02 §3 'Manufacturer: id, name, slug, logo.url').
 */

export type BrandKind = (typeof BRAND_KINDS)[number];

export const BRAND_KIND_TITLES: Record<BrandKind, string> = {
  car: "Car Brands",
  motorcycle: "Motorcycle Brands",
  truck: "Truck Brands",
  own: "Our Brands",
};

/** The drawn logo's address (routes/brand-logos.ts); the home page's brands grid uses the same contract. */
export function brandLogoPath(slug: string): string {
  return `/brand-logos/${slug}.svg`;
}

/** The logo a brand shows: its configured one, else the drawn one. */
export function brandLogoUrl(brand: Pick<Brand, "slug" | "logo_url">): string {
  return brand.logo_url ?? brandLogoPath(brand.slug);
}

export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}

/** The slug a /brand-logos/{file} names, or null when the file is not '{slug}.svg'. */
export function brandLogoSlug(file: string): string | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
  return m ? m[1] : null;
}

/** The tenant's brand a /{brand}/overview segment names, or null (the route's 404). */
export function findBrand<B extends Pick<Brand, "slug">>(brands: readonly B[], segment: string): B | null {
  return brands.find((b) => b.slug === segment) ?? null;
}

/** Brands by kind in the spec's order (car, motorcycle, truck, own), empty kinds left out, names A to Z. */
export function brandsByKind<B extends Pick<Brand, "kind" | "name">>(
  brands: readonly B[],
): { kind: BrandKind; title: string; brands: B[] }[] {
  return BRAND_KINDS.flatMap((kind) => {
    const list = brands.filter((b) => b.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
    return list.length ? [{ kind, title: BRAND_KIND_TITLES[kind], brands: list }] : [];
  });
}

/** The make in stock a brand stands for (its `make`, else its name), matched as the facets match values; null when none is in stock. */
export function brandStockMake(brand: Pick<Brand, "name" | "make">, stockMakes: readonly string[]): string | null {
  const want = facetValueKey(brand.make ?? brand.name);
  return stockMakes.find((m) => facetValueKey(m) === want) ?? null;
}

/** A listing path of spec 01 §2: /search/{make} or /search/{make}/{model}. */
export function makeListingPath(make: string, model?: string): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}` : `/search/${slugify(make)}`;
}

/** What /brands shows (server/brands/brand-pages.server.ts makes it). */
export interface BrandTile {
  name: string;
  href: string;
  logo: string;
}
export interface ManufacturerEntry {
  name: string;
  href: string;
  count: number;
}
export interface BrandsPageData {
  groups: { kind: BrandKind; title: string; brands: BrandTile[] }[];
  manufacturers: ManufacturerEntry[];
}

/** What /{brand}/overview shows. */
export interface BrandOverviewData {
  name: string;
  slug: string;
  logo: string;
  description: string | null;
  /** The make as stock spells it, when the brand has stock. */
  make: string | null;
  stockHref: string | null;
  count: number;
  models: ManufacturerEntry[];
  cards: CardView[];
}
