import type { CardView } from "~/domain/search/card-view";
import { CarouselArrows, useCarousel } from "~/ui/primitives/carousel";
import { SimilarRow } from "./similar-row";

/**
 * The similar cars as a carousel (spec 01 §2 'A carousel mode exists for
 * similar cars'), for tenants that choose it: Embla moves the row; the
 * Previous and Next buttons are disabled at the ends; a card that takes the
 * keyboard focus is brought into view. Loaded only where a tenant uses it.
 */
export default function SimilarCarousel({ cars, siteSlug }: { cars: CardView[]; siteSlug: string }) {
  const { api, ends, setViewport, onSlideFocus } = useCarousel(cars.length);
  return (
    <div className="similar-carousel" role="group" aria-roledescription="carousel" aria-label="Similar vehicles">
      <SimilarRow cars={cars} siteSlug={siteSlug} viewportRef={setViewport} ready={Boolean(api)} onSlideFocus={onSlideFocus} />
      <CarouselArrows block="similar-carousel" noun="cars" api={api} ends={ends} />
    </div>
  );
}
