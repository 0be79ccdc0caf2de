import { useEffect, useRef } from "react";
import { ERROR_SUMMARY_HEADING } from "./form-values";

/**
 * Spec 02 §8: "'Please fix the following errors:' followed by a list; a
 * form-level destructive alert shows the form error."
 */

export function ErrorSummary({
  items,
  fieldId,
}: {
  items: { name: string; label: string; message: string }[];
  /** The id of a field's control, for the summary's links to it. */
  fieldId: (name: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="lead-summary" role="alert" data-testid="lead-error-summary">
      <p className="lead-summary__heading">{ERROR_SUMMARY_HEADING}</p>
      <ul>
        {items.map((i) => (
          <li key={i.name}>
            <a href={`#${fieldId(i.name)}`}>{i.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The destructive alert: the server's message, or 'An error occurred when submitting this form' (spec 02 §8). */
export function FormErrorAlert({ id, messages }: { id: string; messages: string[] | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages?.join("\n") ?? "";
  // The alert sits above the fields: a form sent from its bottom (a dialog scrolled down) brings it into view.
  useEffect(() => {
    if (text) ref.current?.scrollIntoView({ block: "nearest" });
  }, [text]);
  if (!messages?.length) return null;
  return (
    <div ref={ref} className="lead-alert lead-alert--destructive" role="alert" id={id} data-testid="lead-form-error">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2 1 21h22L12 2zm1 15h-2v-2h2v2zm0-4h-2V9h2v4z" fill="currentColor" />
      </svg>
      <div>
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </div>
  );
}
