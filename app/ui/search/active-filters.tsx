import { Link } from "react-router";
import type { Chip } from "./listing-types";

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
              <span aria-hidden="true" className="chip__x">
                ×
              </span>
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
