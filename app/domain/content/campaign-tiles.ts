import { createRng } from "./seeded-random";
import { orderedPromos } from "../search/promo-cards";
import type { CampaignTile } from "../tenant/tenant-config";

/**
 * The home page's campaign tiles (issue 12 deliver 7; spec 02 §4
 * 'Time-limited campaign tiles and promo cards show only between start and
 * expiry, and may be limited to car types. Promos with a position come
 * first; the rest follow (optionally shuffled).'). The rule is the listing's
 * promo-card rule, orderedPromos of promo-cards.ts; this module only says
 * which car types the home page stands for and what a tile shows.
 */

export interface CampaignTileView {
  title: string;
  link: string;
  /** A site path or https:// address of the tile's picture. */
  imageUrl: string;
  imageAlt: string;
}

/**
 * The tiles live at `now`, for the car types the tenant sells (its stock
 * filter), positioned ones first. `shuffle` follows the tenant's
 * search.shuffle_unpositioned_promos, as the listing's promo cards do; a
 * shuffled order is fixed by `random`, so a cached page and its tests are repeatable.
 */
export function liveCampaignTiles(
  tiles: readonly CampaignTile[],
  opts: { now: number; carTypes: readonly string[]; shuffle: boolean; random?: () => number },
): CampaignTileView[] {
  return orderedPromos(tiles, opts).map((t) => ({
    title: t.title,
    link: t.link,
    imageUrl: t.image_url,
    imageAlt: t.image_alt,
  }));
}

/**
 * A repeatable random order for one day: the same page all day (so the page
 * cache and every shopper agree), another order tomorrow. Seeded with the day number.
 */
export function dailyRandom(now: number): () => number {
  return createRng(Math.floor(now / 86_400_000)).next;
}
