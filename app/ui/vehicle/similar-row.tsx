import type { CardView } from "~/domain/search/card-view";
import { VehicleCardView } from "../search/vehicle-card";

/**
 * The similar cars' carousel track without its script: a row that scrolls
 * sideways with snap points, so it works before (and without) JavaScript.
 * similar-carousel.tsx turns the same markup into the carousel.
 */
export function SimilarRow({
  cars,
  siteSlug,
  viewportRef,
  ready = false,
  onSlideFocus,
}: {
  cars: CardView[];
  siteSlug: string;
  viewportRef?: (el: HTMLDivElement | null) => void;
  ready?: boolean;
  onSlideFocus?: (index: number) => void;
}) {
  return (
    <div className={ready ? "similar-carousel__viewport is-ready" : "similar-carousel__viewport"} ref={viewportRef}>
      <ul className="similar-carousel__track" data-testid="similar-vehicles">
        {cars.map((car, i) => (
          <li
            key={car.id}
            className="similar-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${cars.length}`}
            onFocus={onSlideFocus ? () => onSlideFocus(i) : undefined}
          >
            <VehicleCardView card={car} siteSlug={siteSlug} loading="lazy" />
          </li>
        ))}
      </ul>
    </div>
  );
}
