import { Link } from "react-router";
import type { LocationCardView } from "~/domain/locations/location-view";
import { Icon } from "./icons";
import { OpenStatusLine } from "./open-status-line";
import { Stars } from "./stars";

/**
 * The location card (spec 02 §2): image, name, rating, address, phone,
 * hours, DL and MRB numbers where the flag is on, Get Directions, and
 * 'Contact Us' or 'Book a Service'. `headingLevel` keeps the page outline right where it is placed.
 */
export function LocationCard({
  card,
  headingLevel = 3,
  showHours = true,
  distance,
}: {
  card: LocationCardView;
  headingLevel?: 2 | 3;
  showHours?: boolean;
  /** '3.4 km away', on the dealer locator. */
  distance?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="location-card">
      <div className="location-card__media">
        {card.imageUrl ? (
          <img src={card.imageUrl} alt="" loading="lazy" width={640} height={360} />
        ) : (
          <div className="location-card__placeholder" aria-hidden="true">
            <Icon name="pin" size={36} />
            <span>{card.locality}</span>
          </div>
        )}
        <span className="location-card__type">{card.typeLabel}</span>
      </div>
      <div className="location-card__body">
        <Heading className="location-card__name">
          <Link to={card.detailsHref}>{card.name}</Link>
        </Heading>
        {distance ? <p className="location-card__distance">{distance}</p> : null}
        {card.rating ? (
          <p className="location-card__rating">
            <strong>{card.rating.average_rating}</strong> <Stars average={card.rating.average_rating} size={16} />{" "}
            <span>({card.rating.count})</span>
          </p>
        ) : null}
        <p className="location-card__line">
          <Icon name="pin" />
          <span>
            {card.street}
            <br />
            {card.locality}
          </span>
        </p>
        <p className="location-card__line">
          <Icon name="phone" />
          <a href={card.phoneHref}>{card.phone}</a>
        </p>
        <OpenStatusLine hours={card.hoursData} text={card.openText} open={card.isOpen} />
        {showHours && card.hours.length ? (
          <dl className="location-card__hours">
            {card.hours.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd className={r.closed ? "is-closed" : undefined}>{r.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {card.dealerLicence || card.repairer ? (
          <p className="location-card__numbers">
            {card.dealerLicence ? <span>{card.dealerLicence}</span> : null}
            {card.repairer ? <span>{card.repairer}</span> : null}
          </p>
        ) : null}
        <div className="location-card__actions">
          <a className="button button--line" href={card.directionsUrl} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="visually-hidden"> to {card.name} (opens in a new tab)</span>
          </a>
          <a className="button" href={card.contact.href}>
            {card.contact.label}
            <span className="visually-hidden"> at {card.name}</span>
          </a>
        </div>
        <Link className="location-card__more" to={card.detailsHref}>
          View Details<span className="visually-hidden"> of {card.name}</span>
        </Link>
      </div>
    </article>
  );
}
