import { IMAGE_WIDTHS, imageUrl, type ImageWidth } from "~/domain/vehicle/image-renditions";
import { SPIN_AUTO_ROTATE_MS, SPIN_SENSITIVITY_PX } from "~/domain/vehicle/page-behaviour";

/**
 * The 360-degree spin's behaviour (spec 01 §9 "Spin view: sensitivity 20 px,
 * auto-rotate 100 ms"): one frame per 20 px dragged, a frame every 100 ms
 * while it turns on its own (until the shopper takes over; never with reduced
 * motion; only while on screen), a frame per arrow key. The frames are fetched
 * once the page has loaded, so they never compete with its first paint.
 *
 * Loaded on demand by SpinView (a dynamic import) and attached to the stage
 * SpinView already rendered, so the first frame the server sent stays the
 * same element (it is the page's largest paint).
 */

export interface SpinCallbacks {
  onFrame(frame: number): void;
  onPlaying(playing: boolean): void;
  onLoaded(count: number): void;
  onWidth(width: ImageWidth): void;
  /** The shopper moved the spin themselves (drag or keys). */
  onInteract(): void;
}

export interface SpinEngine {
  turnTo(frame: number): void;
  setPlaying(playing: boolean): void;
  destroy(): void;
}

export function createSpinEngine(stage: HTMLElement, frames: readonly string[], cb: SpinCallbacks): SpinEngine {
  const n = frames.length;
  let frame = 0;
  let playing = false;
  let ready = false;
  let inView = true;
  let timer: ReturnType<typeof setInterval> | undefined;
  let drag: { x: number; frame: number; id: number } | null = null;
  let destroyed = false;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

  // Frames are many: 1.5x density is sharp enough and keeps a phone's download small.
  const need = stage.clientWidth * Math.min(1.5, window.devicePixelRatio || 1);
  const width: ImageWidth = IMAGE_WIDTHS.find((w) => w >= need && w <= 1200) ?? 1200;
  cb.onWidth(width);

  const turnTo = (f: number) => {
    frame = ((f % n) + n) % n;
    cb.onFrame(frame);
  };
  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    if (playing && ready && inView) timer = setInterval(() => turnTo(frame + 1), SPIN_AUTO_ROTATE_MS);
  };
  const setPlaying = (p: boolean) => {
    playing = p;
    cb.onPlaying(p);
    schedule();
  };
  const takeOver = () => {
    if (playing) setPlaying(false);
    cb.onInteract();
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || (e.target as Element).closest("button, .hotspot__panel")) return;
    takeOver();
    drag = { x: e.clientX, frame, id: e.pointerId };
    stage.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    turnTo(drag.frame - Math.trunc((e.clientX - drag.x) / SPIN_SENSITIVITY_PX));
  };
  const onPointerUp = () => {
    drag = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== stage) return;
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step && e.key !== "Home") return;
    e.preventDefault();
    takeOver();
    turnTo(step ? frame + step : 0);
  };
  stage.addEventListener("pointerdown", onPointerDown);
  stage.addEventListener("pointermove", onPointerMove);
  stage.addEventListener("pointerup", onPointerUp);
  stage.addEventListener("pointercancel", onPointerUp);
  stage.addEventListener("keydown", onKeyDown);

  const io = new IntersectionObserver(
    ([entry]) => {
      inView = entry.isIntersecting;
      schedule();
    },
    { threshold: 0.2 },
  );
  io.observe(stage);

  // Fetch every frame before turning, so each step shows at once.
  let imgs: HTMLImageElement[] = [];
  const preload = () => {
    if (destroyed) return;
    let count = 0;
    imgs = frames.map((src) => {
      const img = new Image();
      img.decoding = "async";
      img.onload = img.onerror = () => {
        if (destroyed) return;
        cb.onLoaded(++count);
        if (count === n) {
          ready = true;
          schedule();
        }
      };
      img.src = imageUrl(src, width);
      return img;
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(preload, { timeout: 1500 }) : setTimeout(preload, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });

  if (!reduceMotion) setPlaying(true);

  return {
    turnTo: (f) => {
      takeOver();
      turnTo(f);
    },
    setPlaying,
    destroy: () => {
      destroyed = true;
      clearInterval(timer);
      io.disconnect();
      window.removeEventListener("load", whenIdle);
      stage.removeEventListener("pointerdown", onPointerDown);
      stage.removeEventListener("pointermove", onPointerMove);
      stage.removeEventListener("pointerup", onPointerUp);
      stage.removeEventListener("pointercancel", onPointerUp);
      stage.removeEventListener("keydown", onKeyDown);
      for (const img of imgs) img.onload = img.onerror = null;
    },
  };
}
