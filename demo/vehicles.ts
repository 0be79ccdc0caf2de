import { QUICK_QUOTE_DEFAULTS, quoteAtPrice } from "~/domain/finance/quick-quote";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { CarType, VehicleInput } from "~/domain/vehicle/vehicle";
import {
  CARAVAN_TRIMS,
  INTERIORS,
  dealerComments,
  equipmentFor,
  modelYears,
  paintsFor,
  seriesFor,
  type ModelSpec,
  type Variant,
} from "./catalogue";
import { demoHistoryReportFile } from "./history-report";
import { isoDate, monthYear, nvic, photoSeed, regoPlate, vin } from "./identifiers";
import { photoRefs, spinRefs, videoRefs } from "./media";
import { createRng, type Rng } from "~/domain/content/seeded-random";
import { carTypeFor, newModel, usedModel, yardsOf, type Yard } from "./stock-plan";

/**
 * Demo stock for a tenant: deterministic (seeded by the tenant's slug), every
 * row valid for vehicleInputSchema, and covering every state a listing shows
 * (spec 01 §4): in stock, coming soon, sold inside and outside the sold
 * window, reserved, no price, pre-order, tagged, new arrivals, reduced.
 *
 * importVehicles stamps sold_at with its own `now`, so sold rows come back
 * with the date they sold and the seed imports them in batches by that date.
 */
export interface DemoStock {
  data: VehicleInput[];
  soldAt: Map<string, Date>;
}

export const DEMO_TAGS = ["Test Drive Only", "Special Offer", "Low KMs", "Demo Clearance"] as const;
type Tag = (typeof DEMO_TAGS)[number];
type Slot = "stock" | "arrival" | "coming" | "reserved" | "price0" | "preorder" | "sold-recent" | "sold-old" | Tag;

const DAY = 86_400_000;
const HOUR = 3_600_000;

function slots(count: number, rng: Rng): Slot[] {
  const q = (share: number, min: number) => Math.max(min, Math.round(count * share));
  const list: Slot[] = [];
  const add = (slot: Slot, n: number) => {
    for (let i = 0; i < n && list.length < count; i++) list.push(slot);
  };
  add("sold-recent", q(0.05, 2));
  add("sold-old", q(0.05, 2));
  add("preorder", q(0.015, 2));
  add("price0", q(0.015, 2));
  add("reserved", q(0.03, 2));
  add("coming", q(0.06, 2));
  for (const tag of DEMO_TAGS) add(tag, q(0.02, 1));
  add("arrival", q(0.07, 2));
  add("stock", count - list.length);
  return list
    .map((slot) => [slot, rng.next()] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([slot]) => slot);
}

/**
 * Days ago the older sales happened: past the sold window (at least 5 days),
 * within a month. A handful of dates keeps the seed to a few import batches.
 */
function oldSoldDays(window: number): number[] {
  const days = [5, 8, 12, 17, 23, 29].filter((d) => d > window);
  return days.length ? days : [30];
}

const round990 = (p: number) => Math.max(3_990, Math.round(p / 1000) * 1000 - 10);

