import { cardImage, type CardView } from "~/domain/search/card-view";
import { SiteLink } from "../nav/site-link";
import { CompareToggle, FavouriteToggle } from "./favourite-toggle";

/**
 * A search card (spec 01 §4; spec 02 §2 'Search cards'): photo, year make
 * model, badge, series, price and price type; in-stock cars also show
 * condition, transmission, odometer in km and fuel type, favourite and compare
 * toggles, 'Enquire', 'Test Drive' and 'View Details' (spec 01 §4 card actions
 * for a car in stock; finance and reserve arrive with their flows); sold cars
 * show the sold banner and only 'Find Me Something Similar'. Enquire and Test
 * Drive open the car's page with that form (vehicle page ?form=...#...). The fields are worked out by domain/search/card-view.ts (on the
 * server for listings, so the listing's JavaScript stays small).
 */

export type PhotoLoading = "priority" | "eager" | "lazy";
export const CARD_IMAGE_SIZES =
  "(min-width: 1400px) 400px, (min-width: 1200px) 300px, (min-width: 992px) 330px, (min-width: 576px) 46vw, 94vw";

export function VehicleCardView({ card, siteSlug, loading }: { card: CardView; siteSlug: string; loading: PhotoLoading }) {
  const titleId = `car-${card.id}`;
  const image = cardImage(card.primary_image_url);
  const entry = {
    id: card.id,
    name: card.name,
    slug: card.slug,
    make: card.make,
    model: card.model,
    primary_image_url: card.primary_image_url,
  };
  return (
    <article className={card.sold ? "vehicle-card vehicle-card--sold" : "vehicle-card"} aria-labelledby={titleId}>
      <div className="vehicle-card__photo">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={600}
            height={400}
            loading={loading === "lazy" ? "lazy" : "eager"}
            fetchPriority={loading === "priority" ? "high" : undefined}
            decoding={loading === "lazy" ? "async" : undefined}
          />
        ) : (
          <div className="vehicle-card__no-photo">Photo coming soon</div>
        )}
        {card.banner ? <span className={`tag-banner tag-banner--${card.banner.kind}`}>{card.banner.text}</span> : null}
        {/* A sold car keeps the heart only when already saved, so it can be unsaved (spec 01 §4). */}
        <div className="vehicle-card__fav">
          <FavouriteToggle siteSlug={siteSlug} car={entry} offered={card.savable} />
        </div>
      </div>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__title" id={titleId}>
          {card.sold ? (
            card.title
          ) : (
            <SiteLink to={card.path} className="vehicle-card__link">
              {card.title}
            </SiteLink>
          )}
        </h3>
        <p className="vehicle-card__subtitle">{card.subtitle || "\u00a0"}</p>
        <p className="vehicle-card__price">
          {card.price.was ? (
            <span className="vehicle-card__was">
              <span className="visually-hidden">Was </span>
              <s>{card.price.was}</s>
            </span>
          ) : null}
          <span className="vehicle-card__amount">
            {card.price.text}
            {card.price.suffix ? <span className="vehicle-card__per">{card.price.suffix}</span> : null}
          </span>
          {card.price.type ? <span className="vehicle-card__price-type">{card.price.type}</span> : null}
        </p>
        {card.specs.length ? (
          <ul className="vehicle-card__specs" aria-label="Key details">
            {card.specs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
        {card.moreSold > 0 ? <p className="vehicle-card__more-sold">+{card.moreSold} more recently sold</p> : null}
        {card.similarHref ? null : (
          <div className="vehicle-card__leads">
            <a href={`${card.path}?form=enquiry#enquiry`} className="button button--ghost" aria-describedby={titleId}>
              Enquire
            </a>
            <a href={`${card.path}?form=test-drive#test-drive`} className="button button--ghost" aria-describedby={titleId}>
              Test Drive
            </a>
            {card.financeHref ? (
              <a href={card.financeHref} className="button button--ghost" aria-describedby={titleId}>
                Finance
              </a>
            ) : null}
            {card.buyOnlineHref ? (
              <a href={card.buyOnlineHref} className="button button--ghost" aria-describedby={titleId}>
                Buy Online
              </a>
            ) : card.reserveHref ? (
              <a href={card.reserveHref} className="button button--ghost" aria-describedby={titleId}>
                Reserve
              </a>
            ) : null}
          </div>
        )}
        <div className="vehicle-card__actions">
          {card.similarHref ? (
            <SiteLink to={card.similarHref} className="button button--block">
              Find Me Something Similar
            </SiteLink>
          ) : (
            <>
              {card.savable ? <CompareToggle siteSlug={siteSlug} car={entry} /> : <span />}
              <SiteLink to={card.path} className="button button--ghost" tabIndex={-1}>
                View Details
              </SiteLink>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
