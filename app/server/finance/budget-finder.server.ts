import { bodyOptions, findBodyOption, type BodyOption, type FacetCount } from "~/domain/finance/budget-bodies";
import {
  BUDGET_PRICE_ABOVE_FLOOR,
  DEPOSIT_QUICK_PICKS,
  budgetEstimate,
  budgetIsBelowCheapest,
  budgetPriceRange,
} from "~/domain/finance/budget-finder";
import type { BudgetFinderInput, PriceRangeInput } from "~/domain/finance/budget-finder-query";
import {
  BUDGET_WORDS,
  PRICE_RANGE_WORDS,
  cheapestText,
  finderResult,
  type BudgetFinderView,
  type BudgetResult,
  type PriceRangeView,
} from "~/domain/finance/budget-finder-view";
import { priceRangeFilter, priceTrack, readPriceThumbs } from "~/domain/finance/price-range";
import type { FacetName } from "~/domain/search/facets";
import { itemNoun, type ItemNoun } from "~/domain/search/item-nouns";
import { CAR_TYPE_LISTINGS, listingHref, type ListingRoute } from "~/domain/search/listing-paths";
import { searchState } from "~/domain/search/query-edits";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { SearchIndex } from "../search/engine.server";
import type { SearchResult } from "../search/types.server";

/**
 * The budget finder's counts from the tenant's own search index (spec 02 §7
 * 'Hosted search for budget finder': the tenant's stock filter, the body,
 * price above $1,000, range[price]=:{max} appended). A few searches of the
 * in-process index per answer, each a few milliseconds at 100,000 cars:
 *
 * 1. the stock priced above the floor, cheapest first: the body selector's
 *    counts, what the stock is called, and (for every body) the cheapest car
 *    and the price range;
 * 2. the same for the chosen body, when one is chosen;
 * 3. the count within the budget or the price range.
 */

/** The listing every budget links to: all car types, the filters in its query string. */
const ALL_STOCK: ListingRoute = { kind: "car-type", listing: CAR_TYPE_LISTINGS[0] };

interface Catalogue {
  bodies: FacetCount[];
  noun: ItemNoun;
  cheapest: number | null;
  prices: { min: number | null; max: number | null } | null;
}

function valuesOf(result: SearchResult, facet: FacetName): FacetCount[] {
  const f = result.facets[facet];
  return f?.kind === "values" ? f.values : [];
}

function catalogue(index: SearchIndex, filters: BodyOption["filters"], now: number): Catalogue {
  const r = index.search(
    searchState({ hitsPerPage: 1, sortBy: "price:asc", filters, ranges: { price: { min: BUDGET_PRICE_ABOVE_FLOOR } } }),
    now,
  );
  const price = r.facets.price;
  const cheapest = r.count > 0 ? r.hits[0].price : null;
  const kinds = valuesOf(r, "item_type").filter((v) => v.count > 0);
  return {
    bodies: valuesOf(r, "body"),
    noun: itemNoun(kinds.map((v) => v.value)),
    cheapest,
    // The facet spans every price (its own filter aside), $0 included: the low end is the cheapest car above the floor.
    prices: price?.kind === "range" && cheapest !== null ? { min: cheapest, max: price.max } : null,
  };
}

/** The site's body choices and the one the request names (null: every body), with the stock they leave. */
function scoped(config: TenantConfig, index: SearchIndex, body: string | null, now: number) {
  const all = catalogue(index, {}, now);
  const options = bodyOptions(config.budget_finder.body_types, all.bodies, body);
  const chosen = findBodyOption(options, body);
  const stock = chosen ? catalogue(index, chosen.filters, now) : all;
  return { options, chosen, stock, noun: chosen?.noun ?? all.noun };
}

function countWithin(index: SearchIndex, filters: BodyOption["filters"], price: { min: number; max: number }, now: number) {
  return index.search(searchState({ hitsPerPage: 1, filters, ranges: { price } }), now).count;
}

/** Spec 02 §4, §9: the estimate, the count within it and the view button. */
export function budgetFinderView(
  config: TenantConfig,
  index: SearchIndex,
  input: BudgetFinderInput,
  now: number,
): BudgetFinderView {
  const { options, chosen, stock, noun } = scoped(config, index, input.body, now);
  const estimate = budgetEstimate(input);
  const filters = chosen?.filters ?? {};
  const below = budgetIsBelowCheapest(estimate, stock.cheapest);
  const price = budgetPriceRange(estimate);
  const count = below ? 0 : countWithin(index, filters, price, now);
  const shown = finderResult(
    { count, disabled: below, noun, href: listingHref(searchState({ filters, ranges: { price } }), ALL_STOCK) },
    BUDGET_WORDS,
  );
  const result: BudgetResult = {
    ...shown,
    estimate,
    cheapest: stock.cheapest,
    cheapestText: shown.disabled ? cheapestText(stock.cheapest, noun) : null,
  };
  return {
    frequency: input.frequency,
    repayment: input.repayment,
    deposit: input.deposit,
    body: chosen?.key ?? null,
    bodies: options.map(({ key, label }) => ({ key, label })),
    quickPicks: DEPOSIT_QUICK_PICKS[config.budget_finder.deposit_quick_picks],
    result,
  };
}

/** The price-range page: the track from the stock's prices, the thumbs as asked, the count between them. */
export function priceRangeView(config: TenantConfig, index: SearchIndex, input: PriceRangeInput, now: number): PriceRangeView {
  const { options, chosen, stock, noun } = scoped(config, index, input.body, now);
  const track = priceTrack(stock.prices);
  const thumbs = readPriceThumbs(track, input);
  const filters = chosen?.filters ?? {};
  const price = priceRangeFilter(thumbs);
  const count = countWithin(index, filters, price, now);
  return {
    body: chosen?.key ?? null,
    bodies: options.map(({ key, label }) => ({ key, label })),
    result: {
      ...finderResult(
        { count, disabled: false, noun, href: listingHref(searchState({ filters, ranges: { price } }), ALL_STOCK) },
        PRICE_RANGE_WORDS,
      ),
      track,
      thumbs,
    },
  };
}
