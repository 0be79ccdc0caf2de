/**
 * How far the market price is from each car's own price (issue 9, Deliver 1;
 * docs/market-price.md 'Error against held-out cars'). For the demo stock
 * (the three demo tenants' seed, pooled: the market is the market) and the
 * synthetic stock (bench/synthetic.ts, 100,000 vehicles), each car on the
 * market is left out in turn and estimated from the rest by the same rules
 * the vehicle page uses (rankCandidates mirrors the comparables query;
 * estimateMarketPrice is the page's own). Reports the median absolute
 * percentage error (MdAPE) and the share of cars whose block would show.
 *
 * Run: npx tsx bench/market-price-eval.ts [--n 100000]
 */
import fs from "node:fs";
import path from "node:path";
import { estimateMarketPrice } from "~/domain/vehicle/market-estimate";
import {
  key,
  MAX_COMPARABLES,
  onMarket,
  rankCandidates,
  SERIES_TIER,
  YEAR_REACH,
  type MarketCar,
  type MarketRow,
} from "~/domain/vehicle/market-comparables";
import { shouldShowPriceComparison } from "~/domain/vehicle/market-price";
import { priceBasisOf, type AuState } from "~/domain/vehicle/on-road-costs";
import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";
import type { VehicleInput } from "~/domain/vehicle/vehicle";
import { DEMO_STOCK } from "../demo/seed";
import { demoVehicles } from "../demo/vehicles";
import { generateVehicles, SYNTHETIC_NOW, syntheticTenantConfig } from "./synthetic";

const args = process.argv.slice(2);
const N = Number(args[args.indexOf("--n") + 1] || 100_000) || 100_000;
// One fixed clock, so the demo's model years (and these numbers) do not move with the calendar.
const NOW = new Date(SYNTHETIC_NOW);

type Feed = Pick<
  VehicleInput,
  "make" | "model" | "badge" | "series" | "year" | "km" | "price" | "offer_price" | "price_type" | "status" | "location_id"
> & {
  show_on_dealer_website?: boolean;
  simple_fuel?: string | null;
  fuel?: string | null;
  variant?: { cylinders?: number | null } | null;
  car_type: string;
};

function statesOf(config: TenantConfig): Map<string, AuState> {
  return new Map(config.locations.map((l) => [l.id, l.address.state]));
}

function toRow(id: number, v: Feed, states: Map<string, AuState>): MarketRow {
  const offer = v.offer_price ?? 0;
  return {
    id,
    make: v.make,
    model: v.model,
    badge: v.badge ?? null,
    series: v.series ?? null,
    year: v.year,
    km: v.km ?? 0,
    carType: v.car_type,
    // The asking price: the reduced price when there is one (spec 01 §4 display priority).
    price: offer > 0 ? offer : (v.price ?? 0),
    priceType: v.price_type ?? null,
    state: (v.location_id != null && states.get(String(v.location_id))) || null,
    fuel: v.simple_fuel ?? v.fuel ?? null,
    cylinders: v.variant?.cylinders ?? null,
    status: v.status ?? "in_stock",
    showOnDealerWebsite: v.show_on_dealer_website ?? true,
    listedPrice: v.price ?? 0,
  };
}

function demoStock(): MarketRow[] {
  const dir = path.resolve(process.cwd(), "demo/tenants");
  const rows: MarketRow[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const config = tenantConfigSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
    const plan = DEMO_STOCK[config.slug] ?? { count: 250 };
    const states = statesOf(config);
    for (const v of demoVehicles(config, plan.count, NOW).data) rows.push(toRow(rows.length + 1, v as Feed, states));
  }
  return rows;
}

function syntheticStock(): MarketRow[] {
  const states = statesOf(syntheticTenantConfig());
  return generateVehicles(N).map((v) => toRow(v.id, v, states));
}

