import { useMemo } from "react";
import {
  COMPARE_LIMIT,
  isSaved,
  parseSaved,
  storageKey,
  toggleSaved,
  type FavouriteEntry,
  type SavedList,
} from "~/domain/favourites";
import { readLocal, useLocalString } from "./local-store";

/** A site's favourites or compare list in this browser (spec 01 §3: stored locally per site). */
export function useSavedCars(siteSlug: string, list: SavedList) {
  const key = storageKey(siteSlug, list);
  const [raw, write] = useLocalString(key);
  const entries = useMemo(() => parseSaved(raw), [raw]);
  return {
    entries,
    has: (id: number) => isSaved(entries, id),
    toggle: (entry: FavouriteEntry) =>
      write(JSON.stringify(toggleSaved(parseSaved(readLocal(key)), entry, list === "compare" ? COMPARE_LIMIT : Infinity))),
    clear: () => write("[]"),
  };
}
