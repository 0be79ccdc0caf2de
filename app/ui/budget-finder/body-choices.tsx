import type { BodyChoice } from "~/domain/finance/budget-finder-view";

/**
 * The body selector (spec 02 §9 'body selector limit 4 (20 when custom)'):
 * radio buttons drawn as chips, 'All' first. Without JavaScript the form
 * sends the chosen one.
 */
export function BodyChoices({
  idPrefix,
  bodies,
  value,
  onChange,
}: {
  idPrefix: string;
  bodies: readonly BodyChoice[];
  value: string | null;
  onChange: (key: string | null) => void;
}) {
  if (bodies.length === 0) return null;
  const choices = [{ key: "", label: "All" }, ...bodies];
  return (
    <fieldset className="finder-field finder-chips">
      <legend className="finder-field__label">Body type</legend>
      <div className="finder-chips__row">
        {choices.map((c, i) => (
          <span className="finder-chip" key={c.key || "all"}>
            <input
              type="radio"
              id={`${idPrefix}-body-${i}`}
              name="body"
              value={c.key}
              checked={(value ?? "") === c.key}
              onChange={() => onChange(c.key || null)}
            />
            <label htmlFor={`${idPrefix}-body-${i}`}>{c.label}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
