import { useId, useState } from "react";
import { FEATURES_INITIAL } from "~/domain/vehicle/spec-rows";

/** Spec 01 §2: "Feature list with Show All / Hide, 8 items by default." */
export function FeatureList({ features }: { features: string[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? features : features.slice(0, FEATURES_INITIAL);
  return (
    <div className="features">
      <ul className="features__list" id={listId}>
        {shown.map((f) => (
          <li key={f}>
            <CheckIcon />
            {f}
          </li>
        ))}
      </ul>
      {features.length > FEATURES_INITIAL ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((a) => !a)}
        >
          {all ? "Hide" : `Show All (${features.length})`}
        </button>
      ) : null}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="features__icon">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
