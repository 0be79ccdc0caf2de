import type { Rng } from "~/domain/content/seeded-random";
import type { ModelSpec, Variant } from "./types";

/**
 * Standard equipment grows with the trim level (the variant's place in its
 * model's line-up); the filterable features and the lifestyle categories are
 * derived from it so the facets agree with what the page lists.
 */
const BASE = [
  "Apple CarPlay & Android Auto",
  "Reversing camera",
  "Rear parking sensors",
  "Autonomous emergency braking",
  "Lane keep assist",
  "Cruise control",
  "Bluetooth audio & phone",
  "Air conditioning",
  "Remote central locking",
  "LED daytime running lights",
  "Six airbags",
  "Hill start assist",
  "Tyre pressure monitoring",
];
const LEVELS = [
  [
    "Alloy wheels",
    "Front parking sensors",
    "Blind-spot monitoring",
    "Rear cross-traffic alert",
    "Auto headlights",
    "Rain-sensing wipers",
    "Privacy glass",
    "Adaptive cruise control",
  ],
  [
    "Dual-zone climate control",
    "Keyless entry & push-button start",
    "Wireless phone charger",
    "Satellite navigation",
    "Leather-accented seats",
    "Heated front seats",
    "Power-adjustable driver's seat",
    "LED headlights",
  ],
  [
    "360-degree camera",
    "Head-up display",
    "Premium audio system",
    "Power tailgate",
    "Sunroof",
    "Ventilated front seats",
    "Digital instrument cluster",
  ],
  ["Panoramic sunroof", "Heated steering wheel", "Memory seats", "Heated rear seats", "Self-parking", "Matrix LED headlights"],
];
const OFFROAD = [
  "Rear differential lock",
  "Hill descent control",
  "Side steps",
  "Tow bar",
  "Roof racks",
  "Bull bar",
  "Snorkel",
  "Underbody protection",
];
const UTE = ["Tub liner", "Tonneau cover", "Sports bar", "Tie-down points"];
const EV = ["DC fast charging", "Vehicle-to-load (V2L)", "Heat pump", "One-pedal driving", "Regenerative braking paddles"];
const HYBRID = ["Hybrid drive system", "EV mode", "Energy monitor"];
const PHEV = ["AC charging port", "DC fast charging", "EV mode", "Energy monitor"];

const BIKE_BASE = ["ABS", "LED lighting", "Digital instrument display", "Slipper clutch", "Adjustable brake lever"];
const BIKE_EXTRA = [
  "Traction control",
  "Ride modes",
  "Quickshifter",
  "Cruise control",
  "Heated grips",
  "TFT display with smartphone connectivity",
  "Cornering ABS",
  "Tubeless spoked wheels",
  "Hand guards",
  "Tall touring screen",
  "Pannier racks",
  "12V socket",
  "Keyless ignition",
];

const RV_BASE = [
  "Queen bed with innerspring mattress",
  "Gas/electric cooktop",
  "Microwave",
  "Three-way fridge",
  "Reverse-cycle air conditioner",
  "Roll-out awning",
  "12V LED lighting",
  "Electric brakes",
  "Two 9 kg gas bottles",
  "Hot water system",
  "TV antenna",
  "External speakers",
];
const RV_EXTRA = [
  "Lithium battery system",
  "Roof-mounted solar panels",
  "Diesel heater",
  "Off-road independent suspension",
  "Front toolbox",
  "Washing machine",
  "Ensuite with separate shower and toilet",
  "Bunk beds",
  "Grey water tank",
  "Rear storage box",
  "External shower",
  "Slide-out kitchen",
  "Jerry can holders",
  "Off-road hitch",
];

const FEATURE_KEYS: [RegExp, string][] = [
  [/CarPlay/, "Apple CarPlay"],
  [/CarPlay/, "Android Auto"],
  [/Reversing camera/, "Reversing Camera"],
  [/Bluetooth/, "Bluetooth"],
  [/^Cruise control/, "Cruise Control"],
  [/Adaptive cruise/, "Adaptive Cruise Control"],
  [/[Ss]unroof/, "Sunroof"],
  [/Leather/, "Leather Seats"],
  [/Heated front seats/, "Heated Seats"],
  [/Tow bar/, "Tow Bar"],
  [/navigation/, "Navigation"],
  [/360-degree/, "360 Camera"],
  [/Keyless/, "Keyless Entry"],
  [/Bull bar/, "Bull Bar"],
  [/Roof racks/, "Roof Racks"],
  [/LED headlights/, "LED Headlights"],
  [/Wireless phone/, "Wireless Charging"],
  [/Blind-spot/, "Blind Spot Monitor"],
  [/Lane keep/, "Lane Keep Assist"],
  [/parking sensors/, "Parking Sensors"],
  [/Power tailgate/, "Power Tailgate"],
  [/Head-up/, "Head-up Display"],
  [/Alloy wheels/, "Alloy Wheels"],
  [/V2L/, "Vehicle-to-Load"],
  [/^ABS$/, "ABS"],
  [/Traction control/, "Traction Control"],
  [/Quickshifter/, "Quickshifter"],
  [/Heated grips/, "Heated Grips"],
  [/solar/, "Solar Panels"],
  [/Ensuite/, "Ensuite"],
  [/Bunk beds/, "Bunk Beds"],
  [/air conditioner/, "Air Conditioning"],
  [/Diesel heater/, "Diesel Heater"],
];

