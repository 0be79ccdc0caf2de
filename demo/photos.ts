import { DEMO_PHOTO_PREFIX } from "~/server/media/known-media.server";
import { bodyCamera, renderBody } from "./art/body";
import { renderBikeCockpit, renderCabin, renderCaravanInterior } from "./art/interior";
import { renderLogo } from "./art/logo";
import { buildMesh } from "./art/mesh";
import { renderBike } from "./art/motorcycle";
import { project } from "./art/scene";
import { BIKE_KINDS, BODIES, SHAPE_NAMES, type BikeKind, type BodyKind, type ShapeName } from "./art/shapes";

/**
 * Demo photos, drawn on request from their file name so the demo needs no
 * network and no stored images (served by routes/demo-photos.ts):
 *
 *   /demo-photos/{shape}-{rrggbb}-{angle}-{seed}.svg          a still
 *   /demo-photos/spin-{shape}-{rrggbb}-{seed}-{n}-{i}.svg     frame i of an n-frame 360° spin
 *   /demo-photos/logo-{word}-{word}...-{rrggbb}-{rrggbb}.svg  a dealer wordmark
 *
 * The same name always gives the same picture; the seed varies backdrop,
 * wheels and trim between vehicles of one shape and colour.
 */
export const PHOTO_ANGLES = ["front", "side", "rear", "left", "nose", "tail", "wheel", "lamp", "interior"] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];
export { SHAPE_NAMES, type ShapeName };

export { DEMO_PHOTO_PREFIX };

const VIEWS: Record<Exclude<PhotoAngle, "interior">, { yaw: number; pitch: number; crop?: "wheel" | "lamp" }> = {
  front: { yaw: 35, pitch: 9 },
  side: { yaw: 0, pitch: 4 },
  rear: { yaw: -35, pitch: 9 },
  left: { yaw: 145, pitch: 9 },
  nose: { yaw: 90, pitch: 7 },
  tail: { yaw: -90, pitch: 7 },
  wheel: { yaw: 25, pitch: 5, crop: "wheel" },
  lamp: { yaw: 35, pitch: 8, crop: "lamp" },
};
const BIKE_VIEWS: Partial<Record<PhotoAngle, { yaw: number; pitch: number; crop?: "wheel" | "lamp" }>> = {
  front: { yaw: 30, pitch: 8 },
  rear: { yaw: -30, pitch: 8 },
  left: { yaw: 150, pitch: 8 },
  nose: { yaw: 55, pitch: 8 },
  tail: { yaw: -55, pitch: 8 },
  wheel: { yaw: 10, pitch: 4, crop: "wheel" },
  lamp: { yaw: 30, pitch: 8, crop: "lamp" },
};

const SPIN_START_YAW = 35;
const SPIN_PITCH = 9;

const STILL = /^([a-z0-9]+)-([0-9a-f]{6})-([a-z]+)-([a-z0-9]{1,16})\.svg$/;
const SPIN = /^spin-([a-z0-9]+)-([0-9a-f]{6})-([a-z0-9]{1,16})-(\d{1,2})-(\d{1,2})\.svg$/;
const LOGO = /^logo-((?:[a-z0-9]+-){1,6})([0-9a-f]{6})-([0-9a-f]{6})\.svg$/;

function isShape(s: string): s is ShapeName {
  return (SHAPE_NAMES as readonly string[]).includes(s);
}
function isBike(s: ShapeName): s is BikeKind {
  return (BIKE_KINDS as readonly string[]).includes(s);
}

export function photoName(shape: ShapeName, colourHex: string, angle: PhotoAngle, seed: string): string {
  return `${shape}-${colourHex.replace("#", "").toLowerCase()}-${angle}-${seed}.svg`;
}

export function spinFrameName(shape: ShapeName, colourHex: string, seed: string, frames: number, frame: number): string {
  return `spin-${shape}-${colourHex.replace("#", "").toLowerCase()}-${seed}-${frames}-${frame}.svg`;
}

export function logoName(name: string, primary: string, secondary: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  return `logo-${words.join("-")}-${primary.replace("#", "").toLowerCase()}-${secondary.replace("#", "").toLowerCase()}.svg`;
}

/** Recently drawn pictures: a listing page asks for the same few dozen again and again. */
const cache = new Map<string, string | null>();
const CACHE_SIZE = 500;

