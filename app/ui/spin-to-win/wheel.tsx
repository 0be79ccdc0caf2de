import { useEffect, useRef, useState } from "react";
import type { WheelSegment } from "~/domain/spin-to-win/view";

/**
 * The prize wheel: a picture of the server's draw, never the draw itself.
 * At rest it shows `landOn` under the pointer; when `turnTo` is set after the
 * page has mounted (a spin just made with JavaScript), it turns five times
 * and stops on that segment, then calls `onLanded` (at once where the
 * shopper prefers reduced motion). Decorative: the page says the result in
 * words.
 */

const R = 96;
const TURNS = 5;
/** The turn's length (spin-to-win.css .spin-wheel__disc transition); the result shows after it even if no transitionend comes. */
const TURN_MS = 4500;
const FILLS = [
  { fill: "var(--brand)", ink: "var(--on-brand, #fff)" },
  { fill: "var(--brand-2)", ink: "var(--on-brand-2, #111827)" },
  { fill: "var(--accent)", ink: "var(--on-accent, #111827)" },
];
const NO_PRIZE = { fill: "#ffffff", ink: "#111827" };

/** The wheel's rotation (degrees) that puts segment `i` of `n` under the pointer at the top. */
export function restAngle(i: number, n: number): number {
  const step = 360 / n;
  return (360 - (i + 0.5) * step) % 360;
}

function point(deg: number, r = R): string {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(rad)).toFixed(3)} ${(r * Math.sin(rad)).toFixed(3)}`;
}

function wedge(i: number, n: number): string {
  if (n === 1) return `M 0 ${-R} A ${R} ${R} 0 1 1 0 ${R} A ${R} ${R} 0 1 1 0 ${-R} Z`;
  const step = 360 / n;
  return `M 0 0 L ${point(i * step)} A ${R} ${R} 0 ${step > 180 ? 1 : 0} 1 ${point((i + 1) * step)} Z`;
}

export function Wheel({
  segments,
  landOn,
  turnTo,
  onLanded,
}: {
  segments: readonly WheelSegment[];
  /** The segment shown under the pointer at rest (the shopper's earlier spin), or none. */
  landOn: number | null;
  /** A spin made since the page mounted: the segment to turn to. */
  turnTo: number | null;
  onLanded?: () => void;
}) {
  const n = Math.max(segments.length, 1);
  const [angle, setAngle] = useState(landOn === null || landOn < 0 ? 0 : restAngle(landOn, n));
  const callback = useRef(onLanded);
  const done = useRef(false);
  useEffect(() => {
    callback.current = onLanded;
  });
  const land = () => {
    if (done.current) return;
    done.current = true;
    callback.current?.();
  };
  useEffect(() => {
    if (turnTo === null) return;
    const target = TURNS * 360 + restAngle(Math.max(turnTo, 0), n);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setAngle(target);
      land();
      return;
    }
    // The next frame, so the browser has drawn the wheel at rest and the transition runs from there.
    const frame = requestAnimationFrame(() => setAngle(target));
    const fallback = setTimeout(land, TURN_MS + 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [turnTo, n]);

  const step = 360 / n;
  const fontSize = n <= 6 ? 9 : 7.5;
  return (
    <div className="spin-wheel" aria-hidden="true">
      <svg
        className="spin-wheel__disc"
        viewBox="-100 -100 200 200"
        style={{ transform: `rotate(${angle}deg)` }}
        onTransitionEnd={(e) => {
          if (e.propertyName === "transform" && turnTo !== null) land();
        }}
      >
        <circle r="99" fill="var(--brand-2)" />
        {segments.map((s, i) => {
          const colours = s.kind === "no_prize" ? NO_PRIZE : FILLS[i % FILLS.length];
          const mid = i * step + step / 2;
          // Labels on the left half are turned half round, so none reads upside down.
          const flip = mid > 180;
          // Roughly the label's width; squeezed to fit between the hub and the rim when longer.
          const long = s.label.length * fontSize * 0.56 > 66;
          return (
            <g key={`${s.prizeId ?? "none"}-${i}`}>
              <path d={wedge(i, n)} fill={colours.fill} stroke="#ffffff" strokeWidth="1.2" />
              <text
                transform={`rotate(${flip ? mid + 90 : mid - 90})`}
                x={flip ? -54 : 54}
                y="0"
                fill={colours.ink}
                fontSize={fontSize}
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
                {...(long ? { textLength: 66, lengthAdjust: "spacingAndGlyphs" } : {})}
              >
                {s.label}
              </text>
            </g>
          );
        })}
        <circle r="16" fill="#ffffff" stroke="var(--brand)" strokeWidth="3" />
      </svg>
      <svg className="spin-wheel__pointer" viewBox="0 0 40 44">
        <path d="M20 42 L4 6 Q20 -2 36 6 Z" fill="var(--ink, #14181f)" stroke="#ffffff" strokeWidth="3" />
      </svg>
    </div>
  );
}
