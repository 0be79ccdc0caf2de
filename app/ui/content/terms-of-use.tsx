import type { ReactNode } from "react";

/** Below this width the terms are collapsed (spec 02 §9 breakpoint md 768px; the media queries in app.css). */
export const TERMS_COLLAPSE_BELOW = 768;

/**
 * Terms of use text that collapses and expands on small screens (spec 02 §4
 * 'Terms of use text collapses/expands on small screens'), with no
 * JavaScript: a <details> element, closed, that the shopper opens with
 * 'Show terms of use'. On wide screens the stylesheet hides the toggle and
 * shows the text (::details-content; a browser without it keeps the toggle).
 * `html` is already safe (domain/content/markdown.ts); `more` follows it (a link to
 * the whole terms).
 */
export function TermsOfUse({
  html,
  title = "Terms of use",
  more,
  className,
}: {
  html: string | null;
  title?: string;
  more?: ReactNode;
  className?: string;
}) {
  return (
    <details className={className ? `terms-of-use ${className}` : "terms-of-use"}>
      <summary className="terms-of-use__toggle">
        <span className="terms-of-use__show">Show {title.toLowerCase()}</span>
        <span className="terms-of-use__hide">Hide {title.toLowerCase()}</span>
      </summary>
      <div className="terms-of-use__body">
        <h2 className="terms-of-use__title">{title}</h2>
        {html ? <div className="prose prose--small" dangerouslySetInnerHTML={{ __html: html }} /> : null}
        {more}
      </div>
    </details>
  );
}
