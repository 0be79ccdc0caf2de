import type { AU_STATES } from "../tenant/tenant-config";

/**
 * Price basis and on-road costs, so a market price compares like with like
 * (issue 9: 'Drive Away' and 'Excl. Govt. Charges' prices were mixed). A
 * drive-away price is the car's value plus the state's on-road costs: stamp
 * duty on the value, 12 months' registration and compulsory third-party
 * insurance (CTP). The rates are APPROXIMATIONS of the state schedules for a
 * private passenger car, described with their sources and limits in
 * docs/market-price.md ('On-road costs'); they are not a quote.
 */

export type AuState = (typeof AU_STATES)[number];
export type PriceBasis = "drive_away" | "excl_govt";

/**
 * How a feed's price_type is read. One pattern each, used as JavaScript
 * regular expressions here and as PostgreSQL `~*` patterns in the comparables
 * query, so both read a price type alike. Drive away is tried first: "Incl.
 * ORC" is a drive-away price.
 */
export const DRIVE_AWAY_PATTERN = "drive[ -]?away|incl";
export const EXCL_GOVT_PATTERN = "excl|exc\\.|plus|\\+|orc|on[ -]?road";
const DRIVE_AWAY = new RegExp(DRIVE_AWAY_PATTERN, "i");
const EXCL_GOVT = new RegExp(EXCL_GOVT_PATTERN, "i");

/** The price basis a price_type states, or null when it states none we can read. */
export function priceBasisOf(priceType: string | null | undefined): PriceBasis | null {
  if (!priceType) return null;
  if (DRIVE_AWAY.test(priceType)) return "drive_away";
  if (EXCL_GOVT.test(priceType)) return "excl_govt";
  return null;
}

/** What stamp duty depends on besides the value: Queensland rates by engine, the ACT exempts zero-emission cars. */
export interface Engine {
  fuel?: string | null;
  cylinders?: number | null;
}

const isElectric = (e: Engine) => /^electric$/i.test(e.fuel?.trim() ?? "");
const isHybridOrElectric = (e: Engine) => /electric|hybrid/i.test(e.fuel ?? "");

/** Stamp duty (motor vehicle duty) on a dutiable value, per state, approximated (docs/market-price.md). */
export function stampDuty(state: AuState, value: number, engine: Engine = {}): number {
  const v = Math.max(0, value);
  switch (state) {
    case "NSW":
    case "ACT":
      // NSW; the ACT's used-vehicle rate is the same scale, and zero-emission cars pay none.
      if (state === "ACT" && isElectric(engine)) return 0;
      return v <= 45_000 ? v * 0.03 : 1_350 + (v - 45_000) * 0.05;
    case "VIC":
      // Passenger cars: $8.40 per $200; above the luxury threshold $10.40 per $200 on the whole value.
      return v * (v <= VIC_LUXURY_THRESHOLD ? 0.042 : 0.052);
    case "QLD": {
      const cyl = engine.cylinders ?? 4;
      const base = isHybridOrElectric(engine) ? 0.02 : cyl >= 7 ? 0.04 : cyl >= 5 ? 0.035 : 0.03;
      return v * (v <= 100_000 ? base : base + 0.02);
    }
    case "WA": {
      if (v <= 25_000) return v * 0.0275;
      if (v <= 50_000) return v * ((2.75 + (v - 25_000) / 6_666.66) / 100);
      return v * 0.065;
    }
    case "SA":
      return v <= 3_000 ? v * 0.02 : 60 + (v - 3_000) * 0.04;
    case "TAS":
      if (v <= 35_000) return v * 0.03;
      if (v <= 40_000) return 1_050 + (v - 35_000) * 0.11;
      return v * 0.04;
    case "NT":
      return v * 0.03;
  }
}

/** Victoria's luxury car threshold, approximately (it follows the federal LCT threshold). */
export const VIC_LUXURY_THRESHOLD = 80_000;

/**
 * Twelve months' registration (with the state's fees and levies) and CTP for a
 * private 4-cylinder passenger car in the capital, rounded state averages.
 */
export const REGISTRATION_AND_CTP: Record<AuState, { registration: number; ctp: number }> = {
  ACT: { registration: 480, ctp: 600 },
  NSW: { registration: 430, ctp: 550 },
  NT: { registration: 280, ctp: 520 },
  QLD: { registration: 440, ctp: 400 },
  SA: { registration: 420, ctp: 400 },
  TAS: { registration: 320, ctp: 420 },
  VIC: { registration: 370, ctp: 555 },
  WA: { registration: 400, ctp: 480 },
};

/** The on-road costs a drive-away price adds to a car worth `value` in `state`. */
export function onRoadCosts(state: AuState, value: number, engine: Engine = {}): number {
  const { registration, ctp } = REGISTRATION_AND_CTP[state];
  return stampDuty(state, value, engine) + registration + ctp;
}

/** A price brought to the car's value before government charges. */
export function toExcludingGovtCharges(price: number, basis: PriceBasis, state: AuState, engine: Engine = {}): number {
  if (basis === "excl_govt") return price;
  // Drive away = value + onRoadCosts(value): increasing in value, so bisect for the value.
  let lo = 0;
  let hi = price;
  for (let i = 0; i < 40 && hi - lo > 0.5; i++) {
    const mid = (lo + hi) / 2;
    if (mid + onRoadCosts(state, mid, engine) <= price) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** A value before government charges expressed on a basis in a state. */
export function fromExcludingGovtCharges(value: number, basis: PriceBasis, state: AuState, engine: Engine = {}): number {
  return basis === "excl_govt" ? value : value + onRoadCosts(state, value, engine);
}
