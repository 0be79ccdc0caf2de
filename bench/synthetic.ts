import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";
import { vehicleSlug, type CarType, type StockStatus, type Vehicle } from "~/domain/vehicle/vehicle";

/**
 * A deterministic synthetic tenant for the search benchmark: N Australian stock
 * vehicles drawn from a realistic catalogue with skewed popularity (Toyota,
 * Ford and Mazda dominate; prestige makes are rare), plus the matching tenant
 * config. The same seed and reference time always give the same stock.
 */

/** The reference "now" of the synthetic stock: every date is relative to it. */
export const SYNTHETIC_NOW = Date.UTC(2026, 10, 1, 0, 0, 0);
export const SYNTHETIC_TENANT_ID = 1;

const DAY = 86_400_000;

/** sfc32: small, fast, good enough statistically, and seedable. */
export function createRandom(seed: number): () => number {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 20; i++) next();
  return next;
}

type Body = "SUV" | "Ute" | "Hatch" | "Sedan" | "Wagon" | "Van" | "Coupe" | "Convertible" | "Cab Chassis" | "People Mover";
type Fuel = "Petrol" | "Diesel" | "Hybrid" | "Plug-in Hybrid" | "Electric";
type Drive = "FWD" | "RWD" | "AWD" | "4x4";

interface ModelSpec {
  name: string;
  weight: number;
  body: Body;
  /** Drive-away price of the base badge when new, AUD. */
  price: number;
  fuels: Fuel[];
  drives: Drive[];
  seats: number;
  badges: string[];
  /** [first model year, series code] pairs, oldest first. */
  series?: [number, string][];
  from?: number;
  to?: number;
  manual?: boolean;
}

interface MakeSpec {
  name: string;
  weight: number;
  prestige?: boolean;
  /** Last model year sold new in Australia (Holden). */
  until?: number;
  models: ModelSpec[];
}

// Compact model rows: name, weight, body, price, fuels, drives, seats, badges, extra.
function m(
  name: string,
  weight: number,
  body: Body,
  price: number,
  fuels: Fuel[],
  drives: Drive[],
  seats: number,
  badges: string,
  extra: Partial<ModelSpec> = {},
): ModelSpec {
  return { name, weight, body, price, fuels, drives, seats, badges: badges.split(","), ...extra };
}

const P: Fuel[] = ["Petrol"];
const D: Fuel[] = ["Diesel"];
const PH: Fuel[] = ["Petrol", "Hybrid"];
const EV: Fuel[] = ["Electric"];

