import { useEffect, useRef, useState } from "react";

/** Spec 01 §9: the 'Show Me N cars' counter animates for 1 second. */
export const COUNT_ANIMATION_MS = 1000;

/** A number that runs from its previous value to the new one over `ms` (at once when motion is reduced). */
export function useAnimatedNumber(target: number, ms = COUNT_ANIMATION_MS): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    if (start === target) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduce) {
      from.current = target;
      setShown(target);
      return;
    }
    const t0 = performance.now();
    let frame = 0;
    const tick = (t: number) => {
      const p = Math.min(1, (t - t0) / ms);
      const eased = 1 - (1 - p) ** 3;
      const value = Math.round(start + (target - start) * eased);
      from.current = value;
      setShown(value);
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return shown;
}
