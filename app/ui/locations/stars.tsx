import { useId } from "react";
import { stars, starsLabel } from "~/domain/content/reviews";

/** One star's cell is 20 units, with 1 unit between cells. */
const CELL = 20;
const GAP = 1;
const WIDTH = 5 * CELL + 4 * GAP;

/** The star outline, moved right by `dx` (two of its commands are absolute). */
const star = (dx: number) => `M${10 + dx} 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L${10 + dx} 14.9l-5.2 2.8 1-5.9L${1.5 + dx} 7.7l5.9-.8z`;
const FIVE_STARS = Array.from({ length: 5 }, (_, i) => star(i * (CELL + GAP))).join("");

/**
 * Five stars by spec 02 §5: at most 4 full stars plus a partial one; the
 * label says the rating in words. Drawn as one path under one gradient that
 * stops where the filled part ends: 7 elements a rating instead of 31, which
 * counts on a location page of twelve reviews (the page's hydration time).
 */
export function Stars({ average, size = 18 }: { average: number | string; size?: number }) {
  const id = useId();
  const stop = `${((fillEnd(average) / WIDTH) * 100).toFixed(2)}%`;
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(average)}>
      <svg width={(size * WIDTH) / CELL} height={size} viewBox={`0 0 ${WIDTH} ${CELL}`} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
            <stop offset={stop} stopColor="currentColor" />
            <stop offset={stop} stopColor="#d5d9e0" />
          </linearGradient>
        </defs>
        <path d={FIVE_STARS} fill={`url(#${id})`} />
      </svg>
    </span>
  );
}

/** Where, in the drawing's units, the filled part ends: after the full stars and the partial star's share of its cell. */
export function fillEnd(average: number | string): number {
  const s = stars(average);
  const partial = s.partialPercent === null ? 0 : (CELL * s.partialPercent) / 100;
  return s.full * (CELL + GAP) + partial;
}
