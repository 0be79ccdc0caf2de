import { arc } from "./mesh";
import { backdrop, fitCamera, floorShadow, project, type Camera, type V3 } from "./scene";
import type { BikeKind } from "./shapes";
import { cropBox, n, poly, roundedPath, shade, svgDoc, type Pt } from "./svg";
import { drawWheel, wheelStyle } from "./wheel";

/**
 * Motorcycles are thin, so each is a stack of side-profile parts (millimetres,
 * x forward, y up) at a few depths across the bike. Parts are painted far
 * side first; the wheel at the end nearer the camera goes over the middle.
 */
interface Part {
  pts: Pt[];
  z: number;
  fill: string;
  stroke?: string;
  width?: number;
  /** Wheels: ordered by which end of the bike faces the camera. */
  end?: 1 | -1;
}

interface Bike {
  rear: [number, number];
  front: [number, number];
  tyres: [number, number];
  rim: number;
  parts: Part[];
}

const DARK = "#1d1e20";
const METAL = "#3b3e42";
const CHROME = "#c9ced3";

function tube(a: Pt, b: Pt, w: number): Pt[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}

function bike(kind: BikeKind, paint: string): Bike {
  const deep = shade(paint, 0.7);
  switch (kind) {
    case "cruiser": {
      const rear: [number, number] = [-820, 330];
      const front: [number, number] = [820, 330];
      return {
        rear,
        front,
        tyres: [200, 150],
        rim: 0.62,
        parts: [
          {
            pts: [
              [-1080, 560],
              [-820, 720],
              [-520, 690],
              [-560, 560],
              [-820, 600],
            ],
            z: 0,
            fill: paint,
          },
          { pts: tube([-60, 430], rear, 70), z: -90, fill: CHROME },
          {
            pts: [
              [-150, 300],
              [330, 280],
              [430, 470],
              [380, 760],
              [230, 820],
              [120, 640],
              [-20, 760],
              [-160, 700],
              [-120, 470],
            ],
            z: 0,
            fill: "#8f959b",
            stroke: "#55595e",
            width: 2,
          },
          {
            pts: [
              [-700, 330],
              [150, 290],
              [150, 340],
              [-700, 400],
            ],
            z: 120,
            fill: CHROME,
          },
          {
            pts: [
              [-700, 450],
              [200, 380],
              [200, 430],
              [-700, 510],
            ],
            z: 130,
            fill: CHROME,
          },
          {
            pts: [
              [-600, 690],
              [-120, 700],
              [40, 800],
              [-70, 850],
              [-560, 800],
            ],
            z: 0,
            fill: DARK,
          },
          {
            pts: [
              [-40, 820],
              [120, 960],
              [420, 990],
              [560, 930],
              [470, 830],
              [120, 790],
            ],
            z: 0,
            fill: paint,
            stroke: deep,
            width: 2,
          },
          { pts: tube([560, 1020], front, 80), z: 110, fill: CHROME },
          {
            pts: [...arc(front[0], front[1], 380, 0.3, 2.3, 10), ...arc(front[0], front[1], 330, 2.3, 0.3, 10)],
            z: 0,
            fill: paint,
          },
          { pts: arc(690, 960, 120, 0, Math.PI * 2, 18), z: 0, fill: "#e6ecf0", stroke: CHROME, width: 4 },
          { pts: tube([560, 1040], [420, 1230], 36), z: -380, fill: CHROME },
          { pts: tube([560, 1040], [420, 1230], 36), z: 380, fill: CHROME },
        ],
      };
    }
    case "sport": {
      const rear: [number, number] = [-700, 300];
      const front: [number, number] = [680, 300];
      return {
        rear,
        front,
        tyres: [170, 120],
        rim: 0.78,
        parts: [
          { pts: tube([-40, 430], rear, 90), z: -70, fill: METAL },
          {
            pts: [
              [-100, 300],
              [320, 260],
              [420, 450],
              [360, 650],
              [40, 680],
              [-80, 500],
            ],
            z: 0,
            fill: METAL,
          },
          {
            pts: [
              [-560, 300],
              [-200, 250],
              [-160, 330],
              [-520, 380],
            ],
            z: 110,
            fill: "#2c2e31",
            stroke: CHROME,
            width: 2,
          },
          { pts: tube([-40, 700], [-700, 900], 38), z: 0, fill: "#26282b" },
          { pts: tube([-780, 880], [-900, 640], 26), z: 0, fill: DARK },
          {
            pts: [
              [-960, 560],
              [-830, 560],
              [-830, 660],
              [-960, 660],
            ],
            z: 0,
            fill: "#e9ecef",
            stroke: DARK,
            width: 2,
          },
          {
            pts: [
              [-900, 1000],
              [-500, 900],
              [-120, 880],
              [-100, 820],
              [-560, 830],
              [-860, 940],
            ],
            z: 0,
            fill: paint,
          },
          {
            pts: [
              [-620, 920],
              [-140, 900],
              [-100, 860],
              [-600, 880],
            ],
            z: 0,
            fill: DARK,
          },
          {
            pts: [
              [-120, 880],
              [60, 980],
              [360, 1000],
              [420, 900],
              [120, 840],
            ],
            z: 0,
            fill: paint,
          },
          { pts: tube([500, 1000], front, 55), z: 90, fill: "#c5a23a" },
          {
            pts: [
              [-60, 420],
              [180, 270],
              [520, 360],
              [720, 820],
              [640, 1020],
              [420, 960],
              [280, 700],
              [60, 640],
            ],
            z: 60,
            fill: paint,
            stroke: deep,
            width: 2,
          },
          {
            pts: [
              [120, 420],
              [360, 330],
              [480, 560],
              [260, 560],
            ],
            z: 70,
            fill: "#ffffff",
          },
          {
            pts: [
              [520, 960],
              [640, 1030],
              [600, 1180],
              [470, 1060],
            ],
            z: 0,
            fill: "#27313a",
            stroke: deep,
            width: 2,
          },
          {
            pts: [
              [620, 880],
              [720, 830],
              [700, 900],
              [610, 930],
            ],
            z: 0,
            fill: "#e6ecf0",
          },
          {
            pts: [...arc(front[0], front[1], 350, 0.5, 2.2, 8), ...arc(front[0], front[1], 325, 2.2, 0.5, 8)],
            z: 0,
            fill: paint,
          },
        ],
      };
    }
    case "adventure": {
      const rear: [number, number] = [-760, 330];
      const front: [number, number] = [760, 360];
      return {
        rear,
        front,
        tyres: [170, 110],
        rim: 0.82,
        parts: [
          { pts: tube([-60, 480], rear, 90), z: -80, fill: METAL },
          {
            pts: [
              [-80, 330],
              [330, 300],
              [430, 500],
              [380, 700],
              [40, 720],
              [-80, 560],
            ],
            z: 0,
            fill: METAL,
          },
          {
            pts: [
              [-900, 560],
              [-480, 620],
              [-480, 900],
              [-900, 900],
            ],
            z: 280,
            fill: "#2b2d30",
            stroke: "#6a6f75",
            width: 2,
          },
          {
            pts: [
              [-560, 640],
              [-250, 520],
              [-220, 600],
              [-520, 720],
            ],
            z: 130,
            fill: "#a9b0b6",
            stroke: "#55595e",
            width: 2,
          },
          { pts: tube([-40, 760], [-760, 960], 40), z: 0, fill: "#26282b" },
          { pts: tube([-70, 520], [-600, 940], 32), z: 0, fill: "#26282b" },
          {
            pts: [
              [-900, 1060],
              [-520, 1000],
              [-120, 980],
              [-100, 930],
              [-560, 940],
              [-880, 1000],
            ],
            z: 0,
            fill: DARK,
          },
          {
            pts: [
              [-120, 960],
              [40, 1110],
              [380, 1130],
              [470, 1010],
              [300, 820],
              [40, 820],
            ],
            z: 0,
            fill: paint,
            stroke: deep,
            width: 2,
          },
          {
            pts: [
              [300, 820],
              [470, 1010],
              [560, 900],
              [420, 700],
            ],
            z: 50,
            fill: "#d7dadd",
          },
          { pts: tube([560, 1080], front, 60), z: 95, fill: "#c5a23a" },
          {
            pts: [
              [470, 1110],
              [640, 1120],
              [720, 1380],
              [560, 1330],
            ],
            z: 0,
            fill: "#27313a",
            stroke: deep,
            width: 2,
          },
          {
            pts: [
              [560, 1040],
              [720, 1000],
              [760, 880],
              [610, 930],
            ],
            z: 0,
            fill: paint,
          },
          {
            pts: [
              [720, 760],
              [880, 740],
              [860, 800],
              [700, 820],
            ],
            z: 0,
            fill: paint,
          },
          { pts: tube([520, 1200], [470, 1260], 40), z: -400, fill: DARK },
          { pts: tube([520, 1200], [470, 1260], 40), z: 400, fill: DARK },
        ],
      };
    }
    default: {
      const rear: [number, number] = [-720, 300];
      const front: [number, number] = [700, 300];
      return {
        rear,
        front,
        tyres: [180, 120],
        rim: 0.8,
        parts: [
          { pts: tube([-60, 420], rear, 90), z: -80, fill: METAL },
          {
            pts: [
              [-80, 300],
              [330, 260],
              [420, 420],
              [380, 640],
              [60, 680],
              [-60, 520],
            ],
            z: 0,
            fill: METAL,
            stroke: "#25272a",
            width: 2,
          },
          {
            pts: [
              [380, 460],
              [470, 700],
              [420, 760],
              [330, 560],
            ],
            z: 20,
            fill: "#26282b",
          },
          {
            pts: [
              [-380, 180],
              [120, 200],
              [160, 260],
              [-360, 260],
            ],
            z: 60,
            fill: "#2e3033",
            stroke: CHROME,
            width: 2,
          },
          { pts: tube([480, 940], [-20, 760], 60), z: 0, fill: "#26282b" },
          { pts: tube([-20, 760], [-70, 400], 60), z: 0, fill: "#26282b" },
          { pts: tube([-40, 700], [-680, 870], 38), z: 0, fill: "#26282b" },
          { pts: tube([-70, 480], [-560, 850], 30), z: 0, fill: "#26282b" },
          { pts: tube([-760, 860], [-900, 640], 26), z: 0, fill: DARK },
          {
            pts: [
              [-960, 560],
              [-830, 560],
              [-830, 660],
              [-960, 660],
            ],
            z: 0,
            fill: "#e9ecef",
            stroke: DARK,
            width: 2,
          },
          {
            pts: [
              [-880, 950],
              [-580, 900],
              [-470, 830],
              [-560, 800],
              [-840, 870],
            ],
            z: 0,
            fill: paint,
          },
          {
            pts: [
              [-620, 900],
              [-60, 900],
              [-20, 840],
              [-200, 820],
              [-600, 835],
            ],
            z: 0,
            fill: DARK,
          },
          { pts: tube([-120, 430], [-120, 380], 40), z: 140, fill: DARK },
          {
            pts: [
              [-60, 840],
              [80, 970],
              [380, 1000],
              [500, 930],
              [430, 800],
              [100, 770],
            ],
            z: 0,
            fill: paint,
            stroke: deep,
            width: 2,
          },
          {
            pts: [
              [300, 730],
              [520, 860],
              [470, 690],
            ],
            z: 60,
            fill: deep,
          },
          { pts: tube([520, 1000], front, 55), z: 90, fill: "#c5a23a" },
          {
            pts: [...arc(front[0], front[1], 350, 0.4, 2.3, 8), ...arc(front[0], front[1], 325, 2.3, 0.4, 8)],
            z: 0,
            fill: paint,
          },
          { pts: arc(600, 900, 95, 0, Math.PI * 2, 16), z: 0, fill: "#e6ecf0", stroke: DARK, width: 5 },
          { pts: tube([500, 1040], [440, 1110], 40), z: -360, fill: DARK },
          { pts: tube([500, 1040], [440, 1110], 40), z: 360, fill: DARK },
        ],
      };
    }
  }
}

