import { Link } from "react-router";
import type { BrandOverviewData } from "~/domain/content/brands";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { VehicleCardView } from "~/ui/search/vehicle-card-view";

/** A brand's page (spec 01 §2 '/{brand}/overview'): logo and words, its models in stock, its newest cars. */
export function BrandOverview({ brand, siteSlug }: { brand: BrandOverviewData; siteSlug: string }) {
  return (
    <div className="brand-overview">
      <Breadcrumbs
        crumbs={[
          { label: "Home", href: "/" },
          { label: "Brands", href: "/brands" },
          { label: brand.name, href: null },
        ]}
      />
      <header className="brand-overview__head">
        <img src={brand.logo} alt="" width={160} height={80} />
        <div>
          <h1>{brand.name}</h1>
          <p className="brand-overview__count">{brand.count === 0 ? "No cars in stock right now." : `${brand.count} in stock`}</p>
        </div>
      </header>
      {brand.description
        ? brand.description.split(/\n\s*\n/).map((p, i) => (
            <p key={i} className="brand-overview__text">
              {p}
            </p>
          ))
        : null}
      {brand.models.length ? (
        <section aria-labelledby="brand-models">
          <h2 id="brand-models">{brand.name} Models</h2>
          <ul className="brand-overview__models">
            {brand.models.map((m) => (
              <li key={m.href}>
                <Link to={m.href} className="brand-overview__model">
                  <span>{m.name}</span>
                  <span className="brand-overview__model-count">{m.count} in stock</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brand.cards.length ? (
        <section aria-labelledby="brand-stock">
          <h2 id="brand-stock">Latest {brand.name} Stock</h2>
          <ul className="brand-overview__cards">
            {brand.cards.map((card, i) => (
              <li key={card.id}>
                <VehicleCardView card={card} siteSlug={siteSlug} loading={i < 2 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        {brand.stockHref ? (
          <Link className="button" to={brand.stockHref}>
            View all {brand.count} {brand.make} in stock
          </Link>
        ) : (
          <Link className="button" to="/search/new-used-and-demo-cars">
            Search all our stock
          </Link>
        )}
      </p>
    </div>
  );
}
