import { Link } from "react-router";
import type { CardView } from "~/domain/search/card-view";
import { VehicleCardView } from "../search/vehicle-card";

/** The 404 of an unknown or no longer listed car: a way back to search and cars like it. */
export function VehicleNotFound({
  suggestions,
  siteSlug,
  themeVars,
}: {
  suggestions: CardView[];
  siteSlug: string;
  themeVars: Record<string, string>;
}) {
  return (
    <div className="vehicle-missing" style={themeVars as React.CSSProperties}>
      <div className="vehicle-missing__intro">
        <h1>Sorry, we can't find that car</h1>
        <p>It may have been sold, or the link may be out of date. Here are some cars you might like instead.</p>
        <p className="vehicle-missing__actions">
          <Link className="button" to="/search/new-used-and-demo-cars">
            Search all our stock
          </Link>
        </p>
      </div>
      {suggestions.length ? (
        <section className="similar" aria-labelledby="suggestions-heading">
          <h2 id="suggestions-heading">You might like</h2>
          <ul className="similar__grid">
            {suggestions.map((car) => (
              <li key={car.id}>
                <VehicleCardView card={car} siteSlug={siteSlug} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
