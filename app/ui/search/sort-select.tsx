import { SORT_OPTIONS, type SortBy } from "~/domain/search/facets";
import { withSort, type ListingState } from "~/domain/search/query-edits";

export function SortSelect({ state, go }: { state: ListingState; go: (s: ListingState) => void }) {
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">Sort by</label>
      <select
        id="listing-sort"
        name="sortBy"
        value={state.sortBy}
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
