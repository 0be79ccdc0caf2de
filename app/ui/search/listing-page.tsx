import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { activeFilterCount, type ListingState } from "~/domain/search/query-edits";
import type { PublicSite } from "~/domain/tenant/public-site";
import { track } from "../analytics/events";
import { useFieldsChangedBeforeHydration } from "../primitives/typed-before-hydration";
import { CompareBar } from "../compare/compare-bar";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { ActiveFilters } from "./active-filters";
import { EmptyState } from "./empty-state";
import { FacetPanel } from "./facet-panel";
import { FilterDrawer } from "./filter-drawer";
import { KeywordSearch } from "./keyword-search";
import { listingCacheKey, type ListingCache } from "./listing-cache";
import type { ListingData } from "~/domain/search/listing-page-view";
import { Pagination } from "./pagination";
import { PromoCard } from "./promo-card";
import { RecentSearches } from "./recent-searches";
import { ResultsGrid } from "./results-grid";
import { SortSelect } from "./sort-select";
import { useListingNav, type GoOptions } from "./use-listing-nav";

const n = new Intl.NumberFormat("en-AU");

/** A search listing page (spec 01 §2 'Vehicle search listing'), for every listing route. */
export function ListingPage({ data, cache }: { data: ListingData; cache: ListingCache }) {
  const site = useRouteLoaderData<{ site: Pick<PublicSite, "slug" | "theme_vars"> }>("root")?.site;
  const siteSlug = site?.slug ?? "site";
  const navigate = useListingNav(data.route);
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading";
  // The shopper's latest choice shows at once (ticked box, moved sort) while its results load.
  const [pending, setPending] = useState<ListingState | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") setPending(null);
  }, [navigation.state, data]);
  // The page the server rendered is a result set this browser has seen too (Back to it needs no request).
  useEffect(() => {
    cache.set(listingCacheKey(location), data);
  }, [cache, location, data]);
  // Spec 01 §9: 49 search view, once per result page the shopper is shown (a new URL).
  const shown = location.pathname + location.search;
  useEffect(() => {
    track("search_view", { path: shown.split("?")[0] });
  }, [shown]);
  const go = (next: ListingState, opts?: GoOptions) => {
    setPending(next);
    navigate(next, opts);
  };
  // Filters a shopper ticked or slid before the page's script ran are applied when it hydrates, as the
  // form would have been submitted without JavaScript. (The router takes a navigation from a layout effect
  // only after its own hook's: useNavigate is called first.)
  const routerNavigate = useNavigate();
  const filterForm = useFieldsChangedBeforeHydration<HTMLFormElement>((form) => {
    const query = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    void routerNavigate(`${form.getAttribute("action") ?? location.pathname}?${query}`, { preventScrollReset: true });
  });
  const { route } = data;
  const state = pending ?? data.state;
  const noun = data.meta.noun;
  const countText = `${n.format(data.count)} ${data.count === 1 ? noun.one : noun.many}`;

  return (
    <div className="listing" style={site?.theme_vars as React.CSSProperties} data-here={data.here}>
      <Breadcrumbs crumbs={data.crumbs} />
      <div className="listing__head">
        <div>
          <h1 className="listing__title">{data.meta.heading}</h1>
          <p className="listing__count" role="status">
            {countText} found{data.pages > 1 ? ` · page ${data.page} of ${data.pages}` : ""}
          </p>
        </div>
        <KeywordSearch route={route} state={state} go={go} />
      </div>

      {data.promoStrip.length > 0 ? (
        <ul className="promo-strip" aria-label="Current offers">
          {data.promoStrip.map((p) => (
            <li key={p.title}>
              <PromoCard promo={p} />
            </li>
          ))}
        </ul>
      ) : null}

      <div className="listing__layout">
        <aside className="listing__sidebar" aria-labelledby="filters-heading">
          <form
            ref={filterForm}
            method="get"
            action={data.here.split("?")[0]}
            className="listing__filters"
            onSubmit={(e) => e.preventDefault()}
          >
            <h2 id="filters-heading" className="listing__filters-head">
              Filters
            </h2>
            <FacetPanel panel={data.panel} state={state} makeModels={data.makeModels} idPrefix="side" onChange={go} />
            <noscript>
              <button type="submit" className="button button--block">
                Apply filters
              </button>
            </noscript>
          </form>
          <RecentSearches siteSlug={siteSlug} label={data.historyLabel} path={data.here} />
        </aside>

        <section className="listing__results" aria-labelledby="results-heading" aria-busy={busy}>
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div className="listing__toolbar">
            <FilterDrawer data={data} chosen={activeFilterCount(state)} onApply={go} />
            <span className="listing__toolbar-gap" />
            <SortSelect state={state} go={go} />
          </div>
          <ActiveFilters chips={data.chips} clearHref={data.clearHref} />
          {data.grid.length ? (
            <ResultsGrid grid={data.grid} siteSlug={siteSlug} />
          ) : (
            <EmptyState text={data.emptyText} clearHref={data.clearHref} />
          )}
          <Pagination links={data.pageLinks} />
        </section>
      </div>
      <CompareBar siteSlug={siteSlug} />
    </div>
  );
}
