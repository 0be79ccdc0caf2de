import {
  brandLogoUrl,
  brandOverviewPath,
  brandsByKind,
  brandStockMake,
  findBrand,
  makeListingPath,
  type BrandOverviewData,
  type BrandsPageData,
} from "~/domain/content/brands";
import { toCardVehicle } from "~/domain/search/card-fields";
import { cardView } from "~/domain/search/card-view";
import { searchState } from "~/domain/search/query-edits";
import { splitMakeModel } from "~/domain/search/make-model";
import { publicSite } from "~/domain/tenant/public-site";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { SearchIndex } from "../search/engine.server";
import { stockSummary } from "../navigation/site-nav.server";

/**
 * The brands page (spec 01 §2 '/brands': the group's car, motorcycle, truck
 * and own brands; spec 02 §2 'Manufacturer list') and a brand's overview
 * (spec 01 §2 '/{brand}/overview': its models and stock), read from the
 * tenant's config and its search index.
 */

export function brandsPageData(config: TenantConfig, index: SearchIndex, now: number): BrandsPageData {
  const stock = stockSummary(index, now);
  return {
    groups: brandsByKind(config.brands).map((g) => ({
      kind: g.kind,
      title: g.title,
      brands: g.brands.map((b) => ({ name: b.name, href: brandOverviewPath(b.slug), logo: brandLogoUrl(b) })),
    })),
    manufacturers: [...stock.makes]
      .sort((a, b) => a.value.localeCompare(b.value))
      .map((m) => ({ name: m.value, href: makeListingPath(m.value), count: m.count })),
  };
}

/** How many of the brand's cars the overview shows; the rest are one link away. */
export const OVERVIEW_CARS = 8;

/** The overview of the tenant's brand named by the path segment, or null (a 404: not one of this tenant's brands). */
export function brandOverviewData(
  config: TenantConfig,
  index: SearchIndex,
  segment: string,
  now: number,
): BrandOverviewData | null {
  const brand = findBrand(config.brands, segment);
  if (!brand) return null;
  const stock = stockSummary(index, now);
  const makes = stock.makes.map((m) => m.value);
  const make = brandStockMake(brand, makes);
  const base = {
    name: brand.name,
    slug: brand.slug,
    logo: brandLogoUrl(brand),
    description: brand.description?.trim() || null,
  };
  if (!make) return { ...base, make: null, stockHref: null, count: 0, models: [], cards: [] };
  const models = stock.makeModels
    .flatMap((mm) => {
      const split = splitMakeModel(mm.value, makes);
      return split && split.make === make
        ? [{ name: split.model, href: makeListingPath(make, split.model), count: mm.count }]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const result = index.search(searchState({ hitsPerPage: OVERVIEW_CARS, filters: { make: [make] } }), now);
  const site = publicSite(config);
  return {
    ...base,
    make,
    stockHref: makeListingPath(make),
    count: result.count,
    models,
    cards: result.hits.map((h) => cardView(toCardVehicle(h), site, now)),
  };
}
