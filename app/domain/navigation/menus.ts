import { brandLogoUrl, brandOverviewPath, brandsByKind, makeListingPath, type BrandKind } from "../content/brands";
import { servedPathSite, type ContentPage } from "../content/content-pages";
import { CAR_TYPE_LISTINGS, resolveListing, SPECIAL_OFFERS_PATH } from "../search/listing-paths";
import { splitMakeModel } from "../search/make-model";
import {
  pruneFooter,
  pruneHeader,
  type FooterGroup,
  type HeaderItem,
  type NavigationConfig,
  type PathAvailable,
} from "./menu-config";
import type { Brand } from "../tenant/tenant-config";
import { isServedPath, sitePathOf } from "./served-paths";
import { GARAGE_PATHS } from "../sign-in/gated";
import { garagePath, type GateSite } from "../sign-in/journeys";
import type { ModelConfig } from "../model-range/model-config";
import { rangeFooterLinks, rangeMenuGroups } from "../model-range/model-view";

/**
 * The header and footer a page shows (spec 02 §2 'Header menu', 'mega menu
 * of brands with logos', 'Footer groups'): the tenant's menus with links it
 * cannot serve taken out (issue 12 'links to flows a tenant does not have are
 * not shown') and the dynamic entries filled from stock and brands. Plain
 * data, small enough to travel with every page.
 */

export interface MenuLink {
  label: string;
  href: string;
}
export interface ModelsGroup {
  make: string;
  href: string;
  models: MenuLink[];
}
export interface BrandsGroup {
  kind: BrandKind;
  title: string;
  brands: (MenuLink & { logo: string })[];
}
export type MenuItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "list"; label: string; links: MenuLink[] }
  | { kind: "models"; label: string; groups: ModelsGroup[] }
  | { kind: "brands"; label: string; groups: BrandsGroup[]; allHref: string };
export interface FooterGroupView {
  title: string;
  links: MenuLink[];
}
export interface SiteNav {
  header: MenuItem[];
  footer: FooterGroupView[];
  /** The signed-in area's path, or null when the tenant has no garage (then no Sign In either). */
  garagePath: string | null;
}

/** A value of a facet over the tenant's listed stock, with its count. */
export interface FacetCount {
  value: string;
  count: number;
}
/** What the menus read from stock: make, make_model and car_type facet counts over everything listed. */
export interface StockSummary {
  makes: FacetCount[];
  makeModels: FacetCount[];
  carTypes: FacetCount[];
}

/** Bounds on what the dynamic menus list, so the header's data stays small on a large group. */
export const MENU_LIMITS = { makes: 8, modelsPerMake: 6, footerModels: 10 } as const;

export interface NavSite extends GateSite {
  name: string;
  dealerships: readonly { slug: string; name: string }[];
  locations: readonly { slug: string; name: string; visible: boolean; location_type: string }[];
  navigation: NavigationConfig;
  brands: readonly Brand[];
  content_pages: readonly ContentPage[];
  spin_to_win?: object | null;
  /** The tenant's model range: when it has one, the Vehicles dropdown and the footer's Models list it, not the stock's models. */
  models?: readonly ModelConfig[];
}

const GARAGE = new Set(GARAGE_PATHS.map((p) => `/${p}`));

/**
 * Which site paths the tenant serves: the platform's routes (served-paths.ts),
 * listings only for makes and models in stock, the content pages it wrote,
 * its brands' pages, and the signed-in area only when the garage is on.
 */
export function siteAvailability(site: NavSite, stock: StockSummary): PathAvailable {
  const visible = site.locations.filter((l) => l.visible);
  const served = servedPathSite({ ...site, locations: visible });
  const catalogue = {
    makes: stock.makes.map((m) => m.value),
    makeModels: stock.makeModels.map((m) => m.value),
    dealerships: site.dealerships,
    locations: visible,
  };
  return (path) => {
    const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
    if (GARAGE.has(p)) return site.features.watchlist;
    if (!isServedPath(served, p)) return false;
    if (p.startsWith("/search/")) return resolveListing(p.slice("/search/".length).split("/"), catalogue).ok;
    return true;
  };
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);

