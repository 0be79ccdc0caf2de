import type { CardView } from "./card-view";
import type { FacetValue } from "./visible-values";
import type { Crumb, ListingMeta } from "./listing-meta";
import type { ListingRoute } from "./listing-paths";
import type { ListingState } from "./query-edits";
import type { SliderBounds, SliderFacet } from "./range-slider";
import type { ValueFacet } from "./facets";

/**
 * What a listing page draws (spec 01 §2 'Vehicle search listing', spec 02 §2
 * 'Search'): the listing loader (app/server/search/listing.server.ts) works it
 * out from the domain rules, so the browser gets plain data and small code
 * (docs/PERFORMANCE.md); the UI reads these types and nothing of the server.
 */

export interface ListingData {
  route: ListingRoute;
  /** The search state the URL stands for (path and query together). */
  state: ListingState;
  /** This listing's own address for the state. */
  here: string;
  count: number;
  page: number;
  pages: number;
  grid: GridCell[];
  /** The offers page lists every live promo above its results. */
  promoStrip: PromoView[];
  panel: PanelGroup[];
  chips: Chip[];
  pageLinks: PageLinks;
  /** make_model values of the chosen makes, to drop models when their make is unticked. */
  makeModels: string[];
  meta: ListingMeta;
  /** This search's name in the recent-searches list. */
  historyLabel: string;
  /** Absolute, on the tenant's primary domain (siteOrigin); null for a site with no domain (no canonical link). */
  canonical: string | null;
  crumbs: Crumb[];
  clearHref: string;
  /** Spec 01 §2: which empty-results text applies. */
  emptyText: "offers" | "search";
}

/** The 404 of a listing path whose make, model or dealership is not in stock. */
export interface UnknownListing {
  unknownListing: true;
  make: string | null;
  makes: FacetValue[];
}

export interface PromoView {
  title: string;
  text: string | null;
  image: { src: string; srcSet: string | undefined } | null;
  link: string;
}

export type GridCell = { kind: "vehicle"; card: CardView } | { kind: "promo"; promo: PromoView };

export type PanelGroup =
  | {
      kind: "values";
      facet: ValueFacet;
      label: string;
      open: boolean;
      initial: number;
      showAll: string;
      values: (FacetValue & { label: string })[];
    }
  | { kind: "range"; facet: SliderFacet; label: string; open: boolean; bounds: SliderBounds }
  | {
      kind: "since";
      facet: "created_at_timestamp";
      label: string;
      open: boolean;
      /** Each choice's lower bound in seconds (filter-panel.ts listedSince). */
      options: { label: string; min: number }[];
    };

export interface Chip {
  key: string;
  label: string;
  href: string;
}

export interface PageLinks {
  prev: string | null;
  next: string | null;
  items: ({ kind: "page"; page: number; href: string; current: boolean } | { kind: "gap"; key: string })[];
}
