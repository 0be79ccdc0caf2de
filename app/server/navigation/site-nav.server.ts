import { searchState } from "~/domain/search/query-edits";
import { buildSiteNav, type FacetCount, type SiteNav, type StockSummary } from "~/domain/navigation/menus";
import type { ValueFacet } from "~/domain/search/facets";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { SearchIndex } from "../search/engine.server";

/** Make, model and car-type counts over the tenant's whole listed stock (one facet-only search). */
export function stockSummary(index: SearchIndex, now: number = Date.now()): StockSummary {
  const everything = index.search(searchState({ hitsPerPage: 1 }), now);
  const values = (f: ValueFacet): FacetCount[] => {
    const r = everything.facets[f];
    return r?.kind === "values" ? r.values : [];
  };
  return { makes: values("make"), makeModels: values("make_model"), carTypes: values("car_type") };
}

/**
 * The menus change with stock only as makes and models come and go, so each
 * index keeps its menus for a minute (an index is swapped whole when the
 * config changes, so a config edit shows at once).
 */
const TTL_MS = 60_000;
const cache = new WeakMap<SearchIndex, { until: number; config: TenantConfig; nav: SiteNav }>();

export function siteNav(config: TenantConfig, index: SearchIndex, now: number = Date.now()): SiteNav {
  const hit = cache.get(index);
  if (hit && hit.until > now && hit.config === config) return hit.nav;
  const nav = buildSiteNav(config, stockSummary(index, now));
  cache.set(index, { until: now + TTL_MS, config, nav });
  return nav;
}