interface Outcome {
  carType: string;
  basis: string;
  ape: number | null;
  shown: boolean;
  step: number | null;
}

function evaluate(rows: MarketRow[]): Outcome[] {
  // Rows by make, model and year (the query's index), and by badge within them.
  const byYear = new Map<string, MarketRow[]>();
  const byBadge = new Map<string, MarketRow[]>();
  const push = (m: Map<string, MarketRow[]>, k: string, r: MarketRow) => {
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  };
  const modelKey = (r: MarketCar, year: number) => [key(r.make), key(r.model), year].join("\u0000");
  for (const r of rows) {
    push(byYear, modelKey(r, r.year), r);
    push(byBadge, `${modelKey(r, r.year)}\u0000${key(r.badge)}`, r);
  }
  const near = (m: Map<string, MarketRow[]>, s: MarketRow, suffix: string) => {
    const out: MarketRow[] = [];
    for (let y = s.year - YEAR_REACH; y <= s.year + YEAR_REACH; y++) out.push(...(m.get(modelKey(s, y) + suffix) ?? []));
    return out;
  };
  const out: Outcome[] = [];
  for (const subject of rows) {
    if (!onMarket(subject)) continue;
    // A shortcut with the same answer: when the same-badge cars alone fill MAX_COMPARABLES,
    // every one of the closest MAX_COMPARABLES is among them (any other badge ranks after).
    let candidates = rankCandidates(subject, near(byBadge, subject, `\u0000${key(subject.badge)}`));
    if (candidates.length < MAX_COMPARABLES) candidates = rankCandidates(subject, near(byYear, subject, ""));
    const e = estimateMarketPrice(subject, subject.price, candidates);
    out.push({
      carType: subject.carType,
      basis: priceBasisOf(subject.priceType) ?? "none stated",
      ape: e ? Math.abs(e.estimate - subject.price) / subject.price : null,
      shown: e ? shouldShowPriceComparison(e.comparison) : false,
      step: e ? e.step : null,
    });
  }
  return out;
}

function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "–");

function line(label: string, outcomes: Outcome[]): string {
  const estimated = outcomes.filter((o) => o.ape !== null);
  const shown = outcomes.filter((o) => o.shown);
  return [
    label,
    String(outcomes.length),
    pct(estimated.length / outcomes.length),
    pct(median(estimated.map((o) => o.ape!))),
    pct(shown.length / outcomes.length),
    pct(median(shown.map((o) => o.ape!))),
  ].join(" | ");
}

function report(name: string, rows: MarketRow[]): void {
  const started = performance.now();
  const outcomes = evaluate(rows);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n### ${name}: ${rows.length.toLocaleString("en-AU")} vehicles, ${seconds.toFixed(1)} s\n`);
  console.log("| Cars | On the market | With an estimate | MdAPE | Block shown | MdAPE where shown |");
  console.log("|---|---|---|---|---|---|");
  console.log(`| ${line("All", outcomes)} |`);
  for (const t of ["new", "demo", "used"]) {
    const sub = outcomes.filter((o) => o.carType === t);
    if (sub.length) console.log(`| ${line(t, sub)} |`);
  }
  for (const b of ["drive_away", "excl_govt", "none stated"]) {
    const sub = outcomes.filter((o) => o.basis === b);
    if (sub.length) console.log(`| ${line(`priced ${b.replace("_", " ")}`, sub)} |`);
  }
  for (let step = 0; step <= SERIES_TIER; step++) {
    const sub = outcomes.filter((o) => o.step === step);
    const label = ["same badge, same year", "same badge, ±1 year", "same badge, ±2 years", "same series, any badge"][step];
    if (sub.length) console.log(`| ${line(`step ${step}: ${label}`, sub)} |`);
  }
}

report("Demo stock (three demo tenants, pooled)", demoStock());
report(`Synthetic stock (bench/synthetic.ts, ${N.toLocaleString("en-AU")})`, syntheticStock());
