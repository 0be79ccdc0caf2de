import type { ShapeName } from "../art/shapes";

/**
 * The demo catalogue: what Australian dealers actually stock, as compact
 * data. Prices are today's drive-away prices for a new one; the generator
 * depreciates them for older, used stock.
 */
export type ItemType = "car" | "motorcycle" | "caravan";
export type Segment =
  "light" | "small" | "medium" | "large" | "people" | "ute" | "van" | "luxury" | "sports" | "4x4" | "bike" | "van-rv";
export type FuelKind = "Petrol" | "Diesel" | "Hybrid" | "Electric" | "Plug-in Hybrid";

export interface Engine {
  fuel: FuelKind;
  litres: number;
  cylinders: number;
  induction: string | null;
  trans: string;
  simpleTrans: "Automatic" | "Manual";
  gears: number;
  drive: string;
  simpleDrive: string;
  /** L/100km combined; null for electric. */
  consumption: number | null;
  torque: number;
}

export interface Variant {
  badge: string;
  price: number;
  /** Null for caravans, which have no driveline. */
  engine: Engine | null;
}

export interface ModelSpec {
  itemType: ItemType;
  make: string;
  model: string;
  shape: ShapeName;
  body: string;
  bodyConfig: string;
  /** First and last model year; 0 means still on sale. */
  years: [number, number];
  /** [first year, series code]: the code in force from that year. */
  series: [number, string][];
  seats: number | null;
  doors: number | null;
  segment: Segment;
  variants: Variant[];
  ancap: number | null;
  dims: [number, number, number] | null;
  tow: number | null;
  gvm: number | null;
  fuelTank: number | null;
  /** Caravans: sleeps, length (m), tare and ATM (kg), axles. */
  rv?: {
    sleeps: number;
    length: number;
    tare: number;
    atm: number;
    axle: "Single" | "Tandem";
    ensuite: boolean;
    offroad: boolean;
  };
}

const TRANS: Record<string, [string, "Automatic" | "Manual", number]> = {
  A4: ["4 Speed Automatic", "Automatic", 4],
  A6: ["6 Speed Sports Automatic", "Automatic", 6],
  A8: ["8 Speed Sports Automatic", "Automatic", 8],
  A9: ["9 Speed Automatic", "Automatic", 9],
  A10: ["10 Speed Automatic", "Automatic", 10],
  CVT: ["Constant Variable Transmission", "Automatic", 1],
  DCT6: ["6 Speed Auto Dual Clutch", "Automatic", 6],
  DCT7: ["7 Speed Auto Dual Clutch", "Automatic", 7],
  DCT8: ["8 Speed Auto Dual Clutch", "Automatic", 8],
  M5: ["5 Speed Manual", "Manual", 5],
  M6: ["6 Speed Manual", "Manual", 6],
  R1: ["1 Speed Reduction Gear", "Automatic", 1],
};

const DRIVE: Record<string, [string, string]> = {
  FWD: ["Front Wheel Drive", "FWD"],
  RWD: ["Rear Wheel Drive", "RWD"],
  AWD: ["All Wheel Drive", "AWD"],
  "4WD": ["4X4 Dual Range", "4WD"],
  "4X4": ["4X4 On Demand", "4WD"],
  CHAIN: ["Chain", "Chain"],
  BELT: ["Belt", "Belt"],
  SHAFT: ["Shaft", "Shaft"],
};

const FUEL: Record<string, FuelKind> = { P: "Petrol", D: "Diesel", H: "Hybrid", E: "Electric", X: "Plug-in Hybrid" };
const INDUCTION: Record<string, string | null> = {
  NA: "Aspirated",
  T: "Turbo Intercooled",
  TT: "Twin Turbo Intercooled",
  E: null,
};

/** "H 2.5 4 NA CVT AWD 4.8 221": fuel, litres, cylinders, induction, gearbox, drive, L/100km, Nm. */
export function engine(spec: string): Engine {
  const [f, litres, cyl, ind, trans, drive, cons, torque] = spec.split(" ");
  const t = TRANS[trans];
  const d = DRIVE[drive];
  if (!FUEL[f] || !t || !d || !(ind in INDUCTION)) throw new Error(`Bad engine spec: ${spec}`);
  return {
    fuel: FUEL[f],
    litres: Number(litres),
    cylinders: Number(cyl),
    induction: INDUCTION[ind],
    trans: t[0],
    simpleTrans: t[1],
    gears: t[2],
    drive: d[0],
    simpleDrive: d[1],
    consumption: f === "E" ? null : Number(cons),
    torque: Number(torque),
  };
}

type Opts = Partial<Pick<ModelSpec, "ancap" | "dims" | "tow" | "gvm" | "fuelTank" | "rv" | "itemType">>;

export function model(
  make: string,
  name: string,
  shape: ShapeName,
  body: string,
  bodyConfig: string,
  years: [number, number],
  series: string | [number, string][],
  seats: number | null,
  doors: number | null,
  segment: Segment,
  variants: [string, number, string | null][],
  opts: Opts = {},
): ModelSpec {
  return {
    itemType: opts.itemType ?? "car",
    make,
    model: name,
    shape,
    body,
    bodyConfig,
    years,
    series: typeof series === "string" ? [[years[0], series]] : series,
    seats,
    doors,
    segment,
    variants: variants.map(([badge, price, e]) => ({ badge, price, engine: e === null ? null : engine(e) })),
    ancap: opts.ancap ?? null,
    dims: opts.dims ?? null,
    tow: opts.tow ?? null,
    gvm: opts.gvm ?? null,
    fuelTank: opts.fuelTank ?? null,
    rv: opts.rv,
  };
}