export function demoVehicles(
  config: TenantConfig,
  count: number,
  now: Date,
  opts: { spins?: number; videos?: number } = {},
): DemoStock {
  const rng = createRng(`demo-stock:${config.slug}`);
  const yards = yardsOf(config);
  if (!yards.length) throw new Error(`Tenant ${config.slug} has no visible sales location to stock`);
  const franchised = yards.filter((y) => y.franchises.length);
  const year = now.getUTCFullYear();
  const data: VehicleInput[] = [];
  const soldAt = new Map<string, Date>();
  const soldWindow = config.stock_filter.include_sold_cars_days;
  let serial = 10_001;

  for (const slot of slots(count, rng)) {
    const needsNew = slot === "preorder" || slot === "Test Drive Only" || slot === "Demo Clearance";
    const yard = needsNew && franchised.length ? rng.pick(franchised) : rng.weighted(yards.map((y) => [y, y.weight] as const));
    const forced: CarType | undefined =
      slot === "preorder"
        ? "new"
        : slot === "Demo Clearance"
          ? "demo"
          : slot === "Test Drive Only"
            ? rng.pick(["new", "demo"] as const)
            : slot === "Low KMs" || slot === "price0"
              ? "used"
              : undefined;
    let carType = carTypeFor(yard, rng, forced);
    let spec = carType === "used" ? usedModel(yard, rng) : newModel(yard, year, rng);
    if (!spec) {
      carType = "used";
      spec = usedModel(yard, rng);
    }
    const stocknum = `${yard.prefix}${serial++}`;
    const row = buildVehicle({ config, yard, spec, carType, slot, stocknum, now, year, rng });
    data.push(row);
    if (slot === "sold-recent") soldAt.set(stocknum, new Date(now.getTime() - rng.pick([3, 20, 44, 64]) * HOUR));
    if (slot === "sold-old") soldAt.set(stocknum, new Date(now.getTime() - rng.pick(oldSoldDays(soldWindow)) * DAY));
  }

  const spins = opts.spins ?? 0;
  if (spins > 0) {
    const eligible = data.filter((v) => v.item_type === "car" && v.status === "in_stock" && !v.reserved && (v.price ?? 0) > 0);
    for (const v of rng.sample(eligible, spins)) Object.assign(v, spinRefs(v, rng));
  }
  const videos = opts.videos ?? 0;
  if (videos > 0) {
    const eligible = data.filter((v) => v.item_type === "car" && v.status === "in_stock");
    for (const v of rng.sample(eligible, videos)) Object.assign(v, videoRefs(v));
  }
  return { data, soldAt };
}

interface BuildArgs {
  config: TenantConfig;
  yard: Yard;
  spec: ModelSpec;
  carType: CarType;
  slot: Slot;
  stocknum: string;
  now: Date;
  year: number;
  rng: Rng;
}

