import { useEffect, useRef, useState } from "react";
import { IMAGE_HEIGHT, IMAGE_WIDTH } from "~/domain/vehicle/page-behaviour";
import { imageSrcSet, imageUrl, type ImageWidth } from "~/domain/vehicle/image-renditions";
import type { Hotspot } from "~/domain/vehicle/vehicle";
import { MAIN_PHOTO_SIZES } from "../picture";
import { HotspotLayer, HotspotList } from "./hotspots";
import type { SpinEngine } from "./spin-engine";

/**
 * The 360° spin view (spec 01 §2, §4 "spin (default)"). The server renders
 * the first frame at the photo's size and priority, so it paints first and
 * nothing moves; the turning behaviour (./spin-engine.ts) is fetched once the
 * page is interactive and drives this same picture. Exterior hotspots show on
 * their frame while the car stands still.
 */
export function SpinView({ frames, hotspots, title }: { frames: string[]; hotspots: Hotspot[]; title: string }) {
  const n = frames.length;
  const stageRef = useRef<HTMLDivElement>(null);
  const engine = useRef<SpinEngine | null>(null);
  const [frame, setFrame] = useState(0);
  const [width, setWidth] = useState<ImageWidth | null>(null);
  const [loaded, setLoaded] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [attached, setAttached] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("./spin-engine")
      .then(({ createSpinEngine }) => {
        if (cancelled || !stageRef.current) return;
        engine.current = createSpinEngine(stageRef.current, frames, {
          onFrame: setFrame,
          onPlaying: setPlaying,
          onLoaded: setLoaded,
          onWidth: setWidth,
          onInteract: () => setOpen(null),
        });
        setAttached(true);
      })
      .catch((err: unknown) => console.warn("The 360° view could not start", err));
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [frames]);

  const ready = loaded >= n;
  // Until the first frame is swapped, the picture keeps its server-rendered sources (no refetch).
  const swapped = width !== null && (frame !== 0 || ready);
  const visible =
    playing || !attached
      ? []
      : hotspots
          .map((hotspot, index) => ({ hotspot, index }))
          .filter(({ hotspot }) => hotspot.frame == null || hotspot.frame === frame);

  return (
    <div className="spin">
      <div
        ref={stageRef}
        className="spin__stage"
        role="slider"
        tabIndex={0}
        aria-label={`360° view of the ${title}. Drag or use the arrow keys to turn it.`}
        aria-valuemin={1}
        aria-valuemax={n}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${n}`}
        data-frame={frame}
      >
        <img
          className="spin__frame"
          src={swapped ? imageUrl(frames[frame], width) : imageUrl(frames[0], IMAGE_WIDTH)}
          srcSet={swapped ? undefined : imageSrcSet(frames[0])}
          sizes={swapped ? undefined : MAIN_PHOTO_SIZES}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="eager"
          fetchPriority="high"
          draggable={false}
        />
        <HotspotLayer hotspots={visible} openIndex={open} onToggle={setOpen} />
        {attached && !ready ? (
          <p className="spin__loading" aria-live="polite">
            Loading 360° view {Math.round((loaded / n) * 100)}%
          </p>
        ) : null}
      </div>
      <div className="spin__controls">
        <button
          type="button"
          className="chip"
          aria-pressed={playing}
          onClick={() => engine.current?.setPlaying(!playing)}
          disabled={!attached || !ready}
        >
          {playing ? "Pause rotation" : "Rotate"}
        </button>
        <span className="spin__hint" aria-hidden="true">
          ⟷ Drag to turn
        </span>
      </div>
      <HotspotList
        label="Highlights"
        hotspots={hotspots}
        openIndex={open}
        onChoose={(i) => {
          const f = hotspots[i].frame;
          if (f != null) engine.current?.turnTo(f);
          else engine.current?.setPlaying(false);
          setOpen(i);
        }}
      />
    </div>
  );
}
