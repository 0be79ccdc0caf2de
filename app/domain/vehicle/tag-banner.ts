import type { CarType, StockStatus } from "./vehicle";

/**
 * The banner across a vehicle's photo (spec 01 §4 'Tag banner priority'), used
 * by the search card and the vehicle page. For an in-stock vehicle:
 * (1) electric or hybrid label if enabled; (2) Reserved; (3) certified-used
 * image for certain used vehicles of one make; (4) the vehicle's own tag;
 * (5) COMING SOON when status is coming_soon; (6) 'New Arrival' if created
 * within the last 8 days; (7) nothing. A sold vehicle shows the sold text
 * (default 'JUST SOLD') and never the certified badge.
 */

export interface BannerVehicle {
  status: StockStatus;
  reserved: boolean;
  tag?: string | null;
  certified: boolean;
  make: string;
  car_type: CarType;
  fuel?: string | null;
  simple_fuel?: string | null;
  created_at: string | Date;
}

export interface BannerSite {
  features: { electric_hybrid_label: boolean; certified_badge: boolean };
  texts: { soldText: string };
}

export type TagBanner =
  | { kind: "sold"; text: string }
  | { kind: "electric"; text: "Electric" }
  | { kind: "hybrid"; text: "Hybrid" }
  | { kind: "reserved"; text: "Reserved" }
  | { kind: "certified"; text: string }
  | { kind: "tag"; text: string }
  | { kind: "coming-soon"; text: "COMING SOON" }
  | { kind: "new-arrival"; text: "New Arrival" };

/** Spec 01 §9: new arrival window. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

/** The one make of the certified programme (spec 01 §5). */
export const CERTIFIED_MAKE = "Toyota";
export const CERTIFIED_TEXT = "Toyota Certified Pre-Owned";

/** Spec 01 §5: the certified badge needs make Toyota, certified true, the site flag on, and not sold. */
export function showsCertifiedBadge(
  v: Pick<BannerVehicle, "make" | "certified" | "status">,
  site: Pick<BannerSite, "features">,
): boolean {
  return (
    site.features.certified_badge &&
    v.certified &&
    v.status !== "sold" &&
    v.make.trim().toLowerCase() === CERTIFIED_MAKE.toLowerCase()
  );
}

/** "Hybrid" for any hybrid (plug-in included), "Electric" for battery-electric, else null. */
export function electrification(v: Pick<BannerVehicle, "fuel" | "simple_fuel">): "hybrid" | "electric" | null {
  const fuel = `${v.simple_fuel ?? ""} ${v.fuel ?? ""}`.toLowerCase();
  if (fuel.includes("hybrid")) return "hybrid";
  if (/\belectric\b|\bev\b|\bbev\b/.test(fuel)) return "electric";
  return null;
}

export function isNewArrival(createdAt: string | Date, now: number): boolean {
  const t = typeof createdAt === "string" ? Date.parse(createdAt) : createdAt.getTime();
  const age = now - t;
  return Number.isFinite(age) && age >= 0 && age < NEW_ARRIVAL_DAYS * DAY_MS;
}

export function tagBanner(v: BannerVehicle, site: BannerSite, now: number): TagBanner | null {
  if (v.status === "sold") return { kind: "sold", text: site.texts.soldText };
  if (site.features.electric_hybrid_label) {
    const e = electrification(v);
    if (e === "hybrid") return { kind: "hybrid", text: "Hybrid" };
    if (e === "electric") return { kind: "electric", text: "Electric" };
  }
  if (v.reserved) return { kind: "reserved", text: "Reserved" };
  if (v.car_type === "used" && showsCertifiedBadge(v, site)) return { kind: "certified", text: CERTIFIED_TEXT };
  const tag = v.tag?.trim();
  if (tag) return { kind: "tag", text: tag };
  if (v.status === "coming_soon") return { kind: "coming-soon", text: "COMING SOON" };
  if (isNewArrival(v.created_at, now)) return { kind: "new-arrival", text: "New Arrival" };
  return null;
}