function buildVehicle({ config, yard, spec, carType, slot, stocknum, now, year, rng }: BuildArgs): VehicleInput {
  const years = modelYears(spec, year);
  const vYear =
    carType === "new"
      ? year
      : carType === "demo"
        ? Math.max(spec.years[0], year - (rng.chance(0.3) ? 1 : 0))
        : rng.weighted(usedYears(years, year).map((y) => [y, ageWeight(year - y)] as const));
  const variant: Variant =
    carType === "used"
      ? rng.weighted(spec.variants.map((v, i) => [v, spec.variants.length - i + 1] as const))
      : rng.pick(spec.variants);
  const e = variant.engine;
  const badge = variant.badge === spec.model ? null : variant.badge;
  const series = seriesCode(spec, vYear);
  const age = Math.max(0, year - vYear);
  const km = kilometres(spec, carType, age, slot, rng);
  let price = priceFor(spec, variant, carType, age, km, rng);
  const paint = spec.itemType === "caravan" ? rng.pick(CARAVAN_TRIMS) : rng.pick(paintsFor(spec.make));
  const state = yard.location.address.state;

  let status: VehicleInput["status"] = "in_stock";
  let reserved = false;
  let preorder = false;
  let tag: string | null = null;
  let before: number | null = null;
  if (slot === "sold-recent" || slot === "sold-old") status = "sold";
  if (slot === "coming") status = "coming_soon";
  if (slot === "reserved") reserved = true;
  if (slot === "price0") price = 0;
  if (slot === "preorder") {
    preorder = true;
    price = 0;
    status = rng.chance(0.75) ? "coming_soon" : "in_stock";
  }
  if ((DEMO_TAGS as readonly string[]).includes(slot)) tag = slot;
  if (price > 0 && (tag === "Special Offer" || tag === "Demo Clearance" || (status !== "sold" && rng.chance(0.08)))) {
    before = price + rng.pick([500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000]);
  }

  const created = createdAt(slot, now, rng);
  const equipment = equipmentFor(spec, variant, price, rng);
  const certified =
    config.features.certified_badge &&
    carType === "used" &&
    spec.make === "Toyota" &&
    age <= 5 &&
    km <= 100_000 &&
    rng.chance(0.9);
  const hasRego = carType !== "new" && spec.itemType !== "caravan" ? rng.chance(0.75) : false;
  const regoExpiry = hasRego ? new Date(now.getTime() + rng.int(20, 360) * DAY) : null;
  const build = new Date(Date.UTC(vYear - (rng.chance(0.3) ? 1 : 0), rng.int(0, 11), 1));
  const shapeColour = paint[1];
  const images = photoRefs(spec, shapeColour, photoSeed(stocknum, rng), rng);
  const location = yard.location;
  const suburb = location.address.city;
  const dealer = config.dealerships.find((d) => d.id === location.dealership_id)?.name ?? config.name;
  const comments = rng.chance(0.08)
    ? rng.chance(0.5)
      ? ""
      : null
    : dealerComments(
        {
          spec,
          variant,
          year: vYear,
          km,
          carType,
          dealer,
          suburb,
          features: equipment.standardEquipment,
          certified,
          regoExpiry: regoExpiry ? monthYear(regoExpiry) : null,
        },
        rng,
      );
  const wantsQuote =
    (config.features.finance || !!config.finance_provider) && price > 5_000 && status !== "sold" && rng.chance(0.55);
  // Drawn and unused since the lender's quote comes from the engine (below): kept so the demo's cars stay as they were.
  rng.pick([7.99, 8.49, 8.99, 9.49, 9.99, 10.49]);
  const market =
    config.plugins.some((p) => /autogauge|car analysis/i.test(p.name)) && carType === "used" && price > 0 && rng.chance(0.65);
  const avg = market ? Math.round((price * (0.96 + rng.next() * 0.16)) / 100) * 100 : 0;
  const subscription =
    config.features.subscription_pricing &&
    spec.itemType === "car" &&
    price > 15_000 &&
    status === "in_stock" &&
    rng.chance(0.05);

  return {
    stocknum,
    vin: rng.chance(spec.itemType === "car" ? 0.8 : 0.6) ? vin(spec.make, vYear, rng) : null,
    name: [spec.make, spec.model, badge].filter(Boolean).join(" "),
    year: vYear,
    make: spec.make,
    model: spec.model,
    badge,
    series,
    carsales_title: [
      vYear,
      spec.make,
      spec.model,
      badge,
      series,
      e?.simpleTrans === "Manual" ? "Manual" : e ? "Auto" : null,
      e?.simpleDrive && !["Chain", "Belt", "Shaft"].includes(e.simpleDrive) ? e.simpleDrive : null,
    ]
      .filter(Boolean)
      .join(" "),
    item_type: spec.itemType,
    colour: paint[0],
    interior_colour: spec.itemType === "car" ? rng.pick(INTERIORS) : null,
    gearnum: e?.gears ?? null,
    simple_transmission: e?.simpleTrans ?? null,
    trans: e?.trans ?? null,
    bodyconfiguration: spec.bodyConfig,
    simple_body: spec.body,
    simple_drive: spec.itemType === "car" ? (e?.simpleDrive ?? null) : null,
    drive: e?.drive ?? null,
    simple_fuel: e?.fuel ?? null,
    fuel: e ? fuelLabel(e.fuel, spec) : null,
    seats: spec.seats,
    doors: spec.doors,
    engine_size: e && e.litres > 0 ? Math.round(e.litres * 998) : null,
    engine_size_litres: e && e.litres > 0 ? Math.round(e.litres * 10) / 10 : null,
    km,
    price,
    price_type: price > 0 ? (carType === "used" && rng.chance(0.3) ? "Excl. Govt. Charges" : "Drive Away") : null,
    before_price: before,
    subscription_price: subscription ? Math.round((price * 0.0072 + 40) / 5) * 5 : null,
    preorder,
    car_type: carType,
    status,
    reserved,
    tag,
    certified,
    created_at: created.toISOString(),
    show_on_dealer_website: true,
    custom_rank: rng.chance(0.1) ? rng.int(1, 100) : 0,
    nvic: carType === "used" && spec.itemType === "car" && rng.chance(0.8) ? nvic(rng) : null,
    regplate: hasRego ? regoPlate(state, rng) : null,
    rego_expiry: regoExpiry ? isoDate(regoExpiry) : null,
    build_date: isoDate(build).slice(0, 7),
    compliance_date: isoDate(new Date(build.getTime() + 45 * DAY)).slice(0, 7),
    images,
    primary_image_url: images[0].image,
    // A sample report for some used cars where the tenant offers history reports (history-report.server.ts).
    file: config.features.history_report && carType === "used" ? demoHistoryReportFile(stocknum) : null,
    location_id: location.id,
    dealercomments: comments,
    standardEquipment: equipment.standardEquipment,
    specifications: specificationsFor(spec),
    categories: equipment.categories,
    filtered_features: equipment.filtered_features,
    variant: {
      cylinders: e && e.cylinders > 0 ? e.cylinders : null,
      enginesize: e && e.litres > 0 ? Math.round(e.litres * 998) : null,
      enginesize_litres: e && e.litres > 0 ? e.litres : null,
      induction: e?.induction ?? null,
      fuelconsumptioncombined: e?.consumption ?? null,
      fuelcapacity: spec.fuelTank,
      grossvehiclemass: spec.gvm,
      vehiclelength: spec.dims?.[0] ?? null,
      vehiclewidth: spec.dims?.[1] ?? null,
      vehicleheight: spec.dims?.[2] ?? null,
      towingcapacitybraked: spec.tow,
      torque: e ? `${e.torque}Nm` : null,
      bodyconfiguration: spec.bodyConfig,
      ancaprating: spec.ancap,
      geartype: e ? gearType(e.trans) : null,
    },
    autograb_data: market
      ? { average_market_price: avg, state_average_market_price: Math.round((avg * (0.98 + rng.next() * 0.05)) / 100) * 100 }
      : null,
    // The lender's quote (spec 01 §3 youxQuote) as the lender quotes it: its quick quote for the car at the
    // spec's defaults with the tenant's rate card and fees, so its comparison rate is computed, never typed in.
    youxQuote: wantsQuote ? demoLenderQuote(config, price, vYear, year, rng) : null,
  };
}

