import type { LocationCardView } from "~/domain/locations/location-view";
import { HoursTable } from "./hours-table";
import { Icon } from "./icons";
import { LocationCard } from "./location-card";
import { OpenStatusLine } from "./open-status-line";

export type LocationsBlockLayout = "auto" | "grid" | "contact-panel";

/**
 * The location block (spec 02 §2): one location in full, or a grid of
 * location cards (View Details link), or a contact panel (address, phone,
 * hours and directions beside each other). 'auto' is one location in full
 * when there is one, else the grid.
 */
export function LocationsBlock({
  cards,
  title = "Our Locations",
  layout = "auto",
}: {
  cards: LocationCardView[];
  title?: string;
  layout?: LocationsBlockLayout;
}) {
  if (cards.length === 0) return null;
  const mode = layout === "auto" ? (cards.length === 1 ? "single" : "grid") : layout;
  return (
    <section className="locations-block" aria-labelledby="locations-block-title">
      <h2 id="locations-block-title" className="locations-block__title">
        {title}
      </h2>
      {mode === "grid" ? (
        <div className="locations-grid">
          {cards.map((c) => (
            <LocationCard key={c.id} card={c} showHours={false} />
          ))}
        </div>
      ) : (
        cards.map((c) => <ContactPanel key={c.id} card={c} />)
      )}
    </section>
  );
}

/** One location in full: address and contact on one side, the hours on the other. */
export function ContactPanel({ card }: { card: LocationCardView }) {
  return (
    <div className="contact-panel">
      <div className="contact-panel__main">
        <h3 className="contact-panel__name">{card.name}</h3>
        <p className="location-card__line">
          <Icon name="pin" />
          <span>
            {card.street}, {card.locality}
          </span>
        </p>
        <p className="location-card__line">
          <Icon name="phone" />
          <a href={card.phoneHref}>{card.phone}</a>
        </p>
        <OpenStatusLine hours={card.hoursData} text={card.openText} open={card.isOpen} />
        <div className="location-card__actions">
          <a className="button button--line" href={card.directionsUrl} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="visually-hidden"> to {card.name} (opens in a new tab)</span>
          </a>
          <a className="button" href={card.detailsHref}>
            View Details<span className="visually-hidden"> of {card.name}</span>
          </a>
        </div>
      </div>
      <div className="contact-panel__hours">
        <HoursTable rows={card.hours} caption={`Opening hours of ${card.name}`} />
      </div>
    </div>
  );
}
