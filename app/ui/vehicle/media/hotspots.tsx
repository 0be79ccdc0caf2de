import { useEffect, useId } from "react";
import type { Hotspot } from "~/domain/vehicle/vehicle";

/**
 * Hotspots over the spin or interior view (spec 01 §1 'hotspots'; §3
 * 'hotspots (exterior and interior with positions)'): a marker at each
 * hotspot's position (x, y in percent of the picture) that opens its description.
 */
export function HotspotLayer({
  hotspots,
  openIndex,
  onToggle,
  indexOffset = 0,
}: {
  hotspots: { hotspot: Hotspot; index: number }[];
  openIndex: number | null;
  onToggle: (index: number | null) => void;
  indexOffset?: number;
}) {
  const baseId = useId();
  useEffect(() => {
    if (openIndex === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onToggle(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openIndex, onToggle]);

  const open = hotspots.find((h) => h.index === openIndex);
  const panelId = `${baseId}-panel`;
  return (
    <div className="hotspots">
      {hotspots.map(({ hotspot: h, index }) => {
        const isOpen = openIndex === index;
        return (
          <button
            key={index}
            type="button"
            className="hotspot__marker"
            style={{ left: `${h.x}%`, top: `${h.y}%` }}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            aria-label={h.title}
            onClick={(e) => {
              e.stopPropagation();
              onToggle(isOpen ? null : index);
            }}
            onPointerDown={(e) => e.stopPropagation()}
          >
            <span aria-hidden="true">{index + 1 + indexOffset}</span>
          </button>
        );
      })}
      {open ? (
        <div
          id={panelId}
          className={`hotspot__panel${open.hotspot.x > 60 ? " hotspot__panel--left" : ""}${open.hotspot.y > 60 ? " hotspot__panel--above" : ""}`}
          style={{ "--x": open.hotspot.x, "--y": open.hotspot.y } as React.CSSProperties}
          onPointerDown={(e) => e.stopPropagation()}
        >
          <p className="hotspot__title">{open.hotspot.title}</p>
          {open.hotspot.description ? <p className="hotspot__text">{open.hotspot.description}</p> : null}
          <button
            type="button"
            className="hotspot__close"
            aria-label={`Close ${open.hotspot.title}`}
            onClick={() => onToggle(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The list of a view's hotspots under it: each one turns to and opens its hotspot. */
export function HotspotList({
  label,
  hotspots,
  openIndex,
  onChoose,
}: {
  label: string;
  hotspots: Hotspot[];
  openIndex: number | null;
  onChoose: (index: number) => void;
}) {
  if (hotspots.length === 0) return null;
  return (
    <div className="hotspot-list">
      <p className="hotspot-list__label">{label}</p>
      <ul>
        {hotspots.map((h, i) => (
          <li key={i}>
            <button type="button" className="chip" aria-pressed={openIndex === i} onClick={() => onChoose(i)}>
              <span className="chip__num" aria-hidden="true">
                {i + 1}
              </span>
              {h.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
