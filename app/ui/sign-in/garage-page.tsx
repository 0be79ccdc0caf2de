import { Form, Link } from "react-router";
import type { CardView } from "~/domain/card-view";
import { DEFAULT_LISTING_PATH } from "~/domain/listing-route";
import { VehicleCardView } from "../search/vehicle-card-view";

/**
 * My Garage (spec 02 §2 'Signed-in areas'; issue 11 §7, first part): the
 * signed-in shopper's watchlist as cards, and sign-out. Price change since
 * saving, recently viewed cars and compare are still to come.
 */
export function GaragePage({
  firstName,
  cards,
  siteSlug,
  themeVars,
}: {
  firstName: string;
  cards: CardView[];
  siteSlug: string;
  themeVars: Record<string, string>;
}) {
  return (
    <div className="favourites listing" style={themeVars as React.CSSProperties}>
      <h1>My Garage</h1>
      <p className="favourites__lead">
        Signed in{firstName ? ` as ${firstName}` : ""}.{" "}
        {cards.length > 0 ? `${cards.length} ${cards.length === 1 ? "car" : "cars"} in your watchlist.` : ""}
      </p>
      <Form method="post" action="/sign-out">
        <input type="hidden" name="back" value="/" />
        <button type="submit" className="button button--ghost">
          Sign Out
        </button>
      </Form>
      {cards.length > 0 ? (
        <ul className="results-grid" aria-label="Your watchlist">
          {cards.map((c, i) => (
            <li key={c.id} className="results-grid__item">
              <VehicleCardView card={c} siteSlug={siteSlug} loading={i === 0 ? "priority" : "lazy"} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <h2>Your watchlist is empty</h2>
          <p>Save cars to your watchlist and they will be here on every device you sign in on.</p>
          <Link className="button" to={DEFAULT_LISTING_PATH}>
            Browse our stock
          </Link>
        </div>
      )}
    </div>
  );
}
