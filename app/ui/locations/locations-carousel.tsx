import { Link } from "react-router";
import type { LocationCardView } from "~/domain/locations/location-view";
import { CarouselArrows, useCarousel } from "~/ui/primitives/carousel";
import { Icon } from "./icons";
import { OpenStatusLine } from "./open-status-line";

/** Spec 02 §2: a swipe hint when there are more than 3 locations. */
export const SWIPE_HINT_OVER = 3;

/**
 * The 'Our Locations' carousel (spec 02 §2): each location with View
 * Location and View Our Stock; a swipe hint above 3 locations; the arrows
 * disabled at the ends. Without JavaScript the row scrolls sideways with
 * snap points; Embla takes it over after hydration.
 */
export function LocationsCarousel({ cards, title = "Our Locations" }: { cards: LocationCardView[]; title?: string }) {
  const { api, ends, setViewport, onSlideFocus } = useCarousel(cards.length);
  if (cards.length === 0) return null;
  return (
    <section className="locations-carousel" aria-labelledby="locations-carousel-title">
      <div className="locations-carousel__head">
        <h2 id="locations-carousel-title">{title}</h2>
        {cards.length > SWIPE_HINT_OVER ? (
          <p className="locations-carousel__hint">
            <span aria-hidden="true">← </span>Swipe to see all {cards.length} locations<span aria-hidden="true"> →</span>
          </p>
        ) : null}
      </div>
      <div role="group" aria-roledescription="carousel" aria-label={title} data-carousel="">
        <div
          className={api ? "locations-carousel__viewport is-ready" : "locations-carousel__viewport"}
          ref={setViewport}
          data-carousel-viewport=""
        >
          <ul className="locations-carousel__track">
            {cards.map((c, i) => (
              <li
                key={c.id}
                className="locations-carousel__slide"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${cards.length}`}
                onFocus={() => onSlideFocus(i)}
              >
                <article className="location-card location-card--compact">
                  <div className="location-card__body">
                    <p className="location-card__kicker">{c.typeLabel}</p>
                    <h3 className="location-card__name">{c.name}</h3>
                    <p className="location-card__line">
                      <Icon name="pin" />
                      <span>
                        {c.street}, {c.locality}
                      </span>
                    </p>
                    <p className="location-card__line">
                      <Icon name="phone" />
                      <a href={c.phoneHref}>{c.phone}</a>
                    </p>
                    <OpenStatusLine hours={c.hoursData} text={c.openText} open={c.isOpen} />
                    <div className="location-card__actions">
                      <Link className="button" to={c.detailsHref}>
                        View Location<span className="visually-hidden">: {c.name}</span>
                      </Link>
                      {c.stockHref ? (
                        <Link className="button button--line" to={c.stockHref}>
                          View Our Stock<span className="visually-hidden"> at {c.name}</span>
                        </Link>
                      ) : null}
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <CarouselArrows block="locations-carousel" noun="locations" api={api} ends={ends} />
      </div>
    </section>
  );
}
