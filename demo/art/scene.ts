import { createRng } from "~/domain/content/seeded-random";
import { frac, mix, n, type Pt } from "./svg";

export type V3 = [number, number, number];

/** A camera orbiting the vehicle: yaw turns the vehicle (degrees), pitch raises the camera. */
export interface Camera {
  yaw: number;
  pitch: number;
  distance: number;
  scale: number;
  cx: number;
  cy: number;
}

export function rotate(cam: Camera, [x, y, z]: V3): V3 {
  const a = (cam.yaw * Math.PI) / 180;
  const b = (cam.pitch * Math.PI) / 180;
  const x1 = x * Math.cos(a) - z * Math.sin(a);
  const z1 = x * Math.sin(a) + z * Math.cos(a);
  const y2 = y * Math.cos(b) - z1 * Math.sin(b);
  const z2 = y * Math.sin(b) + z1 * Math.cos(b);
  return [x1, y2, z2];
}

export function project(cam: Camera, p: V3): Pt {
  const [x, y, z] = rotate(cam, p);
  const k = (cam.scale * cam.distance) / (cam.distance - z);
  return [cam.cx + x * k, cam.cy - y * k];
}

/** Whether a surface at p with outward normal nrm faces the camera. */
export function facing(cam: Camera, p: V3, nrm: V3): boolean {
  const [px, py, pz] = rotate(cam, p);
  const [nx, ny, nz] = rotate(cam, nrm);
  return nx * -px + ny * -py + nz * (cam.distance - pz) > 0;
}

/** Depth of a point: larger is further from the camera. */
export function depth(cam: Camera, p: V3): number {
  return -rotate(cam, p)[2];
}

/** Brightness of a surface under a soft studio key light above and left of the camera. */
export function light(cam: Camera, nrm: V3): { diffuse: number; sky: number } {
  const [nx, ny, nz] = rotate(cam, nrm);
  const len = Math.hypot(nx, ny, nz) || 1;
  const l: V3 = [-0.35, 0.8, 0.48];
  const ll = Math.hypot(...l);
  const d = (nx * l[0] + ny * l[1] + nz * l[2]) / (len * ll);
  return { diffuse: Math.max(0, d), sky: Math.max(0, ny / len) };
}

/**
 * Chooses scale and centre so the points fill the frame (stills), or keeps a
 * fixed scale for a spin so every frame matches.
 */
export function fitCamera(cam: Camera, pts: readonly V3[], box = { w: 960, h: 470, bottom: 650 }): Camera {
  const trial = { ...cam, scale: 1, cx: 0, cy: 0 };
  const ps = pts.map((p) => project(trial, p));
  const xs = ps.map((p) => p[0]);
  const ys = ps.map((p) => p[1]);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  const scale = Math.min(box.w / w, box.h / h);
  const fitted = { ...cam, scale, cx: 0, cy: 0 };
  const fp = pts.map((p) => project(fitted, p));
  const minX = Math.min(...fp.map((p) => p[0]));
  const maxX = Math.max(...fp.map((p) => p[0]));
  const maxY = Math.max(...fp.map((p) => p[1]));
  return { ...fitted, cx: 600 - (minX + maxX) / 2, cy: box.bottom - maxY };
}

export interface Backdrop {
  defs: string;
  body: string;
  dark: boolean;
}

const BACKDROPS = [
  { top: "#f6f7f9", wall: "#e4e8ed", floor: "#d5dae0", dark: false },
  { top: "#f7f5f2", wall: "#e9e4de", floor: "#d9d3cc", dark: false },
  { top: "#f2f5f8", wall: "#dde5ee", floor: "#cdd6e0", dark: false },
  { top: "#3a4048", wall: "#262a30", floor: "#1b1e22", dark: true },
];

/** A soft studio cove: wall fading into floor, a pool of light behind the subject. */
export function backdrop(seed: string, horizon = 560): Backdrop {
  const rng = createRng(`bg:${seed}`);
  const b = rng.weighted([
    [BACKDROPS[0], 4],
    [BACKDROPS[1], 2],
    [BACKDROPS[2], 2],
    [BACKDROPS[3], 2],
  ] as const);
  const h = frac(horizon / 800);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.top}"/><stop offset="${h}" stop-color="${b.wall}"/><stop offset="1" stop-color="${mix(b.floor, b.top, 0.35)}"/></linearGradient>` +
    `<radialGradient id="spot" cx="600" cy="${horizon - 120}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="${b.dark ? 0.22 : 0.75}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `<filter id="blur2" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>`;
  const body =
    `<rect width="1200" height="800" fill="url(#bg)"/>` +
    `<ellipse cx="600" cy="${horizon + 30}" rx="640" ry="120" fill="${b.floor}" opacity=".55" filter="url(#blur)"/>` +
    `<rect width="1200" height="800" fill="url(#spot)"/>`;
  return { defs, body, dark: b.dark };
}

/** The soft shadow a footprint casts on the studio floor. */
export function floorShadow(cam: Camera, halfLength: number, halfWidth: number): string {
  const foot = (k: number): Pt[] =>
    [
      [halfLength * k, 0, halfWidth * k],
      [-halfLength * k, 0, halfWidth * k],
      [-halfLength * k, 0, -halfWidth * k],
      [halfLength * k, 0, -halfWidth * k],
    ].map((p) => project(cam, p as V3));
  const path = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
  return (
    `<path d="${path(foot(1.08))}" fill="#000" opacity=".22" filter="url(#blur)"/>` +
    `<path d="${path(foot(0.9))}" fill="#000" opacity=".45" filter="url(#blur2)"/>`
  );
}
