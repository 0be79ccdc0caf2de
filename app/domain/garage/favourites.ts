/**
 * Favourites and compare lists, kept in the browser per site (spec 01 §3
 * 'Favourites stored locally per site: id, name, slug, make, model,
 * primary_image_url'; §4 'Favourites and compare are offered only for
 * in-stock cars; in one configuration only used cars with price above 0 and images').
 */

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

export type SavedList = "favourites" | "compare";

/**
 * How many cars the compare list holds. A car past it is refused with a
 * message (never by silently dropping one the shopper chose).
 */
export const COMPARE_LIMIT = 3;

export function storageKey(siteSlug: string, list: SavedList): string {
  return `dealer:${siteSlug}:${list}`;
}

export interface FavouriteCandidate {
  status: string;
  car_type: string;
  price: number;
  photos_count: number;
  primary_image_url: string | null;
}

/** Spec 01 §4: offered only for in-stock cars (and, in one configuration, used cars with a price and images). */
export function canSave(v: FavouriteCandidate, features: { favourites_used_priced_only: boolean }): boolean {
  const inStock = v.status === "in_stock" || v.status === "coming_soon";
  if (!inStock) return false;
  if (!features.favourites_used_priced_only) return true;
  return v.car_type === "used" && v.price > 0 && (v.photos_count > 0 || Boolean(v.primary_image_url));
}

export function toEntry(v: FavouriteEntry): FavouriteEntry {
  return { id: v.id, name: v.name, slug: v.slug, make: v.make, model: v.model, primary_image_url: v.primary_image_url ?? null };
}

/** Reads a stored list, keeping only well-formed entries (storage is shopper-editable). */
export function parseSaved(raw: string | null): FavouriteEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    // A corrupt value is the same as an empty list; it is overwritten on the next save.
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isEntry).map(toEntry);
}

function isEntry(x: unknown): x is FavouriteEntry {
  if (typeof x !== "object" || x === null) return false;
  const e = x as Record<string, unknown>;
  return (
    typeof e.id === "number" &&
    typeof e.name === "string" &&
    typeof e.slug === "string" &&
    typeof e.make === "string" &&
    typeof e.model === "string"
  );
}

export function isSaved(list: readonly FavouriteEntry[], id: number): boolean {
  return list.some((e) => e.id === id);
}

export type SavedChange = "added" | "removed" | "full";

/**
 * Adds the car (newest last) or removes it. A full list refuses the car and
 * stays as it was ("full"), so the shopper decides which one goes.
 */
export function toggleSaved(
  list: readonly FavouriteEntry[],
  entry: FavouriteEntry,
  limit = Infinity,
): { list: FavouriteEntry[]; change: SavedChange } {
  if (isSaved(list, entry.id)) return { list: list.filter((e) => e.id !== entry.id), change: "removed" };
  if (list.length >= limit) return { list: [...list], change: "full" };
  return { list: [...list, toEntry(entry)], change: "added" };
}

export function removeSaved(list: readonly FavouriteEntry[], id: number): FavouriteEntry[] {
  return list.filter((e) => e.id !== id);
}

/** The compare page of these cars: the ids in the URL, so the page is shareable and rendered on the server. */
export function compareHref(list: readonly Pick<FavouriteEntry, "id">[]): string {
  return list.length ? `${COMPARE_PATH}?ids=${list.map((e) => e.id).join(",")}` : COMPARE_PATH;
}

/** The saved cars' page (a local list until the watchlist replaces it with the account's). */
export function favouritesHref(list: readonly Pick<FavouriteEntry, "id">[]): string {
  return list.length ? `${FAVOURITES_PATH}?ids=${list.map((e) => e.id).join(",")}` : FAVOURITES_PATH;
}

export const COMPARE_PATH = "/compare";
export const FAVOURITES_PATH = "/favourites";
