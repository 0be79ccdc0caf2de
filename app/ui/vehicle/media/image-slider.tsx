import { useCallback, useEffect, useRef, useState } from "react";
import { imageUrl } from "~/domain/vehicle/image-renditions";
import { PRIORITY_IMAGES, showThumbnails } from "~/domain/vehicle/page-behaviour";
import { MAIN_PHOTO_SIZES, VehiclePhoto } from "../picture";

export interface SlideImage {
  src: string;
  thumb: string | null;
}

/**
 * The photo slider (spec 01 §2): swipe or arrow through the photos, open any
 * of them fullscreen; the thumbnail strip only with more than 3 photos; the
 * first 2 photos load with priority. Swiping is the browser's own scrolling
 * with CSS scroll snap (no carousel library on the page's critical path).
 */
export function ImageSlider({
  images,
  title,
  onOpen,
  onIntent,
  overlay,
}: {
  images: SlideImage[];
  title: string;
  onOpen: (index: number) => void;
  /** Called when the shopper looks likely to open the fullscreen gallery (to fetch its code early). */
  onIntent?: () => void;
  overlay?: React.ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Photos beyond the next one are fetched only as the shopper nears them, so
  // the first photo has the connection to itself while the page loads.
  const [near, setNear] = useState(PRIORITY_IMAGES);

  // The photo in view follows the scroll position (swipes, arrows, thumbnails alike).
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
        setIndex(i);
        setNear((n) => Math.max(n, i + 2));
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Keep the chosen thumbnail in the strip's view.
  const thumbsRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = thumbsRef.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const left = item.offsetLeft;
    const right = left + item.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left - 8;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 8;
  }, [index]);

  const go = useCallback(
    (i: number) => {
      const el = viewportRef.current;
      const to = Math.max(0, Math.min(images.length - 1, i));
      setNear((n) => Math.max(n, to + 2));
      if (!el) return;
      const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: to * el.clientWidth, behavior: smooth ? "smooth" : "auto" });
    },
    [images.length],
  );
  const count = images.length;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    }
  };

  if (count === 0) {
    return (
      <div className="slider slider--empty">
        <p>Photos coming soon</p>
      </div>
    );
  }

  return (
    <div
      className="slider"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      // A touch may start a swipe: have the next photos ready.
      onPointerDown={() => setNear((n) => Math.max(n, index + 3))}
    >
      <section
        className="slider__frame"
        aria-roledescription="carousel"
        aria-label={`Photos of the ${title}`}
        onKeyDown={onKeyDown}
      >
        <div className="slider__viewport" ref={viewportRef}>
          <div className="slider__container">
            {images.map((img, i) => (
              <div
                className="slider__slide"
                key={`${img.src}-${i}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
              >
                <button
                  type="button"
                  className="slider__open"
                  tabIndex={i === index ? 0 : -1}
                  aria-label={`Open photo ${i + 1} of ${count} fullscreen`}
                  onClick={() => onOpen(i)}
                >
                  {i < near ? (
                    <VehiclePhoto
                      src={img.src}
                      alt={i === 0 ? title : `${title}, photo ${i + 1}`}
                      sizes={MAIN_PHOTO_SIZES}
                      priority={i < PRIORITY_IMAGES}
                      first={i === 0}
                      draggable={false}
                    />
                  ) : (
                    <span className="slider__pending" />
                  )}
                </button>
              </div>
            ))}
          </div>
        </div>
        {overlay}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="slider__arrow slider__arrow--prev"
              aria-label="Previous photo"
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Chevron dir="left" />
            </button>
            <button
              type="button"
              className="slider__arrow slider__arrow--next"
              aria-label="Next photo"
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              <Chevron dir="right" />
            </button>
          </>
        ) : null}
        <p className="slider__counter" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button type="button" className="slider__fullscreen" onClick={() => onOpen(index)}>
          <ExpandIcon /> <span>Fullscreen</span>
        </button>
      </section>
      {showThumbnails(count) ? (
        <ul className="slider__thumbs" aria-label="Photo thumbnails" ref={thumbsRef}>
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`}>
              <button
                type="button"
                className="slider__thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              >
                {/* Low priority: the thumbnails are in view on a phone, but the main photo (the page's largest paint) comes first. */}
                <img
                  src={imageUrl(img.thumb ?? img.src, 160)}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Chevron({ dir }: { dir: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={dir === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
