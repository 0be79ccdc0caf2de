import type { BodyShape, Edge } from "./shapes";
import type { Pt } from "./svg";

/** Geometry of a lofted body: the sampled side profile and the width at each point. */
export interface Mesh {
  pts: Pt[];
  tags: Edge[];
  halfWidth(x: number, y: number): number;
  /** The x of the nose (side 1) or the tail (side -1) at height y. */
  endX(y: number, side: 1 | -1): number;
}

/** Points along a rounded polygon: each corner becomes a short quadratic arc. */
export function sampleRounded<T>(verts: readonly (readonly [number, number, number, T])[]): { pts: Pt[]; tags: T[] } {
  const pts: Pt[] = [];
  const tags: T[] = [];
  const len = verts.length;
  for (let i = 0; i < len; i++) {
    const [x, y, r, tag] = verts[i];
    const prev = verts[(i - 1 + len) % len];
    const next = verts[(i + 1) % len];
    const a = cut([x, y], [prev[0], prev[1]], r);
    const b = cut([x, y], [next[0], next[1]], r);
    const steps = r >= 200 ? 8 : r >= 100 ? 6 : r >= 40 ? 2 : 1;
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      pts.push([u * u * a[0] + 2 * u * t * x + t * t * b[0], u * u * a[1] + 2 * u * t * y + t * t * b[1]]);
      tags.push(s === steps || (s + 0.5) / steps >= 0.5 ? tag : prev[3]);
    }
  }
  return { pts, tags };
}

function cut(p: Pt, toward: Pt, r: number): Pt {
  const dx = toward[0] - p[0];
  const dy = toward[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(r, len / 2.05) / len;
  return [p[0] + dx * k, p[1] + dy * k];
}

export function buildMesh(shape: BodyShape): Mesh {
  const { pts, tags } = sampleRounded(shape.profile);
  const half = shape.length / 2;
  const halfWidth = (x: number, y: number) => {
    const t = Math.max(0, Math.min(1, (y - shape.belt) / (shape.roof - shape.belt)));
    const end = Math.max(0, Math.min(1, (Math.abs(x) - (half - 550)) / 550));
    const low = Math.max(0, Math.min(1, (shape.clearance + 120 - y) / 120));
    return (shape.width / 2 - shape.tumble * Math.pow(t, 1.3)) * (1 - 0.08 * end * end) * (1 - 0.04 * low);
  };
  const endX = (y: number, side: 1 | -1) => {
    let best = side === 1 ? -Infinity : Infinity;
    for (let i = 0; i < pts.length; i++) {
      const [x0, y0] = pts[i];
      const [x1, y1] = pts[(i + 1) % pts.length];
      if ((y0 - y) * (y1 - y) > 0 || y0 === y1) continue;
      const x = x0 + ((y - y0) / (y1 - y0)) * (x1 - x0);
      best = side === 1 ? Math.max(best, x) : Math.min(best, x);
    }
    return Number.isFinite(best) ? best : side * half;
  };
  return { pts, tags, halfWidth, endX };
}

/** Sutherland-Hodgman clip of a polygon to xmin <= x <= xmax. */
export function clipX(poly: readonly Pt[], xmin: number, xmax: number): Pt[] {
  const clip = (input: readonly Pt[], inside: (p: Pt) => boolean, edge: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i - 1 + input.length) % input.length];
      const cross = (): Pt => {
        const t = (edge - prev[0]) / (cur[0] - prev[0]);
        return [edge, prev[1] + t * (cur[1] - prev[1])];
      };
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross());
        out.push(cur);
      } else if (inside(prev)) out.push(cross());
    }
    return out;
  };
  return clip(
    clip(poly, (p) => p[0] >= xmin, xmin),
    (p) => p[0] <= xmax,
    xmax,
  );
}

/** Points of a circle of radius r around (cx, cy) from angle a0 to a1 (radians). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number, steps: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** Convex hull (monotone chain) of screen points, for a tyre seen at an angle. */
export function hull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2], lower[lower.length - 1], pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: Pt[] = [];
  for (const pt of p.reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2], upper[upper.length - 1], pt) <= 0) upper.pop();
    upper.push(pt);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