function demoLenderQuote(config: TenantConfig, price: number, vehicleYear: number, asOfYear: number, rng: Rng) {
  // Drawn and unused, as the advertised rate above: the demo's later cars stay as they were.
  rng.next();
  const q = quoteAtPrice(
    { price, loanTerm: QUICK_QUOTE_DEFAULTS.loanTerm, credit: QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore, year: vehicleYear },
    config.finance,
    asOfYear,
  );
  return { weeklyRepaymentAmount: q.weeklyRepaymentAmount, advertisedRate: q.advertisedRate, comparisonRate: q.comparisonRate };
}

/** "MY25"-style codes follow the vehicle's own year; named series come from the catalogue. */
function seriesCode(spec: ModelSpec, year: number): string {
  const code = seriesFor(spec, year);
  return /^MY\d\d$/.test(code) ? `MY${String(year).slice(2)}` : code;
}

function usedYears(years: number[], current: number): number[] {
  const older = years.filter((y) => y < current);
  return older.length ? older : years;
}

/** Used stock is mostly three to six years old, with a long tail. */
function ageWeight(age: number): number {
  return [0, 6, 9, 10, 9, 8, 6, 5, 4, 3, 2][age] ?? 1;
}

function kilometres(spec: ModelSpec, carType: CarType, age: number, slot: Slot, rng: Rng): number {
  if (spec.itemType === "caravan") return 0;
  if (carType === "new") return rng.int(5, 40);
  if (carType === "demo") return spec.itemType === "motorcycle" ? rng.int(150, 1_500) : rng.int(1_500, 12_000);
  const perYear = spec.itemType === "motorcycle" ? rng.int(2_000, 6_000) : rng.int(9_000, 19_000);
  const km = Math.max(1, age) * perYear * (slot === "Low KMs" ? 0.3 : 1);
  return Math.max(spec.itemType === "motorcycle" ? 300 : 2_000, Math.round(km / 10) * 10 + rng.int(0, 999));
}

