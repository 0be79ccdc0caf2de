import { Form, useNavigation } from "react-router";
import { POSTCODE_MAX_LENGTH, POSTCODE_PLACEHOLDER } from "~/domain/locations/dealer-locator";
import type { LocationCardView } from "~/domain/locations/location-view";
import { LocationCard } from "./location-card";

export interface DealerLocatorView {
  postcode: string;
  error: string | null;
  /** Nearest first, with the distance, after a postcode search. */
  results: { card: LocationCardView; distance: string }[] | null;
  /** Every location, when there is no search (or it failed). */
  cards: LocationCardView[];
}

/**
 * /dealer-locator: a postcode form that works without JavaScript (a GET of
 * ?postcode=), then the nearest locations with their distance.
 */
export function DealerLocatorPage({
  view,
  siteName,
  themeVars,
}: {
  view: DealerLocatorView;
  siteName: string;
  themeVars: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/dealer-locator";
  return (
    <div className="dealer-locator" style={themeVars as React.CSSProperties}>
      <header className="dealer-locator__hero">
        <h1>Find a dealership near you</h1>
        <p>Enter your postcode to see the nearest {siteName} locations, their opening hours and directions.</p>
        <Form method="get" className="postcode-form" noValidate role="search" aria-label="Find the nearest location">
          <label htmlFor="postcode">Postcode</label>
          <div className="postcode-form__row">
            <input
              id="postcode"
              name="postcode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              pattern="[0-9]{4}"
              maxLength={POSTCODE_MAX_LENGTH}
              placeholder={POSTCODE_PLACEHOLDER}
              defaultValue={view.postcode}
              key={view.postcode}
              aria-invalid={view.error ? true : undefined}
              aria-describedby={view.error ? "postcode-error" : undefined}
            />
            <button className="button" type="submit" disabled={busy}>
              {busy ? "Searching…" : "Find locations"}
            </button>
          </div>
          {view.error ? (
            <p id="postcode-error" className="postcode-form__error" role="alert">
              {view.error}
            </p>
          ) : null}
        </Form>
      </header>

      {view.results ? (
        <section aria-labelledby="nearest-title">
          <h2 id="nearest-title" className="locations-block__title">
            Nearest to {view.postcode}
          </h2>
          <ol className="locations-grid locations-grid--ranked">
            {view.results.map((r) => (
              <li key={r.card.id}>
                <LocationCard card={r.card} distance={r.distance} showHours={false} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section aria-labelledby="all-title">
          <h2 id="all-title" className="locations-block__title">
            All our locations
          </h2>
          <ul className="locations-grid">
            {view.cards.map((c) => (
              <li key={c.id}>
                <LocationCard card={c} showHours={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
