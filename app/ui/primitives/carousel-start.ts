import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

/** Every carousel's Embla options: the row snaps to its start and stops at its last slide. */
const OPTIONS: EmblaOptionsType = { align: "start", containScroll: "trimSnaps" };

/**
 * Starts Embla on a carousel's viewport once the row comes near the screen
 * (Embla measures every slide when it starts, a forced layout the page's
 * load need not wait behind), fetching it then rather than with the page.
 * Until it is there the row scrolls sideways on its own; if it never comes
 * (a dropped connection) it stays so. Returns the function that stops it.
 */
export function startCarouselWhenNear(viewport: HTMLElement, started: (api: EmblaCarouselType) => void): () => void {
  let cancelled = false;
  let instance: EmblaCarouselType | undefined;
  const start = () =>
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, OPTIONS);
        started(instance);
      },
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
    near.observe(viewport);
  }
  return () => {
    cancelled = true;
    near?.disconnect();
    instance?.destroy();
  };
}

/** Brings a slide that takes the keyboard focus into view (the browser scrolls the clipped viewport; Embla moves the track instead). */
export function showFocusedSlide(api: EmblaCarouselType | undefined, viewport: HTMLElement | null, index: number): void {
  if (viewport) viewport.scrollLeft = 0;
  if (api && !api.slidesInView().includes(index)) api.scrollTo(index);
}

/**
 * The carousels of a page React does not hydrate (ui/page-script/static-page.ts):
 * the markup CarouselArrows and the viewports render (`data-carousel-*`),
 * driven as useCarousel drives them on a page it does.
 */
export function enableCarousels(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
    const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
    const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
    if (!viewport) continue;
    startCarouselWhenNear(viewport, (api) => {
      viewport.classList.add("is-ready");
      const update = () => {
        if (prev) prev.disabled = !api.canScrollPrev();
        if (next) next.disabled = !api.canScrollNext();
      };
      update();
      api.on("select", update).on("reInit", update);
      prev?.addEventListener("click", () => api.scrollPrev());
      next?.addEventListener("click", () => api.scrollNext());
      const slides = api.slideNodes();
      root.addEventListener("focusin", (event) => {
        const index = slides.findIndex((s) => event.target instanceof Node && s.contains(event.target));
        if (index >= 0) showFocusedSlide(api, viewport, index);
      });
    });
  }
}
