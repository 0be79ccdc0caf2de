import { ResultCache } from "~/domain/search/result-cache";
import type { ListingData } from "~/domain/search/listing-page-view";

/**
 * Listing results this browser has seen, by URL (spec 01 §7 'Results of the
 * same query are cached on the client'; §9 at most 10, oldest dropped). Back,
 * forward and the drawer's draft counts reuse them without a request. The
 * route module holds the one cache: its clientLoader reads and fills it, and
 * the page adds the result set the server rendered.
 */
export type ListingCache = ResultCache<ListingData>;

export function createListingCache(): ListingCache {
  return new ResultCache<ListingData>();
}

export function listingCacheKey(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}

export async function cachedListing(
  cache: ListingCache,
  request: Request,
  load: () => Promise<ListingData>,
): Promise<ListingData> {
  const key = listingCacheKey(new URL(request.url));
  const hit = cache.get(key);
  if (hit) return hit;
  const data = await load();
  cache.set(key, data);
  return data;
}
