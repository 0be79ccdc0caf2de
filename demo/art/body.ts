import { arc, buildMesh, clipX, sampleRounded, type Mesh } from "./mesh";
import { backdrop, depth, facing, fitCamera, floorShadow, light, project, type Camera, type V3 } from "./scene";
import { BODIES, type BodyKind, type BodyShape, type Edge } from "./shapes";
import { cropBox, frac, mix, n, poly, shade, svgDoc, type Pt } from "./svg";
import { drawWheel, wheelStyle } from "./wheel";
import { caravanDecals, drawbar } from "./caravan";

export interface BodyView {
  kind: BodyKind;
  colour: string;
  yaw: number;
  pitch: number;
  seed: string;
  /** Spin frames keep one scale and centre so the vehicle does not jump between frames. */
  fixed?: boolean;
  /** A close-up: the near front wheel or the headlight. */
  crop?: "wheel" | "lamp";
}

interface Face {
  d: string;
  fill: string;
  depth: number;
}

/** The camera for a view: fitted to the frame for stills, fixed for spins. */
export function bodyCamera(view: Pick<BodyView, "kind" | "yaw" | "pitch" | "fixed">): Camera {
  const shape = BODIES[view.kind];
  const mesh = buildMesh(shape);
  const cam: Camera = { yaw: view.yaw, pitch: view.pitch, distance: 11000, scale: 1, cx: 600, cy: 560 };
  if (view.fixed) {
    const side = fitCamera({ ...cam, yaw: 0 }, outline(shape, mesh), { w: 900, h: 440, bottom: 600 });
    return { ...cam, scale: side.scale * 0.96, cx: 600, cy: 600 - 10 };
  }
  return fitCamera(
    cam,
    outline(shape, mesh),
    view.yaw % 180 === 0 ? { w: 1000, h: 440, bottom: 640 } : { w: 900, h: 470, bottom: 660 },
  );
}

function outline(shape: BodyShape, mesh: Mesh): V3[] {
  const pts: V3[] = [];
  for (const [x, y] of mesh.pts) {
    const w = mesh.halfWidth(x, y);
    pts.push([x, y, w], [x, y, -w]);
  }
  for (const x of shape.wheels) pts.push([x, 0, shape.width / 2], [x, 0, -shape.width / 2]);
  if (shape === BODIES.caravan) pts.push([shape.length / 2 + 1300, 400, 0]);
  return pts;
}

