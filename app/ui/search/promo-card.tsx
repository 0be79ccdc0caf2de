import type { PromoView } from "~/domain/search/listing-page-view";

/** A promotional card (spec 01 §2: e.g. buy-your-car, at the tenant's positions). */
export function PromoCard({ promo }: { promo: PromoView }) {
  return (
    <article className="promo-card">
      {promo.image ? (
        <img
          className="promo-card__image"
          src={promo.image.src}
          srcSet={promo.image.srcSet}
          sizes="(min-width: 992px) 330px, 94vw"
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="promo-card__body">
        <p className="promo-card__eyebrow">Special offer</p>
        <h3 className="promo-card__title">
          <a href={promo.link} className="promo-card__link">
            {promo.title}
          </a>
        </h3>
        {promo.text ? <p className="promo-card__text">{promo.text}</p> : null}
        <span className="promo-card__cta" aria-hidden="true">
          Find out more →
        </span>
      </div>
    </article>
  );
}
