import { Link } from "react-router";
import type { PageLinks } from "~/domain/search/listing-page-view";

export function Pagination({ links }: { links: PageLinks }) {
  if (links.items.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Pages of results">
      {links.prev ? (
        <Link to={links.prev} className="pagination__step" rel="prev">
          ‹ Previous
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {links.items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link to={item.href} aria-current={item.current ? "page" : undefined} aria-label={`Page ${item.page}`}>
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {links.next ? (
        <Link to={links.next} className="pagination__step" rel="next">
          Next ›
        </Link>
      ) : null}
    </nav>
  );
}
