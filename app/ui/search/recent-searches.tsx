import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { parseHistory, rememberSearch, searchHistoryKey } from "~/domain/search/search-history";
import { useLocalString } from "./local-store";

/**
 * The last 5 searches on this site (spec 02 §3, §9), kept in the browser. The
 * page records itself; the list shows the others.
 */
export function RecentSearches({ siteSlug, label, path }: { siteSlug: string; label: string; path: string }) {
  const [raw, write] = useLocalString(searchHistoryKey(siteSlug));
  const history = useMemo(() => parseHistory(raw), [raw]);

  useEffect(() => {
    const current = parseHistory(window.localStorage.getItem(searchHistoryKey(siteSlug)));
    const next = rememberSearch(current, { label, path });
    if (JSON.stringify(next) !== JSON.stringify(current)) write(JSON.stringify(next));
  }, [siteSlug, label, path, write]);

  const here = rememberSearch([], { label, path })[0].path;
  const others = history.filter((h) => h.path !== here);
  if (others.length === 0) return null;
  return (
    <nav className="recent-searches" aria-label="Recent searches">
      <h2 className="recent-searches__title">Recent searches</h2>
      <ul>
        {others.map((h) => (
          <li key={h.path}>
            <Link to={h.path}>{h.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
