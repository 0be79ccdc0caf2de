import { renderToStaticMarkup } from "react-dom/server";
import type { FooterTermsView } from "~/domain/content/footer-terms";
import type { MenuItem, SiteNav } from "~/domain/navigation/menus";
import { publicSite } from "~/domain/tenant/public-site";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { DrawerList } from "../nav/drawer-list";
import { MainMenu } from "../nav/main-menu";
import type { FrozenLayout } from "./frozen-html";
import { SiteFooterContent } from "./site-footer";

/**
 * The layout's frozen parts (frozen-html.tsx) as HTML, for app/entry.server.tsx:
 * rendered once per site's menus and kept with them. The menus object is
 * the tenant's for as long as its stock and config leave it be
 * (server/navigation/site-nav.server.ts), so a new one renders afresh. The desktop
 * menu marks the link to the page being shown, so it is kept once per link
 * that can be current, plus once for every other page; the footer carries
 * the year.
 */
interface Rendered {
  config: TenantConfig;
  year: number;
  hrefs: ReadonlySet<string>;
  drawer: string;
  footer: string;
  menus: Map<string, string>;
}

const rendered = new WeakMap<SiteNav, Rendered>();

export interface LayoutSource {
  config: TenantConfig;
  nav: SiteNav;
  /** The footer's terms of use (spec 02 §4), rendered from the tenant's terms page. */
  terms: FooterTermsView | null;
}

export function frozenLayout({ config, nav, terms }: LayoutSource, pathname: string, now: Date = new Date()): FrozenLayout {
  const year = now.getFullYear();
  let site = rendered.get(nav);
  if (!site || site.config !== config || site.year !== year) {
    site = {
      config,
      year,
      hrefs: menuHrefs(nav.header),
      drawer: renderToStaticMarkup(<DrawerList items={nav.header} />),
      footer: renderToStaticMarkup(<SiteFooterContent site={publicSite(config)} nav={nav} terms={terms} />),
      menus: new Map(),
    };
    rendered.set(nav, site);
  }
  const current = site.hrefs.has(pathname) ? pathname : "";
  let menu = site.menus.get(current);
  if (menu === undefined) {
    menu = renderToStaticMarkup(<MainMenu items={nav.header} current={current} />);
    site.menus.set(current, menu);
  }
  return { menu, drawer: site.drawer, footer: site.footer };
}

/** Every address the desktop menu links to: the pages on which one of its links is marked current. */
function menuHrefs(items: readonly MenuItem[]): Set<string> {
  const hrefs = new Set<string>();
  for (const item of items) {
    if (item.kind === "link") hrefs.add(item.href);
    else if (item.kind === "list") for (const l of item.links) hrefs.add(l.href);
    else if (item.kind === "models") {
      for (const g of item.groups) {
        hrefs.add(g.href);
        for (const m of g.models) hrefs.add(m.href);
      }
    } else {
      for (const g of item.groups) for (const b of g.brands) hrefs.add(b.href);
      hrefs.add(item.allHref);
    }
  }
  return hrefs;
}
