import type { CampaignTileView } from "./campaign-tiles";
import type { CardView } from "../search/card-view";
import type { BudgetFinderView } from "../finance/budget-finder-view";
import type { LocationCardView } from "../locations/location-view";
import type { ReviewSummary } from "./reviews";
import { DEFAULT_LISTING_PATH, pathSlug } from "../search/listing-paths";
import { listingSearchParams, searchState } from "../search/query-edits";
import { PRICE_BUCKETS } from "../search/facets";
import { BRAND_KINDS, type Brand } from "../tenant/tenant-config";

/**
 * What the home page shows besides the stock and the locations (issue 12
 * deliver 1): the quick links to the listing by body type, make and price
 * (from the stock's own facet counts, so a link never leads to an empty
 * listing) and the group's brands grid (spec 01 §1 'Group sites also show a
 * brands grid (car, motorcycle, truck and own-company brands)').
 */

export interface QuickLink {
  label: string;
  href: string;
  count: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** How many of each the home page offers. */
export const QUICK_LINK_LIMITS = { body: 8, make: 12 } as const;

/** The listing's canonical URL for one facet value (search/query-edits.ts serialisation). */
function listingWith(facet: "body" | "price_range", value: string): string {
  return `${DEFAULT_LISTING_PATH}?${listingSearchParams(searchState({ filters: { [facet]: [value] } })).toString()}`;
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);

/** Body types with stock, most first. */
export function bodyLinks(values: readonly FacetCount[], limit: number = QUICK_LINK_LIMITS.body): QuickLink[] {
  return values
    .filter((v) => v.count > 0 && v.value.trim())
    .sort(byCount)
    .slice(0, limit)
    .map((v) => ({ label: v.value, href: listingWith("body", v.value), count: v.count }));
}

/** Makes with stock, most first; each the make's own listing (/search/{make}). */
export function makeLinks(values: readonly FacetCount[], limit: number = QUICK_LINK_LIMITS.make): QuickLink[] {
  return values
    .filter((v) => v.count > 0 && pathSlug(v.value))
    .sort(byCount)
    .slice(0, limit)
    .map((v) => ({ label: v.value, href: `/search/${pathSlug(v.value)}`, count: v.count }));
}

/** The price buckets with stock, cheapest first (search/facets.ts PRICE_BUCKETS). */
export function priceLinks(values: readonly FacetCount[]): QuickLink[] {
  const counts = new Map(values.map((v) => [v.value, v.count]));
  return PRICE_BUCKETS.flatMap((b) => {
    const count = counts.get(b.label) ?? 0;
    return count > 0 ? [{ label: b.label, href: listingWith("price_range", b.label), count }] : [];
  });
}

/**
 * The line under the site's name: what the tenant sells (its stock filter's
 * car types, in the spec's order new, used, demo) and whether it services,
 * so no tenant claims a department it does not have.
 */
export function heroLead(carTypes: readonly string[], hasService: boolean): string {
  const kinds = ["new", "used", "demo"].filter((c) => carTypes.includes(c));
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} and ${kinds[kinds.length - 1]}` : (kinds[0] ?? "");
  return `${list ? `${list[0].toUpperCase()}${list.slice(1)} vehicles` : "Vehicles"}${hasService ? ", servicing and parts" : ""}.`;
}

export interface BrandTile {
  name: string;
  href: string;
  logo: string;
}

export interface BrandGroup {
  kind: (typeof BRAND_KINDS)[number];
  heading: string;
  brands: BrandTile[];
}

const KIND_HEADINGS: Record<(typeof BRAND_KINDS)[number], string> = {
  car: "Car brands",
  motorcycle: "Motorcycle brands",
  truck: "Truck brands",
  own: "Our own brands",
};

/**
 * The brands grid, by kind in the spec's order. Each tile links to the
 * brand's page, /{brand slug}/overview (spec 01 §2), with the logo the
 * platform draws for it at /brand-logos/{brand slug}.svg.
 */
export function brandGroups(brands: readonly Pick<Brand, "name" | "slug" | "kind">[]): BrandGroup[] {
  return BRAND_KINDS.flatMap((kind) => {
    const list = brands.filter((b) => b.kind === kind);
    if (!list.length) return [];
    return [
      {
        kind,
        heading: KIND_HEADINGS[kind],
        brands: list.map((b) => ({ name: b.name, href: `/${b.slug}/overview`, logo: `/brand-logos/${b.slug}.svg` })),
      },
    ];
  });
}

/** What the home page route hands the page (app/server/home/home-page.server.ts makes it). */
export interface HomePageData {
  siteName: string;
  lead: string;
  siteSlug: string;
  quickLinks: { body: QuickLink[]; make: QuickLink[]; price: QuickLink[] };
  /** The compact budget finder at the spec's defaults (../finance/budget-finder-view.ts). */
  budget: BudgetFinderView;
  stockCount: number;
  featured: CardView[];
  tiles: CampaignTileView[];
  locations: LocationCardView[];
  /** The whole site's reviews, when the badge rule (spec 02 §5) allows showing them. */
  reviews: { summary: ReviewSummary; href: string } | null;
  brands: BrandGroup[];
  /** Spec 02 §9 sales counter as rendered; null when the tenant has it off. */
  salesToday: number | null;
  now: number;
  canonical: string | null;
}
