import type { Pt } from "./svg";

/**
 * Vehicle bodies as side profiles in millimetres (x forward, y up, ground at
 * 0, centred on x = 0), lofted across their width by body.ts. Each profile
 * vertex is [x, y, corner radius, material of the edge that starts there],
 * listed anti-clockwise from the rear of the underbody.
 */
export type Edge = "under" | "body" | "glass" | "bed";
export type BodyKind = "sedan" | "hatch" | "wagon" | "coupe" | "suv" | "4wd" | "ute" | "van" | "mpv" | "caravan";
export type BikeKind = "naked" | "sport" | "cruiser" | "adventure";
export type ShapeName = BodyKind | BikeKind;

export const BODY_KINDS: readonly BodyKind[] = ["sedan", "hatch", "wagon", "coupe", "suv", "4wd", "ute", "van", "mpv", "caravan"];
export const BIKE_KINDS: readonly BikeKind[] = ["naked", "sport", "cruiser", "adventure"];
export const SHAPE_NAMES: readonly ShapeName[] = [...BODY_KINDS, ...BIKE_KINDS];

export interface BodyShape {
  length: number;
  width: number;
  /** How much narrower the roof is than the body, each side. */
  tumble: number;
  belt: number;
  roof: number;
  clearance: number;
  profile: [number, number, number, Edge][];
  /** Side glass outline and the x ranges of the pillars that split it. */
  glass: { pts: Pt[]; radius: number[]; pillars: [number, number][] } | null;
  doors: number[];
  handles: Pt[];
  wheels: number[];
  wheelRadius: number;
  tyreWidth: number;
  cladding: boolean;
  rails: [number, number] | null;
  spare: boolean;
  mirror: number | null;
  /** Height of the headlights' top edge and of the tail-lights' top edge. */
  lights: [number, number];
}

const car = (
  s: Partial<BodyShape> &
    Pick<BodyShape, "length" | "width" | "belt" | "roof" | "clearance" | "profile" | "wheels" | "wheelRadius">,
): BodyShape => ({
  tumble: 150,
  glass: null,
  doors: [],
  handles: [],
  tyreWidth: 230,
  cladding: false,
  rails: null,
  spare: false,
  mirror: null,
  lights: [s.belt - 120, s.belt - 60],
  ...s,
});

