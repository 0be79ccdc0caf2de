import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { BUDGET_FINDER_PATHS, priceRangeParams, type PriceRangeView } from "~/domain/finance/budget-finder-view";
import { formatMoney } from "~/domain/finance/money";
import { movePriceThumb, type PriceTrack } from "~/domain/finance/price-range";
import { BodyChoices } from "./body-choices";
import { FinderResultView } from "./finder-result";
import { useHydrated, useLiveResult } from "./use-live-result";

/** Spec 01 §9 'slider debounce 400 ms'. */
export const SLIDER_DEBOUNCE_MS = 400;

const sameTrack = (a: PriceTrack, b: PriceTrack) => a.min === b.min && a.max === b.max && a.step === b.step;

/**
 * The price-range slider page (spec 02 §2, §5, §9): two thumbs on one track
 * in steps of $500, the minimum always below the maximum, the count between
 * them from the server (GET /api/budget-finder/price-range) and the view
 * button to the listing at that price range. Two native range inputs in a
 * GET form: keyboard and screen readers work as with any slider, and without
 * JavaScript 'Update results' sends them.
 */
export function PriceRangeFinder({ view }: { view: PriceRangeView }) {
  const hydrated = useHydrated();
  const [thumbs, setThumbs] = useState(view.result.thumbs);
  const [body, setBody] = useState(view.body);
  const url = `${BUDGET_FINDER_PATHS.priceRangeApi}?${priceRangeParams(thumbs, body)}`;
  const { result, pending, failed } = useLiveResult(view.result, url, SLIDER_DEBOUNCE_MS);
  const track = result.track;

  // Another body can move the track's ends: the thumbs then stand where the server read them.
  const shownTrack = useRef(track);
  useEffect(() => {
    if (sameTrack(shownTrack.current, result.track)) return;
    shownTrack.current = result.track;
    setThumbs(result.thumbs);
  }, [result]);

  const move = (which: 0 | 1, position: number) => {
    const next = movePriceThumb(track, thumbs, which, position);
    if (!next) {
      // Spec 01 §8 'Slider out of range: ignored, console note only'.
      console.info(`price ${position} is outside ${track.min}–${track.max}; ignored`);
      return;
    }
    if (next[0] !== thumbs[0] || next[1] !== thumbs[1]) setThumbs(next);
  };

  const [lo, hi] = thumbs;
  const span = track.max - track.min;
  const style = {
    "--lo": `${((lo - track.min) / span) * 100}%`,
    "--hi": `${((hi - track.min) / span) * 100}%`,
  } as React.CSSProperties;

  return (
    <Form
      method="get"
      action={BUDGET_FINDER_PATHS.priceRange}
      preventScrollReset
      className="budget-finder price-range-finder"
      aria-label="Find cars in your price range"
    >
      <div className="budget-finder__inputs">
        <fieldset className="finder-field price-slider">
          <legend className="finder-field__label">Price range</legend>
          <p className="price-slider__values" aria-hidden="true">
            <span>{formatMoney(lo)}</span>
            <span className="price-slider__dash">to</span>
            <span>{formatMoney(hi)}</span>
          </p>
          <div className="price-slider__track" style={style}>
            {([0, 1] as const).map((i) => (
              <input
                key={i}
                type="range"
                name={i === 0 ? "min" : "max"}
                className={`price-slider__input${i === 0 && lo >= track.max - 2 * track.step ? " price-slider__input--top" : ""}`}
                min={track.min}
                max={track.max}
                step={track.step}
                value={thumbs[i]}
                aria-label={i === 0 ? "Minimum price" : "Maximum price"}
                aria-valuetext={formatMoney(thumbs[i])}
                onChange={(e) => move(i, Number(e.target.value))}
              />
            ))}
          </div>
          <p className="price-slider__ends" aria-hidden="true">
            <span>{formatMoney(track.min)}</span>
            <span>{formatMoney(track.max)}</span>
          </p>
        </fieldset>
        <BodyChoices idPrefix="range" bodies={view.bodies} value={body} onChange={setBody} />
        <p className="budget-finder__submit" hidden={hydrated && !failed}>
          <button type="submit" className="button">
            Update results
          </button>
        </p>
      </div>
      <div className="budget-finder__result">
        <FinderResultView result={result} pending={pending} />
      </div>
    </Form>
  );
}