export function bikeCamera(kind: BikeKind, yaw: number, pitch: number): Camera {
  const b = bike(kind, "#000000");
  const pts: V3[] = [];
  for (const p of b.parts) for (const [x, y] of p.pts) pts.push([x, y, p.z]);
  for (const [x] of [b.rear, b.front]) pts.push([x, 0, 0]);
  return fitCamera({ yaw, pitch, distance: 8000, scale: 1, cx: 600, cy: 560 }, pts, { w: 820, h: 460, bottom: 650 });
}

export function renderBike(
  kind: BikeKind,
  paint: string,
  yaw: number,
  pitch: number,
  seed: string,
  crop?: "wheel" | "lamp",
): string {
  const b = bike(kind, paint);
  const cam = bikeCamera(kind, yaw, pitch);
  const bg = backdrop(seed);
  const cosY = Math.cos((yaw * Math.PI) / 180);
  const sinY = Math.sin((yaw * Math.PI) / 180);
  const side = cosY >= 0 ? 1 : -1;
  const style = {
    ...wheelStyle(seed),
    spokes: kind === "adventure" || kind === "cruiser" ? 10 : 6,
    twin: false,
    caliper: "#b3202a",
  };
  const parts = [...b.parts, { pts: [], z: 0, fill: "", end: -1 as const }, { pts: [], z: 0, fill: "", end: 1 as const }];
  const key = (p: Part) => p.z * cosY + (p.end ? p.end * sinY * 200 : 0);
  const ordered = parts.map((p, i) => ({ p, i })).sort((a, c) => key(a.p) - key(c.p) || a.i - c.i);
  let body = "";
  // Chain on the left, swingarm mate on the right.
  body += `<path d="${poly([...tubeProj(cam, [0, 380], b.rear, 30, -100)])}" fill="#2a2b2d"/>`;
  for (const { p } of ordered) {
    if (p.end) {
      const [x, r] = p.end === 1 ? b.front : b.rear;
      const w = p.end === 1 ? b.tyres[1] : b.tyres[0];
      body += drawWheel(cam, x, r, side * (w / 2), -side * (w / 2), style, b.rim, r);
      continue;
    }
    const stroke = p.stroke ? ` stroke="${p.stroke}" stroke-width="${p.width}" stroke-linejoin="round"` : "";
    body += `<path d="${roundedPath(
      p.pts.map(([x, y]) => project(cam, [x, y, p.z])),
      p.pts.length > 6 ? 4 : 7,
    )}" fill="${p.fill}"${stroke}/>`;
  }
  const bar: V3[] = [
    [460, 1110, -380],
    [470, 1130, 380],
  ];
  if (kind !== "sport") {
    const [a, c] = bar.map((v) => project(cam, v));
    body += `<path d="M${n(a[0])} ${n(a[1])}L${n(c[0])} ${n(c[1])}" stroke="${DARK}" stroke-width="7" stroke-linecap="round"/>`;
  }
  const shadow = floorShadow(cam, 1050, 260);
  let box: number[] | undefined;
  if (crop === "wheel") {
    const [x, y] = project(cam, [b.front[0], b.front[1], 0]);
    box = cropBox(x, y, b.front[1] * cam.scale * 4.4);
  } else if (crop === "lamp") {
    const [x, y] = project(cam, [300, 850, 0]);
    box = cropBox(x, y, 600);
  }
  return svgDoc(bg.defs, bg.body + shadow + body, box);
}

function tubeProj(cam: Camera, a: Pt, b: Pt, w: number, z: number): Pt[] {
  return tube(a, b, w).map(([x, y]) => project(cam, [x, y, z]));
}
