import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

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
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const start = () =>
      import("embla-carousel").then(
        ({ default: EmblaCarousel }) => {
          if (cancelled) return;
          instance = EmblaCarousel(node, { align: "start", containScroll: "trimSnaps" });
          setApi(instance);
        },
        // No Embla (a dropped connection): the row keeps scrolling on its own.
        () => undefined,
      );
    let near: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "undefined") void start();
    else {
      near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          near?.disconnect();
          void start();
        },
        { rootMargin: "300px 0px" },
      );
      near.observe(node);
    }
    return () => {
      cancelled = true;
      near?.disconnect();
      instance?.destroy();
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
  const onSlideFocus = useCallback(
    (index: number) => {
      // The browser scrolls the clipped viewport itself to show the focused slide; Embla moves the track instead.
      if (viewport.current) viewport.current.scrollLeft = 0;
      if (api && !api.slidesInView().includes(index)) api.scrollTo(index);
    },
    [api],
  );
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
        disabled={!ends.prev}
        onClick={() => api?.scrollPrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${block}__button`}
        aria-label={`Next ${noun}`}
        disabled={!ends.next}
        onClick={() => api?.scrollNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
