import { Link } from "react-router";
import { COMPARE_LIMIT, compareHref } from "~/domain/garage/favourites";
import { imageUrl } from "~/domain/vehicle/image-renditions";
import { useSavedCars } from "../search/use-saved-cars";

/**
 * The cars chosen for comparing (spec 01 §1 'save or compare cars'), kept in
 * this browser per site and shown at the foot of listing and vehicle pages
 * until the shopper compares or clears them. It reads the browser's list, so
 * the server renders nothing here and every shopper gets the same page.
 */
export function CompareBar({ siteSlug }: { siteSlug: string }) {
  const compare = useSavedCars(siteSlug, "compare");
  const cars = compare.entries;
  if (cars.length === 0) return null;
  const open = COMPARE_LIMIT - cars.length;
  return (
    <section className="compare-bar" aria-labelledby="compare-bar-title">
      <div className="compare-bar__inner">
        <h2 className="compare-bar__title" id="compare-bar-title">
          Compare{" "}
          <span className="compare-bar__count">
            ({cars.length} of {COMPARE_LIMIT})
          </span>
        </h2>
        <ul className="compare-bar__cars">
          {cars.map((c) => (
            <li key={c.id} className="compare-bar__car">
              {c.primary_image_url ? (
                <img src={imageUrl(c.primary_image_url, 160)} alt="" width={60} height={40} loading="lazy" decoding="async" />
              ) : (
                <span className="compare-bar__no-photo" aria-hidden="true" />
              )}
              <Link to={`/cars/${c.slug}`} className="compare-bar__name">
                {c.name}
              </Link>
              <button
                type="button"
                className="compare-bar__remove"
                aria-label={`Remove ${c.name} from compare`}
                onClick={() => compare.remove(c.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {Array.from({ length: open }, (_, i) => (
            <li key={`open-${i}`} className="compare-bar__open" aria-hidden="true" />
          ))}
        </ul>
        <div className="compare-bar__actions">
          {cars.length > 1 ? (
            <Link className="button compare-bar__go" to={compareHref(cars)}>
              Compare {cars.length} cars
            </Link>
          ) : (
            <p className="compare-bar__hint">Choose another car to compare</p>
          )}
          <button type="button" className="link-button compare-bar__clear" onClick={compare.clear}>
            Clear<span className="visually-hidden"> the compare list</span>
          </button>
        </div>
      </div>
    </section>
  );
}