export const CATALOGUE: MakeSpec[] = [
  {
    name: "Toyota",
    weight: 18,
    models: [
      m("HiLux", 10, "Ute", 52_000, D, ["4x4", "RWD"], 5, "Workmate,SR,SR5,Rogue,Rugged X,GR Sport", {
        series: [
          [2015, "GUN126R"],
          [2024, "GUN126R MY24"],
        ],
        manual: true,
      }),
      m("RAV4", 9, "SUV", 41_000, PH, ["FWD", "AWD"], 5, "GX,GXL,XSE,Cruiser,Edge", {
        series: [
          [2019, "AXAH52R"],
          [2026, "AXAH54R"],
        ],
      }),
      m("Corolla", 7, "Hatch", 31_000, PH, ["FWD"], 5, "Ascent Sport,SX,ZR", { series: [[2018, "ZWE211R"]] }),
      m("LandCruiser", 5, "Wagon", 95_000, D, ["4x4"], 7, "GX,GXL,VX,Sahara,GR Sport", {
        series: [
          [2008, "VDJ200R"],
          [2021, "FJA300R"],
        ],
      }),
      m("Prado", 5, "SUV", 72_000, D, ["4x4"], 7, "GX,GXL,VX,Kakadu", {
        series: [
          [2009, "GDJ150R"],
          [2024, "GDJ250R"],
        ],
      }),
      m("Camry", 4, "Sedan", 39_000, ["Hybrid", "Petrol"], ["FWD"], 5, "Ascent,SL,SX", { series: [[2017, "AXVH71R"]] }),
      m("Kluger", 4, "SUV", 58_000, PH, ["FWD", "AWD"], 7, "GX,GXL,Grande", { series: [[2021, "AXUH78R"]] }),
      m("C-HR", 2, "SUV", 37_000, PH, ["FWD", "AWD"], 5, "GXL,Koba,GR Sport", { from: 2017 }),
      m("Yaris Cross", 3, "SUV", 31_000, PH, ["FWD", "AWD"], 5, "GX,GXL,Urban", { from: 2020 }),
      m("Yaris", 2, "Hatch", 25_000, PH, ["FWD"], 5, "Ascent Sport,SX,ZR"),
      m("HiAce", 2, "Van", 50_000, D, ["RWD"], 3, "LWB,SLWB,Commuter"),
      m("Fortuner", 1, "SUV", 54_000, D, ["4x4"], 7, "GX,GXL,Crusade", { from: 2015 }),
      m("LandCruiser 70", 1.5, "Cab Chassis", 80_000, D, ["4x4"], 2, "Workmate,GX,GXL", { manual: true }),
      m("GR86", 0.5, "Coupe", 45_000, P, ["RWD"], 4, "GT,GTS", { from: 2022, manual: true }),
      m("bZ4X", 0.5, "SUV", 66_000, EV, ["FWD", "AWD"], 5, "FWD,AWD", { from: 2022 }),
    ],
  },
  {
    name: "Ford",
    weight: 9,
    models: [
      m("Ranger", 12, "Ute", 55_000, D, ["4x4", "RWD"], 5, "XL,XLS,XLT,Sport,Wildtrak,Raptor,Platinum", {
        series: [
          [2011, "PX"],
          [2015, "PX MkII"],
          [2018, "PX MkIII"],
          [2022, "Next-Gen"],
        ],
        manual: true,
      }),
      m("Everest", 4, "SUV", 62_000, D, ["4x4", "RWD"], 7, "Ambiente,Trend,Sport,Platinum", {
        series: [
          [2015, "UA"],
          [2022, "UB"],
        ],
      }),
      m("Mustang", 1.5, "Coupe", 65_000, P, ["RWD"], 4, "GT,Mach 1,Dark Horse", { from: 2015, manual: true }),
      m("Focus", 1.5, "Hatch", 30_000, P, ["FWD"], 5, "Trend,ST-Line,ST", { to: 2022, manual: true }),
      m("Escape", 2, "SUV", 40_000, ["Petrol", "Plug-in Hybrid"], ["FWD", "AWD"], 5, "Escape,ST-Line,Vignale"),
      m("Transit Custom", 1.5, "Van", 52_000, D, ["FWD"], 3, "290S,320L,340L Sport"),
      m("Territory", 1, "SUV", 38_000, P, ["RWD", "AWD"], 7, "TX,TS,Titanium", { to: 2016 }),
      m("Falcon", 1, "Sedan", 40_000, ["Petrol"], ["RWD"], 5, "XT,G6E,XR6,XR8", { to: 2016 }),
    ],
  },
  {
    name: "Mazda",
    weight: 8,
    models: [
      m("CX-5", 9, "SUV", 40_000, P, ["FWD", "AWD"], 5, "Maxx,Maxx Sport,Touring,GT SP,Akera", {
        series: [
          [2012, "KE"],
          [2017, "KF"],
        ],
      }),
      m("CX-3", 4, "SUV", 29_000, P, ["FWD", "AWD"], 5, "Neo Sport,Maxx Sport,Akari", { from: 2015 }),
      m("Mazda3", 6, "Hatch", 31_000, P, ["FWD"], 5, "G20 Pure,G20 Evolve,G25 GT,G25 Astina", {
        series: [
          [2009, "BL"],
          [2014, "BM"],
          [2016, "BN"],
          [2019, "BP"],
        ],
        manual: true,
      }),
      m("CX-30", 3, "SUV", 35_000, P, ["FWD", "AWD"], 5, "G20 Pure,G20 Evolve,G25 Touring,G25 Astina", { from: 2019 }),
      m("BT-50", 4, "Ute", 50_000, D, ["4x4", "RWD"], 5, "XS,XT,XTR,GT,Thunder", { manual: true }),
      m("CX-9", 2, "SUV", 52_000, P, ["FWD", "AWD"], 7, "Sport,Touring,GT,Azami", { to: 2023 }),
      m("CX-60", 1, "SUV", 62_000, ["Petrol", "Diesel", "Plug-in Hybrid"], ["AWD"], 5, "G40e Evolve,D50e GT,P50e Azami", {
        from: 2023,
      }),
      m("MX-5", 1, "Convertible", 42_000, P, ["RWD"], 2, "Roadster,GT,RF GT", { manual: true }),
      m("Mazda2", 1.5, "Hatch", 24_000, P, ["FWD"], 5, "Pure,Evolve,GT", { manual: true }),
    ],
  },
  {
    name: "Hyundai",
    weight: 7,
    models: [
      m("i30", 7, "Hatch", 28_000, P, ["FWD"], 5, "Active,Elite,N Line,N Line Premium,N", {
        series: [
          [2012, "GD"],
          [2017, "PD"],
          [2021, "CN7"],
        ],
        manual: true,
      }),
      m("Tucson", 6, "SUV", 38_000, ["Petrol", "Diesel", "Hybrid"], ["FWD", "AWD"], 5, "Tucson,Elite,Highlander,N Line", {
        series: [
          [2015, "TL"],
          [2021, "NX4"],
        ],
      }),
      m("Kona", 4, "SUV", 32_000, ["Petrol", "Hybrid", "Electric"], ["FWD", "AWD"], 5, "Kona,Active,Elite,Highlander,N Line", {
        from: 2017,
      }),
      m("Santa Fe", 3, "SUV", 52_000, ["Diesel", "Hybrid"], ["AWD"], 7, "Santa Fe,Elite,Highlander,Calligraphy"),
      m("Venue", 2, "SUV", 25_000, P, ["FWD"], 5, "Venue,Active,Elite", { from: 2019 }),
      m("iLoad", 1.5, "Van", 42_000, D, ["RWD"], 3, "Crew Cab,Van", { to: 2021 }),
      m("Staria", 1, "People Mover", 55_000, D, ["AWD"], 8, "Staria,Elite,Highlander", { from: 2021 }),
      m("Ioniq 5", 1, "SUV", 68_000, EV, ["RWD", "AWD"], 5, "Dynamiq,Epiq,N", { from: 2021 }),
    ],
  },
  {
    name: "Kia",
    weight: 7,
    models: [
      m("Sportage", 6, "SUV", 38_000, ["Petrol", "Diesel", "Hybrid"], ["FWD", "AWD"], 5, "S,SX,SX+,GT-Line", {
        series: [
          [2016, "QL"],
          [2022, "NQ5"],
        ],
      }),
      m("Cerato", 5, "Hatch", 27_000, P, ["FWD"], 5, "S,Sport,Sport+,GT", {
        series: [
          [2013, "YD"],
          [2018, "BD"],
        ],
        to: 2024,
      }),
      m("Seltos", 3, "SUV", 31_000, P, ["FWD", "AWD"], 5, "S,Sport,Sport+,GT-Line", { from: 2019 }),
      m(
        "Sorento",
        3,
        "SUV",
        52_000,
        ["Petrol", "Diesel", "Hybrid", "Plug-in Hybrid"],
        ["FWD", "AWD"],
        7,
        "S,Sport,Sport+,GT-Line",
      ),
      m("Carnival", 3, "People Mover", 52_000, ["Petrol", "Diesel", "Hybrid"], ["FWD"], 8, "S,Si,SLi,Platinum"),
      m("Picanto", 2, "Hatch", 18_000, P, ["FWD"], 4, "S,GT-Line", { manual: true }),
      m("Stonic", 1, "SUV", 26_000, P, ["FWD"], 5, "S,Sport,GT-Line", { from: 2021 }),
      m("EV6", 1, "SUV", 72_000, EV, ["RWD", "AWD"], 5, "Air,GT-Line,GT", { from: 2022 }),
      m("Tasman", 0.5, "Ute", 55_000, D, ["4x4"], 5, "S,SX,SX+,X-Pro", { from: 2025 }),
    ],
  },
  {
    name: "Mitsubishi",
    weight: 6,
    models: [
      m("Triton", 8, "Ute", 45_000, D, ["4x4", "RWD"], 5, "GLX,GLX+,GLS,GSR", {
        series: [
          [2015, "MQ"],
          [2019, "MR"],
          [2024, "MV"],
        ],
        manual: true,
      }),
      m("Outlander", 5, "SUV", 40_000, ["Petrol", "Plug-in Hybrid"], ["FWD", "AWD"], 7, "ES,LS,Aspire,Exceed", {
        series: [
          [2013, "ZJ"],
          [2018, "ZL"],
          [2021, "ZM"],
        ],
      }),
      m("ASX", 4, "SUV", 29_000, P, ["FWD"], 5, "MR,ES,LS,Exceed", { manual: true }),
      m("Pajero Sport", 3, "SUV", 52_000, D, ["4x4"], 7, "GLX,GLS,Exceed", { from: 2016 }),
      m("Eclipse Cross", 2, "SUV", 36_000, ["Petrol", "Plug-in Hybrid"], ["FWD", "AWD"], 5, "ES,LS,Aspire,Exceed", {
        from: 2018,
      }),
      m("Pajero", 1, "SUV", 55_000, D, ["4x4"], 7, "GLX,GLS,Exceed", { to: 2021 }),
      m("Lancer", 1, "Sedan", 24_000, P, ["FWD"], 5, "ES,LS,GSR", { to: 2017, manual: true }),
    ],
  },
  {
    name: "Nissan",
    weight: 5,
    models: [
      m("Navara", 6, "Ute", 48_000, D, ["4x4", "RWD"], 5, "SL,ST,ST-X,PRO-4X,Warrior", {
        series: [
          [2008, "D40"],
          [2015, "D23"],
        ],
        manual: true,
      }),
      m("X-Trail", 5, "SUV", 40_000, ["Petrol", "Hybrid"], ["FWD", "AWD"], 7, "ST,ST-L,Ti,Ti-L", {
        series: [
          [2014, "T32"],
          [2022, "T33"],
        ],
      }),
      m("Qashqai", 3, "SUV", 35_000, P, ["FWD"], 5, "ST,ST+,Ti,N-Design"),
      m("Patrol", 2, "Wagon", 90_000, P, ["4x4"], 8, "Ti,Ti-L,Warrior", { series: [[2013, "Y62"]] }),
      m("Pathfinder", 1.5, "SUV", 60_000, P, ["FWD", "AWD"], 7, "ST,ST-L,Ti,Ti-L"),
      m("Juke", 1, "SUV", 31_000, P, ["FWD"], 5, "ST,ST+,Ti"),
    ],
  },
  {
    name: "Volkswagen",
    weight: 4.5,
    models: [
      m("Golf", 4, "Hatch", 38_000, P, ["FWD", "AWD"], 5, "Life,R-Line,GTI,R", {
        series: [
          [2013, "Mk7"],
          [2017, "Mk7.5"],
          [2021, "Mk8"],
        ],
      }),
      m("Amarok", 4, "Ute", 62_000, D, ["4x4"], 5, "Core,Life,Style,PanAmericana,Aventura", { manual: true }),
      m("Tiguan", 4, "SUV", 45_000, P, ["FWD", "AWD"], 5, "110TSI Life,162TSI Elegance,162TSI R-Line,R"),
      m("Polo", 2, "Hatch", 27_000, P, ["FWD"], 5, "Life,Style,GTI", { manual: true }),
      m("T-Roc", 1.5, "SUV", 40_000, P, ["FWD", "AWD"], 5, "CityLife,Style,R-Line,R", { from: 2020 }),
      m("Transporter", 1, "Van", 55_000, D, ["FWD", "AWD"], 3, "TDI340 SWB,TDI340 LWB,TDI450"),
    ],
  },
  {
    name: "Subaru",
    weight: 4,
    models: [
      m("Forester", 5, "SUV", 40_000, PH, ["AWD"], 5, "2.5i,2.5i-L,2.5i Premium,2.5i-S,Hybrid S", {
        series: [
          [2013, "SJ"],
          [2018, "SK"],
          [2025, "SL"],
        ],
      }),
      m("Outback", 4, "Wagon", 47_000, P, ["AWD"], 5, "AWD,AWD Sport,AWD Touring,XT"),
      m("XV", 3, "SUV", 34_000, PH, ["AWD"], 5, "2.0i,2.0i-L,2.0i Premium,2.0i-S", { to: 2023 }),
      m("Crosstrek", 1.5, "SUV", 38_000, PH, ["AWD"], 5, "2.0R,2.0L,2.0S,Hybrid S", { from: 2023 }),
      m("Impreza", 1.5, "Hatch", 32_000, P, ["AWD"], 5, "2.0i,2.0i-L,2.0i Premium,2.0i-S"),
      m("WRX", 1, "Sedan", 55_000, P, ["AWD"], 5, "WRX,RS,tS,STI", { manual: true }),
    ],
  },
  {
    name: "Isuzu",
    weight: 3.5,
    models: [
      m("D-Max", 7, "Ute", 50_000, D, ["4x4", "RWD"], 5, "SX,LS-M,LS-U,X-Terrain,Blade", {
        series: [
          [2012, "TF"],
          [2020, "RG"],
        ],
        manual: true,
      }),
      m("MU-X", 4, "SUV", 54_000, D, ["4x4", "RWD"], 7, "LS-M,LS-U,LS-T", { from: 2013 }),
    ],
  },
  {
    name: "Holden",
    weight: 3,
    until: 2020,
    models: [
      m("Commodore", 5, "Sedan", 42_000, P, ["RWD", "FWD"], 5, "Evoke,SV6,SS,SS-V Redline,Calais", {
        series: [
          [2008, "VE"],
          [2013, "VF"],
          [2018, "ZB"],
        ],
      }),
      m("Colorado", 5, "Ute", 48_000, D, ["4x4", "RWD"], 5, "LS,LT,LTZ,Z71", { series: [[2012, "RG"]], manual: true }),
      m("Captiva", 3, "SUV", 35_000, ["Petrol", "Diesel"], ["FWD", "AWD"], 7, "5 LT,7 LS,7 LTZ"),
      m("Cruze", 3, "Sedan", 24_000, P, ["FWD"], 5, "Equipe,CD,SRi-V", { to: 2016, manual: true }),
      m("Trax", 1.5, "SUV", 26_000, P, ["FWD"], 5, "LS,LT,LTZ", { from: 2013 }),
      m("Astra", 1.5, "Hatch", 27_000, P, ["FWD"], 5, "R,R+,RS,RS-V", { manual: true }),
      m("Trailblazer", 1, "SUV", 50_000, D, ["4x4"], 7, "LT,LTZ,Z71", { from: 2017 }),
    ],
  },
  {
    name: "Honda",
    weight: 3,
    models: [
      m("CR-V", 5, "SUV", 44_000, PH, ["FWD", "AWD"], 7, "Vi,VTi,VTi L,VTi LX,e:HEV RS"),
      m("HR-V", 4, "SUV", 36_000, PH, ["FWD"], 5, "Vi X,VTi X,e:HEV L"),
      m("Civic", 3, "Hatch", 40_000, PH, ["FWD"], 5, "VTi-L,RS,e:HEV LX,Type R", { manual: true }),
      m("Jazz", 2, "Hatch", 23_000, P, ["FWD"], 5, "GLi,VTi,VTi-S", { to: 2021 }),
      m("Accord", 1, "Sedan", 50_000, PH, ["FWD"], 5, "VTi,VTi-L,e:HEV RS"),
    ],
  },
  {
    name: "MG",
    weight: 4,
    models: [
      m("ZS", 7, "SUV", 25_000, ["Petrol", "Hybrid", "Electric"], ["FWD"], 5, "Excite,Essence,EV Excite", { from: 2018 }),
      m("MG3", 5, "Hatch", 20_000, ["Petrol", "Hybrid"], ["FWD"], 5, "Core,Excite,Hybrid+ Essence", { from: 2017 }),
      m("HS", 4, "SUV", 33_000, ["Petrol", "Plug-in Hybrid"], ["FWD", "AWD"], 5, "Vibe,Excite,Essence", { from: 2019 }),
      m("MG4", 2, "Hatch", 40_000, EV, ["RWD", "AWD"], 5, "Excite 51,Essence 64,XPOWER", { from: 2023 }),
    ],
  },
  {
    name: "BYD",
    weight: 2.5,
    models: [
      m("Atto 3", 4, "SUV", 46_000, EV, ["FWD"], 5, "Standard Range,Extended Range", { from: 2022 }),
      m("Seal", 2, "Sedan", 50_000, EV, ["RWD", "AWD"], 5, "Dynamic,Premium,Performance", { from: 2023 }),
      m("Dolphin", 2, "Hatch", 38_000, EV, ["FWD"], 5, "Dynamic,Premium", { from: 2023 }),
      m("Shark 6", 2, "Ute", 58_000, ["Plug-in Hybrid"], ["AWD"], 5, "Premium", { from: 2024 }),
      m("Sealion 7", 1, "SUV", 56_000, EV, ["RWD", "AWD"], 5, "Premium,Performance", { from: 2025 }),
    ],
  },
  {
    name: "Tesla",
    weight: 2,
    models: [
      m("Model 3", 5, "Sedan", 58_000, EV, ["RWD", "AWD"], 5, "RWD,Long Range,Performance", { from: 2019 }),
      m("Model Y", 6, "SUV", 62_000, EV, ["RWD", "AWD"], 5, "RWD,Long Range,Performance", { from: 2022 }),
    ],
  },
  {
    name: "GWM",
    weight: 2.5,
    models: [
      m("Ute Cannon", 5, "Ute", 38_000, D, ["4x4"], 5, "Cannon,Cannon-L,Cannon-X,Cannon Alpha", { from: 2021 }),
      m("Haval Jolion", 4, "SUV", 30_000, PH, ["FWD"], 5, "Premium,Lux,Ultra", { from: 2021 }),
      m("Haval H6", 3, "SUV", 38_000, PH, ["FWD", "AWD"], 5, "Premium,Lux,Ultra,GT", { from: 2021 }),
      m("Tank 300", 1, "SUV", 55_000, ["Petrol", "Hybrid"], ["4x4"], 5, "Lux,Ultra", { from: 2024 }),
    ],
  },
  {
    name: "Suzuki",
    weight: 2.5,
    models: [
      m("Swift", 5, "Hatch", 23_000, PH, ["FWD"], 5, "GL,GL Navigator,GLX Turbo,Sport", { manual: true }),
      m("Vitara", 3, "SUV", 33_000, P, ["FWD", "AWD"], 5, "Vitara,Turbo,Turbo ALLGRIP"),
      m("Jimny", 3, "SUV", 34_000, P, ["4x4"], 4, "Lite,GLX,XL", { manual: true }),
      m("S-Cross", 1, "SUV", 35_000, P, ["FWD", "AWD"], 5, "Turbo,Turbo Plus"),
    ],
  },
  {
    name: "LDV",
    weight: 1.5,
    models: [
      m("T60", 5, "Ute", 42_000, D, ["4x4"], 5, "Pro,Max,Max Luxe", { from: 2017, manual: true }),
      m("D90", 2, "SUV", 45_000, ["Petrol", "Diesel"], ["RWD", "4x4"], 7, "Mega,Executive", { from: 2017 }),
      m("G10", 2, "Van", 35_000, ["Petrol", "Diesel"], ["RWD"], 3, "Van,Executive", { from: 2015 }),
      m("Deliver 9", 1, "Van", 50_000, D, ["FWD", "RWD"], 3, "LWB Mid Roof,LWB High Roof", { from: 2020 }),
    ],
  },
  {
    name: "Mercedes-Benz",
    weight: 3,
    prestige: true,
    models: [
      m("C-Class", 4, "Sedan", 80_000, ["Petrol", "Plug-in Hybrid"], ["RWD"], 5, "C200,C300,C43 AMG,C63 AMG", {
        series: [
          [2014, "W205"],
          [2021, "W206"],
        ],
      }),
      m("GLC", 4, "SUV", 90_000, ["Petrol", "Diesel"], ["AWD"], 5, "GLC200,GLC300,GLC43 AMG", {
        series: [
          [2016, "X253"],
          [2023, "X254"],
        ],
      }),
      m("A-Class", 3, "Hatch", 58_000, P, ["FWD", "AWD"], 5, "A180,A200,A250,A35 AMG,A45 S AMG"),
      m("Sprinter", 2, "Van", 75_000, D, ["RWD"], 3, "315 CDI,316 CDI,519 CDI"),
      m("GLE", 1.5, "SUV", 130_000, ["Diesel", "Petrol"], ["AWD"], 7, "GLE300d,GLE450,GLE53 AMG"),
      m("E-Class", 1.5, "Sedan", 110_000, ["Petrol", "Diesel"], ["RWD"], 5, "E200,E300,E53 AMG"),
    ],
  },
  {
    name: "BMW",
    weight: 2.5,
    prestige: true,
    models: [
      m("X5", 3, "SUV", 130_000, ["Diesel", "Petrol", "Plug-in Hybrid"], ["AWD"], 5, "xDrive30d,xDrive40i,xDrive50e,M60i", {
        series: [
          [2013, "F15"],
          [2019, "G05"],
        ],
      }),
      m("3 Series", 4, "Sedan", 78_000, P, ["RWD", "AWD"], 5, "320i,330i,330e,M340i", {
        series: [
          [2012, "F30"],
          [2019, "G20"],
        ],
      }),
      m("X3", 3, "SUV", 85_000, ["Petrol", "Diesel"], ["AWD"], 5, "sDrive20i,xDrive20d,xDrive30i,M40i"),
      m("X1", 2, "SUV", 62_000, ["Petrol", "Electric"], ["FWD", "AWD"], 5, "sDrive18i,sDrive20i,xDrive30e,iX1"),
      m("1 Series", 1.5, "Hatch", 55_000, P, ["FWD", "RWD"], 5, "118i,128ti,M135i"),
      m("iX", 0.5, "SUV", 140_000, EV, ["AWD"], 5, "xDrive40,xDrive50,M60", { from: 2022 }),
    ],
  },
  {
    name: "Audi",
    weight: 2,
    prestige: true,
    models: [
      m("Q5", 4, "SUV", 80_000, ["Petrol", "Diesel"], ["AWD"], 5, "40 TDI,45 TFSI,Sportback,SQ5"),
      m("A3", 3, "Hatch", 52_000, P, ["FWD", "AWD"], 5, "30 TFSI,35 TFSI,40 TFSI quattro,S3,RS 3"),
      m("Q3", 3, "SUV", 58_000, P, ["FWD", "AWD"], 5, "35 TFSI,40 TFSI quattro,Sportback,RS Q3"),
      m("A4", 2, "Sedan", 65_000, P, ["FWD", "AWD"], 5, "35 TFSI,40 TFSI,45 TFSI quattro,S4"),
      m("Q7", 1.5, "SUV", 115_000, D, ["AWD"], 7, "45 TDI,50 TDI,SQ7"),
    ],
  },
  {
    name: "Lexus",
    weight: 1.5,
    prestige: true,
    models: [
      m("RX", 3, "SUV", 95_000, PH, ["AWD", "FWD"], 5, "RX350,RX350h,RX450h+,RX500h F Sport"),
      m("NX", 3, "SUV", 70_000, PH, ["FWD", "AWD"], 5, "NX250,NX350h,NX450h+"),
      m("IS", 1.5, "Sedan", 65_000, PH, ["RWD"], 5, "IS300,IS300h,IS350,IS500"),
      m("UX", 1.5, "SUV", 52_000, ["Hybrid", "Electric"], ["FWD", "AWD"], 5, "UX250h,UX300h,UX300e", { from: 2019 }),
    ],
  },
  {
    name: "Jeep",
    weight: 1,
    models: [
      m(
        "Grand Cherokee",
        4,
        "SUV",
        80_000,
        ["Petrol", "Diesel", "Plug-in Hybrid"],
        ["4x4"],
        5,
        "Laredo,Limited,Overland,Summit Reserve",
        {
          series: [
            [2011, "WK2"],
            [2022, "WL"],
          ],
        },
      ),
      m("Wrangler", 3, "SUV", 75_000, P, ["4x4"], 4, "Sport S,Overland,Rubicon", { manual: true }),
      m("Compass", 2, "SUV", 45_000, P, ["FWD", "4x4"], 5, "Sport,Limited,Trailhawk"),
    ],
  },
  {
    name: "Volvo",
    weight: 1,
    prestige: true,
    models: [
      m("XC60", 4, "SUV", 75_000, ["Petrol", "Plug-in Hybrid"], ["AWD"], 5, "B5 Plus,B5 Ultimate,T8 Recharge"),
      m("XC40", 3, "SUV", 55_000, ["Petrol", "Electric"], ["FWD", "AWD"], 5, "B4 Plus,B5 Ultimate,Recharge Pure Electric"),
      m("XC90", 2, "SUV", 100_000, ["Petrol", "Plug-in Hybrid"], ["AWD"], 7, "B5 Plus,B6 Ultimate,T8 Recharge"),
    ],
  },
  {
    name: "Land Rover",
    weight: 1,
    prestige: true,
    models: [
      m("Defender", 3, "SUV", 110_000, ["Diesel", "Petrol"], ["4x4"], 5, "90 D250,110 D300 SE,110 P400 X-Dynamic,130 D350", {
        from: 2020,
      }),
      m(
        "Range Rover Sport",
        2,
        "SUV",
        150_000,
        ["Diesel", "Petrol", "Plug-in Hybrid"],
        ["4x4"],
        5,
        "D300 SE,D350 Dynamic HSE,P460e Autobiography",
      ),
      m("Range Rover Evoque", 2, "SUV", 75_000, P, ["AWD"], 5, "P250 S,P250 R-Dynamic SE,P300e"),
      m("Discovery Sport", 1.5, "SUV", 75_000, ["Diesel", "Petrol"], ["AWD"], 7, "P250 S,D200 R-Dynamic SE"),
    ],
  },
  {
    name: "Skoda",
    weight: 1,
    models: [
      m("Kodiaq", 3, "SUV", 55_000, P, ["FWD", "AWD"], 7, "Style,Sportline,RS", { from: 2017 }),
      m("Octavia", 2, "Wagon", 42_000, P, ["FWD"], 5, "110TSI Style,RS", { manual: true }),
      m("Karoq", 2, "SUV", 42_000, P, ["FWD", "AWD"], 5, "110TSI Style,140TSI Sportline", { from: 2018 }),
    ],
  },
  {
    name: "Chery",
    weight: 1,
    models: [
      m("Tiggo 4", 3, "SUV", 27_000, PH, ["FWD"], 5, "Urban,Ultimate,Hybrid", { from: 2024 }),
      m("Tiggo 7", 3, "SUV", 35_000, ["Petrol", "Plug-in Hybrid"], ["FWD"], 5, "Urban,Ultimate,SHS", { from: 2023 }),
      m("Omoda 5", 2, "SUV", 32_000, ["Petrol", "Electric"], ["FWD"], 5, "BX,EX,GT", { from: 2023 }),
    ],
  },
  {
    name: "Ram",
    weight: 0.6,
    prestige: true,
    models: [
      m("1500", 5, "Ute", 120_000, P, ["4x4"], 5, "Express,Laramie,Limited,Warlock", { from: 2019 }),
      m("2500", 2, "Ute", 150_000, D, ["4x4"], 5, "Laramie,Limited", { from: 2019 }),
    ],
  },
  {
    name: "Porsche",
    weight: 0.4,
    prestige: true,
    models: [
      m("Macan", 3, "SUV", 110_000, ["Petrol", "Electric"], ["AWD"], 5, "Macan,T,S,GTS,Turbo"),
      m("Cayenne", 2, "SUV", 160_000, ["Petrol", "Plug-in Hybrid"], ["AWD"], 5, "Cayenne,E-Hybrid,S,Turbo GT"),
      m("911", 1, "Coupe", 260_000, P, ["RWD", "AWD"], 4, "Carrera,Carrera S,GTS,Turbo S", { manual: true }),
    ],
  },
];

