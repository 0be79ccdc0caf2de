import { lazy, Suspense } from "react";
import { Await, Link } from "react-router";
import type { CardView } from "~/domain/search/card-view";
import { SIMILAR_PLACEHOLDERS } from "~/domain/vehicle/similar-vehicles";
import { VehicleCardView } from "../search/vehicle-card";
import { SimilarRow } from "./similar-row";

const SimilarCarousel = lazy(() => import("./similar-carousel"));

/**
 * Similar vehicles (spec 01 §7, §9): streamed after first paint with 6
 * placeholders while they load; the server falls back to a plain search when
 * the similar-cars search fails. A grid, or a carousel where the tenant
 * chooses it (spec 01 §2 'A carousel mode exists for similar cars').
 */
export function SimilarVehicles({
  similar,
  siteSlug,
  heading = "Similar Vehicles",
  layout = "grid",
}: {
  similar: Promise<CardView[]>;
  siteSlug: string;
  heading?: string;
  layout?: "grid" | "carousel";
}) {
  return (
    <section className="similar" aria-labelledby="similar-heading">
      <div className="similar__head">
        <h2 id="similar-heading">{heading}</h2>
        <Link to="/search/new-used-and-demo-cars">View all stock</Link>
      </div>
      <Suspense fallback={<Placeholders />}>
        <Await
          resolve={similar}
          errorElement={
            <p>
              Similar cars could not be loaded. <Link to="/search/new-used-and-demo-cars">Browse all our stock</Link>.
            </p>
          }
        >
          {(cars) =>
            cars.length && layout === "carousel" ? (
              <Suspense fallback={<SimilarRow cars={cars} siteSlug={siteSlug} />}>
                <SimilarCarousel cars={cars} siteSlug={siteSlug} />
              </Suspense>
            ) : cars.length ? (
              <ul className="similar__grid" data-testid="similar-vehicles">
                {cars.map((car) => (
                  <li key={car.id}>
                    <VehicleCardView card={car} siteSlug={siteSlug} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : (
              <p>No similar cars in stock right now.</p>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

function Placeholders() {
  return (
    <ul className="similar__grid" aria-busy="true" aria-label="Loading similar cars">
      {Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
        <li key={i} className="card-placeholder" aria-hidden="true">
          <div className="card-placeholder__photo" />
          <div className="card-placeholder__line" />
          <div className="card-placeholder__line card-placeholder__line--short" />
        </li>
      ))}
    </ul>
  );
}
