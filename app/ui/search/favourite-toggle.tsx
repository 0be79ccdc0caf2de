import { Link } from "react-router";
import { COMPARE_LIMIT, favouritesHref, type FavouriteEntry } from "~/domain/garage/favourites";
import { track } from "../analytics/events";
import { useAccount } from "../garage/account";
import { SaveButton } from "../garage/save-button";
import { dismissToast, notify } from "../toast/toast";
import { useSavedCars } from "./use-saved-cars";

/**
 * Favourite and compare toggles (spec 01 §3 'Favourites stored locally per
 * site'; §4: offered only for in-stock cars, and 'Sold cars show no Save
 * button unless already saved', so a saved car that sells can still be
 * unsaved). Reused by the vehicle page. Where the tenant enables the garage,
 * the heart is the account's watchlist Save (../garage/save-button.tsx);
 * elsewhere it keeps the favourites in this browser.
 */

export function FavouriteToggle(props: { siteSlug: string; car: FavouriteEntry; offered: boolean; variant?: "icon" | "button" }) {
  const { garagePath } = useAccount();
  return garagePath ? (
    <SaveButton car={props.car} offered={props.offered} garagePath={garagePath} variant={props.variant} />
  ) : (
    <LocalFavouriteToggle {...props} />
  );
}

function LocalFavouriteToggle({
  siteSlug,
  car,
  offered,
  variant = "icon",
}: {
  siteSlug: string;
  car: FavouriteEntry;
  /** canSave (favourites.ts): false hides the toggle unless the car is already saved. */
  offered: boolean;
  variant?: "icon" | "button";
}) {
  const favourites = useSavedCars(siteSlug, "favourites");
  const saved = favourites.has(car.id);
  if (!offered && !saved) return null;
  const toggle = () => {
    const { list, change } = favourites.toggle(car);
    // Spec 01 §9: 39 favourite, when a car is saved (not when it is removed).
    if (change === "added") track("favourite", { car_id: car.id });
    // Spec 01 §4: "Toasts 'Car Saved In Watchlist' and 'Car Removed' with a View List link."
    notify(change === "added" ? "Car Saved In Watchlist" : "Car Removed", {
      description: (
        <Link to={favouritesHref(list)} className="site-toast__link" onClick={dismissToast}>
          View List
        </Link>
      ),
    });
  };
  return (
    <button
      type="button"
      className={`fav-toggle fav-toggle--${variant}`}
      aria-pressed={saved}
      aria-label={variant === "icon" ? `Save ${car.name} to favourites` : undefined}
      title={saved ? "Saved to favourites" : "Save to favourites"}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {variant === "button" ? <span>{saved ? "Saved" : "Save"}</span> : null}
    </button>
  );
}

/** The message when a car would be one more than the compare list holds. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add this car.`;

export function CompareToggle({ siteSlug, car }: { siteSlug: string; car: FavouriteEntry }) {
  const compare = useSavedCars(siteSlug, "compare");
  const chosen = compare.has(car.id);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={chosen}
      aria-label={`Compare ${car.name}`}
      onClick={() => {
        if (compare.toggle(car).change === "full") notify(COMPARE_FULL_MESSAGE);
      }}
    >
      <span className="compare-toggle__box" aria-hidden="true" />
      Compare
    </button>
  );
}