const COLOURS: [string, number][] = [
  ["White", 30],
  ["Silver", 12],
  ["Grey", 16],
  ["Black", 12],
  ["Blue", 10],
  ["Red", 7],
  ["Green", 2],
  ["Orange", 1.5],
  ["Brown", 1],
  ["Gold", 0.5],
  ["Yellow", 0.7],
  ["Beige", 0.8],
  ["Purple", 0.2],
];
const TAGS: [string, number][] = [
  ["Special Offer", 3],
  ["Low Kms", 3],
  ["One Owner", 2],
  ["Price Drop", 2],
  ["Test Drive Only", 0.5],
  ["Clearance", 1],
  ["Just Arrived", 2],
];
const FEATURES: [string, number, number][] = [
  // [feature, first model year it is common, probability once common]
  ["Reversing Camera", 2012, 0.9],
  ["Bluetooth", 2008, 0.9],
  ["Cruise Control", 2008, 0.85],
  ["Apple CarPlay", 2017, 0.8],
  ["Android Auto", 2017, 0.8],
  ["Satellite Navigation", 2010, 0.45],
  ["Keyless Entry", 2012, 0.5],
  ["Alloy Wheels", 2008, 0.7],
  ["Adaptive Cruise Control", 2018, 0.5],
  ["Blind Spot Monitor", 2017, 0.45],
  ["Lane Keep Assist", 2018, 0.5],
  ["Leather Seats", 2008, 0.25],
  ["Heated Seats", 2012, 0.2],
  ["Sunroof", 2008, 0.15],
  ["360 Camera", 2019, 0.2],
  ["Wireless Charging", 2020, 0.3],
  ["Tow Bar", 2008, 0.2],
  ["Roof Racks", 2008, 0.12],
  ["Third Row Seating", 2008, 0],
  ["Bull Bar", 2008, 0],
  ["Head-Up Display", 2019, 0.1],
  ["Power Tailgate", 2016, 0.25],
];

