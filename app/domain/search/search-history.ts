/**
 * Recent searches kept in the browser (spec 02 §3 'Search history: last 5
 * searches with their path'; §9 'Search history 5'). Newest first; visiting
 * the same search again moves it to the top. The page number is not part of a search.
 */

export interface SearchHistoryEntry {
  label: string;
  path: string;
}

export const SEARCH_HISTORY_LIMIT = 5;

export function searchHistoryKey(siteSlug: string): string {
  return `dealer:${siteSlug}:searches`;
}

/** The path without its page parameter. */
export function historyPath(pathWithQuery: string): string {
  const [path, qs = ""] = pathWithQuery.split("?");
  const params = new URLSearchParams(qs);
  params.delete("page");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

export function rememberSearch(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const path = historyPath(entry.path);
  return [{ label: entry.label, path }, ...list.filter((e) => e.path !== path)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Only the site's own listing paths are kept (storage is shopper-editable). */
const LISTING_PATH = /^\/(search|special-offers)(\/|\?|$)/;

export function parseHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data
      .filter(
        (e): e is SearchHistoryEntry => typeof e?.label === "string" && typeof e?.path === "string" && LISTING_PATH.test(e.path),
      )
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    // Unreadable history is no history; the next search overwrites it.
    return [];
  }
}
