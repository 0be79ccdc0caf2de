import { useState } from "react";
import { visibleValues } from "~/domain/search/visible-values";
import { hasValue, type ListingState } from "~/domain/search/query-edits";
import type { PanelGroup } from "~/domain/search/listing-page-view";

/** A checkbox list with counts; long lists show the first few and a 'Show all …' control (spec 01 §2). */
export function FacetValues({
  group,
  state,
  idPrefix,
  onToggle,
}: {
  group: Extract<PanelGroup, { kind: "values" }>;
  state: ListingState;
  idPrefix: string;
  onToggle: (value: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const { facet, values, initial } = group;
  const chosen = state.filters[facet] ?? [];
  const shown = visibleValues(values, chosen, initial, expanded);
  const collapsible = visibleValues(values, chosen, initial, false).length < values.length;
  const listId = `${idPrefix}-${facet}-list`;
  return (
    <>
      <ul className="facet-values" id={listId}>
        {shown.map((v, i) => {
          const id = `${listId}-${i}`;
          const checked = hasValue(state, facet, v.value);
          return (
            <li key={v.value}>
              <input
                type="checkbox"
                id={id}
                name={facet}
                value={v.value}
                checked={checked}
                disabled={!checked && v.count === 0}
                onChange={() => onToggle(v.value)}
              />
              <label htmlFor={id}>
                {v.label}
                <span className="facet-values__count">
                  <span className="visually-hidden"> (</span>
                  {v.count}
                  <span className="visually-hidden"> cars)</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show fewer" : group.showAll}
        </button>
      ) : null}
    </>
  );
}
