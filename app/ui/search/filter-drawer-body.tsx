import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { listingHref } from "~/domain/search/listing-paths";
import type { ListingState } from "~/domain/search/query-edits";
import { useAnimatedNumber } from "./animated-count";
import { FacetPanel } from "./facet-panel";
import type { ListingData } from "~/domain/search/listing-page-view";

const n = new Intl.NumberFormat("en-AU");

/**
 * The drawer's filters (spec 01 §2): choices build a draft, the draft's count
 * is fetched as it changes (through the same client cache), and 'Show Me N
 * cars' — its count animated over 1 s (§9) — goes to the filtered search URL.
 */
export default function FilterDrawerBody({
  data,
  onApply,
  onClear,
}: {
  data: ListingData;
  onApply: (s: ListingState) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<ListingState>(data.state);
  const fetcher = useFetcher<ListingData>();
  const current = data.here;
  const draftHref = listingHref(draft, data.route);
  const view = draftHref !== current && fetcher.data ? fetcher.data : data;
  const count = view.count;
  const shown = useAnimatedNumber(count);

  const change = (next: ListingState) => {
    setDraft(next);
    const href = listingHref(next, data.route);
    if (href !== current) void fetcher.load(href);
  };

  return (
    <>
      <div className="filter-drawer__body">
        <FacetPanel panel={view.panel} state={draft} makeModels={view.makeModels} idPrefix="drawer" onChange={change} />
      </div>
      <div className="filter-drawer__foot">
        <Link to={data.clearHref} className="button button--ghost" onClick={onClear}>
          Clear Filters
        </Link>
        <button
          type="button"
          className="button filter-drawer__show"
          aria-busy={fetcher.state !== "idle"}
          onClick={() => onApply(draft)}
        >
          Show Me <span className="filter-drawer__count">{n.format(shown)}</span> {count === 1 ? "car" : "cars"}
        </button>
      </div>
    </>
  );
}
