import type { GridCell } from "~/domain/search/listing-page-view";
import { PromoCard } from "./promo-card";
import { VehicleCardView } from "./vehicle-card-view";

/** The result grid (spec 01 §2: 3 cards a row on a 12-column grid on a desktop). */
export function ResultsGrid({ grid, siteSlug }: { grid: GridCell[]; siteSlug: string }) {
  let n = 0;
  return (
    <ul className="results-grid" aria-label="Vehicles">
      {grid.map((g) => {
        if (g.kind === "promo") {
          return (
            <li key={`promo-${g.promo.title}`} className="results-grid__item">
              <PromoCard promo={g.promo} />
            </li>
          );
        }
        const i = n++;
        // The first photo is the largest paint on a phone and loads with priority; the rest load lazily
        // (those in view at once on a desktop still load straight away) so they do not compete with it.
        return (
          <li key={g.card.id} className="results-grid__item">
            <VehicleCardView card={g.card} siteSlug={siteSlug} loading={i === 0 ? "priority" : "lazy"} />
          </li>
        );
      })}
    </ul>
  );
}