export function renderBody(view: BodyView): string {
  const shape = BODIES[view.kind];
  const mesh = buildMesh(shape);
  const cam = bodyCamera(view);
  const bg = backdrop(view.seed);
  const isVan = view.kind === "caravan";
  const base = isVan ? "#f1f1ee" : view.colour;
  const sky = bg.dark ? "#8d97a3" : "#e3e9f0";
  const faces: Face[] = [];
  const { pts, tags } = mesh;
  const hw = mesh.halfWidth;

  // The lofted strips (roof, bonnet, glass, bumpers, underbody); neighbours
  // that come out the same colour are drawn as one polygon.
  let run: { from: number; to: number; fill: string; depth: number } | null = null;
  const flush = () => {
    if (!run) return;
    const idx = Array.from({ length: run.to - run.from + 2 }, (_, k) => (run!.from + k) % pts.length);
    const right = idx.map((i) => project(cam, [pts[i][0], pts[i][1], hw(pts[i][0], pts[i][1])]));
    const left = idx.reverse().map((i) => project(cam, [pts[i][0], pts[i][1], -hw(pts[i][0], pts[i][1])]));
    faces.push({ d: poly([...right, ...left]), fill: run.fill, depth: run.depth });
    run = null;
  };
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[(i + 1) % pts.length];
    const len = Math.hypot(x1 - x0, y1 - y0);
    const nrm: V3 = len < 1 ? [0, 1, 0] : [(y1 - y0) / len, -(x1 - x0) / len, 0];
    const mid: V3 = [(x0 + x1) / 2, (y0 + y1) / 2, 0];
    if (len < 1 || !facing(cam, mid, nrm)) {
      flush();
      continue;
    }
    const fill = surface(tags[i], base, sky, light(cam, nrm));
    if (run && run.fill === fill && run.to === i - 1) {
      run.to = i;
      run.depth = Math.min(run.depth, depth(cam, mid));
    } else {
      flush();
      run = { from: i, to: i, fill, depth: depth(cam, mid) };
    }
  }
  flush();
  // The two flanks, shaded top to bottom with a shoulder highlight at the belt line.
  let defs =
    bg.defs +
    `<linearGradient id="glass" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${bg.dark ? "#3b4652" : "#4a5866"}"/><stop offset=".45" stop-color="#1c242d"/><stop offset="1" stop-color="#0e1217"/></linearGradient>` +
    `<linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe3e6"/><stop offset=".5" stop-color="#a9b0b6"/><stop offset="1" stop-color="#cfd4d8"/></linearGradient>`;
  for (const s of [1, -1] as const) {
    const nrm: V3 = [0, 0, s];
    if (!facing(cam, [0, shape.belt, s * shape.width * 0.5], nrm)) continue;
    const l = light(cam, nrm);
    const f = 0.55 + 0.5 * l.diffuse;
    const belt = (shape.roof - shape.belt) / (shape.roof - shape.clearance);
    const id = `side${s > 0 ? "r" : "l"}`;
    defs += `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${[
      [0, mix(shade(base, f), sky, 0.3)],
      [Math.max(0, belt - 0.05), shade(base, f * 1.05)],
      [belt + 0.02, isVan ? shade(base, f) : mix(shade(base, f * 1.1), sky, 0.22)],
      [belt + 0.09, shade(base, f)],
      [0.86, shade(base, f * 0.8)],
      [1, shade(base, f * 0.5)],
    ]
      .map(([o, c]) => `<stop offset="${frac(o as number)}" stop-color="${c}"/>`)
      .join("")}</linearGradient>`;
    faces.push({
      d: poly(pts.map(([x, y]) => project(cam, [x, y, s * hw(x, y)]))),
      fill: `url(#${id})`,
      depth: depth(cam, [0, shape.belt, s * shape.width * 0.5]),
    });
  }
  faces.sort((a, b) => b.depth - a.depth);

  const style = wheelStyle(view.seed);
  const near: string[] = [];
  const far: string[] = [];
  for (const s of [1, -1] as const) {
    const zOut = s * (shape.width / 2 - 25);
    const zIn = s * (shape.width / 2 - 25 - shape.tyreWidth);
    const visible = facing(cam, [0, shape.wheelRadius, zOut], [0, 0, s]) && Math.abs(Math.cos((view.yaw * Math.PI) / 180)) > 0.2;
    const sorted = [...shape.wheels].sort((a, b) => depth(cam, [b, 0, zOut]) - depth(cam, [a, 0, zOut]));
    for (const x of sorted) (visible ? near : far).push(drawWheel(cam, x, shape.wheelRadius, zOut, zIn, style));
  }

  let decals = "";
  for (const s of [1, -1] as const) {
    if (facing(cam, [0, shape.belt, s * shape.width * 0.5], [0, 0, s]))
      decals += isVan ? caravanDecals(cam, shape, mesh, s, view.colour) : sideDecals(cam, shape, mesh, s, base);
  }
  const frontVisible = facing(cam, [shape.length / 2, shape.clearance + 300, 0], [1, 0, 0]);
  if (frontVisible) decals += isVan ? caravanEnd(cam, shape, mesh, 1) : frontDecals(cam, shape, mesh, base, view.kind);
  if (facing(cam, [-shape.length / 2, shape.clearance + 300, 0], [-1, 0, 0]))
    decals += isVan ? caravanEnd(cam, shape, mesh, -1) : rearDecals(cam, shape, mesh, view.kind);
  const bar = isVan ? drawbar(cam, shape) : "";

  const body =
    bg.body +
    floorShadow(cam, shape.length / 2 + (isVan ? 500 : 60), shape.width / 2 + 40) +
    far.join("") +
    (isVan && !frontVisible ? bar : "") +
    faces
      .map((f) => `<path d="${f.d}" fill="${f.fill}" stroke="${f.fill.startsWith("url") ? "none" : f.fill}" stroke-width=".8"/>`)
      .join("") +
    decals +
    (isVan && frontVisible ? bar : "") +
    near.join("");
  return svgDoc(defs, body, view.crop ? cropFor(view.crop, cam, shape, mesh) : undefined);
}

