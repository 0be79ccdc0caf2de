import { useId, useState } from "react";
import { KEY_INFO_INITIAL, type SpecRow } from "~/domain/vehicle/spec-rows";

/**
 * The details box (spec 01 §2 "Details box headed with the vehicle type and
 * year, make, model, badge, series") with Key information: "the first 4 specs
 * and the rest after Show More".
 */
export function KeyInformation({ heading, rows, children }: { heading: string; rows: SpecRow[]; children?: React.ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const first = rows.slice(0, KEY_INFO_INITIAL);
  const rest = rows.slice(KEY_INFO_INITIAL);
  return (
    <section className="panel details" aria-labelledby="details-heading">
      <h2 id="details-heading" className="details__heading">
        {heading}
      </h2>
      <h3 className="panel__subtitle">Key information</h3>
      <dl className="spec-grid">
        {first.map((r) => (
          <SpecItem key={r.key} row={r} />
        ))}
      </dl>
      {rest.length > 0 ? (
        <>
          <dl className="spec-grid spec-grid--more" id={moreId} hidden={!expanded}>
            {rest.map((r) => (
              <SpecItem key={r.key} row={r} />
            ))}
          </dl>
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? "Show Less" : "Show More"}
          </button>
        </>
      ) : null}
      {children}
    </section>
  );
}

function SpecItem({ row }: { row: SpecRow }) {
  return (
    <div className="spec-grid__item" data-key={row.key}>
      <dt>{row.label}</dt>
      <dd>{row.value}</dd>
    </div>
  );
}
