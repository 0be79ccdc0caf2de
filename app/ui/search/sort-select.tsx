import { useEffect, useState } from "react";
import { SORT_OPTIONS, type SortBy } from "~/domain/search/facets";
import { withSort, type ListingState } from "~/domain/search/query-edits";
import { useTypedBeforeHydration } from "~/ui/primitives/typed-before-hydration";

export function SortSelect({ state, go }: { state: ListingState; go: (s: ListingState) => void }) {
  // An order chosen before the page's script ran is shown at once and applied once the page has hydrated
  // (the router takes navigations only from then on).
  const [early, setEarly] = useState<SortBy | null>(null);
  const select = useTypedBeforeHydration<HTMLSelectElement>(state.sortBy, (typed) => {
    const chosen = SORT_OPTIONS.find((o) => o.value === typed);
    if (chosen) setEarly(chosen.value);
  });
  useEffect(() => {
    if (!early) return;
    go(withSort(state, early));
    setEarly(null);
    // Once, for the order chosen early: later choices come through onChange.
  }, [early]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">Sort by</label>
      <select
        ref={select}
        id="listing-sort"
        name="sortBy"
        value={early ?? state.sortBy}
        onChange={(e) => go(withSort(state, e.target.value as SortBy))}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
