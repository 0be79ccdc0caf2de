import type { CardVehicle } from "~/domain/search/card-fields";
import { cardView } from "~/domain/search/card-view";
import { imageSrcSet, imageUrl } from "~/domain/vehicle/image-renditions";
import {
  COLLAPSED_VALUE_COUNT,
  FACET_GROUPS,
  listedLabel,
  listedSince,
  NEW_ARRIVAL_DAYS,
  showAllLabel,
  valueLabel,
  type FacetGroup,
  type FacetValue,
} from "~/domain/search/filter-panel";
import { listingHref, type ListingRoute } from "~/domain/search/listing-paths";
import { toggleValue, withPage, withQuery, withRange, type ListingState } from "~/domain/search/query-edits";
import { paginationItems } from "~/domain/search/pagination";
import { placePromos } from "~/domain/search/promo-cards";
import type { Chip, GridCell, PageLinks, PanelGroup, PromoView } from "~/domain/search/listing-page-view";
import { formatSliderValue, sliderBounds, type SliderFacet } from "~/domain/search/range-slider";
import { PRICE_BUCKETS, type RangeFacet, type ValueFacet } from "~/domain/search/facets";
import type { PublicSite } from "~/domain/tenant/public-site";
import { collapseSoldRuns } from "~/domain/search/sold-runs";

/**
 * What the listing's browser code draws, worked out on the server from the
 * domain rules (price display, tag banner, sold runs, promo positions, facet
 * limits, pagination), so the page's JavaScript stays small (docs/PERFORMANCE.md).
 * The shapes are the domain's (app/domain/search/listing-page-view.ts), which the UI reads.
 */

const CARD_WIDTHS = [320, 480, 600, 800] as const;

function picture(src: string | null | undefined): PromoView["image"] {
  return src ? { src: imageUrl(src, 600), srcSet: imageSrcSet(src, CARD_WIDTHS) } : null;
}

export interface PromoInput {
  title: string;
  text: string | null;
  image_url: string | null;
  link: string;
  /** The tile it asks for (promo-cards.ts placePromos). */
  position: number | null;
}

export function promoView(p: PromoInput): PromoView {
  return { title: p.title, text: p.text, image: picture(p.image_url), link: p.link };
}

/** Cards with sold runs collapsed (where the tenant enables it) and promos at the tenant's positions. */
export function gridView(hits: CardVehicle[], promos: PromoInput[], site: PublicSite, now: number): GridCell[] {
  const items = collapseSoldRuns(hits, site.features.collapse_sold_runs);
  return placePromos(items, promos, site.promo_positions).map((g) =>
    g.kind === "promo"
      ? { kind: "promo", promo: promoView(g.promo) }
      : { kind: "vehicle", card: cardView(g.item.hit, site, now, g.item.moreSold) },
  );
}

export interface FacetData {
  values: Partial<Record<ValueFacet, FacetValue[]>>;
  ranges: Partial<Record<SliderFacet | "created_at_timestamp", { min: number | null; max: number | null }>>;
}

const BUCKET_ORDER = new Map(PRICE_BUCKETS.map((b, i) => [b.label, i]));

/** Values in the order a shopper reads them: price buckets cheapest first, the rest as the engine ranks them. */
function ordered(facet: ValueFacet, values: FacetValue[]): FacetValue[] {
  if (facet !== "price_range") return values;
  return [...values].sort((a, b) => (BUCKET_ORDER.get(a.value) ?? 99) - (BUCKET_ORDER.get(b.value) ?? 99));
}