function priceFor(spec: ModelSpec, variant: Variant, carType: CarType, age: number, km: number, rng: Rng): number {
  if (carType === "new") return variant.price;
  if (carType === "demo") return round990(variant.price * (0.86 + rng.next() * 0.07));
  const fuel = variant.engine?.fuel;
  const [first, yearly] =
    spec.itemType === "motorcycle"
      ? [0.88, 0.94]
      : spec.itemType === "caravan"
        ? [0.85, 0.93]
        : fuel === "Electric"
          ? [0.78, 0.86]
          : spec.segment === "ute" || spec.segment === "4x4"
            ? [0.9, 0.92]
            : spec.segment === "luxury"
              ? [0.8, 0.87]
              : [0.86, 0.89];
  const newThen = variant.price * Math.pow(spec.itemType === "car" ? 0.975 : 0.985, age);
  const retained = first * Math.pow(yearly, Math.max(0, age - 1));
  const expected = (spec.itemType === "motorcycle" ? 4_000 : 14_000) * Math.max(1, age);
  const kmFactor = Math.max(0.75, Math.min(1.12, 1 - (km - expected) / 400_000));
  return round990(newThen * retained * kmFactor * (0.94 + rng.next() * 0.12));
}

function createdAt(slot: Slot, now: Date, rng: Rng): Date {
  const t = now.getTime();
  if (slot === "arrival") return new Date(t - rng.int(1, 7 * 24 - 1) * HOUR);
  if (slot === "coming" || slot === "preorder") return new Date(t - rng.int(0, 20) * DAY - rng.int(1, 23) * HOUR);
  if (slot === "sold-recent" || slot === "sold-old") return new Date(t - rng.int(35, 120) * DAY);
  return new Date(t - rng.int(9, 150) * DAY - rng.int(0, 23) * HOUR);
}

function fuelLabel(fuel: string, spec: ModelSpec): string {
  if (fuel === "Petrol")
    return spec.segment === "luxury" || spec.segment === "sports" || spec.itemType === "motorcycle"
      ? "Premium Unleaded Petrol"
      : "Unleaded Petrol";
  if (fuel === "Hybrid") return "Hybrid (Petrol/Electric)";
  if (fuel === "Plug-in Hybrid") return "Plug-in Hybrid (Petrol/Electric)";
  return fuel;
}

function gearType(trans: string): string {
  if (trans.includes("Manual")) return "Manual";
  if (trans.includes("Dual Clutch")) return "Dual Clutch";
  if (trans.includes("Variable")) return "CVT";
  if (trans.includes("Reduction")) return "Reduction Gear";
  return "Automatic";
}

function specificationsFor(spec: ModelSpec): Record<string, string | number | null> {
  const rv = spec.rv;
  if (!rv) return {};
  const kg = (n: number) => `${n.toLocaleString("en-AU")} kg`;
  return {
    body_length: `${rv.length.toFixed(2)} m`,
    body_width: "2.45 m",
    tare_weight: kg(rv.tare),
    aggregate_trailer_mass: kg(rv.atm),
    axle_type: rv.axle,
    sleeps: rv.sleeps,
    ensuite: rv.ensuite ? "Yes" : "No",
  };
}
