import { useEffect, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import type { CardView } from "~/domain/search/card-view";
import { favouritesHref } from "~/domain/garage/favourites";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import { VehicleCardView } from "../search/vehicle-card-view";
import { useSavedCars } from "../search/use-saved-cars";
import { CompareBar } from "./compare-bar";

const noop = () => () => {};
/** False on the server and in the first render, true once the page runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * The saved cars (spec 01 §4 favourites' 'View List'), a local list until the
 * watchlist issue replaces it with the account's. The list lives in this
 * browser; the page is rendered on the server from the ids in its URL (the
 * toast's View List link carries them; opened without, the browser adds its
 * own). Cars the stock no longer lists stay removable.
 */
export function FavouritesPage({
  cards,
  missing,
  hasIds,
  siteSlug,
  themeVars,
}: {
  cards: CardView[];
  missing: number[];
  hasIds: boolean;
  siteSlug: string;
  themeVars: Record<string, string>;
}) {
  const favourites = useSavedCars(siteSlug, "favourites");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const saved = favourites.entries;
  useEffect(() => {
    if (!hasIds && saved.length > 0) void navigate(favouritesHref(saved), { replace: true });
  }, [hasIds, saved, navigate]);
  const gone = saved.filter((e) => missing.includes(e.id));
  const empty = hydrated && saved.length === 0 && cards.length === 0;
  return (
    <div className="favourites listing" style={themeVars as React.CSSProperties}>
      <h1>Your saved cars</h1>
      <p className="favourites__lead">
        Cars you save with the heart are kept in this browser, on this device.
        {cards.length > 0 ? ` ${cards.length} ${cards.length === 1 ? "car" : "cars"} saved.` : ""}
      </p>
      {cards.length > 0 ? (
        <ul className="results-grid" aria-label="Saved cars">
          {cards.map((c, i) => (
            <li key={c.id} className="results-grid__item">
              <VehicleCardView card={c} siteSlug={siteSlug} loading={i === 0 ? "priority" : "lazy"} />
            </li>
          ))}
        </ul>
      ) : null}
      {gone.length > 0 ? (
        <>
          <h2>No longer available</h2>
          <ul className="favourites__missing">
            {gone.map((e) => (
              <li key={e.id}>
                <span>{e.name}</span>
                <button type="button" className="link-button" onClick={() => favourites.remove(e.id)}>
                  Remove<span className="visually-hidden"> {e.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {empty ? (
        <div className="empty-state">
          <h2>You have no saved cars yet</h2>
          <p>Tap the heart on a car to save it here.</p>
          <Link className="button" to={DEFAULT_LISTING_PATH}>
            Browse our stock
          </Link>
        </div>
      ) : null}
      <CompareBar siteSlug={siteSlug} />
    </div>
  );
}
