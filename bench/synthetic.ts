import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";
import { vehicleSlug, type CarType, type StockStatus, type Vehicle } from "~/domain/vehicle/vehicle";
import { createRng } from "~/domain/content/seeded-random";
import { CATALOGUE, seriesFor } from "../demo/catalogue";
import { popularity } from "../demo/stock-plan";

/**
 * A deterministic synthetic tenant for the search benchmark: N Australian stock
 * vehicles drawn from the demo's catalogue with its popularity (the nation's
 * best sellers lead), plus the matching tenant config. The same seed and
 * reference time always give the same stock.
 */

/** The reference "now" of the synthetic stock: every date is relative to it. */
export const SYNTHETIC_NOW = Date.UTC(2026, 10, 1, 0, 0, 0);
export const SYNTHETIC_TENANT_ID = 1;

const DAY = 86_400_000;

/**
 * The demo's catalogue (demo/catalogue), cars only: the platform keeps one
 * list of Australian makes and models, and the benchmarks draw from it as the
 * demo does, each model as often as the demo stocks it (demo/stock-plan.ts).
 */
const CARS = CATALOGUE.filter((spec) => spec.itemType === "car");
/** Makes whose cars hold their value a little better and come better equipped. */
const PRESTIGE = new Set(["Audi", "BMW", "Lexus", "Mercedes-Benz", "Polestar", "Volvo"]);

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
  const rnd = createRng(opts.seed ?? 20_261_101).next;
  const now = opts.now ?? SYNTHETIC_NOW;
  const thisYear = new Date(now).getUTCFullYear();
  const models = weighted(CARS, popularity);
  const colours = weighted(COLOURS, (c) => c[1]);
  const tags = weighted(TAGS, (t) => t[1]);
  const locations = weighted([...LOCATIONS], (l) => l.weight);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  // Roughly normal, for price and km noise.
  const gauss = () => (rnd() + rnd() + rnd() + rnd() - 2) / 0.58;

  const out: Vehicle[] = [];
  for (let id = 1; id <= n; id++) {
    const model = models.pick(rnd());
    const prestige = PRESTIGE.has(model.make);
    const roll = rnd();
    let carType: CarType = roll < 0.62 ? "used" : roll < 0.9 ? "new" : "demo";

    // Year: new is this year (or next model year's early stock), demo recent, used skewed young.
    const first = model.years[0];
    const last = Math.min(thisYear, model.years[1] || thisYear);
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

    // Entry badges sell most.
    const variant = model.variants[Math.min(model.variants.length - 1, Math.floor(Math.pow(rnd(), 1.4) * model.variants.length))];
    // Every car of the catalogue has a driveline (only caravans have none).
    const engine = variant.engine!;
    const badge = variant.badge;
    const series = seriesFor(model, year);
    const fuel = engine.fuel;
    const fourByFour = engine.simpleDrive === "4WD";
    const manual = engine.simpleTrans === "Manual";
    const seats = model.seats ?? 5;

    const km =
      carType === "new"
        ? int(0, 50)
        : carType === "demo"
          ? int(800, 12_000)
          : Math.max(1_000, Math.round((age + rnd() * 0.9) * (15_000 + 5_000 * gauss())));
    let price = variant.price * Math.pow(prestige ? 0.84 : 0.87, age) * (1 + 0.06 * gauss());
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
      if (f === "Third Row Seating") prob = seats >= 7 ? 1 : 0;
      if (f === "Bull Bar") prob = fourByFour ? 0.35 : 0;
      if (f === "Tow Bar" && (model.body === "Ute" || fourByFour)) prob = 0.6;
      if (prestige && (f === "Leather Seats" || f === "Satellite Navigation")) prob = 0.9;
      if (rnd() < prob) features.push(f);
    }
    const categories: string[] = [];
    if (model.body === "SUV" || model.body === "Wagon") categories.push("SUVs & 4WDs");
    if (model.body === "Ute") categories.push("Utes");
    if (model.body === "Van" || model.bodyConfig === "Cab Chassis") categories.push("Commercial");
    if (model.body === "Hatch" || model.body === "Sedan") categories.push("Small & Medium Cars");
    if (fourByFour) categories.push("Off Road");
    if (seats >= 7) categories.push("7 Seaters");
    if (fuel !== "Petrol" && fuel !== "Diesel") categories.push("Electric & Hybrid");
    if (prestige) categories.push("Prestige");
    if (price > 0 && price < 20_000) categories.push("Under $20k");
    if (carType === "used" && age <= 2) categories.push("Nearly New");

    const certified = carType === "used" && age <= 5 && km < 100_000 && rnd() < 0.35;
    const tag = rnd() < 0.12 ? tags.pick(rnd())[0] : null;
    const weekly = price > 0 && rnd() < 0.6 ? Math.round(price * 0.0047) : null;
    const subscription = price > 0 && carType !== "demo" && rnd() < 0.05 ? Math.round(price / 160) : null;
    const name = `${year} ${model.make} ${model.model} ${badge}`;
    const slug = vehicleSlug({ year, make: model.make, model: model.model, badge, stocknum, vin });
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
      make: model.make,
      model: model.model,
      badge,
      series,
      item_type: "car",
      colour,
      interior_colour: prestige ? "Black Leather" : "Black Cloth",
      simple_transmission: manual ? "Manual" : "Automatic",
      trans: engine.trans,
      bodyconfiguration: model.body === "Ute" ? model.bodyConfig : null,
      simple_body: model.body,
      simple_drive: engine.simpleDrive,
      drive: engine.drive,
      simple_fuel: fuel,
      fuel: {
        Petrol: "Unleaded Petrol",
        Diesel: "Diesel",
        Hybrid: "Petrol - Electric",
        "Plug-in Hybrid": "Petrol - Electric (PHEV)",
        Electric: "Electric",
      }[fuel],
      seats,
      doors: model.doors ?? 4,
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
      variant: { cylinders: engine.cylinders, ancaprating: model.ancap ?? (year >= 2015 ? 5 : 4) },
      autograb_data: null,
      youxQuote: weekly ? { weeklyRepaymentAmount: weekly, advertisedRate: 8.99, comparisonRate: 9.49 } : null,
    });
  }
  return out;
}
