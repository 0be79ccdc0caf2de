/**
 * What the budget finder's pages show, shaped on the server
 * (app/server/finance/budget-finder.server.ts) and drawn by
 * app/ui/budget-finder/: the shopper's inputs, the body choices, the live
 * count and the view button (spec 02 §2, §4, §8, §9).
 */
import { countOf, type ItemNoun } from "../search/item-nouns";
import type { BudgetFrequency } from "./budget-finder";
import { formatMoney } from "./money";
import type { PriceTrack } from "./price-range";

export interface BodyChoice {
  key: string;
  label: string;
}

/** The count and the view button: enabled with a listing link, or disabled with the message. */
export interface FinderResult {
  count: number;
  disabled: boolean;
  /** 'View 23 cars', or '0 cars found' when disabled (spec 02 §4). */
  buttonText: string;
  /** Spec 02 §4, §8: 'No cars found for this budget' ('No {car type}s found for this budget'); null when enabled. */
  message: string | null;
  /** The live line when enabled: '23 cars within your budget'; the message when disabled. */
  summary: string;
  /** The listing with the price range (and body) filter; null when disabled. */
  href: string | null;
}

export interface BudgetResult extends FinderResult {
  estimate: number;
  /** The cheapest car (above the $1,000 floor) of the chosen body; null when there is none. */
  cheapest: number | null;
  /** When disabled with stock to show: 'The most affordable SUV we have is $12,990.' */
  cheapestText: string | null;
}

export interface BudgetFinderView {
  frequency: BudgetFrequency;
  repayment: number;
  deposit: number;
  /** The chosen body's key, null for every body. */
  body: string | null;
  bodies: BodyChoice[];
  quickPicks: readonly number[];
  result: BudgetResult;
}

export interface PriceRangeResult extends FinderResult {
  track: PriceTrack;
  thumbs: [number, number];
}

export interface PriceRangeView {
  body: string | null;
  bodies: BodyChoice[];
  result: PriceRangeResult;
}

/** Spec 02 §8, quoted with the car type filled in: 'No {car type}s found for this budget'. */
export function noneForBudgetMessage(noun: ItemNoun): string {
  return `No ${noun.many} found for this budget`;
}

/** The price-range page's words for the same state. */
export function noneInRangeMessage(noun: ItemNoun): string {
  return `No ${noun.many} found in this price range`;
}

export const BUDGET_WORDS = { none: noneForBudgetMessage, within: "within your budget" } as const;
export const PRICE_RANGE_WORDS = { none: noneInRangeMessage, within: "in this price range" } as const;

/** The view button and message for a count (spec 02 §4: disabled, '0 cars found', the message). */
export function finderResult(
  args: { count: number; disabled: boolean; noun: ItemNoun; href: string },
  words: { none: (noun: ItemNoun) => string; within: string },
): FinderResult {
  if (args.disabled || args.count === 0) {
    const message = words.none(args.noun);
    return { count: 0, disabled: true, buttonText: `0 ${args.noun.many} found`, message, summary: message, href: null };
  }
  return {
    count: args.count,
    disabled: false,
    buttonText: `View ${countOf(args.count, args.noun)}`,
    message: null,
    summary: `${countOf(args.count, args.noun)} ${words.within}`,
    href: args.href,
  };
}

/** Beside a disabled button, where the stock has a car of the kind: how far the budget is from it. */
export function cheapestText(cheapest: number | null, noun: ItemNoun): string | null {
  return cheapest === null ? null : `The most affordable ${noun.one} we have is ${formatMoney(cheapest)}.`;
}

/** The budget finder's addresses: its two pages and the count each asks for as the shopper changes it. */
export const BUDGET_FINDER_PATHS = {
  page: "/budget-finder",
  priceRange: "/budget-finder/price-range",
  api: "/api/budget-finder",
  priceRangeApi: "/api/budget-finder/price-range",
} as const;

/** The query string of a budget (the page's GET form and the count's): whole parameters, the body when chosen. */
export function budgetFinderParams(input: {
  frequency: BudgetFrequency;
  repayment: number;
  deposit: number;
  body: string | null;
}): URLSearchParams {
  const out = new URLSearchParams({
    frequency: input.frequency,
    repayment: String(input.repayment),
    deposit: String(input.deposit),
  });
  if (input.body) out.set("body", input.body);
  return out;
}

/** The query string of a price range. */
export function priceRangeParams(thumbs: readonly [number, number], body: string | null): URLSearchParams {
  const out = new URLSearchParams({ min: String(thumbs[0]), max: String(thumbs[1]) });
  if (body) out.set("body", body);
  return out;
}
