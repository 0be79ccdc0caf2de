import { Link } from "react-router";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";

/**
 * Price and was-price by the display priority (spec 01 §4), or, for a sold
 * car, the sold message and 'Find Me Something Similar'.
 */
export function PriceBlock({ model }: { model: VehiclePageModel }) {
  const { price } = model;
  if (model.similarHref) {
    return (
      <div className="price-block price-block--sold">
        <p className="price-block__sold">{model.soldText}</p>
        <p>This car has been sold. We have plenty more like it.</p>
        <Link className="button button--block" to={model.similarHref}>
          Find Me Something Similar
        </Link>
      </div>
    );
  }
  return (
    <div className="price-block">
      {price.wasPrice !== null && "wasText" in price && price.wasText ? (
        <p className="price-block__was">
          <span className="visually-hidden">Was </span>
          <s>{price.wasText}</s>
          {price.kind === "reduced" || price.wasPrice ? (
            <span className="price-block__save"> Save {formatSaving(price.wasPrice, "amount" in price ? price.amount : 0)}</span>
          ) : null}
        </p>
      ) : null}
      <p className="price-block__amount">
        {price.kind === "subscription" ? (
          <>
            {price.text}
            <span className="price-block__per">{price.suffix}</span>
          </>
        ) : (
          price.text
        )}
      </p>
      {price.kind === "subscription" ? (
        <p className="price-block__type">Subscription, all inclusive</p>
      ) : "priceType" in price && price.priceType ? (
        <p className="price-block__type">{price.priceType}</p>
      ) : null}
      {model.marketBadge ? <p className="price-block__market-badge">Below market price</p> : null}
    </div>
  );
}

function formatSaving(was: number, now: number): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 }).format(was - now);
}
