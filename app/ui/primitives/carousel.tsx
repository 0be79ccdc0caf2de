import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { showFocusedSlide, startCarouselWhenNear } from "./carousel-start";

/**
 * The Embla carousels' shared behaviour (the 'Our Locations' carousel, spec
 * 02 §2; the similar cars' carousel mode, spec 01 §2): the row snaps to its
 * start, Previous and Next are disabled at the ends, and a slide that takes
 * the keyboard focus is brought into view. Embla is fetched after the page has
 * hydrated, not with it (the carousels sit below the fold, and its 8 kB gzip
 * would share the phone's first bandwidth with the page's main photo), and
 * only when the row comes near the screen: Embla measures every slide when it
 * starts, a forced layout the page's load need not wait behind. Until it is
 * there (`api` undefined) the row scrolls sideways on its own.
 */
export function useCarousel(slideCount: number) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const viewport = useRef<HTMLDivElement | null>(null);
  const [ends, setEnds] = useState({ prev: false, next: slideCount > 1 });
  useEffect(() => {
    if (!node) return;
    const stop = startCarouselWhenNear(node, setApi);
    return () => {
      stop();
      setApi(undefined);
    };
  }, [node]);
  useEffect(() => {
    if (!api) return;
    const update = () => setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  const setViewport = useCallback((el: HTMLDivElement | null) => {
    viewport.current = el;
    setNode(el);
  }, []);
  const onSlideFocus = useCallback((index: number) => showFocusedSlide(api, viewport.current, index), [api]);
  return { api, ends, setViewport, onSlideFocus };
}

/** The Previous and Next buttons, `${block}__controls` and `${block}__button`, labelled "Previous {noun}" and "Next {noun}". */
export function CarouselArrows({
  block,
  noun,
  api,
  ends,
}: {
  block: string;
  noun: string;
  api: EmblaCarouselType | undefined;
  ends: { prev: boolean; next: boolean };
}) {
  return (
    <div className={`${block}__controls`}>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={`Previous ${noun}`}
        data-carousel-prev=""
        disabled={!ends.prev}
        onClick={() => api?.scrollPrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={`Next ${noun}`}
        data-carousel-next=""
        disabled={!ends.next}
        onClick={() => api?.scrollNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
