import { Link } from "react-router";
import type { FinderResult } from "~/domain/finance/budget-finder-view";

/**
 * The live count and the view button (spec 02 §4): a link to the listing
 * with the price range (and body), or, when nothing fits, a disabled button
 * reading '0 cars found' with 'No cars found for this budget' beside it.
 * The line above the button is a polite live region, so a screen reader
 * hears the new count after each change.
 */
export function FinderResultView({ result, pending, note }: { result: FinderResult; pending: boolean; note?: string | null }) {
  return (
    <div className="finder-result" aria-busy={pending || undefined}>
      <p className={`finder-result__summary${result.disabled ? " finder-result__summary--none" : ""}`} aria-live="polite">
        {result.summary}
      </p>
      {result.disabled || !result.href ? (
        <button type="button" className="button finder-result__view" disabled>
          {result.buttonText}
        </button>
      ) : (
        <Link className="button finder-result__view" to={result.href}>
          {result.buttonText}
        </Link>
      )}
      {result.disabled && note ? <p className="finder-result__note">{note}</p> : null}
    </div>
  );
}