export const BODIES: Record<BodyKind, BodyShape> = {
  sedan: car({
    length: 4700,
    width: 1840,
    tumble: 220,
    belt: 930,
    roof: 1440,
    clearance: 230,
    profile: [
      [-2330, 230, 60, "under"],
      [2290, 230, 90, "body"],
      [2370, 520, 170, "body"],
      [2270, 770, 140, "body"],
      [880, 900, 70, "glass"],
      [110, 1440, 320, "body"],
      [-820, 1430, 340, "glass"],
      [-1720, 990, 140, "body"],
      [-2320, 950, 150, "body"],
      [-2380, 560, 130, "body"],
    ],
    glass: {
      pts: [
        [-1640, 985],
        [-800, 1385],
        [110, 1392],
        [850, 935],
      ],
      radius: [40, 260, 230, 30],
      pillars: [[-330, -230]],
    },
    doors: [1000, -280, -1260],
    handles: [
      [320, 850],
      [-960, 850],
    ],
    wheels: [1420, -1330],
    wheelRadius: 330,
    mirror: 800,
    lights: [700, 900],
  }),
  hatch: car({
    length: 4150,
    width: 1800,
    tumble: 200,
    belt: 960,
    roof: 1470,
    clearance: 240,
    profile: [
      [-2000, 240, 60, "under"],
      [1980, 240, 90, "body"],
      [2070, 540, 170, "body"],
      [1960, 800, 150, "body"],
      [780, 930, 70, "glass"],
      [60, 1470, 300, "body"],
      [-1640, 1450, 220, "glass"],
      [-1980, 1060, 100, "body"],
      [-2070, 580, 130, "body"],
    ],
    glass: {
      pts: [
        [-1720, 1010],
        [-1560, 1405],
        [60, 1412],
        [760, 965],
      ],
      radius: [40, 160, 230, 30],
      pillars: [
        [-430, -330],
        [-1280, -1140],
      ],
    },
    doors: [880, -380, -1330],
    handles: [
      [260, 880],
      [-1060, 880],
    ],
    wheels: [1300, -1250],
    wheelRadius: 315,
    mirror: 700,
    lights: [730, 960],
  }),
  wagon: car({
    length: 4870,
    width: 1850,
    belt: 990,
    roof: 1580,
    clearance: 270,
    profile: [
      [-2410, 270, 60, "under"],
      [2390, 270, 90, "body"],
      [2470, 580, 170, "body"],
      [2370, 830, 150, "body"],
      [1000, 960, 70, "glass"],
      [230, 1560, 300, "body"],
      [-2120, 1545, 220, "glass"],
      [-2410, 1090, 100, "body"],
      [-2470, 620, 130, "body"],
    ],
    glass: {
      pts: [
        [-2170, 1040],
        [-2030, 1495],
        [230, 1500],
        [970, 995],
      ],
      radius: [40, 150, 230, 30],
      pillars: [
        [-360, -260],
        [-1560, -1420],
      ],
    },
    doors: [1080, -300, -1500],
    handles: [
      [380, 910],
      [-1050, 910],
    ],
    wheels: [1440, -1340],
    wheelRadius: 340,
    mirror: 920,
    rails: [-1900, 100],
    cladding: true,
    lights: [760, 1000],
  }),
  coupe: car({
    length: 4420,
    width: 1820,
    tumble: 230,
    belt: 880,
    roof: 1310,
    clearance: 200,
    profile: [
      [-2190, 200, 60, "under"],
      [2160, 200, 90, "body"],
      [2230, 440, 150, "body"],
      [2100, 690, 200, "body"],
      [560, 830, 70, "glass"],
      [-250, 1310, 300, "body"],
      [-920, 1290, 320, "glass"],
      [-1720, 930, 150, "body"],
      [-2180, 900, 130, "body"],
      [-2220, 520, 130, "body"],
    ],
    glass: {
      pts: [
        [-1560, 930],
        [-880, 1250],
        [-250, 1262],
        [520, 868],
      ],
      radius: [30, 240, 220, 30],
      pillars: [],
    },
    doors: [780, -980],
    handles: [[-620, 800]],
    wheels: [1330, -1260],
    wheelRadius: 335,
    mirror: 480,
    lights: [640, 850],
  }),
  suv: car({
    length: 4620,
    width: 1870,
    tumble: 180,
    belt: 1080,
    roof: 1700,
    clearance: 300,
    profile: [
      [-2280, 300, 60, "under"],
      [2260, 300, 100, "body"],
      [2330, 640, 190, "body"],
      [2230, 950, 170, "body"],
      [950, 1090, 70, "glass"],
      [200, 1680, 280, "body"],
      [-1930, 1670, 200, "glass"],
      [-2250, 1290, 120, "body"],
      [-2330, 700, 150, "body"],
    ],
    glass: {
      pts: [
        [-2000, 1130],
        [-1880, 1625],
        [200, 1632],
        [920, 1115],
      ],
      radius: [40, 160, 250, 30],
      pillars: [
        [-1580, -1440],
        [-430, -320],
      ],
    },
    doors: [1040, -370, -1520],
    handles: [
      [300, 1000],
      [-1100, 1000],
    ],
    wheels: [1350, -1330],
    wheelRadius: 365,
    mirror: 860,
    cladding: true,
    rails: [-1750, 0],
    lights: [880, 1080],
  }),
  "4wd": car({
    length: 4980,
    width: 1980,
    tumble: 110,
    belt: 1200,
    roof: 1900,
    clearance: 330,
    profile: [
      [-2440, 330, 50, "under"],
      [2410, 330, 80, "body"],
      [2490, 700, 130, "body"],
      [2440, 1080, 110, "body"],
      [1250, 1210, 60, "glass"],
      [660, 1880, 200, "body"],
      [-2350, 1880, 120, "glass"],
      [-2450, 1400, 60, "body"],
      [-2490, 760, 110, "body"],
    ],
    glass: {
      pts: [
        [-2330, 1250],
        [-2280, 1825],
        [650, 1832],
        [1220, 1240],
      ],
      radius: [30, 110, 180, 30],
      pillars: [
        [-1740, -1600],
        [-400, -280],
      ],
    },
    doors: [1320, -330, -1660],
    handles: [
      [420, 1120],
      [-1180, 1120],
    ],
    wheels: [1450, -1400],
    wheelRadius: 395,
    tyreWidth: 265,
    mirror: 1150,
    cladding: true,
    rails: [-2150, 350],
    spare: true,
    lights: [1000, 1180],
  }),
  ute: car({
    length: 5320,
    width: 1860,
    tumble: 120,
    belt: 1180,
    roof: 1820,
    clearance: 330,
    profile: [
      [-2640, 330, 50, "under"],
      [2600, 330, 80, "body"],
      [2690, 700, 140, "body"],
      [2610, 1060, 130, "body"],
      [1460, 1190, 60, "glass"],
      [700, 1800, 200, "body"],
      [-700, 1800, 60, "glass"],
      [-770, 1205, 20, "bed"],
      [-2610, 1205, 30, "body"],
      [-2660, 640, 80, "body"],
    ],
    glass: {
      pts: [
        [-680, 1235],
        [-650, 1752],
        [690, 1760],
        [1430, 1222],
      ],
      radius: [30, 90, 190, 30],
      pillars: [[20, 130]],
    },
    doors: [1520, 70, -740],
    handles: [
      [720, 1110],
      [-560, 1110],
    ],
    wheels: [1700, -1420],
    wheelRadius: 385,
    tyreWidth: 255,
    mirror: 1380,
    cladding: true,
    lights: [980, 1100],
  }),
  van: car({
    length: 5270,
    width: 1950,
    tumble: 60,
    belt: 1230,
    roof: 2200,
    clearance: 260,
    profile: [
      [-2630, 260, 50, "under"],
      [2590, 260, 80, "body"],
      [2680, 650, 160, "body"],
      [2560, 1060, 160, "body"],
      [1700, 1260, 80, "glass"],
      [1020, 2180, 230, "body"],
      [-2580, 2190, 110, "body"],
      [-2650, 1000, 60, "body"],
    ],
    glass: {
      pts: [
        [820, 1275],
        [840, 2060],
        [1030, 2105],
        [1660, 1285],
      ],
      radius: [30, 60, 120, 30],
      pillars: [],
    },
    doors: [1720, 780, -880, -2560],
    handles: [
      [1100, 1140],
      [-720, 1140],
    ],
    wheels: [1700, -1540],
    wheelRadius: 340,
    mirror: 1560,
    lights: [1000, 1900],
  }),
  mpv: car({
    length: 5150,
    width: 1995,
    belt: 1100,
    roof: 1780,
    clearance: 260,
    profile: [
      [-2560, 260, 60, "under"],
      [2520, 260, 90, "body"],
      [2600, 600, 180, "body"],
      [2480, 930, 170, "body"],
      [1340, 1090, 70, "glass"],
      [500, 1760, 300, "body"],
      [-2280, 1750, 220, "glass"],
      [-2560, 1210, 110, "body"],
      [-2610, 660, 150, "body"],
    ],
    glass: {
      pts: [
        [-2330, 1150],
        [-2220, 1700],
        [480, 1710],
        [1310, 1120],
      ],
      radius: [40, 170, 260, 30],
      pillars: [
        [-1470, -1350],
        [-260, -150],
      ],
    },
    doors: [1420, -200, -1500],
    handles: [
      [620, 1030],
      [-420, 1030],
    ],
    wheels: [1530, -1560],
    wheelRadius: 350,
    mirror: 1240,
    rails: [-1900, 100],
    lights: [880, 1100],
  }),
  caravan: car({
    length: 6500,
    width: 2400,
    tumble: 20,
    belt: 1500,
    roof: 2900,
    clearance: 520,
    profile: [
      [-3250, 520, 40, "under"],
      [3180, 520, 120, "body"],
      [3320, 1500, 420, "body"],
      [2880, 2900, 260, "body"],
      [-3200, 2900, 150, "body"],
      [-3260, 800, 60, "body"],
    ],
    glass: null,
    doors: [],
    handles: [],
    wheels: [300, -420],
    wheelRadius: 360,
    tyreWidth: 245,
    mirror: null,
    lights: [1000, 1000],
  }),
};