/** The SVG for a demo photo or logo file name, or null when the name is not one of ours. */
export function renderDemoPhoto(name: string): string | null {
  const hit = cache.get(name);
  if (hit !== undefined) {
    cache.delete(name);
    cache.set(name, hit);
    return hit;
  }
  const svg = draw(name);
  // Only names that parse are cached, so junk requests cannot evict real pictures.
  if (svg !== null) {
    cache.set(name, svg);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return svg;
}

function draw(name: string): string | null {
  const logo = LOGO.exec(name);
  if (logo) return renderLogo(logo[1].split("-").filter(Boolean), `#${logo[2]}`, `#${logo[3]}`);
  const spin = SPIN.exec(name);
  if (spin) {
    const [, shape, hex, seed, framesText, frameText] = spin;
    const frames = Number(framesText);
    const frame = Number(frameText);
    if (!isShape(shape) || frames < 8 || frames > 72 || frame >= frames) return null;
    const yaw = spinYaw(frames, frame);
    if (isBike(shape)) return renderBike(shape, `#${hex}`, yaw, SPIN_PITCH, seed);
    return renderBody({ kind: shape, colour: `#${hex}`, yaw, pitch: SPIN_PITCH, seed, fixed: true });
  }
  const still = STILL.exec(name);
  if (!still) return null;
  const [, shape, hex, angle, seed] = still;
  if (!isShape(shape) || !(PHOTO_ANGLES as readonly string[]).includes(angle)) return null;
  const colour = `#${hex}`;
  if (angle === "interior") {
    if (isBike(shape)) return renderBikeCockpit(colour, seed);
    if (shape === "caravan") return renderCaravanInterior(colour, seed);
    return renderCabin(colour, seed);
  }
  if (isBike(shape)) {
    const v = BIKE_VIEWS[angle as PhotoAngle] ?? { yaw: 0, pitch: 4 };
    return renderBike(shape, colour, v.yaw, v.pitch, seed, v.crop);
  }
  const v = VIEWS[angle as Exclude<PhotoAngle, "interior">];
  return renderBody({ kind: shape, colour, yaw: v.yaw, pitch: v.pitch, seed, crop: v.crop });
}

/** A dealer wordmark for a tenant theme's logo_url. */
export function renderDemoLogo(name: string, primary: string, secondary: string): string {
  return renderDemoPhoto(logoName(name, primary, secondary)) as string;
}

export function spinYaw(frames: number, frame: number): number {
  return SPIN_START_YAW - (frame * 360) / frames;
}

export type SpinPart = "headlight" | "wheel" | "taillight" | "mirror" | "roof" | "tailgate";

/**
 * Where a part of a car body appears in a spin, as percentages of the frame,
 * so the demo's exterior hotspots sit on what they describe. Picks the frame
 * nearest the yaw that shows the part best.
 */
export function spinHotspot(kind: BodyKind, frames: number, part: SpinPart): { frame: number; x: number; y: number } {
  const shape = BODIES[kind];
  const mesh = buildMesh(shape);
  const want: Record<SpinPart, number> = { headlight: 35, wheel: 20, mirror: 15, roof: 0, taillight: -35, tailgate: -70 };
  const step = 360 / frames;
  const frame = ((Math.round((SPIN_START_YAW - want[part]) / step) % frames) + frames) % frames;
  const cam = bodyCamera({ kind, yaw: spinYaw(frames, frame), pitch: SPIN_PITCH, fixed: true });
  const W = shape.width / 2;
  const [hl, tl] = shape.lights;
  const point: Record<SpinPart, [number, number, number]> = {
    headlight: [mesh.endX(hl, 1) - 120, hl - 50, W * 0.75],
    wheel: [shape.wheels[0], shape.wheelRadius, W],
    mirror: [(shape.mirror ?? shape.wheels[0]) + 80, shape.belt + 100, W + 100],
    roof: [0, shape.roof, 0],
    taillight: [mesh.endX(tl, -1) + 100, tl - 70, W * 0.8],
    tailgate: [mesh.endX(shape.belt, -1), shape.belt, 0],
  };
  const [x, y] = project(cam, point[part]);
  const pct = (v: number, of: number) => Math.round(Math.max(0, Math.min(100, (v / of) * 100)) * 10) / 10;
  return { frame, x: pct(x, 1200), y: pct(y, 800) };
}