/** Sales locations across five states; each belongs to one dealership of the group. */
const LOCATIONS = [
  {
    id: "101",
    name: "Sunrise Toyota Brisbane",
    slug: "sunrise-toyota-brisbane",
    dealer: "1",
    street: "120 Wickham St",
    city: "Fortitude Valley",
    state: "QLD",
    postcode: "4006",
    lat: -27.457,
    long: 153.034,
    weight: 18,
  },
  {
    id: "102",
    name: "Sunrise Toyota Gold Coast",
    slug: "sunrise-toyota-gold-coast",
    dealer: "1",
    street: "45 Nerang St",
    city: "Southport",
    state: "QLD",
    postcode: "4215",
    lat: -27.969,
    long: 153.404,
    weight: 12,
  },
  {
    id: "103",
    name: "Sunrise Toowoomba",
    slug: "sunrise-toowoomba",
    dealer: "2",
    street: "300 Ruthven St",
    city: "Toowoomba",
    state: "QLD",
    postcode: "4350",
    lat: -27.563,
    long: 151.953,
    weight: 8,
  },
  {
    id: "201",
    name: "Harbour Ford Parramatta",
    slug: "harbour-ford-parramatta",
    dealer: "3",
    street: "88 Church St",
    city: "Parramatta",
    state: "NSW",
    postcode: "2150",
    lat: -33.815,
    long: 151.003,
    weight: 16,
  },
  {
    id: "202",
    name: "Harbour Newcastle",
    slug: "harbour-newcastle",
    dealer: "3",
    street: "15 Hunter St",
    city: "Newcastle",
    state: "NSW",
    postcode: "2300",
    lat: -32.927,
    long: 151.776,
    weight: 10,
  },
  {
    id: "301",
    name: "Sunrise Ringwood",
    slug: "sunrise-ringwood",
    dealer: "2",
    street: "400 Maroondah Hwy",
    city: "Ringwood",
    state: "VIC",
    postcode: "3134",
    lat: -37.814,
    long: 145.23,
    weight: 14,
  },
  {
    id: "401",
    name: "Westside Osborne Park",
    slug: "westside-osborne-park",
    dealer: "4",
    street: "200 Scarborough Beach Rd",
    city: "Osborne Park",
    state: "WA",
    postcode: "6017",
    lat: -31.9,
    long: 115.81,
    weight: 12,
  },
  {
    id: "501",
    name: "Westside Adelaide",
    slug: "westside-adelaide",
    dealer: "4",
    street: "55 Main North Rd",
    city: "Prospect",
    state: "SA",
    postcode: "5082",
    lat: -34.883,
    long: 138.6,
    weight: 10,
  },
] as const;