/** The filter groups a shopper sees for this state (domain/search/filter-panel.ts), with their values and slider bounds. */
export function panelView(facets: FacetData, state: ListingState, site: PublicSite, now: number): PanelGroup[] {
  const out: PanelGroup[] = [];
  for (const g of FACET_GROUPS) {
    if (!isShown(g, state, facets, site, now)) continue;
    if (g.kind === "since") {
      const newest = facets.ranges[g.facet]?.max ?? null;
      out.push({
        kind: "since",
        facet: g.facet,
        label: g.label,
        open: g.open || state.ranges[g.facet] !== undefined,
        // Only choices some car falls in (the newest listing date is after their start).
        options: g.days
          .map((d) => ({ label: listedLabel(listedSince(d, now), now, g.days), min: listedSince(d, now) }))
          .filter((o) => newest === null || newest >= o.min),
      });
    } else if (g.kind === "range") {
      out.push({
        kind: "range",
        facet: g.facet,
        label: g.label,
        open: g.open || state.ranges[g.facet] !== undefined,
        bounds: sliderBounds(g.facet, facets.ranges[g.facet] ?? null),
      });
    } else {
      out.push({
        kind: "values",
        facet: g.facet,
        label: g.label,
        open: g.open || (state.filters[g.facet]?.length ?? 0) > 0,
        initial: g.facet === "make" ? site.make_list_count : COLLAPSED_VALUE_COUNT,
        showAll: showAllLabel(g.label),
        values: ordered(g.facet, facets.values[g.facet] ?? []).map((v) => ({ ...v, label: valueLabel(g.facet, v.value) })),
      });
    }
  }
  return out;
}

function isShown(g: FacetGroup, state: ListingState, facets: FacetData, site: PublicSite, now: number): boolean {
  if (g.kind === "since") {
    const newest = facets.ranges[g.facet]?.max ?? null;
    const oldest = Math.min(...g.days.map((d) => listedSince(d, now)));
    return state.ranges[g.facet] !== undefined || (newest !== null && newest >= oldest);
  }
  if (g.kind === "range") {
    if (g.when === "subscription-site" && !site.features.subscription_pricing) return false;
    const r = facets.ranges[g.facet];
    return (r != null && r.min != null && r.max != null) || state.ranges[g.facet] !== undefined;
  }
  const values = facets.values[g.facet] ?? [];
  if ((state.filters[g.facet]?.length ?? 0) > 0) return true;
  switch (g.when) {
    case "make-chosen":
      return (state.filters.make?.length ?? 0) > 0 && values.length > 0;
    case "no-make-chosen":
      return (state.filters.make?.length ?? 0) === 0 && values.length > 0;
    case "several-values":
      return values.length > 1;
    case "certified-site":
      return site.features.certified_badge && values.length > 0;
    default:
      return values.length > 0;
  }
}

const LABELS = new Map<string, string>(FACET_GROUPS.map((g) => [g.facet, g.label]));
const LISTED_DAYS = FACET_GROUPS.find((g) => g.kind === "since")?.days ?? [NEW_ARRIVAL_DAYS];

function rangeLabel(facet: RangeFacet, r: { min?: number; max?: number }, now: number): string {
  if (facet === "created_at_timestamp") return listedLabel(r.min ?? 0, now, LISTED_DAYS);
  const f = (v: number) => formatSliderValue(facet as SliderFacet, v);
  const name = LABELS.get(facet) ?? facet;
  if (r.min !== undefined && r.max !== undefined) return `${name}: ${f(r.min)} – ${f(r.max)}`;
  if (r.min !== undefined) return `${name}: from ${f(r.min)}`;
  return `${name}: up to ${f(r.max ?? 0)}`;
}

/** The shopper's choices as removable chips, each the listing's address without it. */
export function chipsView(route: ListingRoute, state: ListingState, now: number): Chip[] {
  const chips: Chip[] = [];
  if (state.query) chips.push({ key: "query", label: `“${state.query}”`, href: listingHref(withQuery(state, ""), route) });
  for (const [facet, values] of Object.entries(state.filters) as [ValueFacet, string[]][]) {
    for (const v of values ?? [])
      chips.push({ key: `${facet}:${v}`, label: valueLabel(facet, v), href: listingHref(toggleValue(state, facet, v), route) });
  }
  for (const [facet, r] of Object.entries(state.ranges) as [RangeFacet, { min?: number; max?: number }][]) {
    chips.push({ key: facet, label: rangeLabel(facet, r, now), href: listingHref(withRange(state, facet, {}), route) });
  }
  return chips;
}

export function pageLinksView(route: ListingRoute, state: ListingState, page: number, pages: number): PageLinks {
  const href = (p: number) => listingHref(withPage(state, p), route);
  return {
    prev: page > 1 ? href(page - 1) : null,
    next: page < pages ? href(page + 1) : null,
    items: paginationItems(page, pages).map((i) => (i.kind === "gap" ? i : { ...i, href: href(i.page) })),
  };
}