function cropFor(crop: "wheel" | "lamp", cam: Camera, shape: BodyShape, mesh: Mesh): number[] {
  const R = shape.wheelRadius;
  if (crop === "wheel") {
    const [x, y] = project(cam, [shape.wheels[0], R, shape.width / 2]);
    return cropBox(x, y - R * cam.scale * 0.25, R * cam.scale * 4.2);
  }
  const hl = shape.lights[0];
  const [x, y] = project(cam, [mesh.endX(hl, 1) - 150, hl - 80, shape.width * 0.38]);
  return cropBox(x, y, 520);
}

/** Light is quantised to sixteen steps so neighbouring strips can share a polygon. */
function surface(tag: Edge, base: string, sky: string, lit: { diffuse: number; sky: number }): string {
  const q = (v: number) => Math.round(v * 16) / 16;
  const l = { diffuse: q(lit.diffuse), sky: q(lit.sky) };
  if (tag === "glass") return mix("#121820", "#6f8196", 0.06 + 0.3 * l.sky + 0.08 * l.diffuse);
  if (tag === "under") return "#151617";
  if (tag === "bed") return shade("#2a2c2f", 0.8 + 0.4 * l.diffuse);
  return mix(shade(base, 0.62 + 0.42 * l.diffuse), sky, 0.25 * l.sky);
}

/** A point on a flank, just proud of the paint so decals sit on top. */
function onSide(cam: Camera, mesh: Mesh, s: 1 | -1, out = 3) {
  return ([x, y]: Pt): Pt => project(cam, [x, y, s * (mesh.halfWidth(x, y) + out)]);
}

function sideDecals(cam: Camera, shape: BodyShape, mesh: Mesh, s: 1 | -1, base: string): string {
  const at = onSide(cam, mesh, s);
  const path = (p: Pt[], fill: string, extra = "") => `<path d="${poly(p.map(at))}" fill="${fill}"${extra}/>`;
  const half = shape.length / 2;
  const c = shape.clearance;
  const R = shape.wheelRadius;
  let out = "";
  // Sill, and the arches with plastic flares on the off-roaders.
  out += path(
    [
      [-half + 220, c],
      [half - 220, c],
      [half - 260, c + 95],
      [-half + 260, c + 95],
    ],
    shape.cladding ? "#26282b" : shade(base, 0.6),
  );
  for (const x of shape.wheels) {
    if (shape.cladding) out += path([[x + R + 95, c], ...arc(x, R, R + 95, 0, Math.PI, 14), [x - R - 95, c]], "#2a2c2f");
    out += path([[x + R + 40, c - 4], ...arc(x, R, R + 40, 0, Math.PI, 14), [x - R - 40, c - 4]], "#0c0d0e");
  }
  // Character line along the flank.
  const line: Pt[] = [
    [-half + 350, shape.belt - 130],
    [half - 380, shape.belt - 170],
  ];
  out += `<path d="M${line
    .map(at)
    .map(([x, y]) => `${n(x)} ${n(y)}`)
    .join("L")}" stroke="${mix(base, "#ffffff", 0.4)}" stroke-width="2" opacity=".55" fill="none"/>`;
  // Door shut lines and handles.
  for (const x of shape.doors) {
    const pts = [at([x, c + 100]), at([x - 40, shape.belt + 10])];
    out += `<path d="M${n(pts[0][0])} ${n(pts[0][1])}L${n(pts[1][0])} ${n(pts[1][1])}" stroke="${shade(base, 0.45)}" stroke-width="1.6"/>`;
  }
  for (const [x, y] of shape.handles)
    out += path(
      [
        [x - 95, y - 16],
        [x + 95, y - 16],
        [x + 95, y + 16],
        [x - 95, y + 16],
      ],
      shade(base, 0.7),
      ` stroke="${shade(base, 0.45)}" stroke-width="1"`,
    );
  // Glasshouse: black trim, then the panes between the pillars.
  if (shape.glass) {
    const g = shape.glass;
    const outline = sampleRounded(g.pts.map((p, i) => [p[0], p[1], g.radius[i], 0] as const)).pts;
    out += path(outline, "#111316");
    const inset = sampleRounded(
      g.pts.map((p, i) => [p[0] + (i < 2 ? 35 : -35), p[1] + (i === 0 || i === 3 ? 30 : -30), g.radius[i] * 0.85, 0] as const),
    ).pts;
    const cuts = [-Infinity, ...g.pillars.flat(), Infinity];
    for (let i = 0; i < cuts.length; i += 2) {
      const pane = clipX(inset, cuts[i], cuts[i + 1]);
      if (pane.length > 2) out += path(pane, "url(#glass)");
    }
  }
  // Roof rails.
  if (shape.rails) {
    const [r0, r1] = shape.rails;
    const y = shape.roof - 10;
    const atRail = onSide(cam, mesh, s, -70);
    out += `<path d="${poly(
      [
        [r0, y],
        [r1, y],
        [r1 - 60, y + 55],
        [r0 + 60, y + 55],
      ].map((p) => atRail(p as Pt)),
    )}" fill="#1b1c1e"/>`;
  }
  // Wrap-around lamps and the mirror.
  const [hl, tl] = shape.lights;
  const fx = (y: number) => mesh.endX(y, 1);
  const rx = (y: number) => mesh.endX(y, -1);
  out += path(
    [
      [fx(hl) - 330, hl - 10],
      [fx(hl) - 25, hl + 5],
      [fx(hl - 110) - 20, hl - 110],
      [fx(hl - 110) - 240, hl - 100],
    ],
    "#dde4ea",
    ` stroke="#3b4148" stroke-width="1.5"`,
  );
  out += path(
    [
      [rx(tl) + 25, tl],
      [rx(tl) + 260, tl - 15],
      [rx(tl - 120) + 230, tl - 110],
      [rx(tl - 120) + 20, tl - 120],
    ],
    "#a3141c",
    ` stroke="#5a0b10" stroke-width="1.5"`,
  );
  if (shape.mirror !== null) {
    const m = shape.mirror;
    const b = shape.belt;
    const atMirror = onSide(cam, mesh, s, 120);
    out += `<path d="${poly(
      [
        [m - 40, b + 25],
        [m + 170, b + 35],
        [m + 190, b + 170],
        [m - 20, b + 185],
      ].map((p) => atMirror(p as Pt)),
    )}" fill="${shade(base, 0.72)}" stroke="${shade(base, 0.45)}" stroke-width="1.2"/>`;
  }
  return out;
}

