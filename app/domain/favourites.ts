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

/** How many cars the compare list holds; adding one more drops the oldest. */
export const COMPARE_LIMIT = 4;

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

/** Adds the car (newest last) or removes it; a list with a limit drops its oldest. */
export function toggleSaved(list: readonly FavouriteEntry[], entry: FavouriteEntry, limit = Infinity): FavouriteEntry[] {
  if (isSaved(list, entry.id)) return list.filter((e) => e.id !== entry.id);
  const next = [...list, toEntry(entry)];
  return next.length > limit ? next.slice(next.length - limit) : next;
}
