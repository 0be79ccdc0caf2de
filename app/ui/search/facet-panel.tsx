import { useState } from "react";
import { modelsForMakes } from "~/domain/search/make-model";
import { toggleValue, withValues, type ListingState } from "~/domain/search/query-edits";
import { FacetValues } from "./facet-values";
import type { PanelGroup } from "~/domain/search/listing-page-view";
import { RangeFacet } from "./range-facet";
import { SinceFacet } from "./since-facet";

/**
 * Every facet as a shopper expects it (spec 01 §2, §3 'Search facets', §5,
 * §9): collapsible groups of checkboxes with counts and range sliders. Used in
 * the desktop sidebar (changes apply at once) and the phone drawer (changes
 * build a draft until 'Show Me N cars').
 */
export function FacetPanel({
  panel,
  state,
  makeModels,
  idPrefix,
  onChange,
}: {
  panel: PanelGroup[];
  state: ListingState;
  makeModels: string[];
  idPrefix: string;
  onChange: (next: ListingState) => void;
}) {
  const toggle = (facet: PanelGroup["facet"], value: string) => {
    const next = toggleValue(state, facet as "make", value);
    // Spec 01 §2: models follow the chosen makes.
    onChange(
      facet === "make"
        ? withValues(next, "model", modelsForMakes(state.filters.model ?? [], next.filters.make ?? [], makeModels))
        : next,
    );
  };
  return (
    <div className="facet-panel">
      {panel.map((g) => (
        <FacetGroup
          key={g.facet}
          group={g}
          state={state}
          idPrefix={idPrefix}
          onToggle={(v) => toggle(g.facet, v)}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

/** One collapsible facet (spec 01 §2 'Facet lists can be expanded or collapsed'); a closed one renders no body until opened. */
function FacetGroup({
  group: g,
  state,
  idPrefix,
  onToggle,
  onChange,
}: {
  group: PanelGroup;
  state: ListingState;
  idPrefix: string;
  onToggle: (value: string) => void;
  onChange: (next: ListingState) => void;
}) {
  const chosen = g.kind === "values" ? (state.filters[g.facet]?.length ?? 0) : state.ranges[g.facet] ? 1 : 0;
  const [open, setOpen] = useState(g.open || chosen > 0);
  const headingId = `${idPrefix}-${g.facet}`;
  return (
    <details className="facet-group" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="facet-group__summary">
        <span id={headingId}>{g.label}</span>
        {chosen > 0 ? (
          <span className="facet-group__chosen">
            {chosen}
            <span className="visually-hidden"> selected</span>
          </span>
        ) : null}
      </summary>
      {open ? (
        <fieldset className="facet-group__body" aria-labelledby={headingId}>
          {g.kind === "values" ? (
            <FacetValues group={g} state={state} idPrefix={idPrefix} onToggle={onToggle} />
          ) : g.kind === "since" ? (
            <SinceFacet group={g} state={state} idPrefix={idPrefix} onChange={onChange} />
          ) : (
            <RangeFacet facet={g.facet} label={g.label} bounds={g.bounds} state={state} onChange={onChange} />
          )}
        </fieldset>
      ) : null}
    </details>
  );
}
