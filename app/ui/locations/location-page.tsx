import { Link } from "react-router";
import type { LocationPageView } from "~/domain/locations/location-view";
import { localTime } from "~/domain/locations/time-zones";
import { HolidayHoursDialog, SpecialHoursList } from "./holiday-hours-dialog";
import { HoursTable } from "./hours-table";
import { Icon } from "./icons";
import { LocationsCarousel } from "./locations-carousel";
import { OpenStatusLine } from "./open-status-line";
import { ReviewBadge } from "./review-badge";
import { ReviewsList } from "./reviews-list";

/** How many of the coming special days the page lists before the dialog. */
const SPECIAL_DAYS_SHOWN = 3;

/**
 * The location details page (spec 02 §2): address, Get Directions, phone,
 * the opening-hours table, the 'Open now' line, holiday hours, the review
 * badge linking to #reviews and the reviews, and the sales/service/parts switch.
 */
export function LocationPage({
  view,
  now,
  themeVars,
}: {
  view: LocationPageView;
  now: number;
  /** The legible brand colours (--on-brand, --brand-ink) as CSS custom properties. */
  themeVars: Record<string, string>;
}) {
  const c = view.card;
  const today = localTime(now, view.timeZone).weekday;
  return (
    <div className="location-page" style={themeVars as React.CSSProperties}>
      <nav aria-label="Breadcrumb" className="location-page__crumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/dealer-locator">Locations</Link>
          </li>
          <li aria-current="page">{view.heading}</li>
        </ol>
      </nav>

      <header className="location-hero">
        <div className="location-hero__text">
          <p className="location-hero__type">{c.typeLabel}</p>
          <h1>{view.heading}</h1>
          {view.card.rating ? <ReviewBadge summary={view.card.rating} /> : null}
          <OpenStatusLine hours={c.hoursData} text={c.openText} open={c.isOpen} />
        </div>
        {view.departments.length ? (
          <nav className="department-switch" aria-label="Department">
            {view.departments.map((d) => (
              <Link key={d.label} to={d.href} aria-current={d.current ? "page" : undefined}>
                {d.label}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>

      <div className="location-page__grid">
        <section className="location-panel" aria-labelledby="contact-title">
          <h2 id="contact-title">Find us</h2>
          <p className="location-card__line location-page__address">
            <Icon name="pin" />
            <span>
              {c.street}
              <br />
              {c.locality}
            </span>
          </p>
          <p className="location-card__line">
            <Icon name="phone" />
            <a href={c.phoneHref}>{c.phone}</a>
          </p>
          {c.dealerLicence || c.repairer ? (
            <p className="location-card__numbers">
              {c.dealerLicence ? <span>{c.dealerLicence}</span> : null}
              {c.repairer ? <span>{c.repairer}</span> : null}
            </p>
          ) : null}
          <div className="location-card__actions">
            <a className="button" href={c.directionsUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="directions" /> Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a className="button button--line" href={c.contact.href}>
              {c.contact.label}
            </a>
            {c.stockHref ? (
              <Link className="button button--line" to={c.stockHref}>
                View Our Stock
              </Link>
            ) : null}
          </div>
        </section>

        <section className="location-panel" aria-labelledby="hours-title">
          <h2 id="hours-title">Opening hours</h2>
          <HoursTable rows={c.hours} caption={`Opening hours of ${view.heading}`} todayWeekday={today} />
          {view.specialHours.length ? (
            <div className="location-page__special">
              <h3>Holiday hours</h3>
              <SpecialHoursList rows={view.specialHours.slice(0, SPECIAL_DAYS_SHOWN)} />
              {view.specialHours.length > SPECIAL_DAYS_SHOWN ? (
                <HolidayHoursDialog rows={view.specialHours} locationName={view.heading} />
              ) : null}
            </div>
          ) : null}
          <p className="location-page__zone">Times are local time at the dealership.</p>
        </section>
      </div>

      {view.reviews ? (
        <ReviewsList summary={view.reviews.summary} badge={view.reviews.badge} items={view.reviews.sample} name={view.heading} />
      ) : null}

      {view.others.length ? <LocationsCarousel cards={view.others} title="Our Locations" /> : null}
    </div>
  );
}