/** Points on the nose (side 1) or tail (-1): u runs across the width, -1 to 1. */
function onEnd(cam: Camera, mesh: Mesh, side: 1 | -1) {
  return ([u, y]: Pt): Pt => {
    const x = mesh.endX(y, side);
    return project(cam, [x + side * 4, y, u * mesh.halfWidth(x, y)]);
  };
}

function frontDecals(cam: Camera, shape: BodyShape, mesh: Mesh, base: string, kind: BodyKind): string {
  const at = onEnd(cam, mesh, 1);
  const path = (p: Pt[], fill: string, extra = "") => `<path d="${poly(p.map(at))}" fill="${fill}"${extra}/>`;
  const c = shape.clearance;
  const hl = shape.lights[0];
  const tough = kind === "4wd" || kind === "ute" || kind === "van";
  const g0 = c + 170;
  const g1 = tough ? hl - 20 : hl - 120;
  let out = path(
    [
      [-0.96, c + 10],
      [0.96, c + 10],
      [0.98, c + 140],
      [-0.98, c + 140],
    ],
    "#1c1e21",
  );
  out += path(
    [
      [-0.5, g0],
      [0.5, g0],
      [tough ? 0.55 : 0.62, g1],
      [tough ? -0.55 : -0.62, g1],
    ],
    "#121416",
    ` stroke="${tough ? "#8d9399" : "#2c3035"}" stroke-width="${tough ? 3 : 2}"`,
  );
  for (let k = 1; k < 4; k++) {
    const y = g0 + ((g1 - g0) * k) / 4;
    out += `<path d="M${at([-0.5, y]).map(n).join(" ")}L${at([0.5, y]).map(n).join(" ")}" stroke="#2c3035" stroke-width="2"/>`;
  }
  for (const s of [1, -1]) {
    out += path(
      [
        [s * 0.6, hl - 100],
        [s * 0.93, hl - 70],
        [s * 0.95, hl + 10],
        [s * 0.64, hl - 5],
      ],
      "#e3e9ee",
      ` stroke="#394047" stroke-width="1.5"`,
    );
    out += `<path d="M${at([s * 0.64, hl - 40])
      .map(n)
      .join(" ")}L${at([s * 0.92, hl - 25])
      .map(n)
      .join(" ")}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`;
  }
  out += path(
    [
      [-0.24, c + 175],
      [0.24, c + 175],
      [0.24, c + 285],
      [-0.24, c + 285],
    ],
    "#eef0f2",
    ` stroke="#8e959c" stroke-width="1"`,
  );
  out += `<path d="M${at([-0.9, hl + 40])
    .map(n)
    .join(" ")}L${at([0.9, hl + 40])
    .map(n)
    .join(" ")}" stroke="${mix(base, "#ffffff", 0.35)}" stroke-width="1.5" opacity=".6"/>`;
  return out;
}