const DEALERSHIPS = [
  { id: "1", slug: "sunrise-toyota", name: "Sunrise Toyota", manufacturer: "Toyota" },
  { id: "2", slug: "sunrise-used-cars", name: "Sunrise Used Cars" },
  { id: "3", slug: "harbour-motor-group", name: "Harbour Motor Group", manufacturer: "Ford" },
  { id: "4", slug: "westside-auto", name: "Westside Auto" },
];

/** The synthetic tenant's config, validated by the real schema. */
export function syntheticTenantConfig(): TenantConfig {
  return tenantConfigSchema.parse({
    slug: "bench-motor-group",
    name: "Bench Motor Group",
    dealership_id: "1",
    domains: ["cars.bench-motors.com.au"],
    theme: { primary_colour: "#0b3d91", secondary_colour: "#f2f2f2" },
    dealerships: DEALERSHIPS,
    locations: LOCATIONS.map((l, i) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      primary: i === 0,
      location_type: "sales",
      dealership_id: l.dealer,
      address: { street: l.street, city: l.city, state: l.state, postcode: l.postcode, lat: l.lat, long: l.long },
      contact_detail: {
        phone: `07 3${String(100 + i).padStart(3, "0")} 0000`,
        opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
      },
    })),
    features: { finance: true, certified_badge: true, reserve_online: true },
    // Spec 02 §7 and spec 01 §9: sold cars for 3 days, a week's freshness, used cars need a photo.
    stock_filter: { include_sold_cars_days: 3, freshness_days: 7, min_photos: 1, photos_required_for: ["used"] },
    search: {},
  });
}

