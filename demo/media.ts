import { DEMO_VIDEO_PREFIX } from "~/server/media/known-media.server";
import type { Hotspot, VehicleInput } from "~/domain/vehicle/vehicle";
import type { ModelSpec } from "./catalogue";
import { BODIES, BODY_KINDS, type BodyKind } from "./art/shapes";
import { DEMO_PHOTO_PREFIX, photoName, spinFrameName, spinHotspot, type PhotoAngle, type SpinPart } from "./photos";
import type { Rng } from "~/domain/content/seeded-random";
import { walkaroundVideoName } from "./walkaround-video";

export { DEMO_VIDEO_PREFIX };

/**
 * Photo URLs for a demo vehicle, all served by /demo-photos: the 3/4 front
 * first (it is the primary image), then side, rear and the interior, then a
 * few of the detail shots. Thumbs are the same drawing at a smaller width.
 */
const EXTRA: PhotoAngle[] = ["left", "wheel", "lamp", "nose", "tail"];

export function photoRefs(spec: ModelSpec, colourHex: string, seed: string, rng: Rng): { image: string; thumb: string }[] {
  const count = rng.int(4, 8);
  const angles: PhotoAngle[] = ["front", "side", "rear", "interior", ...rng.sample(EXTRA, count - 4)];
  return angles.map((angle) => {
    const image = `${DEMO_PHOTO_PREFIX}${photoName(spec.shape, colourHex, angle, seed)}`;
    return { image, thumb: image };
  });
}

export const SPIN_FRAMES = 36;

const EXTERIOR: { part: SpinPart; title: string; description: string }[] = [
  {
    part: "headlight",
    title: "LED headlights",
    description: "Auto-levelling LED headlights with LED daytime running lights and auto high beam.",
  },
  {
    part: "wheel",
    title: "Alloy wheels",
    description: "Machined alloy wheels on all-season tyres, with a full-size spare under the floor.",
  },
  {
    part: "mirror",
    title: "Blind-spot monitoring",
    description: "Warning lights in both mirrors, with rear cross-traffic alert when reversing.",
  },
  { part: "taillight", title: "LED tail-lights", description: "Full-width LED tail-lights with sequential indicators." },
  { part: "roof", title: "Roof rails", description: "Rated for 75 kg dynamic load, ready for a roof rack or pod." },
];

/** Interior hotspots sit on the cabin drawing's touchscreen, cluster, wheel, vents and selector. */
const INTERIOR: Hotspot[] = [
  {
    x: 45.4,
    y: 56.3,
    title: "12.3-inch touchscreen",
    description: "Wireless Apple CarPlay and Android Auto, sat-nav and DAB+ digital radio.",
  },
  {
    x: 67.9,
    y: 56.5,
    title: "Digital instrument cluster",
    description: "Configurable 12.3-inch driver display with turn-by-turn directions.",
  },
  {
    x: 67.5,
    y: 83.1,
    title: "Leather-wrapped steering wheel",
    description: "Heated, with audio, phone and adaptive cruise controls.",
  },
  {
    x: 50.4,
    y: 88.1,
    title: "Drive mode selector",
    description: "Eco, Normal and Sport modes, plus Snow and Mud on all-wheel-drive models.",
  },
  {
    x: 33.8,
    y: 70.4,
    title: "Dual-zone climate control",
    description: "Separate temperatures for driver and passenger, with rear air vents.",
  },
];

function bodyKindOf(shape: string): BodyKind | null {
  return (BODY_KINDS as readonly string[]).includes(shape) && shape !== "caravan" ? (shape as BodyKind) : null;
}

/** The drawn body, colour and seed of a demo car, read from its first photo's name. */
function drawingOf(v: VehicleInput): { kind: BodyKind; hex: string; seed: string } | null {
  const m = /\/demo-photos\/([a-z0-9]+)-([0-9a-f]{6})-[a-z]+-([a-z0-9]+)\.svg$/.exec(v.images?.[0]?.image ?? "");
  const kind = m ? bodyKindOf(m[1]) : null;
  return m && kind ? { kind, hex: m[2], seed: m[3] } : null;
}

/** A walkaround video of the car's own drawing (walkaround-video.ts). */
export function videoRefs(v: VehicleInput): Partial<VehicleInput> {
  const d = drawingOf(v);
  return d ? { video_url: `${DEMO_VIDEO_PREFIX}${walkaroundVideoName(d.kind, d.hex, d.seed)}` } : {};
}

/** A 36-frame exterior spin, an interior view and hotspots placed on the drawn parts. */
export function spinRefs(v: VehicleInput, rng: Rng): Partial<VehicleInput> {
  const d = drawingOf(v);
  if (!d) return {};
  const { kind, hex, seed } = d;
  const spin_images = Array.from(
    { length: SPIN_FRAMES },
    (_, i) => `${DEMO_PHOTO_PREFIX}${spinFrameName(kind, hex, seed, SPIN_FRAMES, i)}`,
  );
  const exterior = rng.sample(EXTERIOR, 4).map(({ part, title, description }) =>
    part === "roof" && !BODIES[kind].rails
      ? {
          ...spinHotspot(kind, SPIN_FRAMES, part),
          title: "Panoramic glass roof",
          description: "Tilt-and-slide front section with a powered sunshade.",
        }
      : { ...spinHotspot(kind, SPIN_FRAMES, part), title, description },
  );
  return {
    spin_images,
    spin_interior_image: `${DEMO_PHOTO_PREFIX}${photoName(kind, hex, "interior", seed)}`,
    spin_code: `DEMO-${v.stocknum}`,
    hotspots: { exterior, interior: rng.sample(INTERIOR, 4) },
  };
}
