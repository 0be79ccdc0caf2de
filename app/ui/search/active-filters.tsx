import { Link } from "react-router";
import type { Chip } from "~/domain/search/listing-page-view";

/** The shopper's choices as removable chips, and 'Clear Filters'. */
export function ActiveFilters({ chips, clearHref }: { chips: Chip[]; clearHref: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul aria-label="Your filters">
        {chips.map((c) => (
          <li key={c.key}>
            <Link to={c.href} preventScrollReset className="chip" aria-label={`Remove filter ${c.label}`}>
              {c.label}
              {/* An icon, not a "×" character: the visible text stays the label the link's name starts from. */}
              <svg className="chip__x" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearHref} className="link-button">
        Clear Filters
      </Link>
    </div>
  );
}
