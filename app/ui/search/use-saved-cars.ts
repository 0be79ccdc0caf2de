import { useMemo } from "react";
import {
  COMPARE_LIMIT,
  isSaved,
  parseSaved,
  removeSaved,
  storageKey,
  toggleSaved,
  type FavouriteEntry,
  type SavedChange,
  type SavedList,
} from "~/domain/garage/favourites";
import { readLocal, useLocalString } from "./local-store";

/**
 * A site's favourites or compare list in this browser (spec 01 §3: stored
 * locally per site). Empty on the server, so pages that show it stay the same
 * for every shopper (cacheable); the browser shows its own after hydration.
 */
export function useSavedCars(siteSlug: string, list: SavedList) {
  const key = storageKey(siteSlug, list);
  const [raw, write] = useLocalString(key);
  const entries = useMemo(() => parseSaved(raw), [raw]);
  return {
    entries,
    has: (id: number) => isSaved(entries, id),
    /** Adds or removes the car; a full compare list refuses it ("full") and is left as it was. */
    toggle: (entry: FavouriteEntry): { list: FavouriteEntry[]; change: SavedChange } => {
      const result = toggleSaved(parseSaved(readLocal(key)), entry, list === "compare" ? COMPARE_LIMIT : Infinity);
      if (result.change !== "full") write(JSON.stringify(result.list));
      return result;
    },
    remove: (id: number) => write(JSON.stringify(removeSaved(parseSaved(readLocal(key)), id))),
    clear: () => write("[]"),
  };
}
