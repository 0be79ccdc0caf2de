import { Link } from "react-router";
import { displayPrice } from "~/domain/price-display";
import type { PublicSite } from "~/domain/site";
import type { SearchHit } from "~/server/search/types";

const km = new Intl.NumberFormat("en-AU");

export function VehicleCard({ hit, site, priority }: { hit: SearchHit; site: PublicSite; priority: boolean }) {
  const price = displayPrice(hit, { subscriptionPricing: site.features.subscription_pricing, noPriceText: site.texts.noPriceText });
  const sold = hit.status === "sold";
  return (
    <article className="vehicle-card">
      <Link to={hit.path} className="vehicle-card__link">
        <div className="vehicle-card__photo">
          {hit.primary_image_url ? (
            <img
              src={hit.primary_image_url}
              alt=""
              width={600}
              height={400}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : "auto"}
            />
          ) : null}
          {sold ? <span className="vehicle-card__banner">{site.texts.soldText}</span> : null}
        </div>
        <h3 className="vehicle-card__title">
          {hit.year} {hit.make} {hit.model}
        </h3>
      </Link>
      <p className="vehicle-card__badge">{[hit.badge, hit.series].filter(Boolean).join(" ")}</p>
      <p className="vehicle-card__price">
        {price.wasPrice ? <s>{"wasText" in price ? price.wasText : null}</s> : null}
        <strong>{price.text}</strong>
        {price.kind === "subscription" ? <span>{price.suffix}</span> : null}
        {"priceType" in price && price.priceType ? <span className="vehicle-card__price-type">{price.priceType}</span> : null}
      </p>
      {sold ? null : (
        <ul className="vehicle-card__specs">
          <li>{hit.car_type[0].toUpperCase() + hit.car_type.slice(1)}</li>
          {hit.simple_transmission ? <li>{hit.simple_transmission}</li> : null}
          <li>{km.format(hit.km)} km</li>
          {hit.simple_fuel ?? hit.fuel ? <li>{hit.simple_fuel ?? hit.fuel}</li> : null}
        </ul>
      )}
    </article>
  );
}
