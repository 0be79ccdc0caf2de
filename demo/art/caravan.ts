import type { Mesh } from "./mesh";
import { facing, project, type Camera, type V3 } from "./scene";
import type { BodyShape } from "./shapes";
import { n, poly, shade, type Pt } from "./svg";
import { arc } from "./mesh";

/**
 * A caravan's flank: composite white body with the model's accent colour in a
 * lower band and swoosh, checker-plate skirt, tinted windows, and the entry
 * door and awning on the kerb (left, -z) side as Australian vans have them.
 */
export function caravanDecals(cam: Camera, shape: BodyShape, mesh: Mesh, s: 1 | -1, accent: string): string {
  const at = ([x, y]: Pt): Pt => project(cam, [x, y, s * (mesh.halfWidth(x, y) + 3)]);
  const path = (p: Pt[], fill: string, extra = "") => `<path d="${poly(p.map(at))}" fill="${fill}"${extra}/>`;
  const c = shape.clearance;
  const half = shape.length / 2;
  const R = shape.wheelRadius;
  let out = "";
  out += path(
    [
      [-half + 40, c + 10],
      [half - 80, c + 10],
      [half - 20, c + 560],
      [-half + 30, c + 560],
    ],
    "url(#plate)",
  );
  out += path(
    [
      [-half + 30, c + 560],
      [half - 30, c + 560],
      [half + 40, c + 820],
      [-half + 30, c + 760],
    ],
    shade(accent, 0.9),
  );
  out += path(
    [
      [-half + 30, 1750],
      [-800, 1720],
      [1200, 1480],
      [half - 100, 1420],
      [half - 40, 1500],
      [1200, 1580],
      [-800, 1820],
      [-half + 30, 1850],
    ],
    accent,
  );
  for (const x of shape.wheels) out += path([[x + R + 60, c], ...arc(x, R, R + 60, 0, Math.PI, 14), [x - R - 60, c]], "#111214");
  const windows: [number, number, number, number][] =
    s === 1
      ? [
          [-2700, -1500, 1650, 2300],
          [-500, 700, 1700, 2350],
          [1700, 2500, 1750, 2300],
        ]
      : [
          [-2900, -2300, 1750, 2250],
          [-300, 1200, 1700, 2350],
          [1900, 2600, 1750, 2300],
        ];
  for (const [x0, x1, y0, y1] of windows) {
    out += path(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      "url(#glass)",
      ` stroke="#d9dcdf" stroke-width="3" stroke-linejoin="round"`,
    );
  }
  if (s === -1) {
    out += path(
      [
        [-2100, c + 140],
        [-1400, c + 140],
        [-1400, 2550],
        [-2100, 2550],
      ],
      "#e6e6e2",
      ` stroke="#9aa0a6" stroke-width="2"`,
    );
    out += path(
      [
        [-1950, 1800],
        [-1550, 1800],
        [-1550, 2350],
        [-1950, 2350],
      ],
      "url(#glass)",
    );
    out += path(
      [
        [-half + 200, 2720],
        [half - 500, 2720],
        [half - 500, 2830],
        [-half + 200, 2830],
      ],
      "#7b8086",
    );
  }
  const mid = at([-half + 400, 2840]);
  const end = at([half - 600, 2840]);
  out += `<path d="M${n(mid[0])} ${n(mid[1])}L${n(end[0])} ${n(end[1])}" stroke="#b9bec3" stroke-width="2"/>`;
  return out;
}

/** The A-frame drawbar, hitch, jockey wheel and gas-bottle box ahead of the body. */
export function drawbar(cam: Camera, shape: BodyShape): string {
  const front = shape.length / 2 - 150;
  const hitch: V3 = [front + 1500, 480, 0];
  const p = (v: V3) => project(cam, v).map(n).join(" ");
  let out = "";
  for (const s of [1, -1])
    out += `<path d="M${p([front, shape.clearance, s * 560])}L${p(hitch)}" stroke="#2a2c2f" stroke-width="9" stroke-linecap="round"/>`;
  out += `<path d="M${p([front + 1100, 500, 0])}L${p([front + 1100, 110, 0])}" stroke="#3a3d41" stroke-width="7"/>`;
  const jockey = arc(front + 1100, 90, 90, 0, Math.PI * 2, 16).map(([x, y]) => project(cam, [x, y, 0]));
  out += `<path d="${poly(jockey)}" fill="#1b1c1e"/>`;
  const side = (z: number): V3[] => [
    [front + 150, 620, z],
    [front + 650, 620, z],
    [front + 650, 1200, z],
    [front + 150, 1200, z],
  ];
  const top: V3[] = [
    [front + 150, 1200, 450],
    [front + 650, 1200, 450],
    [front + 650, 1200, -450],
    [front + 150, 1200, -450],
  ];
  const nose: V3[] = [
    [front + 650, 620, 450],
    [front + 650, 620, -450],
    [front + 650, 1200, -450],
    [front + 650, 1200, 450],
  ];
  const faces: [V3[], V3, string][] = [
    [side(450), [0, 0, 1], "#55595e"],
    [side(-450), [0, 0, -1], "#55595e"],
    [top, [0, 1, 0], "#70757a"],
    [nose, [1, 0, 0], "#484c51"],
  ];
  for (const [face, nrm, fill] of faces) {
    if (facing(cam, face[0], nrm)) out += `<path d="${poly(face.map((v) => project(cam, v)))}" fill="${fill}"/>`;
  }
  const [hx, hy] = project(cam, hitch);
  out += `<circle cx="${n(hx)}" cy="${n(hy)}" r="7" fill="#2a2c2f"/>`;
  return out;
}