function rearDecals(cam: Camera, shape: BodyShape, mesh: Mesh, kind: BodyKind): string {
  const at = onEnd(cam, mesh, -1);
  const path = (p: Pt[], fill: string, extra = "") => `<path d="${poly(p.map(at))}" fill="${fill}"${extra}/>`;
  const c = shape.clearance;
  const tl = shape.lights[1];
  let out = path(
    [
      [-0.95, c + 10],
      [0.95, c + 10],
      [0.97, c + 150],
      [-0.97, c + 150],
    ],
    "#1c1e21",
  );
  for (const s of [1, -1]) {
    out += path(
      [
        [s * 0.62, tl - 150],
        [s * 0.97, tl - 140],
        [s * 0.97, tl],
        [s * 0.6, tl - 10],
      ],
      "#a3141c",
      ` stroke="#4c090d" stroke-width="1.5"`,
    );
    out += path(
      [
        [s * 0.7, tl - 95],
        [s * 0.93, tl - 90],
        [s * 0.93, tl - 55],
        [s * 0.7, tl - 60],
      ],
      "#e2343c",
    );
  }
  out += path(
    [
      [-0.24, c + 260],
      [0.24, c + 260],
      [0.24, c + 370],
      [-0.24, c + 370],
    ],
    "#eef0f2",
    ` stroke="#8e959c" stroke-width="1"`,
  );
  if (kind === "4wd") {
    const x = mesh.endX(1050, -1) - 170;
    const ring = (r: number) => arc(0, 1050, r, 0, Math.PI * 2, 28).map(([z, y]) => project(cam, [x, y, z]));
    out += `<path d="${poly(ring(380))}" fill="#18191b"/><path d="${poly(ring(300))}" fill="#2b2e32"/><path d="${poly(ring(90))}" fill="#46494e"/>`;
  }
  return out;
}

function caravanEnd(cam: Camera, shape: BodyShape, mesh: Mesh, side: 1 | -1): string {
  const at = onEnd(cam, mesh, side);
  const path = (p: Pt[], fill: string, extra = "") => `<path d="${poly(p.map(at))}" fill="${fill}"${extra}/>`;
  const c = shape.clearance;
  let out = path(
    [
      [-0.97, c + 20],
      [0.97, c + 20],
      [0.97, c + 560],
      [-0.97, c + 560],
    ],
    "url(#plate)",
    ` stroke="#8a9096" stroke-width="1"`,
  );
  if (side === 1) {
    out += path(
      [
        [-0.6, 1750],
        [0.6, 1750],
        [0.56, 2350],
        [-0.56, 2350],
      ],
      "url(#glass)",
      ` stroke="#d9dcdf" stroke-width="4"`,
    );
  } else {
    out += path(
      [
        [-0.5, 1500],
        [0.5, 1500],
        [0.5, 2250],
        [-0.5, 2250],
      ],
      "url(#glass)",
      ` stroke="#d9dcdf" stroke-width="4"`,
    );
    for (const s of [1, -1])
      out += path(
        [
          [s * 0.7, c + 620],
          [s * 0.92, c + 620],
          [s * 0.92, c + 780],
          [s * 0.7, c + 780],
        ],
        "#a3141c",
      );
  }
  return out;
}
