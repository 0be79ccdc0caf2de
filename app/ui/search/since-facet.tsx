import { withRange, type ListingState } from "~/domain/search/query-edits";
import type { PanelGroup } from "~/domain/search/listing-page-view";

/**
 * 'Listed in the last N days' (spec 01 §3 created_at_timestamp; §4 'New
 * Arrival' within 8 days): radio choices over the listing date, with 'Any
 * time' to clear. Without JavaScript the filter form submits the choice.
 */
export function SinceFacet({
  group,
  state,
  idPrefix,
  onChange,
}: {
  group: Extract<PanelGroup, { kind: "since" }>;
  state: ListingState;
  idPrefix: string;
  onChange: (next: ListingState) => void;
}) {
  const current = state.ranges[group.facet]?.min;
  const choices = [{ label: "Any time", min: undefined as number | undefined }, ...group.options];
  return (
    <ul className="facet-values">
      {choices.map((o, i) => {
        const id = `${idPrefix}-${group.facet}-${i}`;
        return (
          <li key={o.label}>
            <input
              type="radio"
              id={id}
              name={group.facet}
              value={o.min === undefined ? "" : `${o.min}:`}
              checked={current === o.min}
              onChange={() => onChange(withRange(state, group.facet, o.min === undefined ? {} : { min: o.min }))}
            />
            <label htmlFor={id}>{o.label}</label>
          </li>
        );
      })}
    </ul>
  );
}
