/** Path helpers shared by the demo illustrations; their colours are mixed as the product's brand logos' are. */

export { lightness, mix, shade } from "~/domain/content/brand-colours";

export type Pt = [number, number];

/** Whole pixels keep the SVG small; at 1200x800 no step is visible. */
export function n(v: number): string {
  return String(Math.round(v));
}

/** Gradient offsets and other fractions: two decimals. */
export function frac(v: number): string {
  return String(Math.round(v * 100) / 100);
}

export function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

export function polyline(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
}

/** A closed path through points with rounded corners (radius per point). */
export function roundedPath(points: readonly Pt[], radius: number | readonly number[]): string {
  const len = points.length;
  const r = (i: number) => (typeof radius === "number" ? radius : radius[i]);
  let d = "";
  for (let i = 0; i < len; i++) {
    const p = points[i];
    const prev = points[(i - 1 + len) % len];
    const next = points[(i + 1) % len];
    const a = cornerCut(p, prev, r(i));
    const b = cornerCut(p, next, r(i));
    d += `${i === 0 ? "M" : "L"}${n(a[0])} ${n(a[1])}Q${n(p[0])} ${n(p[1])} ${n(b[0])} ${n(b[1])}`;
  }
  return `${d}Z`;
}

function cornerCut(p: Pt, toward: Pt, r: number): Pt {
  const dx = toward[0] - p[0];
  const dy = toward[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(r, len / 2) / len;
  return [p[0] + dx * k, p[1] + dy * k];
}

/** A 1200x800 (3:2) picture; viewBox crops it for detail shots. */
export function svgDoc(defs: string, body: string, viewBox: readonly number[] = [0, 0, 1200, 800]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.map(n).join(" ")}" width="1200" height="800" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

/** A 3:2 crop of width w centred on (x, y), kept inside the 1200x800 frame. */
export function cropBox(x: number, y: number, w: number): number[] {
  const h = (w * 2) / 3;
  return [Math.max(0, Math.min(1200 - w, x - w / 2)), Math.max(0, Math.min(800 - h, y - h / 2)), w, h];
}

export function linear(id: string, stops: readonly [number, string][], x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;
}