export interface Equipment {
  standardEquipment: string[];
  filtered_features: string[];
  categories: string[];
}

export function equipmentFor(spec: ModelSpec, variant: Variant, price: number, rng: Rng): Equipment {
  const level = spec.variants.indexOf(variant);
  const share = spec.variants.length > 1 ? level / (spec.variants.length - 1) : 0.5;
  let list: string[];
  if (spec.itemType === "motorcycle") {
    list = [...BIKE_BASE, ...rng.sample(BIKE_EXTRA, 2 + Math.round(share * 5))];
  } else if (spec.itemType === "caravan") {
    const rv = spec.rv;
    const extras = rng
      .sample(RV_EXTRA, 3 + Math.round(share * 4))
      .filter((e) => (e.startsWith("Ensuite") ? rv?.ensuite : true) && (e.startsWith("Bunk") ? (rv?.sleeps ?? 0) >= 4 : true));
    if (rv?.ensuite && !extras.some((e) => e.startsWith("Ensuite"))) extras.push("Ensuite with separate shower and toilet");
    list = [...RV_BASE, ...extras];
  } else {
    const levels = Math.min(LEVELS.length, Math.round(share * LEVELS.length) + (spec.segment === "luxury" ? 2 : 0));
    const open = spec.segment === "ute" || spec.segment === "van";
    list = [...BASE, ...LEVELS.slice(0, levels).flat()].filter((item) => !(open && /[Ss]unroof|Power tailgate/.test(item)));
    const fuel = variant.engine?.fuel;
    if (fuel === "Electric") list.push(...EV);
    if (fuel === "Hybrid") list.push(...HYBRID);
    if (fuel === "Plug-in Hybrid") list.push(...PHEV);
    if (spec.segment === "ute" || spec.segment === "4x4") list.push(...rng.sample(OFFROAD, 2 + Math.round(share * 4)));
    if (spec.segment === "ute") list.push(...rng.sample(UTE, 1 + Math.round(share * 2)));
    if ((spec.seats ?? 0) >= 7) list.push(spec.seats === 8 ? "Eight seats" : "Third-row seating");
  }
  const features = new Set<string>();
  for (const item of list) for (const [re, name] of FEATURE_KEYS) if (re.test(item)) features.add(name);
  if ((spec.seats ?? 0) >= 7) features.add("Third Row Seating");
  return {
    standardEquipment: [...new Set(list)],
    filtered_features: [...features],
    categories: categoriesFor(spec, variant, price),
  };
}

function categoriesFor(spec: ModelSpec, variant: Variant, price: number): string[] {
  const c = new Set<string>();
  const fuel = variant.engine?.fuel;
  const sporty =
    /\b(GT|N|GR|Raptor|Type R|XPOWER|Performance|M40i|M340i|SP|R)\b/.test(variant.badge) || spec.segment === "sports";
  if (spec.itemType === "motorcycle") {
    if (/LAMS/.test(variant.badge) || (variant.engine?.litres ?? 1) <= 0.66) c.add("LAMS Approved");
    c.add(
      spec.body === "Adventure"
        ? "Adventure"
        : spec.body === "Cruiser"
          ? "Cruising"
          : spec.body === "Sports"
            ? "Performance"
            : "Commuter",
    );
    if (/Tracer|Africa Twin|Tiger|GS|Pan America/.test(spec.model)) c.add("Touring");
    return [...c];
  }
  if (spec.itemType === "caravan") {
    const rv = spec.rv;
    if (rv?.offroad) c.add("Off Road");
    if ((rv?.sleeps ?? 0) >= 4) c.add("Family");
    else c.add("Couples");
    if (rv?.ensuite) c.add("Ensuite");
    if ((rv?.atm ?? 0) <= 2500) c.add("Lightweight");
    return [...c];
  }
  if (["medium", "large", "people"].includes(spec.segment) && (spec.seats ?? 0) >= 5 && spec.body !== "Coupe") c.add("Family");
  if ((spec.seats ?? 0) >= 7) c.add("7 Seater");
  if (variant.engine?.simpleDrive === "4WD" || spec.segment === "4x4") c.add("Off Road");
  if (fuel === "Hybrid" || fuel === "Electric" || fuel === "Plug-in Hybrid") c.add("Eco Friendly");
  if (fuel === "Electric") c.add("Electric");
  if ((spec.segment === "light" || spec.segment === "small") && price < 25_000) c.add("First Car");
  if (spec.segment === "light" || spec.segment === "small") c.add("City");
  if (spec.segment === "ute" || spec.segment === "van") c.add("Work");
  if ((spec.tow ?? 0) >= 2500) c.add("Towing");
  if (sporty) c.add("Performance");
  if (spec.segment === "luxury" || price > 90_000) c.add("Luxury");
  return [...c];
}
