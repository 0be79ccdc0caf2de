import type { FavouriteEntry } from "~/domain/favourites";
import { useSavedCars } from "./use-saved-cars";

/**
 * Favourite and compare toggles (spec 01 §3 'Favourites stored locally per
 * site'; §4: offered only for in-stock cars — callers check canSave first).
 * Reused by the vehicle page.
 */

export function FavouriteToggle({
  siteSlug,
  car,
  variant = "icon",
}: {
  siteSlug: string;
  car: FavouriteEntry;
  variant?: "icon" | "button";
}) {
  const favourites = useSavedCars(siteSlug, "favourites");
  const saved = favourites.has(car.id);
  return (
    <button
      type="button"
      className={`fav-toggle fav-toggle--${variant}`}
      aria-pressed={saved}
      aria-label={variant === "icon" ? `Save ${car.name} to favourites` : undefined}
      title={saved ? "Saved to favourites" : "Save to favourites"}
      onClick={() => favourites.toggle(car)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {variant === "button" ? <span>{saved ? "Saved" : "Save"}</span> : null}
    </button>
  );
}

export function CompareToggle({ siteSlug, car }: { siteSlug: string; car: FavouriteEntry }) {
  const compare = useSavedCars(siteSlug, "compare");
  const chosen = compare.has(car.id);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={chosen}
      aria-label={`Compare ${car.name}`}
      onClick={() => compare.toggle(car)}
    >
      <span className="compare-toggle__box" aria-hidden="true" />
      Compare
    </button>
  );
}