interface Picker<T> {
  pick(r: number): T;
}

function weighted<T>(items: T[], weight: (t: T) => number): Picker<T> {
  const cum: number[] = [];
  let total = 0;
  for (const it of items) cum.push((total += weight(it)));
  return {
    pick(r: number) {
      const x = r * total;
      let lo = 0;
      let hi = cum.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid] > x) hi = mid;
        else lo = mid + 1;
      }
      return items[lo];
    },
  };
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** N vehicles for the synthetic tenant, ids 1..N. */
export function generateVehicles(n: number, opts: { seed?: number; now?: number } = {}): Vehicle[] {
  const rnd = createRandom(opts.seed ?? 20_261_101);
  const now = opts.now ?? SYNTHETIC_NOW;
  const thisYear = new Date(now).getUTCFullYear();
  const makes = weighted(CATALOGUE, (mk) => mk.weight);
  const modelPickers = new Map(CATALOGUE.map((mk) => [mk.name, weighted(mk.models, (md) => md.weight)]));
  const colours = weighted(COLOURS, (c) => c[1]);
  const tags = weighted(TAGS, (t) => t[1]);
  const locations = weighted([...LOCATIONS], (l) => l.weight);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  // Roughly normal, for price and km noise.
  const gauss = () => (rnd() + rnd() + rnd() + rnd() - 2) / 0.58;

  const out: Vehicle[] = [];
  for (let id = 1; id <= n; id++) {
    const make = makes.pick(rnd());
    const model = modelPickers.get(make.name)!.pick(rnd());
    const roll = rnd();
    let carType: CarType = make.until ? "used" : roll < 0.62 ? "used" : roll < 0.9 ? "new" : "demo";

    // Year: new is this year (or next model year's early stock), demo recent, used skewed young.
    const first = Math.max(2008, model.from ?? 2008);
    const last = Math.min(thisYear, model.to ?? thisYear, make.until ?? thisYear);
    if (carType !== "used" && last < thisYear - 1) carType = "used";
    let year: number;
    if (carType === "new") year = last;
    else if (carType === "demo") year = Math.max(first, last - int(0, 1));
    else {
      // Mostly one to eight years old, with a long tail back to 2008.
      let age = Math.floor(-Math.log(1 - rnd() * 0.999) * 4) + (rnd() < 0.9 ? 1 : 0);
      if (age > last - first) age = int(0, last - first);
      year = last - age;
    }
    if (year < first) year = first;
    const age = Math.max(0, thisYear - year);

    const badgeIdx = Math.min(model.badges.length - 1, Math.floor(Math.pow(rnd(), 1.4) * model.badges.length));
    const badge = model.badges[badgeIdx];
    const series = model.series ? ([...model.series].reverse().find(([y]) => y <= year)?.[1] ?? null) : null;
    const fuel = model.fuels[Math.min(model.fuels.length - 1, Math.floor(Math.pow(rnd(), 1.6) * model.fuels.length))];
    const drive = pick(model.drives);
    const manual = model.manual && fuel !== "Electric" && rnd() < (age > 8 ? 0.3 : 0.12);

    const km =
      carType === "new"
        ? int(0, 50)
        : carType === "demo"
          ? int(800, 12_000)
          : Math.max(1_000, Math.round((age + rnd() * 0.9) * (15_000 + 5_000 * gauss())));
    const badgeFactor = 1 + 0.14 * badgeIdx;
    const fuelFactor = fuel === "Plug-in Hybrid" ? 1.15 : fuel === "Hybrid" ? 1.06 : 1;
    let price = model.price * badgeFactor * fuelFactor * Math.pow(make.prestige ? 0.84 : 0.87, age) * (1 + 0.06 * gauss());
    if (carType === "demo") price *= 0.92;
    if (carType === "used") price *= Math.max(0.55, 1 - Math.max(0, km - age * 15_000) / 600_000);
    price = Math.max(2_990, Math.round(price / 1_000) * 1_000 - 10);
    const noPrice = rnd() < 0.02;
    if (noPrice) price = 0;

    const statusRoll = rnd();
    const status: StockStatus = statusRoll < 0.88 ? "in_stock" : statusRoll < 0.93 ? "coming_soon" : "sold";
    const createdAt = new Date(now - Math.floor(Math.pow(rnd(), 1.5) * (carType === "used" ? 180 : 120) * DAY) - int(0, DAY));
    const soldAt = status === "sold" ? new Date(now - Math.floor(rnd() * 10 * DAY)) : null;
    const stale = rnd() < 0.02;
    const lastSeen = new Date(now - (stale ? int(8, 40) * DAY : int(0, 20 * 3_600_000)));
    const photos = (status === "coming_soon" && rnd() < 0.4) || rnd() < 0.02 ? 0 : int(8, 24);
    const location = locations.pick(rnd());
    const colour = colours.pick(rnd())[0];
    const stocknum = `${carType === "new" ? "N" : carType === "demo" ? "D" : "U"}${String(id).padStart(6, "0")}`;
    let vin = "";
    for (let k = 0; k < 17; k++) vin += VIN_CHARS[Math.floor(rnd() * VIN_CHARS.length)];

    const features: string[] = [];
    for (const [f, from, p] of FEATURES) {
      let prob = year >= from ? p : p * 0.15;
      if (f === "Third Row Seating") prob = model.seats >= 7 ? 1 : 0;
      if (f === "Bull Bar") prob = drive === "4x4" ? 0.35 : 0;
      if (f === "Tow Bar" && (model.body === "Ute" || drive === "4x4")) prob = 0.6;
      if (make.prestige && (f === "Leather Seats" || f === "Satellite Navigation")) prob = 0.9;
      if (rnd() < prob) features.push(f);
    }
    const categories: string[] = [];
    if (model.body === "SUV" || model.body === "Wagon") categories.push("SUVs & 4WDs");
    if (model.body === "Ute" || model.body === "Cab Chassis") categories.push("Utes");
    if (model.body === "Van" || model.body === "Cab Chassis") categories.push("Commercial");
    if (model.body === "Hatch" || model.body === "Sedan") categories.push("Small & Medium Cars");
    if (drive === "4x4") categories.push("Off Road");
    if (model.seats >= 7) categories.push("7 Seaters");
    if (fuel !== "Petrol" && fuel !== "Diesel") categories.push("Electric & Hybrid");
    if (make.prestige) categories.push("Prestige");
    if (price > 0 && price < 20_000) categories.push("Under $20k");
    if (carType === "used" && age <= 2) categories.push("Nearly New");

    const certified = carType === "used" && age <= 5 && km < 100_000 && rnd() < 0.35;
    const tag = rnd() < 0.12 ? tags.pick(rnd())[0] : null;
    const weekly = price > 0 && rnd() < 0.6 ? Math.round(price * 0.0047) : null;
    const subscription = price > 0 && carType !== "demo" && rnd() < 0.05 ? Math.round(price / 160) : null;
    const name = `${year} ${make.name} ${model.name} ${badge}`;
    const slug = vehicleSlug({ year, make: make.name, model: model.name, badge, stocknum, vin });
    const images = Array.from({ length: photos }, (_, k) => ({ image: `https://img.bench-motors.com.au/v/${id}/${k + 1}.jpg` }));

    out.push({
      id,
      tenant_id: SYNTHETIC_TENANT_ID,
      slug,
      path: `/cars/${slug}`,
      photos_count: photos,
      views: int(0, 400),
      created_at: createdAt,
      updated_at: createdAt,
      sold_at: soldAt,
      last_seen_at: lastSeen,
      stocknum,
      vin,
      name,
      year,
      make: make.name,
      model: model.name,
      badge,
      series,
      item_type: "car",
      colour,
      interior_colour: make.prestige ? "Black Leather" : "Black Cloth",
      simple_transmission: manual ? "Manual" : "Automatic",
      trans: manual
        ? "6 Speed Manual"
        : fuel === "Electric"
          ? "1 Speed Reduction Gear"
          : pick(["6 Speed Automatic", "8 Speed Automatic", "CVT"]),
      bodyconfiguration: model.body === "Ute" ? pick(["Double Cab Pick Up", "Cab Chassis"]) : null,
      simple_body: model.body,
      simple_drive: drive,
      drive: { FWD: "Front Wheel Drive", RWD: "Rear Wheel Drive", AWD: "All Wheel Drive", "4x4": "Four Wheel Drive" }[drive],
      simple_fuel: fuel,
      fuel: {
        Petrol: "Unleaded Petrol",
        Diesel: "Diesel",
        Hybrid: "Petrol - Electric",
        "Plug-in Hybrid": "Petrol - Electric (PHEV)",
        Electric: "Electric",
      }[fuel],
      seats: model.seats,
      doors: model.body === "Coupe" || model.body === "Convertible" ? 2 : model.body === "Van" ? 3 : 4,
      km,
      price,
      price_type: carType === "used" ? "Drive Away" : pick(["Drive Away", "Excl. Gov. Charges"]),
      before_price: price > 0 && rnd() < 0.08 ? price + int(1, 5) * 1_000 : null,
      subscription_price: subscription,
      preorder: price === 0 && status === "coming_soon" && carType === "new",
      car_type: carType,
      status,
      reserved: status === "in_stock" && rnd() < 0.02,
      tag,
      certified,
      show_on_dealer_website: rnd() < 0.98,
      custom_rank: rnd() < 0.12 ? int(1, 100) : 0,
      nvic: null,
      regplate: carType === "used" ? `${int(100, 999)}${pick(["ABC", "XYZ", "KLM", "QRT"])}` : null,
      images,
      primary_image_url: images[0]?.image ?? null,
      spin_images: [],
      hotspots: { exterior: [], interior: [] },
      location_id: location.id,
      dealercomments: null,
      standardEquipment: [],
      specifications: {},
      categories,
      filtered_features: features,
      variant: { cylinders: fuel === "Electric" ? 0 : model.price > 80_000 ? 6 : 4, ancaprating: year >= 2015 ? 5 : 4 },
      autograb_data: null,
      youxQuote: weekly ? { weeklyRepaymentAmount: weekly, advertisedRate: 8.99, comparisonRate: 9.49 } : null,
    });
  }
  return out;
}
