import { createRng } from "~/domain/content/seeded-random";
import { arc, hull } from "./mesh";
import { facing, project, type Camera, type V3 } from "./scene";
import { poly, type Pt } from "./svg";

export interface WheelStyle {
  spokes: number;
  twin: boolean;
  rim: string;
  face: string;
  caliper: string;
}

export function wheelStyle(seed: string): WheelStyle {
  const rng = createRng(`wheel:${seed}`);
  const finish = rng.weighted([
    [["#d4d7db", "#2a2d31"], 5],
    [["#3a3d42", "#151618"], 2],
    [["#9ea3a9", "#24272b"], 2],
  ] as const);
  return {
    spokes: rng.pick([5, 5, 6, 7, 10]),
    twin: rng.chance(0.35),
    rim: finish[0],
    face: finish[1],
    caliper: rng.pick(["#55595e", "#55595e", "#b3202a", "#2f5fb3"]),
  };
}

/**
 * A wheel as a short cylinder: tread hull, sidewall, then (when the outer face
 * is towards the camera) the rim, caliper and spokes, all in the side plane.
 */
export function drawWheel(
  cam: Camera,
  x: number,
  r: number,
  zOuter: number,
  zInner: number,
  style: WheelStyle,
  rimRatio = 0.68,
  cy = r,
): string {
  const tyre = "#17181a";
  const k = rimRatio / 0.68;
  const ring = (radius: number, z: number, a0 = 0, a1 = Math.PI * 2, steps = 36): Pt[] =>
    arc(x, cy, radius, a0, a1, steps).map(([px, py]) => project(cam, [px, py, z]));
  const outer = ring(r, zOuter);
  const inner = ring(r * 0.98, zInner);
  let svg = `<path d="${poly(hull([...outer, ...inner]))}" fill="${tyre}"/>`;
  const side: V3 = [0, 0, Math.sign(zOuter) || 1];
  if (!facing(cam, [x, cy, zOuter], side)) return svg;
  const zf = zOuter + Math.sign(zOuter) * 4;
  svg += `<path d="${poly(outer)}" fill="#232427"/>`;
  svg += `<path d="${poly(ring(Math.min(r * 0.9, r * rimRatio + r * 0.2), zf))}" fill="#1b1c1e"/>`;
  svg += `<path d="${poly(ring(r * rimRatio, zf))}" fill="${style.rim}"/>`;
  svg += `<path d="${poly(ring(r * (rimRatio - 0.05), zf))}" fill="${style.face}"/>`;
  // Caliper peeking through the spokes, at the leading top.
  svg += `<path d="${poly([...ring(r * 0.58 * k, zf, -2.3, -0.9, 8), ...ring(r * 0.4 * k, zf, -0.9, -2.3, 8)])}" fill="${style.caliper}"/>`;
  const spokes: string[] = [];
  for (let i = 0; i < style.spokes; i++) {
    const base = (i / style.spokes) * Math.PI * 2 + 0.3;
    const offsets = style.twin ? [-0.09, 0.09] : [0];
    for (const o of offsets) {
      const a = base + o;
      const w0 = style.twin ? 0.05 : 0.13;
      const w1 = style.twin ? 0.06 : 0.18;
      const pts: Pt[] = [
        [x + r * 0.18 * Math.cos(a - w0 * 1.6), cy + r * 0.18 * Math.sin(a - w0 * 1.6)],
        [x + r * 0.64 * k * Math.cos(a - w1), cy + r * 0.64 * k * Math.sin(a - w1)],
        [x + r * 0.64 * k * Math.cos(a + w1), cy + r * 0.64 * k * Math.sin(a + w1)],
        [x + r * 0.18 * Math.cos(a + w0 * 1.6), cy + r * 0.18 * Math.sin(a + w0 * 1.6)],
      ];
      spokes.push(poly(pts.map(([px, py]) => project(cam, [px, py, zf]))));
    }
  }
  svg += `<path d="${spokes.join("")}" fill="${style.rim}"/>`;
  svg += `<path d="${poly(ring(r * 0.2, zf + Math.sign(zf) * 6))}" fill="${style.rim}" stroke="${style.face}" stroke-width="1.5"/>`;
  svg += `<path d="${poly(ring(r * 0.08, zf + Math.sign(zf) * 8, 0, Math.PI * 2, 12))}" fill="${style.face}"/>`;
  return svg;
}
