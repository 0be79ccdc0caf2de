import { useId } from "react";
import { stars, starsLabel } from "~/domain/reviews";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

/** Five stars by spec 02 §5: at most 4 full stars plus a partial one; the label says the rating in words. */
export function Stars({ average, size = 18 }: { average: number | string; size?: number }) {
  const s = stars(average);
  const id = useId();
  const fills = [
    ...Array.from({ length: s.full }, () => 100),
    ...(s.partialPercent === null ? [] : [s.partialPercent]),
    ...Array.from({ length: s.empty }, () => 0),
  ];
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(average)}>
      {fills.map((fill, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={`${id}-${i}`}>
              <stop offset={`${fill}%`} stopColor="currentColor" />
              <stop offset={`${fill}%`} stopColor="#d5d9e0" />
            </linearGradient>
          </defs>
          <path d={STAR} fill={`url(#${id}-${i})`} />
        </svg>
      ))}
    </span>
  );
}
