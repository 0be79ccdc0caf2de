import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CardView } from "~/domain/card-view";
import { SimilarRow } from "./similar-row";

/**
 * The similar cars as a carousel (spec 01 §2 'A carousel mode exists for
 * similar cars'), for tenants that choose it: Embla moves the row; the
 * Previous and Next buttons are disabled at the ends; a card that takes the
 * keyboard focus is brought into view. Loaded only where a tenant uses it.
 */
export default function SimilarCarousel({ cars, siteSlug }: { cars: CardView[]; siteSlug: string }) {
  const [viewportRef, api] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps", slidesToScroll: 1 });
  const viewport = useRef<HTMLDivElement | null>(null);
  const [ends, setEnds] = useState({ prev: false, next: cars.length > 1 });
  useEffect(() => {
    if (!api) return;
    const update = () => setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  const setViewport = useCallback(
    (el: HTMLDivElement | null) => {
      viewport.current = el;
      viewportRef(el);
    },
    [viewportRef],
  );
  const onSlideFocus = useCallback(
    (index: number) => {
      // The browser scrolls the clipped viewport itself to show the focused card; Embla moves the track instead.
      if (viewport.current) viewport.current.scrollLeft = 0;
      if (api && !api.slidesInView().includes(index)) api.scrollTo(index);
    },
    [api],
  );
  return (
    <div className="similar-carousel" role="group" aria-roledescription="carousel" aria-label="Similar vehicles">
      <SimilarRow cars={cars} siteSlug={siteSlug} viewportRef={setViewport} ready={Boolean(api)} onSlideFocus={onSlideFocus} />
      <div className="similar-carousel__controls">
        <button
          type="button"
          className="similar-carousel__button"
          aria-label="Previous cars"
          disabled={!ends.prev}
          onClick={() => api?.scrollPrev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="similar-carousel__button"
          aria-label="Next cars"
          disabled={!ends.next}
          onClick={() => api?.scrollNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
