import { Suspense } from "react";
import { Await } from "react-router";
import { dealLabel, gaugeLevel, shouldShowPriceComparison, type PriceComparison } from "~/domain/vehicle/market-price";

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/**
 * The market-price indicator (spec 01 §5, §9; the spec's 'autogauge'):
 * rendered with the page when ready in time, else streamed after first paint;
 * shown only under the rules of §5, hidden while loading, on failure and for
 * an empty answer (§8).
 */
export function MarketPrice({ comparison }: { comparison: PriceComparison | null | Promise<PriceComparison | null> }) {
  // An answer already in hand renders in place: a Suspense boundary, even a
  // finished one, may be sent after the shell and shown a frame later, moving
  // everything under it.
  if (!(comparison instanceof Promise)) return shouldShowPriceComparison(comparison) ? <MarketGauge c={comparison} /> : null;
  return (
    <Suspense fallback={null}>
      <Await resolve={comparison} errorElement={null}>
        {(c) => (shouldShowPriceComparison(c) ? <MarketGauge c={c} /> : null)}
      </Await>
    </Suspense>
  );
}

export function MarketGauge({ c }: { c: PriceComparison }) {
  const level = gaugeLevel(c.confidence);
  const label = dealLabel(c.fill);
  // A half-circle gauge: the arc is filled to `fill`.
  const r = 40;
  const half = Math.PI * r;
  const angle = Math.PI * (1 - c.fill);
  const needle = { x: 50 + r * Math.cos(angle), y: 50 - r * Math.sin(angle) };
  return (
    <section className={`market market--${level}`} aria-labelledby="market-heading">
      <div className="market__gauge" aria-hidden="true">
        <svg viewBox="0 0 100 56" width="112" height="63">
          <path d="M10 50 A40 40 0 0 1 90 50" className="market__track" />
          <path d="M10 50 A40 40 0 0 1 90 50" className="market__fill" strokeDasharray={`${half * c.fill} ${half}`} />
          <circle cx={needle.x} cy={needle.y} r="5" className="market__needle" />
        </svg>
      </div>
      <div className="market__text">
        <h2 id="market-heading" className="market__label">
          {label}
        </h2>
        <p className="market__range">
          Market price {aud.format(c.market_range_min)} – {aud.format(c.market_range_max)}
        </p>
        <details className="market__details">
          <summary>How we work this out</summary>
          <p>{c.description}</p>
          <p>
            Confidence: {level === "high" ? "High" : level === "medium" ? "Medium" : "Low"} ({Math.round(c.confidence * 100)}%)
          </p>
        </details>
      </div>
    </section>
  );
}