/** Spec 02 §2 'Vehicles (dynamic models dropdown)': the makes in stock, most stocked first, each with its models. */
export function modelsMenu(stock: StockSummary, limits: { makes: number; modelsPerMake: number } = MENU_LIMITS): ModelsGroup[] {
  const makes = [...stock.makes].sort(byCount).slice(0, limits.makes);
  const names = stock.makes.map((m) => m.value);
  return makes.map((make) => {
    const models = stock.makeModels
      .filter((mm) => splitMakeModel(mm.value, names)?.make === make.value)
      .sort(byCount)
      .slice(0, limits.modelsPerMake)
      .map((mm) => {
        const model = splitMakeModel(mm.value, names)!.model;
        return { label: model, href: makeListingPath(make.value, model) };
      });
    return { make: make.value, href: makeListingPath(make.value), models };
  });
}

/** The footer's Models group: the most stocked models across makes. */
export function footerModels(stock: StockSummary, limit: number = MENU_LIMITS.footerModels): MenuLink[] {
  const names = stock.makes.map((m) => m.value);
  return [...stock.makeModels]
    .sort(byCount)
    .flatMap((mm) => {
      const split = splitMakeModel(mm.value, names);
      return split ? [{ label: mm.value, href: makeListingPath(split.make, split.model) }] : [];
    })
    .slice(0, limit);
}

/** Spec 02 §2 'Our Stock (dynamic stock dropdown)': the car-type listings that have stock, offers, and each sales site's stock. */
export function stockMenu(site: NavSite, stock: StockSummary): MenuLink[] {
  const inStock = new Set(stock.carTypes.filter((c) => c.count > 0).map((c) => c.value));
  const links: MenuLink[] = [];
  const typed = CAR_TYPE_LISTINGS.filter((l) => l.carTypes?.length === 1 && inStock.has(l.carTypes[0]));
  if (inStock.size) links.push({ label: "All Stock", href: `/search/${CAR_TYPE_LISTINGS[0].slug}` });
  for (const l of typed) links.push({ label: `${l.adjective} Stock`, href: `/search/${l.slug}` });
  if (inStock.size) links.push({ label: "Special Offers", href: SPECIAL_OFFERS_PATH });
  const sales = site.locations.filter((l) => l.visible && (l.location_type === "sales" || l.location_type === ""));
  if (inStock.size && sales.length > 1) for (const l of sales) links.push({ label: l.name, href: `/search/${l.slug}` });
  return links;
}

function brandsMenu(brands: readonly Brand[]): BrandsGroup[] {
  return brandsByKind(brands).map((g) => ({
    kind: g.kind,
    title: g.title,
    brands: g.brands.map((b) => ({ label: b.name, href: brandOverviewPath(b.slug), logo: brandLogoUrl(b) })),
  }));
}

function linkOf(l: { label: string; path: string }): MenuLink {
  return { label: l.label, href: l.path };
}

/** The menus as shown: pruned, dynamic entries filled, and entries left empty dropped. */
export function buildSiteNav(site: NavSite, stock: StockSummary): SiteNav {
  const available = siteAvailability(site, stock);
  const keep = (l: MenuLink) => {
    const p = sitePathOf(l.href);
    return p === null || available(p);
  };
  const header = pruneHeader(site.navigation.header, available).flatMap((item: HeaderItem): MenuItem[] => {
    if (item.path != null) return [{ kind: "link", label: item.label, href: item.path }];
    if (item.children) return [{ kind: "list", label: item.label, links: item.children.map(linkOf) }];
    if (item.dynamic === "models") {
      const groups = site.models?.length ? rangeMenuGroups(site.models) : modelsMenu(stock);
      return groups.length ? [{ kind: "models", label: item.label, groups }] : [];
    }
    if (item.dynamic === "stock") {
      const links = stockMenu(site, stock).filter(keep);
      return links.length ? [{ kind: "list", label: item.label, links }] : [];
    }
    const groups = brandsMenu(site.brands);
    return groups.length ? [{ kind: "brands", label: item.label, groups, allHref: "/brands" }] : [];
  });
  const footer = pruneFooter(site.navigation.footer, available).flatMap((g: FooterGroup): FooterGroupView[] => {
    const title = g.title ?? site.name;
    const links = g.links ? g.links.map(linkOf) : site.models?.length ? rangeFooterLinks(site.models) : footerModels(stock);
    return links.length ? [{ title, links }] : [];
  });
  return { header, footer, garagePath: garagePath(site) };
}
