import { useEffect, useRef, useState } from "react";
import { withRange, type ListingState } from "~/domain/search/query-edits";
import {
  applySliderChange,
  formatSliderValue,
  keyStep,
  rangeFor,
  sliderValue,
  snapToStep,
  thumbsFor,
  type SliderBounds,
  type SliderFacet,
} from "~/domain/search/range-slider";
import { useDebounced } from "./use-listing-nav";

/** Spec 01 §9: slider debounce 400 ms. */
export const SLIDER_DEBOUNCE_MS = 400;

/**
 * A dual-thumb range filter with the rules of spec 01 §5 and the labels of §9:
 * two native range inputs on one track (screen-reader support comes with
 * them). Their positions are set here, step by step (range-slider.ts), and
 * not left to the browser's own step rounding, so the handles stand exactly
 * on the URL's values.
 */
export function RangeFacet({
  facet,
  label,
  bounds,
  state,
  onChange,
}: {
  facet: SliderFacet;
  label: string;
  bounds: SliderBounds;
  state: ListingState;
  onChange: (s: ListingState) => void;
}) {
  const fromState = thumbsFor(bounds, state.ranges[facet]);
  const [thumbs, setThumbs] = useState(fromState);
  const moving = useRef(false);
  const debounced = useDebounced((next: [number, number]) => {
    moving.current = false;
    onChange(withRange(state, facet, rangeFor(facet, bounds, next)));
  }, SLIDER_DEBOUNCE_MS);

  const key = `${fromState[0]}:${fromState[1]}`;
  useEffect(() => {
    // A new state from outside (back button, cleared filters) moves the thumbs unless the shopper is moving them.
    if (!moving.current) setThumbs(thumbsFor(bounds, state.ranges[facet]));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const move = (index: 0 | 1, position: number) => {
    const value = snapToStep(bounds, position);
    const proposed: [number, number] = index === 0 ? [value, thumbs[1]] : [thumbs[0], value];
    const change = applySliderChange(bounds, thumbs, proposed);
    if (!change.ok) {
      // Spec 01 §8: an out-of-range attempt is ignored, with a console note only.
      console.info(change.reason);
      return;
    }
    if (change.value[0] === thumbs[0] && change.value[1] === thumbs[1]) return;
    moving.current = true;
    setThumbs(change.value);
    debounced.call(change.value);
  };

  const span = bounds.max - bounds.min;
  const [lo, hi] = thumbs;
  const name = label.toLowerCase();
  const show = (v: number) => formatSliderValue(facet, sliderValue(facet, bounds, v));
  const text = (v: number, atEnd: boolean) => (atEnd ? `Any ${name}` : show(v));
  const style = {
    "--lo": `${((lo - bounds.min) / span) * 100}%`,
    "--hi": `${((hi - bounds.min) / span) * 100}%`,
  } as React.CSSProperties;
  return (
    <div className="range-facet">
      <p className="range-facet__values" aria-hidden="true">
        <span>{show(lo)}</span>
        <span>
          {show(hi)}
          {hi >= bounds.max && facet !== "year" ? "+" : ""}
        </span>
      </p>
      <div className="range-facet__slider" style={style}>
        {([0, 1] as const).map((i) => (
          <input
            key={i}
            type="range"
            className={
              i === 0 && lo >= bounds.max - bounds.step ? "range-facet__input range-facet__input--top" : "range-facet__input"
            }
            min={bounds.min}
            max={bounds.max}
            step="any"
            value={thumbs[i]}
            aria-label={`${i === 0 ? "Minimum" : "Maximum"} ${name}`}
            aria-valuetext={text(thumbs[i], i === 0 ? lo <= bounds.min : hi >= bounds.max)}
            onChange={(e) => move(i, Number(e.target.value))}
            onKeyDown={(e) => {
              const next = keyStep(bounds, thumbs[i], e.key);
              if (next === null) return;
              e.preventDefault();
              move(i, next);
            }}
          />
        ))}
      </div>
      <input type="hidden" name={facet} value={rangeText(rangeFor(facet, bounds, thumbs))} />
    </div>
  );
}

function rangeText(r: { min?: number; max?: number }): string {
  return r.min === undefined && r.max === undefined ? "" : `${r.min ?? ""}:${r.max ?? ""}`;
}
