import { Link } from "react-router";

/** Spec 01 §2 empty results: the offers text on the offers page, the search text elsewhere. */
export const EMPTY_TEXTS = {
  offers: "There appears to be no offers currently available that meet the conditions of your search",
  search: "No results found for your search at this time. Please try adjusting the filters for more results.",
} as const;

export function EmptyState({ text, clearHref }: { text: keyof typeof EMPTY_TEXTS; clearHref: string }) {
  return (
    <div className="empty-state">
      <h2>No Results Available</h2>
      <p>{EMPTY_TEXTS[text]}</p>
      <Link to={clearHref} className="button">
        Clear Filters
      </Link>
    </div>
  );
}
